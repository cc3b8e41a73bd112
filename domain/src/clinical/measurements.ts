/**
 * What a screening station records: each kind of result, its input with the
 * units a clinician may type, the range a real body can have (so a typo such
 * as 1400 mmHg is refused with the field's message instead of being stored
 * and referred), and the one canonical form every result is stored in.
 *
 * The schemas serve both the API (the request is checked again there:
 * nothing trusts the browser) and the station form; `toCanonical` converts
 * a checked input, so the server stores mg/dL, °C and 6/x whatever was
 * typed.
 */
import { z } from 'zod';
import type { FieldIssueParams } from '../fields/issues.ts';
import { text } from '../fields/text.ts';
import type { IsoDateTime } from '../model.ts';

export type MeasurementKind = 'bloodPressure' | 'pulse' | 'temperature' | 'spo2' | 'weightHeight' | 'glucose' | 'visualAcuity' | 'note';
export const MEASUREMENT_KINDS: readonly MeasurementKind[] = ['bloodPressure', 'pulse', 'temperature', 'spo2', 'weightHeight', 'glucose', 'visualAcuity', 'note'];

/**
 * What a body can show and an instrument can read: outside these the value
 * is a typing mistake, not a finding. Wide on purpose: a reading that is
 * alarming but real (a systolic of 250) must get through and be referred.
 */
export const PLAUSIBLE = {
  systolic: { min: 50, max: 300 },
  diastolic: { min: 20, max: 200 },
  pulse: { min: 20, max: 250 },
  /** Canonical °C; in °F, 86 to 113.  */
  celsius: { min: 30, max: 45 },
  spo2: { min: 50, max: 100 },
  weightKg: { min: 1, max: 300 },
  heightCm: { min: 40, max: 250 },
  /** Canonical mg/dL; in mmol/L, about 0.6 to 55.5. */
  glucoseMgPerDl: { min: 10, max: 1000 },
  /** The denominator of a Snellen fraction at 6 m (6/3 sees twice as well as 6/6; 6/300 barely counts fingers). */
  sixMetreDenominator: { min: 3, max: 300 },
} as const;

/** 1 mmol/L of glucose (molar mass 180.16 g/mol) is 18.016 mg/dL. */
export const MG_PER_DL_PER_MMOL_PER_L = 18.016;
/** A Snellen fraction read at 20 ft is the same fraction at 6 m: 20/60 is 6/18. */
const SIX_METRES_PER_TWENTY_FEET = 6 / 20;

export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export const GLUCOSE_UNITS = ['mg/dL', 'mmol/L'] as const;
export type GlucoseUnit = (typeof GLUCOSE_UNITS)[number];
export const ACUITY_NOTATIONS = ['6/x', '20/x'] as const;
export type AcuityNotation = (typeof ACUITY_NOTATIONS)[number];

const outOfRange = (message: string) => ({ error: message, params: { problem: 'outOfRange' } satisfies FieldIssueParams });

/**
 * A number sent as JSON or as an input's text ("120", "36.6"), at most
 * `decimals` places, from `min` to `max`: a clinician's reading. A range of
 * null is checked by the caller, where it depends on the unit typed.
 */
export function reading(label: string, unit: string, min: number | null, max: number | null, decimals = 0) {
  const notNumber = decimals === 0 ? `${label} must be a whole number.` : `${label} must be a number.`;
  const pattern = decimals === 0 ? /^-?\d{1,6}$/ : new RegExp(`^-?\\d{1,6}([.,]\\d{1,${decimals}})?$`);
  return z
    .union([z.number(), z.string().trim().refine((t) => pattern.test(t), { error: notNumber, params: { problem: 'notWhole' } satisfies FieldIssueParams })], {
      error: (issue) => (issue.input === undefined || issue.input === '' ? `${label} is required.` : notNumber),
    })
    .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
    .refine((n) => Number.isFinite(n) && (decimals > 0 || Number.isInteger(n)), { error: notNumber, params: { problem: 'notWhole' } satisfies FieldIssueParams })
    .refine((n) => min === null || max === null || (n >= min && n <= max), outOfRange(`${label} must be from ${min} to ${max} ${unit}.`));
}

/** A free note a clinician may add at any station: plain text, at most this many characters (the forms say so before sending). */
export const MAX_CLINICAL_NOTE = 1000;
export const clinicalNoteField = text('Note', 1, MAX_CLINICAL_NOTE);
const optionalNote = z
  .union([z.literal(''), z.null(), clinicalNoteField])
  .optional()
  .transform((v) => v || null);

const unitOf = <T extends readonly string[]>(label: string, units: T) =>
  z
    .string({ error: `${label} must be one of ${units.join(', ')}.` })
    .refine((u): u is T[number] => units.includes(u), { error: `${label} must be one of ${units.join(', ')}.` })
    .transform((u) => u as T[number]);

const bloodPressureInput = z
  .object({
    kind: z.literal('bloodPressure'),
    systolic: reading('Systolic pressure', 'mmHg', PLAUSIBLE.systolic.min, PLAUSIBLE.systolic.max),
    diastolic: reading('Diastolic pressure', 'mmHg', PLAUSIBLE.diastolic.min, PLAUSIBLE.diastolic.max),
    note: optionalNote,
  })
  // The lower number is the pressure between beats: at or above the upper one, the two were swapped or mistyped.
  .refine((bp) => bp.diastolic < bp.systolic, {
    path: ['diastolic'],
    error: 'Diastolic pressure must be lower than systolic pressure.',
    params: { problem: 'outOfRange' } satisfies FieldIssueParams,
  });

const pulseInput = z.object({ kind: z.literal('pulse'), bpm: reading('Pulse', 'beats per minute', PLAUSIBLE.pulse.min, PLAUSIBLE.pulse.max), note: optionalNote });

const celsiusOf = (value: number, unit: TemperatureUnit) => (unit === 'C' ? value : ((value - 32) * 5) / 9);
const fahrenheitOf = (celsius: number) => (celsius * 9) / 5 + 32;

const temperatureInput = z
  .object({ kind: z.literal('temperature'), value: reading('Temperature', '', null, null, 1), unit: unitOf('Temperature unit', TEMPERATURE_UNITS), note: optionalNote })
  .superRefine((t, ctx) => {
    const celsius = celsiusOf(t.value, t.unit);
    if (celsius >= PLAUSIBLE.celsius.min && celsius <= PLAUSIBLE.celsius.max) return;
    const [min, max] = t.unit === 'C' ? [PLAUSIBLE.celsius.min, PLAUSIBLE.celsius.max] : [fahrenheitOf(PLAUSIBLE.celsius.min), fahrenheitOf(PLAUSIBLE.celsius.max)];
    ctx.addIssue({ code: 'custom', path: ['value'], message: `Temperature must be from ${min} to ${max} °${t.unit}.`, params: { problem: 'outOfRange' } satisfies FieldIssueParams });
  });

const spo2Input = z.object({ kind: z.literal('spo2'), percent: reading('Oxygen saturation', '%', PLAUSIBLE.spo2.min, PLAUSIBLE.spo2.max), note: optionalNote });

const weightHeightInput = z.object({
  kind: z.literal('weightHeight'),
  weightKg: reading('Weight', 'kg', PLAUSIBLE.weightKg.min, PLAUSIBLE.weightKg.max, 1),
  heightCm: reading('Height', 'cm', PLAUSIBLE.heightCm.min, PLAUSIBLE.heightCm.max, 1),
  note: optionalNote,
});

const mgPerDlOf = (value: number, unit: GlucoseUnit) => (unit === 'mg/dL' ? value : value * MG_PER_DL_PER_MMOL_PER_L);
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

const glucoseInput = z
  .object({
    kind: z.literal('glucose'),
    value: reading('Blood glucose', '', null, null, 1),
    unit: unitOf('Glucose unit', GLUCOSE_UNITS),
    fasting: z.boolean({ error: 'Say whether the person had fasted (true or false).' }),
    note: optionalNote,
  })
  .superRefine((g, ctx) => {
    const mg = mgPerDlOf(g.value, g.unit);
    if (mg >= PLAUSIBLE.glucoseMgPerDl.min && mg <= PLAUSIBLE.glucoseMgPerDl.max) return;
    const [min, max] =
      g.unit === 'mg/dL'
        ? [PLAUSIBLE.glucoseMgPerDl.min, PLAUSIBLE.glucoseMgPerDl.max]
        : [round(PLAUSIBLE.glucoseMgPerDl.min / MG_PER_DL_PER_MMOL_PER_L, 1), round(PLAUSIBLE.glucoseMgPerDl.max / MG_PER_DL_PER_MMOL_PER_L, 1)];
    ctx.addIssue({ code: 'custom', path: ['value'], message: `Blood glucose must be from ${min} to ${max} ${g.unit}.`, params: { problem: 'outOfRange' } satisfies FieldIssueParams });
  });

const sixMetreDenominatorOf = (denominator: number, notation: AcuityNotation) => (notation === '6/x' ? denominator : denominator * SIX_METRES_PER_TWENTY_FEET);

const visualAcuityInput = z
  .object({
    kind: z.literal('visualAcuity'),
    notation: unitOf('Notation', ACUITY_NOTATIONS),
    right: reading('Right eye', '', null, null, 1),
    left: reading('Left eye', '', null, null, 1),
    note: optionalNote,
  })
  .superRefine((va, ctx) => {
    for (const eye of ['right', 'left'] as const) {
      const d = sixMetreDenominatorOf(va[eye], va.notation);
      if (d >= PLAUSIBLE.sixMetreDenominator.min && d <= PLAUSIBLE.sixMetreDenominator.max) continue;
      const [min, max] = va.notation === '6/x' ? [PLAUSIBLE.sixMetreDenominator.min, PLAUSIBLE.sixMetreDenominator.max] : [10, 1000];
      const label = eye === 'right' ? 'Right eye' : 'Left eye';
      const top = va.notation === '6/x' ? 6 : 20;
      ctx.addIssue({ code: 'custom', path: [eye], message: `${label} must be from ${top}/${min} to ${top}/${max}.`, params: { problem: 'outOfRange' } satisfies FieldIssueParams });
    }
  });

const noteInput = z.object({ kind: z.literal('note'), note: clinicalNoteField });

/** One result as a station sends it: `kind` says which fields it has. */
export const measurementInput = z.discriminatedUnion(
  'kind',
  [bloodPressureInput, pulseInput, temperatureInput, spo2Input, weightHeightInput, glucoseInput, visualAcuityInput, noteInput],
  { error: `Kind must be one of ${MEASUREMENT_KINDS.join(', ')}.` },
);
export type MeasurementInput = z.output<typeof measurementInput>;

/** One eye's presenting acuity: the Snellen fraction at 6 m (6/x) and as a decimal (6/12 = 0.5). */
export interface EyeAcuity {
  sixMetre: number;
  decimal: number;
}

/** A result as stored: one unit per quantity (mmHg, bpm, °C, %, kg, cm, mg/dL, 6/x). */
export type CanonicalMeasurement =
  | { kind: 'bloodPressure'; systolic: number; diastolic: number }
  | { kind: 'pulse'; bpm: number }
  | { kind: 'temperature'; celsius: number }
  | { kind: 'spo2'; percent: number }
  | { kind: 'weightHeight'; weightKg: number; heightCm: number; bmi: number }
  | { kind: 'glucose'; mgPerDl: number; fasting: boolean }
  | { kind: 'visualAcuity'; right: EyeAcuity; left: EyeAcuity }
  | { kind: 'note' };

/** Body-mass index, kg/m², to one decimal. */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return round(weightKg / (metres * metres), 1);
}

function eye(denominator: number, notation: AcuityNotation): EyeAcuity {
  const sixMetre = round(sixMetreDenominatorOf(denominator, notation), 1);
  return { sixMetre, decimal: round(6 / sixMetre, 2) };
}

/**
 * A checked input in canonical units, and its note (null when none). Values
 * converted from another unit keep one decimal: 11.1 mmol/L is 200.0 mg/dL,
 * the same line the guideline draws in both units.
 */
export function toCanonical(input: MeasurementInput): { measurement: CanonicalMeasurement; note: string | null } {
  const note = input.note ?? null;
  switch (input.kind) {
    case 'bloodPressure':
      return { measurement: { kind: 'bloodPressure', systolic: input.systolic, diastolic: input.diastolic }, note };
    case 'pulse':
      return { measurement: { kind: 'pulse', bpm: input.bpm }, note };
    case 'temperature':
      return { measurement: { kind: 'temperature', celsius: round(celsiusOf(input.value, input.unit), 1) }, note };
    case 'spo2':
      return { measurement: { kind: 'spo2', percent: input.percent }, note };
    case 'weightHeight':
      return { measurement: { kind: 'weightHeight', weightKg: input.weightKg, heightCm: input.heightCm, bmi: bodyMassIndex(input.weightKg, input.heightCm) }, note };
    case 'glucose':
      return { measurement: { kind: 'glucose', mgPerDl: round(mgPerDlOf(input.value, input.unit), 1), fasting: input.fasting }, note };
    case 'visualAcuity':
      return { measurement: { kind: 'visualAcuity', right: eye(input.right, input.notation), left: eye(input.left, input.notation) }, note };
    case 'note':
      return { measurement: { kind: 'note' }, note: input.note };
  }
}

/** The better eye's acuity at 6 m (the smaller denominator sees better): what visual impairment is graded on. */
export function betterEyeSixMetre(measurement: Extract<CanonicalMeasurement, { kind: 'visualAcuity' }>): number {
  return Math.min(measurement.right.sixMetre, measurement.left.sixMetre);
}

/** screeningResults/{resultId}: one measurement of one person at one station, in canonical units. */
export interface ScreeningResult {
  campId: string;
  registrationId: string;
  /** The account the registration belongs to (its guardian's for a dependant); null for a walk-in without one. */
  personUid: string | null;
  stationId: string;
  kind: MeasurementKind;
  /** The canonical values (mmHg, bpm, °C, %, kg/cm with BMI, mg/dL, 6/x), without the kind. */
  values: Record<string, unknown>;
  note: string | null;
  recordedBy: string;
  recordedAt: IsoDateTime;
  /** When the clinician recorded it on their device (offline, that can be long before it arrives). */
  deviceRecordedAt: IsoDateTime;
}
