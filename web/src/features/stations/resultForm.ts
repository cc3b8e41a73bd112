/**
 * The station form's rules: which kinds of result a station records, the
 * fields of each, and a field's problem in the reader's language. The values
 * are checked by the domain's own schema (`measurementInput`, the one the API
 * checks again), whose ranges are read from the domain's `PLAUSIBLE` table.
 */
import type { StationKind } from '@campcare/domain';
import { MG_PER_DL_PER_MMOL_PER_L, measurementInput, PLAUSIBLE, type MeasurementInput, type MeasurementKind } from '@campcare/domain/clinical';
import { formatCount, formatDecimal } from '../../lib/format.ts';
import { translate } from '../../lib/i18n/index.ts';

/** What each station records, its own kind first. */
export const KINDS_AT_STATION: Record<StationKind, readonly MeasurementKind[]> = {
  vitals: ['bloodPressure', 'pulse', 'temperature', 'spo2', 'weightHeight', 'note'],
  bloodPressure: ['bloodPressure', 'pulse', 'note'],
  bloodGlucose: ['glucose', 'note'],
  vision: ['visualAcuity', 'note'],
  bmi: ['weightHeight', 'note'],
  dental: ['note'],
  consultation: ['note', 'bloodPressure', 'glucose'],
  pharmacy: ['note'],
  referralDesk: ['note'],
  custom: ['note', 'bloodPressure', 'pulse', 'temperature', 'spo2', 'weightHeight', 'glucose', 'visualAcuity'],
};

export const RESULT_KIND_KEYS: Record<MeasurementKind, string> = {
  bloodPressure: 'stations.results.bloodPressure',
  pulse: 'stations.results.pulse',
  temperature: 'stations.results.temperature',
  spo2: 'stations.results.spo2',
  weightHeight: 'stations.results.weightHeight',
  glucose: 'stations.results.glucose',
  visualAcuity: 'stations.results.visualAcuity',
  note: 'stations.results.note',
};

export type FieldName = 'systolic' | 'diastolic' | 'bpm' | 'value' | 'unit' | 'percent' | 'weightKg' | 'heightCm' | 'fasting' | 'notation' | 'right' | 'left' | 'note';

/** The number inputs of each kind (units, notation and fasting are chosen, the note is free text). */
export const NUMBER_FIELDS: Record<MeasurementKind, readonly FieldName[]> = {
  bloodPressure: ['systolic', 'diastolic'],
  pulse: ['bpm'],
  temperature: ['value'],
  spo2: ['percent'],
  weightHeight: ['weightKg', 'heightCm'],
  glucose: ['value'],
  visualAcuity: ['right', 'left'],
  note: [],
};

export const FIELD_KEYS: Record<FieldName, string> = {
  systolic: 'stations.fields.systolic',
  diastolic: 'stations.fields.diastolic',
  bpm: 'stations.fields.bpm',
  value: 'stations.fields.value',
  unit: 'stations.fields.unit',
  percent: 'stations.fields.percent',
  weightKg: 'stations.fields.weightKg',
  heightCm: 'stations.fields.heightCm',
  fasting: 'stations.fields.fasting',
  notation: 'stations.fields.notation',
  right: 'stations.fields.right',
  left: 'stations.fields.left',
  note: 'stations.fields.note',
};

export interface FormValues {
  kind: MeasurementKind;
  systolic: string;
  diastolic: string;
  bpm: string;
  value: string;
  temperatureUnit: 'C' | 'F';
  glucoseUnit: 'mg/dL' | 'mmol/L';
  fasting: boolean;
  percent: string;
  weightKg: string;
  heightCm: string;
  notation: '6/x' | '20/x';
  right: string;
  left: string;
  note: string;
}

export const emptyValues = (kind: MeasurementKind): FormValues => ({
  kind,
  systolic: '',
  diastolic: '',
  bpm: '',
  value: '',
  temperatureUnit: 'C',
  glucoseUnit: 'mg/dL',
  fasting: false,
  percent: '',
  weightKg: '',
  heightCm: '',
  notation: '6/x',
  right: '',
  left: '',
  note: '',
});

/** The request's measurement, as typed (the schema reads the numbers' text). */
export function measurementOf(v: FormValues): Record<string, unknown> {
  const note = v.note.trim() || undefined;
  switch (v.kind) {
    case 'bloodPressure':
      return { kind: v.kind, systolic: v.systolic, diastolic: v.diastolic, note };
    case 'pulse':
      return { kind: v.kind, bpm: v.bpm, note };
    case 'temperature':
      return { kind: v.kind, value: v.value, unit: v.temperatureUnit, note };
    case 'spo2':
      return { kind: v.kind, percent: v.percent, note };
    case 'weightHeight':
      return { kind: v.kind, weightKg: v.weightKg, heightCm: v.heightCm, note };
    case 'glucose':
      return { kind: v.kind, value: v.value, unit: v.glucoseUnit, fasting: v.fasting, note };
    case 'visualAcuity':
      return { kind: v.kind, notation: v.notation, right: v.right, left: v.left, note };
    case 'note':
      return { kind: v.kind, note: v.note.trim() };
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The range a number field takes, in the unit chosen. */
function rangeOf(field: FieldName, v: FormValues): { min: number; max: number } | null {
  switch (field) {
    case 'systolic':
      return PLAUSIBLE.systolic;
    case 'diastolic':
      return PLAUSIBLE.diastolic;
    case 'bpm':
      return PLAUSIBLE.pulse;
    case 'percent':
      return PLAUSIBLE.spo2;
    case 'weightKg':
      return PLAUSIBLE.weightKg;
    case 'heightCm':
      return PLAUSIBLE.heightCm;
    case 'value':
      if (v.kind === 'temperature')
        return v.temperatureUnit === 'C' ? PLAUSIBLE.celsius : { min: round1((PLAUSIBLE.celsius.min * 9) / 5 + 32), max: round1((PLAUSIBLE.celsius.max * 9) / 5 + 32) };
      return v.glucoseUnit === 'mg/dL'
        ? PLAUSIBLE.glucoseMgPerDl
        : { min: round1(PLAUSIBLE.glucoseMgPerDl.min / MG_PER_DL_PER_MMOL_PER_L), max: round1(PLAUSIBLE.glucoseMgPerDl.max / MG_PER_DL_PER_MMOL_PER_L) };
    case 'right':
    case 'left':
      return v.notation === '6/x' ? PLAUSIBLE.sixMetreDenominator : { min: 10, max: 1000 };
    default:
      return null;
  }
}

const formatLimit = (n: number) => (Number.isInteger(n) ? formatCount(n) : formatDecimal(n));
const asNumber = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * Each field's problem in the language shown, or an empty object with the
 * checked measurement. The domain's schema decides; the words say why.
 */
export function checkMeasurement(v: FormValues): { ok: true; measurement: MeasurementInput } | { ok: false; errors: Partial<Record<FieldName, string>> } {
  const input = measurementOf(v);
  const result = measurementInput.safeParse(input);
  if (result.success) return { ok: true, measurement: result.data };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'note') as FieldName;
    if (errors[field]) continue;
    const typed = input[field];
    if (typed === undefined || typed === '') {
      errors[field] = translate('stations.errors.required');
      continue;
    }
    const range = rangeOf(field, v);
    const n = typeof typed === 'string' ? asNumber(typed) : NaN;
    if (range && !Number.isFinite(n)) errors[field] = translate('stations.errors.number');
    else if (range && (n < range.min || n > range.max)) errors[field] = translate('stations.errors.range', { min: formatLimit(range.min), max: formatLimit(range.max) });
    else if (field === 'diastolic') errors[field] = translate('stations.errors.diastolicBelow');
    else if (range) errors[field] = translate('stations.errors.number');
    else errors[field] = translate('stations.errors.other');
  }
  return { ok: false, errors };
}
