/**
 * When a screening result sends someone on to a facility, and how soon.
 * We screen and refer; we do not diagnose: a rule's threshold is the line a
 * published guideline draws for "needs a clinician's assessment", and the
 * referral says why, never what the person has.
 *
 * The defaults come from guidelines, each named beside its numbers; a camp
 * may set its own thresholds (a national protocol, a specialist's advice)
 * within the bounds below, and only thresholds: which measurements refer,
 * and in which direction, stays the guideline's.
 */
import { z } from 'zod';
import { betterEyeSixMetre, PLAUSIBLE, type CanonicalMeasurement } from './measurements.ts';

export type ReferralReason = 'highBloodPressure' | 'highGlucose' | 'lowOxygen' | 'lowVision' | 'clinician';
export const REFERRAL_REASONS: readonly ReferralReason[] = ['highBloodPressure', 'highGlucose', 'lowOxygen', 'lowVision', 'clinician'];
/** The reasons a rule gives; 'clinician' is a referral a clinician adds by hand. */
export const RULE_REASONS = ['highBloodPressure', 'highGlucose', 'lowOxygen', 'lowVision'] as const satisfies readonly ReferralReason[];

export type ReferralUrgency = 'urgent' | 'routine';
export const REFERRAL_URGENCIES: readonly ReferralUrgency[] = ['urgent', 'routine'];

export interface ReferralFinding {
  reason: ReferralReason;
  urgency: ReferralUrgency;
}

/** Every threshold a camp may adjust. A result refers when it reaches (≥) a "high" line or falls below (<) a "low" one. */
export interface ReferralRules {
  bloodPressure: {
    /** Refers routinely at or above either number (mmHg). */
    systolic: number;
    diastolic: number;
    /** Refers urgently at or above either number (mmHg). */
    urgentSystolic: number;
    urgentDiastolic: number;
  };
  glucose: {
    /** mg/dL, for a sample taken at any time of day. */
    random: number;
    /** mg/dL, after at least 8 hours without food. */
    fasting: number;
  };
  spo2: {
    /** Refers routinely below this percentage. */
    below: number;
    /** Refers urgently below this percentage. */
    urgentBelow: number;
  };
  vision: {
    /** Refers when the better eye sees worse than 6/x, x this number. */
    worseThanSixOver: number;
  };
}

/**
 * The guidelines' lines:
 *
 * - Blood pressure: 2003 World Health Organization (WHO) / International
 *   Society of Hypertension (ISH) statement on management of hypertension
 *   (J Hypertens 2003;21:1983–92), with the 1999 WHO/ISH classification it
 *   keeps: grade 1 hypertension begins at 140 systolic or 90 diastolic,
 *   grade 3 at 180 or 110, which we refer urgently.
 * - Glucose: American Diabetes Association (ADA), Standards of Care in
 *   Diabetes, "Diagnosis and Classification of Diabetes": fasting plasma
 *   glucose ≥ 126 mg/dL (7.0 mmol/L); random plasma glucose ≥ 200 mg/dL
 *   (11.1 mmol/L). A camp's finger-prick is a screen, not that diagnosis,
 *   so meeting the line refers for confirmation.
 * - Oxygen saturation: WHO, Oxygen therapy for children (2016) and WHO,
 *   Clinical management of COVID-19 (WHO/2019-nCoV/clinical/2020.5): SpO₂
 *   below 94 % needs assessment and oxygen; below 90 % is the hypoxaemia
 *   those guidelines treat as severe, which we refer urgently.
 * - Vision: WHO, ICD-11 (9D90) and World report on vision (2019): moderate
 *   distance vision impairment is presenting visual acuity worse than 6/18
 *   in the better eye.
 *
 * BMI and temperature refer nothing by default: no guideline we could name
 * sets a camp-screening referral line for them, so they are recorded only.
 */
export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  bloodPressure: { systolic: 140, diastolic: 90, urgentSystolic: 180, urgentDiastolic: 110 },
  glucose: { random: 200, fasting: 126 },
  spo2: { below: 94, urgentBelow: 90 },
  vision: { worseThanSixOver: 18 },
};

/** What a finding from one result looks like; a result refers for at most one reason (its kind's). */
export function referralsFor(measurement: CanonicalMeasurement, rules: ReferralRules = DEFAULT_REFERRAL_RULES): ReferralFinding[] {
  switch (measurement.kind) {
    case 'bloodPressure': {
      const bp = rules.bloodPressure;
      if (measurement.systolic >= bp.urgentSystolic || measurement.diastolic >= bp.urgentDiastolic) return [{ reason: 'highBloodPressure', urgency: 'urgent' }];
      if (measurement.systolic >= bp.systolic || measurement.diastolic >= bp.diastolic) return [{ reason: 'highBloodPressure', urgency: 'routine' }];
      return [];
    }
    case 'glucose': {
      const line = measurement.fasting ? rules.glucose.fasting : rules.glucose.random;
      return measurement.mgPerDl >= line ? [{ reason: 'highGlucose', urgency: 'routine' }] : [];
    }
    case 'spo2':
      if (measurement.percent < rules.spo2.urgentBelow) return [{ reason: 'lowOxygen', urgency: 'urgent' }];
      if (measurement.percent < rules.spo2.below) return [{ reason: 'lowOxygen', urgency: 'routine' }];
      return [];
    case 'visualAcuity':
      return betterEyeSixMetre(measurement) > rules.vision.worseThanSixOver ? [{ reason: 'lowVision', urgency: 'routine' }] : [];
    default:
      return [];
  }
}

const threshold = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: `${label} must be from ${min} to ${max}.` });

/**
 * A camp's own thresholds, each optional (absent: the default), each within
 * what can be measured, and the urgent line never milder than the routine
 * one. Unknown keys are refused, so a misspelt override is not silently the
 * default.
 */
export const referralRulesOverrides = z
  .object({
    bloodPressure: z
      .object({
        systolic: threshold('Systolic threshold', PLAUSIBLE.systolic.min, PLAUSIBLE.systolic.max),
        diastolic: threshold('Diastolic threshold', PLAUSIBLE.diastolic.min, PLAUSIBLE.diastolic.max),
        urgentSystolic: threshold('Urgent systolic threshold', PLAUSIBLE.systolic.min, PLAUSIBLE.systolic.max),
        urgentDiastolic: threshold('Urgent diastolic threshold', PLAUSIBLE.diastolic.min, PLAUSIBLE.diastolic.max),
      })
      .partial()
      .strict(),
    glucose: z
      .object({
        random: threshold('Random glucose threshold', PLAUSIBLE.glucoseMgPerDl.min, PLAUSIBLE.glucoseMgPerDl.max),
        fasting: threshold('Fasting glucose threshold', PLAUSIBLE.glucoseMgPerDl.min, PLAUSIBLE.glucoseMgPerDl.max),
      })
      .partial()
      .strict(),
    spo2: z
      .object({
        below: threshold('Oxygen saturation threshold', PLAUSIBLE.spo2.min, PLAUSIBLE.spo2.max),
        urgentBelow: threshold('Urgent oxygen saturation threshold', PLAUSIBLE.spo2.min, PLAUSIBLE.spo2.max),
      })
      .partial()
      .strict(),
    vision: z
      .object({ worseThanSixOver: threshold('Vision threshold (6/x)', PLAUSIBLE.sixMetreDenominator.min, PLAUSIBLE.sixMetreDenominator.max) })
      .partial()
      .strict(),
  })
  .partial()
  .strict()
  .superRefine((overrides, ctx) => {
    const rules = withOverrides(overrides);
    const milder = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (rules.bloodPressure.urgentSystolic < rules.bloodPressure.systolic) milder(['bloodPressure', 'urgentSystolic'], 'The urgent systolic threshold must be at or above the routine one.');
    if (rules.bloodPressure.urgentDiastolic < rules.bloodPressure.diastolic) milder(['bloodPressure', 'urgentDiastolic'], 'The urgent diastolic threshold must be at or above the routine one.');
    if (rules.spo2.urgentBelow > rules.spo2.below) milder(['spo2', 'urgentBelow'], 'The urgent oxygen saturation threshold must be at or below the routine one.');
  });

export type ReferralRulesOverrides = z.input<typeof referralRulesOverrides>;

/** The defaults with a camp's overrides laid over them (overrides already checked). */
export function withOverrides(overrides: ReferralRulesOverrides | null | undefined): ReferralRules {
  const d = DEFAULT_REFERRAL_RULES;
  const o = overrides ?? {};
  return {
    bloodPressure: { ...d.bloodPressure, ...given(o.bloodPressure) },
    glucose: { ...d.glucose, ...given(o.glucose) },
    spo2: { ...d.spo2, ...given(o.spo2) },
    vision: { ...d.vision, ...given(o.vision) },
  };
}

/** The thresholds a camp set: a key sent as undefined keeps the default rather than erasing it. */
function given<T extends object>(group: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(group ?? {}).filter(([, v]) => typeof v === 'number')) as Partial<T>;
}
