import { describe, expect, it } from 'vitest';
import { bodyMassIndex, measurementInput, toCanonical, type MeasurementInput } from '../../src/clinical/index.ts';

/** The canonical result, or the refusal's first message and the field it names. */
function record(input: unknown): { canonical: unknown; note: string | null } | { field: string; message: string } {
  const parsed = measurementInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { field: issue.path.join('.'), message: issue.message };
  }
  const { measurement, note } = toCanonical(parsed.data as MeasurementInput);
  return { canonical: measurement, note };
}

describe('blood pressure', () => {
  it('keeps mmHg, as numbers or as typed text', () => {
    expect(record({ kind: 'bloodPressure', systolic: 128, diastolic: '84' })).toEqual({ canonical: { kind: 'bloodPressure', systolic: 128, diastolic: 84 }, note: null });
  });
  it('refuses a typo outside what a body can have, naming the field', () => {
    expect(record({ kind: 'bloodPressure', systolic: 1400, diastolic: 80 })).toEqual({ field: 'systolic', message: 'Systolic pressure must be from 50 to 300 mmHg.' });
    expect(record({ kind: 'bloodPressure', systolic: 120, diastolic: 8 })).toEqual({ field: 'diastolic', message: 'Diastolic pressure must be from 20 to 200 mmHg.' });
    expect(record({ kind: 'bloodPressure', systolic: 120.5, diastolic: 80 })).toEqual({ field: 'systolic', message: 'Systolic pressure must be a whole number.' });
  });
  it('accepts the plausible edges (a real 300 systolic must reach the rules)', () => {
    expect(record({ kind: 'bloodPressure', systolic: 300, diastolic: 20 })).toMatchObject({ canonical: { systolic: 300, diastolic: 20 } });
    expect(record({ kind: 'bloodPressure', systolic: 301, diastolic: 80 })).toMatchObject({ field: 'systolic' });
  });
  it('refuses a diastolic at or above the systolic', () => {
    expect(record({ kind: 'bloodPressure', systolic: 90, diastolic: 90 })).toEqual({ field: 'diastolic', message: 'Diastolic pressure must be lower than systolic pressure.' });
    expect(record({ kind: 'bloodPressure', systolic: 80, diastolic: 120 })).toMatchObject({ field: 'diastolic' });
    expect(record({ kind: 'bloodPressure', systolic: 91, diastolic: 90 })).toMatchObject({ canonical: { systolic: 91, diastolic: 90 } });
  });
  it('says a missing reading is required', () => {
    expect(record({ kind: 'bloodPressure', diastolic: 80 })).toEqual({ field: 'systolic', message: 'Systolic pressure is required.' });
  });
});

describe('temperature', () => {
  it('stores °C, converting °F to one decimal', () => {
    expect(record({ kind: 'temperature', value: 98.6, unit: 'F' })).toMatchObject({ canonical: { kind: 'temperature', celsius: 37 } });
    expect(record({ kind: 'temperature', value: '101.3', unit: 'F' })).toMatchObject({ canonical: { celsius: 38.5 } });
    expect(record({ kind: 'temperature', value: '36,8', unit: 'C' })).toMatchObject({ canonical: { celsius: 36.8 } });
  });
  it('refuses what no living body has, in the unit typed', () => {
    expect(record({ kind: 'temperature', value: 370, unit: 'C' })).toEqual({ field: 'value', message: 'Temperature must be from 30 to 45 °C.' });
    expect(record({ kind: 'temperature', value: 37, unit: 'F' })).toEqual({ field: 'value', message: 'Temperature must be from 86 to 113 °F.' });
    expect(record({ kind: 'temperature', value: 37, unit: 'K' })).toMatchObject({ field: 'unit' });
  });
});

describe('pulse, SpO₂, weight and height', () => {
  it('keeps bpm and %, and computes BMI', () => {
    expect(record({ kind: 'pulse', bpm: 72 })).toMatchObject({ canonical: { kind: 'pulse', bpm: 72 } });
    expect(record({ kind: 'spo2', percent: 97 })).toMatchObject({ canonical: { kind: 'spo2', percent: 97 } });
    expect(record({ kind: 'weightHeight', weightKg: '70', heightCm: 175 })).toMatchObject({ canonical: { kind: 'weightHeight', weightKg: 70, heightCm: 175, bmi: 22.9 } });
    expect(bodyMassIndex(50, 160)).toBe(19.5);
  });
  it('refuses the impossible', () => {
    expect(record({ kind: 'pulse', bpm: 720 })).toEqual({ field: 'bpm', message: 'Pulse must be from 20 to 250 beats per minute.' });
    expect(record({ kind: 'spo2', percent: 101 })).toEqual({ field: 'percent', message: 'Oxygen saturation must be from 50 to 100 %.' });
    expect(record({ kind: 'weightHeight', weightKg: 70, heightCm: 1750 })).toEqual({ field: 'heightCm', message: 'Height must be from 40 to 250 cm.' });
  });
});

describe('glucose', () => {
  it('stores mg/dL, converting mmol/L at 18.016', () => {
    expect(record({ kind: 'glucose', value: 7, unit: 'mmol/L', fasting: true })).toMatchObject({ canonical: { kind: 'glucose', mgPerDl: 126.1, fasting: true } });
    expect(record({ kind: 'glucose', value: 11.1, unit: 'mmol/L', fasting: false })).toMatchObject({ canonical: { mgPerDl: 200 } });
    expect(record({ kind: 'glucose', value: 95, unit: 'mg/dL', fasting: false })).toMatchObject({ canonical: { mgPerDl: 95 } });
  });
  it('refuses a typo in the unit typed, and asks whether the person fasted', () => {
    expect(record({ kind: 'glucose', value: 1400, unit: 'mg/dL', fasting: false })).toEqual({ field: 'value', message: 'Blood glucose must be from 10 to 1000 mg/dL.' });
    expect(record({ kind: 'glucose', value: 140, unit: 'mmol/L', fasting: false })).toEqual({ field: 'value', message: 'Blood glucose must be from 0.6 to 55.5 mmol/L.' });
    expect(record({ kind: 'glucose', value: 100, unit: 'mg/dL' })).toMatchObject({ field: 'fasting' });
  });
});

describe('visual acuity', () => {
  it('stores each eye as 6/x and as a decimal, converting 20/x', () => {
    expect(record({ kind: 'visualAcuity', notation: '6/x', right: 6, left: 12 })).toMatchObject({
      canonical: { kind: 'visualAcuity', right: { sixMetre: 6, decimal: 1 }, left: { sixMetre: 12, decimal: 0.5 } },
    });
    expect(record({ kind: 'visualAcuity', notation: '20/x', right: 60, left: 200 })).toMatchObject({
      canonical: { right: { sixMetre: 18, decimal: 0.33 }, left: { sixMetre: 60, decimal: 0.1 } },
    });
  });
  it('refuses a fraction no chart has', () => {
    expect(record({ kind: 'visualAcuity', notation: '6/x', right: 6, left: 6000 })).toEqual({ field: 'left', message: 'Left eye must be from 6/3 to 6/300.' });
    expect(record({ kind: 'visualAcuity', notation: '20/x', right: 5, left: 20 })).toEqual({ field: 'right', message: 'Right eye must be from 20/10 to 20/1000.' });
  });
});

describe('notes', () => {
  it('a note alone, or beside any reading; markup refused', () => {
    expect(record({ kind: 'note', note: ' Complains of headaches ' })).toEqual({ canonical: { kind: 'note' }, note: 'Complains of headaches' });
    expect(record({ kind: 'pulse', bpm: 80, note: 'Irregular' })).toMatchObject({ note: 'Irregular' });
    expect(record({ kind: 'pulse', bpm: 80, note: '' })).toMatchObject({ note: null });
    expect(record({ kind: 'note', note: '' })).toEqual({ field: 'note', message: 'Note is required.' });
    expect(record({ kind: 'note', note: '<script>x</script>' })).toEqual({ field: 'note', message: 'Note must not contain HTML.' });
  });
  it('refuses an unknown kind', () => {
    expect(record({ kind: 'cholesterol', value: 5 })).toMatchObject({ message: expect.stringContaining('Kind must be one of') });
  });
});
