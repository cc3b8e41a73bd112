import { describe, expect, it } from 'vitest';
import {
  CAMP_SORT_OPTIONS,
  campSearchEntries,
  campSearchEntryId,
  campSearchFilters,
  fieldPathString,
  planSearch,
  type CampSearchSource,
  type CampSortValue,
} from '../src/index.ts';

const camp = (over: Partial<CampSearchSource> = {}): CampSearchSource => ({
  CampName: 'Eye Screening Day',
  Location: 'Lisbon',
  HealthcareProfessional: 'Dr. Silva',
  createdAt: '2026-03-01T10:00:00.000Z',
  ParticipantCount: 3,
  CampFees: 25.5,
  nameKey: 'eye screening day',
  organizerUids: ['org-1'],
  ...over,
});

/** What Firestore's orderBy(field, direction) then the id in the same direction gives, for plain values. */
function firestoreOrder(camps: { id: string; camp: CampSearchSource }[], sort: CampSortValue): string[] {
  const field = { '': 'createdAt', ParticipantCount: 'ParticipantCount', CampFees: 'CampFees', alphabetical: 'nameKey' }[sort] as keyof CampSearchSource;
  const desc = sort !== 'alphabetical';
  // For text without surrogate pairs, UTF-8 byte order is code point order.
  const codePoints = (s: string) => [...s].map((c) => c.codePointAt(0)!);
  const byCodePoints = (a: string, b: string) => {
    const [x, y] = [codePoints(a), codePoints(b)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
  const cmp = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : byCodePoints(String(a), String(b)));
  return [...camps]
    .sort((x, y) => {
      const byValue = cmp(x.camp[field], y.camp[field]) || cmp(x.id, y.id);
      return desc ? -byValue : byValue;
    })
    .map((c) => c.id);
}

describe('campSearch entry ids', () => {
  const camps = [
    { id: 'a', camp: camp({ createdAt: '2026-03-01T10:00:00.000Z', ParticipantCount: 3, CampFees: 25.5, nameKey: 'eye' }) },
    { id: 'b', camp: camp({ createdAt: '2026-03-01T10:00:00.000Z', ParticipantCount: 12, CampFees: 0, nameKey: 'eye care' }) },
    { id: 'ab', camp: camp({ createdAt: '2027-01-01T00:00:00.000Z', ParticipantCount: 3, CampFees: 100, nameKey: 'ey' }) },
    { id: 'Zed', camp: camp({ createdAt: '2025-12-31T23:59:59.999Z', ParticipantCount: 0, CampFees: 25.49, nameKey: 'éye' }) },
    { id: 'ü', camp: camp({ createdAt: '2026-03-01T10:00:00.000Z', ParticipantCount: 3, CampFees: 9, nameKey: 'zebra 日本' }) },
    { id: 'z', camp: camp({ createdAt: '2026-03-01T10:00:00.000Z', ParticipantCount: 100, CampFees: 25.5, nameKey: 'eye' }) },
    { id: 'b-1', camp: camp({ createdAt: '2026-03-01T10:00:00.000Z', ParticipantCount: 3, CampFees: 9, nameKey: 'zebra' }) },
  ];

  it.each(CAMP_SORT_OPTIONS.map((o) => o.value))('sort %j: ascending ids give the order Firestore gives the camps, ties by camp id', (sort) => {
    const byId = [...camps]
      .map((c) => ({ id: c.id, key: campSearchEntryId(c.id, c.camp, sort)! }))
      .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
      .map((c) => c.id);
    expect(byId).toEqual(firestoreOrder(camps, sort));
  });

  it('keeps ids to characters Firestore allows, far under its length limit', () => {
    const long = camp({ nameKey: 'ü'.repeat(400) });
    for (const { id } of campSearchEntries('some-camp_1', long)) {
      expect(id).toMatch(/^(CampFees|ParticipantCount|createdAt|nameKey)\.[0-9a-f~-]+$/);
      expect(id.length).toBeLessThan(1500);
    }
  });

  // Found on 2026-11-29: ids without the sort's field gave a new free camp (CampFees 0, ParticipantCount 0)
  // one id for two sorts, so it kept one entry and a search of several words in the other sort left it out.
  it.each([
    { CampFees: 0, ParticipantCount: 0 },
    { CampFees: 5, ParticipantCount: 5 },
  ])('gives each sort of a camp an entry of its own, even where two sorts hold equal values (%j)', (values) => {
    const entries = campSearchEntries('free-camp', camp(values));
    expect(entries.map((e) => e.data.sort).sort()).toEqual(['CampFees', 'ParticipantCount', 'createdAt', 'nameKey']);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('gives no entry for a sort whose field the camp lacks (Firestore leaves it out of that order too)', () => {
    const entries = campSearchEntries('x', { ...camp(), nameKey: undefined } as Partial<CampSearchSource>);
    expect(entries.map((e) => e.data.sort).sort()).toEqual(['CampFees', 'ParticipantCount', 'createdAt']);
  });
});

describe('campSearch entries and filters', () => {
  it('hold every token of name, location and professional, and the organizers, as map keys', () => {
    const [entry] = campSearchEntries('c1', camp());
    expect(entry!.data.campId).toBe('c1');
    expect(entry!.data.t).toMatchObject({ e: true, eye: true, scr: true, screening: true, lisbon: true, dr: true, silva: true });
    expect(entry!.data.t).not.toHaveProperty('creening');
    expect(entry!.data.o).toEqual({ 'org-1': true });
  });

  it('filter on the sort, on each word, and on the organizer when asked', () => {
    expect(campSearchFilters(planSearch('Eye  LISB')!, 'CampFees', 'org-1')).toEqual([
      { path: ['sort'], value: 'CampFees' },
      { path: ['t', 'eye'], value: true },
      { path: ['t', 'lisb'], value: true },
      { path: ['o', 'org-1'], value: true },
    ]);
  });

  it('write field paths for the REST API, quoting segments that are not plain names', () => {
    expect(fieldPathString(['t', 'eye'])).toBe('t.eye');
    expect(fieldPathString(['t', '17'])).toBe('t.`17`');
    expect(fieldPathString(['t', 'são'])).toBe('t.`são`');
    expect(fieldPathString(['o', 'ab-c'])).toBe('o.`ab-c`');
  });
});
