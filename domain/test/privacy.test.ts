import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE, consentField } from '../src/fields/index.ts';
import { accessLogEntry, accessLogId, accessLogSearchFilters } from '../src/privacy.ts';
import { planSearch } from '../src/search.ts';

describe('consent to the Privacy Policy', () => {
  it('takes only an explicit true', () => {
    expect(consentField.safeParse(true).success).toBe(true);
    for (const refused of [false, undefined, null, 'true', 'yes', 1, {}]) {
      const result = consentField.safeParse(refused);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONSENT_REQUIRED_MESSAGE);
    }
  });
});

describe('the access log', () => {
  const registration = { participantUid: 'p1', campId: 'c1', CampName: 'Heart Health Screening', ParticipantName: 'Priya Sharma' };
  const reader = { accessorUid: 'o1', accessorName: 'Dr. Daniel Okafor', accessorRole: 'organizer' as const };

  it('names the participant, and keeps the words of every name for searching', () => {
    const entry = accessLogEntry(reader, 'c1_p1', registration, 'detail', '2026-06-01T10:00:00.000Z');
    expect(entry.participantName).toBe('Priya Sharma');
    expect(Object.keys(entry.t ?? {})).toEqual(expect.arrayContaining(['priya', 'okafor', 'heart', 'scr']));
    const plan = planSearch('Priya heart')!;
    expect(accessLogSearchFilters(plan)).toEqual([
      { path: ['t', 'priya'], value: true },
      { path: ['t', 'heart'], value: true },
    ]);
    expect(accessLogSearchFilters(plan).every((f) => entry.t?.[f.path[1]!] === true)).toBe(true);
  });

  it('gives a later entry a smaller id, so id order is newest first', () => {
    const earlier = accessLogId('2026-06-01T10:00:00.000Z', 'zzzz');
    const later = accessLogId('2026-06-01T10:00:00.001Z', 'aaaa');
    expect(later < earlier).toBe(true);
    expect(earlier).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
