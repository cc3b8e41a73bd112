import { describe, expect, it } from 'vitest';
import {
  planSearch,
  REGISTRATION_SORT_VALUES,
  registrationSearchEntries,
  registrationSearchFilters,
  searchEntryChanges,
  searchTokensFor,
  type RegistrationSearchSource,
} from '../src/index.ts';

const registration = (over: Partial<RegistrationSearchSource> = {}): RegistrationSearchSource => ({
  CampName: 'Eye Screening Day',
  ParticipantName: 'Zoë Martin',
  createdAt: '2026-03-01T10:00:00.000Z',
  CampFees: 25,
  nameKey: 'eye screening day',
  organizerUids: ['org-1', 'org-2'],
  ...over,
});

describe('registration search entries', () => {
  it('has one entry per sort of the table, with the words of the camp and the participant and the organizers', () => {
    const entries = registrationSearchEntries('camp-1_uid-1', registration());
    expect(REGISTRATION_SORT_VALUES).toEqual(['', 'CampFees', 'alphabetical']);
    expect(entries.map((e) => e.data.sort)).toEqual(['createdAt', 'CampFees', 'nameKey']);
    for (const { data } of entries) {
      expect(data.registrationId).toBe('camp-1_uid-1');
      // The same words as the registration's own searchTokens, which an admin's one-word search reads.
      expect(Object.keys(data.t).sort()).toEqual(searchTokensFor('Eye Screening Day', 'Zoë Martin').sort());
      expect(data.o).toEqual({ 'org-1': true, 'org-2': true });
    }
  });

  it('orders entries as Firestore orders the registrations: newest first, dearest first, by name, then by id', () => {
    const older = registrationSearchEntries('b', registration({ createdAt: '2026-01-01T00:00:00.000Z', CampFees: 10, nameKey: 'blood drive' }));
    const newer = registrationSearchEntries('a', registration({ createdAt: '2026-02-01T00:00:00.000Z', CampFees: 30, nameKey: 'eye day' }));
    const tie = registrationSearchEntries('c', registration({ createdAt: '2026-02-01T00:00:00.000Z', CampFees: 30, nameKey: 'eye day' }));
    const idsOf = (i: number) => [older[i]!.id, newer[i]!.id, tie[i]!.id].sort();
    expect(idsOf(0)).toEqual([tie[0]!.id, newer[0]!.id, older[0]!.id]);
    expect(idsOf(1)).toEqual([tie[1]!.id, newer[1]!.id, older[1]!.id]);
    expect(idsOf(2)).toEqual([older[2]!.id, newer[2]!.id, tie[2]!.id]);
  });

  it('filters on the sort, every word and the organizer', () => {
    expect(registrationSearchFilters(planSearch('zoe eye')!, 'alphabetical', 'org-2')).toEqual([
      { path: ['sort'], value: 'nameKey' },
      { path: ['t', 'zoe'], value: true },
      { path: ['t', 'eye'], value: true },
      { path: ['o', 'org-2'], value: true },
    ]);
    expect(registrationSearchFilters(planSearch('zoe')!, '', null)).toEqual([
      { path: ['sort'], value: 'createdAt' },
      { path: ['t', 'zoe'], value: true },
    ]);
  });
});

describe('searchEntryChanges', () => {
  it('rewrites what a renamed camp changes and deletes the entry whose id moved', () => {
    const before = registrationSearchEntries('r1', registration());
    const after = registrationSearchEntries('r1', registration({ CampName: 'Hearing Check', nameKey: 'hearing check' }));
    const { deleted, written } = searchEntryChanges(before, after);
    // The name sort's id holds the name: it moves; the other two keep their ids with new words.
    expect(deleted).toEqual([before[2]!.id]);
    expect(written.map((e) => e.id)).toEqual(after.map((e) => e.id));
    expect(written[0]!.data.t.hearing).toBe(true);
  });

  it('changes nothing when nothing an entry holds changed', () => {
    const entries = registrationSearchEntries('r1', registration());
    expect(searchEntryChanges(entries, registrationSearchEntries('r1', registration()))).toEqual({ deleted: [], written: [] });
  });

  it('writes everything for a new document and deletes everything for a removed one', () => {
    const entries = registrationSearchEntries('r1', registration());
    expect(searchEntryChanges([], entries)).toEqual({ deleted: [], written: entries });
    expect(searchEntryChanges(entries, [])).toEqual({ deleted: entries.map((e) => e.id), written: [] });
  });
});
