import { describe, expect, it } from 'vitest';
import {
  clinicalFigures,
  clinicalFiguresByCamp,
  closesReferral,
  FOLLOW_UP_OUTCOMES,
  followUpState,
  isReferralCode,
  referralCode,
  referralDueAt,
  ruleReferralId,
  type ReferralRow,
} from '../../src/clinical/index.ts';

describe('follow-up', () => {
  it('is due in 2 days when urgent, 14 when routine, or as the camp says', () => {
    expect(referralDueAt('2026-11-01T10:00:00.000Z', 'urgent')).toBe('2026-11-03T10:00:00.000Z');
    expect(referralDueAt('2026-11-01T10:00:00.000Z', 'routine')).toBe('2026-11-15T10:00:00.000Z');
    expect(referralDueAt('2026-11-01T10:00:00.000Z', 'routine', { routine: 7 })).toBe('2026-11-08T10:00:00.000Z');
    expect(referralDueAt('2026-11-01T10:00:00.000Z', 'urgent', { routine: 7 })).toBe('2026-11-03T10:00:00.000Z');
  });
  it('is overdue after the due time, not at it', () => {
    const dueAt = '2026-11-03T10:00:00.000Z';
    expect(followUpState({ status: 'open', dueAt }, new Date('2026-11-03T09:59:59.999Z'))).toBe('due');
    expect(followUpState({ status: 'open', dueAt }, new Date('2026-11-03T10:00:00.000Z'))).toBe('due');
    expect(followUpState({ status: 'open', dueAt }, new Date('2026-11-03T10:00:00.001Z'))).toBe('overdue');
    expect(followUpState({ status: 'closed', dueAt }, new Date('2026-12-01T00:00:00Z'))).toBe('closed');
    expect(followUpState({ status: 'dismissed', dueAt }, new Date('2026-12-01T00:00:00Z'))).toBe('dismissed');
  });
  it('every outcome closes a referral', () => {
    expect(FOLLOW_UP_OUTCOMES.every(closesReferral)).toBe(true);
  });
  it("a rule's referral has one id per result and reason", () => {
    expect(ruleReferralId('res123', 'highBloodPressure')).toBe('res123_highBloodPressure');
  });
  it('codes are printable and unambiguous', () => {
    const code = referralCode(new Uint8Array([0, 1, 2, 3, 30, 31, 255, 100]));
    expect(code).toBe('R-2345-Z299');
    expect(isReferralCode(code)).toBe(true);
    expect(isReferralCode('R-0000-OOOO')).toBe(false);
    expect(() => referralCode(new Uint8Array(4))).toThrow();
  });
});

const referral = (campId: string, registrationId: string, reason: ReferralRow['reason'], status: ReferralRow['status'], createdAt: string, closedAt: string | null = null): ReferralRow => ({
  campId,
  registrationId,
  reason,
  status,
  createdAt,
  closedAt,
});

describe('figures', () => {
  const results = [
    { campId: 'a', registrationId: 'r1' },
    { campId: 'a', registrationId: 'r1' },
    { campId: 'a', registrationId: 'r2' },
    { campId: 'a', registrationId: 'r3' },
    { campId: 'a', registrationId: 'r4' },
    { campId: 'b', registrationId: 'r9' },
  ];
  const referrals = [
    referral('a', 'r1', 'highBloodPressure', 'closed', '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z'),
    referral('a', 'r1', 'highGlucose', 'open', '2026-11-01T00:00:00Z'),
    referral('a', 'r2', 'lowVision', 'closed', '2026-11-01T00:00:00Z', '2026-11-05T00:00:00Z'),
    referral('a', 'r3', 'lowOxygen', 'dismissed', '2026-11-01T00:00:00Z'),
    referral('b', 'r9', 'clinician', 'closed', '2026-11-01T00:00:00Z', '2026-11-02T12:00:00Z'),
  ];

  it("counts people screened and referred, referrals by reason, the closure rate and the median time to closure; a dismissed referral counts nowhere", () => {
    const a = clinicalFigures(results.filter((r) => r.campId === 'a'), referrals.filter((r) => r.campId === 'a'));
    expect(a).toEqual({
      screened: 4,
      referred: 2,
      referredByReason: { highBloodPressure: 1, highGlucose: 1, lowOxygen: 0, lowVision: 1, clinician: 0 },
      referralRate: 0.5,
      referrals: 3,
      closed: 2,
      closureRate: 2 / 3,
      medianDaysToClose: 3,
    });
  });
  it('per camp and across camps', () => {
    const { total, byCamp } = clinicalFiguresByCamp(results, referrals);
    expect(Object.keys(byCamp).sort()).toEqual(['a', 'b']);
    expect(byCamp.b).toMatchObject({ screened: 1, referred: 1, closed: 1, medianDaysToClose: 1.5 });
    expect(total).toMatchObject({ screened: 5, referred: 3, referrals: 4, closed: 3, closureRate: 0.75, medianDaysToClose: 2 });
  });
  it('says null, not 0, where there is nothing to divide', () => {
    expect(clinicalFigures([], [])).toMatchObject({ screened: 0, referralRate: null, closureRate: null, medianDaysToClose: null });
  });
});
