import { describe, expect, it } from 'vitest';
import { campListPlan, myRegistrationsPlan, popularCampsPlan, recentDonorsPlan } from '../features/camps/queryPlans.ts';
import { decodeDocument, toStructuredQuery } from './firestoreRest.ts';

describe('Firestore REST queries', () => {
  it('ask for the 6 most popular camps', () => {
    expect(toStructuredQuery(popularCampsPlan())).toEqual({
      from: [{ collectionId: 'camps' }],
      orderBy: [{ field: { fieldPath: 'ParticipantCount' }, direction: 'DESCENDING' }],
      limit: 6,
    });
  });

  it('search with array-contains on the longest word, in the chosen order, from an offset', () => {
    expect(toStructuredQuery(campListPlan({ search: 'Eye Screening', sort: 'alphabetical', limit: 5 }), 10)).toEqual({
      from: [{ collectionId: 'camps' }],
      where: { fieldFilter: { field: { fieldPath: 'searchTokens' }, op: 'ARRAY_CONTAINS', value: { stringValue: 'screening' } } },
      orderBy: [{ field: { fieldPath: 'nameKey' }, direction: 'ASCENDING' }],
      offset: 10,
      limit: 5,
    });
  });

  it('filter registrations on the participant and donors on a present name', () => {
    expect(toStructuredQuery(myRegistrationsPlan('u1')).where).toEqual({
      fieldFilter: { field: { fieldPath: 'participantUid' }, op: 'EQUAL', value: { stringValue: 'u1' } },
    });
    expect(toStructuredQuery(recentDonorsPlan()).where).toEqual({ unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'donorName' } } });
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
