import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERRAL_RULES, referralRulesOverrides, referralsFor, withOverrides, type CanonicalMeasurement } from '../../src/clinical/index.ts';

const bp = (systolic: number, diastolic: number): CanonicalMeasurement => ({ kind: 'bloodPressure', systolic, diastolic });
const glucose = (mgPerDl: number, fasting: boolean): CanonicalMeasurement => ({ kind: 'glucose', mgPerDl, fasting });
const spo2 = (percent: number): CanonicalMeasurement => ({ kind: 'spo2', percent });
const eye = (sixMetre: number) => ({ sixMetre, decimal: Math.round((6 / sixMetre) * 100) / 100 });
const vision = (right: number, left: number): CanonicalMeasurement => ({ kind: 'visualAcuity', right: eye(right), left: eye(left) });

const routine = (reason: string) => [{ reason, urgency: 'routine' }];
const urgent = (reason: string) => [{ reason, urgency: 'urgent' }];

describe('blood pressure (WHO/ISH)', () => {
  it.each([
    ['systolic just below 140', bp(139, 80), []],
    ['systolic at 140', bp(140, 80), routine('highBloodPressure')],
    ['systolic just above 140', bp(141, 80), routine('highBloodPressure')],
    ['diastolic just below 90', bp(130, 89), []],
    ['diastolic at 90', bp(130, 90), routine('highBloodPressure')],
    ['diastolic just above 90', bp(130, 91), routine('highBloodPressure')],
    ['systolic just below 180', bp(179, 100), routine('highBloodPressure')],
    ['systolic at 180', bp(180, 100), urgent('highBloodPressure')],
    ['systolic just above 180', bp(181, 100), urgent('highBloodPressure')],
    ['diastolic just below 110', bp(170, 109), routine('highBloodPressure')],
    ['diastolic at 110', bp(170, 110), urgent('highBloodPressure')],
    ['diastolic just above 110', bp(170, 111), urgent('highBloodPressure')],
  ])('%s', (_case, measurement, expected) => {
    expect(referralsFor(measurement, DEFAULT_REFERRAL_RULES)).toEqual(expected);
  });
});

describe('glucose (ADA)', () => {
  it.each([
    ['random 199.9', glucose(199.9, false), []],
    ['random 200', glucose(200, false), routine('highGlucose')],
    ['random 200.1', glucose(200.1, false), routine('highGlucose')],
    ['fasting 125.9', glucose(125.9, true), []],
    ['fasting 126', glucose(126, true), routine('highGlucose')],
    ['fasting 126.1', glucose(126.1, true), routine('highGlucose')],
    ['random 150 does not meet the random line', glucose(150, false), []],
  ])('%s', (_case, measurement, expected) => {
    expect(referralsFor(measurement)).toEqual(expected);
  });
});

describe('oxygen saturation (WHO)', () => {
  it.each([
    ['95 %', spo2(95), []],
    ['94 %', spo2(94), []],
    ['93 %', spo2(93), routine('lowOxygen')],
    ['91 %', spo2(91), routine('lowOxygen')],
    ['90 %', spo2(90), routine('lowOxygen')],
    ['89 %', spo2(89), urgent('lowOxygen')],
  ])('%s', (_case, measurement, expected) => {
    expect(referralsFor(measurement)).toEqual(expected);
  });
});

describe('vision (WHO, better eye worse than 6/18)', () => {
  it.each([
    ['better eye 6/12', vision(12, 60), []],
    ['better eye 6/18', vision(60, 18), []],
    ['better eye 6/18.3 (20/61)', vision(18.3, 60), routine('lowVision')],
    ['better eye 6/24', vision(24, 36), routine('lowVision')],
    ['one eye 6/60, the other 6/6', vision(60, 6), []],
  ])('%s', (_case, measurement, expected) => {
    expect(referralsFor(measurement)).toEqual(expected);
  });
});

describe('what refers nothing', () => {
  it('pulse, temperature, BMI and notes', () => {
    expect(referralsFor({ kind: 'pulse', bpm: 140 })).toEqual([]);
    expect(referralsFor({ kind: 'temperature', celsius: 39.5 })).toEqual([]);
    expect(referralsFor({ kind: 'weightHeight', weightKg: 120, heightCm: 160, bmi: 46.9 })).toEqual([]);
    expect(referralsFor({ kind: 'note' })).toEqual([]);
  });
});

describe("a camp's own thresholds", () => {
  it('moves the line where the camp sets it, at and either side', () => {
    const rules = withOverrides(referralRulesOverrides.parse({ bloodPressure: { systolic: 130, diastolic: 80 } }));
    expect(referralsFor(bp(129, 79), rules)).toEqual([]);
    expect(referralsFor(bp(130, 79), rules)).toEqual(routine('highBloodPressure'));
    expect(referralsFor(bp(129, 80), rules)).toEqual(routine('highBloodPressure'));
    expect(rules.bloodPressure.urgentSystolic).toBe(180);
    expect(rules.glucose).toEqual(DEFAULT_REFERRAL_RULES.glucose);
  });
  it('keeps the default for an override sent as undefined', () => {
    expect(withOverrides({ spo2: { below: undefined } }).spo2.below).toBe(94);
  });
  it('refuses an unknown threshold, one outside what can be measured, and an urgent line milder than the routine one', () => {
    const problem = (input: unknown) => {
      const r = referralRulesOverrides.safeParse(input);
      return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
    };
    expect(problem({ bloodPressure: { sistolic: 130 } })).toMatchObject({ path: 'bloodPressure' });
    expect(problem({ cholesterol: {} })).toMatchObject({ path: '' });
    expect(problem({ bloodPressure: { systolic: 1400 } })).toEqual({ path: 'bloodPressure.systolic', message: 'Systolic threshold must be from 50 to 300.' });
    expect(problem({ bloodPressure: { systolic: 190 } })).toEqual({ path: 'bloodPressure.urgentSystolic', message: 'The urgent systolic threshold must be at or above the routine one.' });
    expect(problem({ spo2: { urgentBelow: 95 } })).toMatchObject({ path: 'spo2.urgentBelow' });
    expect(problem({ vision: { worseThanSixOver: 12 } })).toBeNull();
  });
});
