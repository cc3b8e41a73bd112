import { describe, expect, it } from 'vitest';
import { decodeDocument, toStructuredQuery } from './firestoreRest.ts';
import type { QueryPlan } from './queryPlan.ts';

describe('Firestore REST queries', () => {
  it('sort and limit', () => {
    const plan: QueryPlan = { collection: 'camps', filters: [], order: [{ field: 'ParticipantCount', direction: 'desc' }], limit: 6 };
    expect(toStructuredQuery(plan)).toEqual({
      from: [{ collectionId: 'camps' }],
      orderBy: [{ field: { fieldPath: 'ParticipantCount' }, direction: 'DESCENDING' }],
      limit: 6,
    });
  });

  it('array-contains, in the chosen order, from an offset', () => {
    const plan: QueryPlan = {
      collection: 'camps',
      filters: [{ field: 'searchTokens', op: 'array-contains', value: 'screening' }],
      order: [{ field: 'nameKey', direction: 'asc' }],
      limit: 5,
    };
    expect(toStructuredQuery(plan, 10)).toEqual({
      from: [{ collectionId: 'camps' }],
      where: { fieldFilter: { field: { fieldPath: 'searchTokens' }, op: 'ARRAY_CONTAINS', value: { stringValue: 'screening' } } },
      orderBy: [{ field: { fieldPath: 'nameKey' }, direction: 'ASCENDING' }],
      offset: 10,
      limit: 5,
    });
  });

  it('equality on a field, and != null as a present value', () => {
    const byParticipant: QueryPlan = { collection: 'registrations', filters: [{ field: 'participantUid', op: '==', value: 'u1' }], order: [] };
    expect(toStructuredQuery(byParticipant).where).toEqual({
      fieldFilter: { field: { fieldPath: 'participantUid' }, op: 'EQUAL', value: { stringValue: 'u1' } },
    });
    const named: QueryPlan = { collection: 'donations', filters: [{ field: 'donorName', op: '!=', value: null }], order: [] };
    expect(toStructuredQuery(named).where).toEqual({ unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'donorName' } } });
  });

  it('decode documents into plain values with their id', () => {
    const doc = decodeDocument<Record<string, unknown>>({
      name: 'projects/p/databases/(default)/documents/camps/camp-01',
      fields: {
        CampName: { stringValue: 'Eye camp' },
        ParticipantCount: { integerValue: '15' },
        CampFees: { doubleValue: 19.99 },
        searchTokens: { arrayValue: { values: [{ stringValue: 'e' }, { stringValue: 'ey' }] } },
        photoURL: { nullValue: null },
        meta: { mapValue: { fields: { ok: { booleanValue: true } } } },
      },
    });
    expect(doc).toEqual({
      _id: 'camp-01',
      CampName: 'Eye camp',
      ParticipantCount: 15,
      CampFees: 19.99,
      searchTokens: ['e', 'ey'],
      photoURL: null,
      meta: { ok: true },
    });
  });
});
