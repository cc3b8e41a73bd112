/**
 * The queries the web app sends straight to Firestore, imported from its
 * data modules (never copied), run against the real rules for the people who
 * use them, and refused to someone who must not see their results.
 *
 * The public pages send the same query plans (lib/queryPlan.ts) over
 * Firestore's REST API; here the plans go through a full-SDK builder
 * (sdkQuery.ts's buildQuery), which asks the emulator the same structured query.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  count,
  getAggregateFromServer,
  getDocs,
  onSnapshot,
  sum,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { CAMP_SORT_OPTIONS, COLLECTIONS } from '@campcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campListPlan, myRegistrationsPlan } from '../../web/src/features/camps/queryPlans.ts';
import { popularCampsPlan, recentDonorsPlan, reviewsPlan } from '../../web/src/features/home/queryPlans.ts';
import {
  confirmedRegistrationsQuery,
  mostRegisteredCampsQuery,
  organizerBookingsQuery,
  organizerCampsQuery,
  organizerRegistrationsQuery,
  paidRegistrationsQuery,
  participantBookingsQuery,
  participantRegistrationsQuery,
  type CampScope,
} from '../../web/src/features/dashboard/queries.ts';
import { buildQuery } from './sdkQuery.ts';
import {
  contextFor,
  FIXTURE,
  loadFixture,
  modularFirestore,
  OWNER_REGISTRATION_ID,
  OWNER_UID,
  PERSONAS,
  startRulesEnvironment,
  type Persona,
  type PersonaName,
} from './support.ts';

interface WebQuery {
  name: string;
  /** Builds the app's query for this caller (most take the caller's own uid). */
  run: (db: Firestore, caller: Persona) => Promise<unknown>;
  /** The people the app runs it for: each must be allowed. */
  usedBy: readonly PersonaName[];
  /** People who must be refused (empty for public data). */
  refused: readonly PersonaName[];
}

const docs = (query: Query) => getDocs(query);
const ownUid = (caller: Persona) => caller.uid ?? 'signed-out';
const PUBLIC: readonly PersonaName[] = ['signedOut', 'owner', 'organizer', 'noRoleClaim'];
const ORGANIZERS: readonly PersonaName[] = ['organizer', 'coOrganizer', 'otherOrganizer'];
const ADMINS: readonly PersonaName[] = ['admin', 'adminWithoutOrganizerRole'];
const NOT_ORGANIZERS: readonly PersonaName[] = ['owner', 'noRoleClaim', 'demotedOrganizer'];
/** What the analytics page asks: an organizer the camps they run, an admin every camp (null). */
const scopeOf = (caller: Persona): CampScope => (ADMINS.includes(caller.name) ? null : caller.uid);

const WEB_QUERIES: readonly WebQuery[] = [
  // Available camps: every sort, with and without a search.
  ...CAMP_SORT_OPTIONS.flatMap(({ value: sort }) => [
    {
      name: `available camps: campListPlan sort='${sort}'`,
      run: (db: Firestore) => docs(buildQuery(db, campListPlan({ sort, limit: 6 }))),
      usedBy: PUBLIC,
      refused: [],
    },
    {
      name: `available camps: campListPlan sort='${sort}' searching "eye camp"`,
      run: (db: Firestore) => docs(buildQuery(db, campListPlan({ sort, search: 'eye camp', limit: 6 }))),
      usedBy: PUBLIC,
      refused: [],
    },
  ]),
  // The home page's and the public pages' REST plans, through the app's own builder.
  ...[popularCampsPlan(), reviewsPlan(), recentDonorsPlan(), campListPlan({ sort: 'CampFees', search: 'eye' })].map(
    (plan) => ({
      name: `public REST plan on ${plan.collection} (${plan.order.map((o) => `${o.field} ${o.direction}`).join(', ')})`,
      run: (db: Firestore) => docs(buildQuery(db, plan)),
      usedBy: PUBLIC,
      refused: [],
    }),
  ),
  // The "Registered" badge on the camp pages: the signed-in participant's own registrations.
  {
    name: "camp pages: myRegistrationsPlan with the caller's uid",
    run: (db, caller) => docs(buildQuery(db, myRegistrationsPlan(ownUid(caller)))),
    usedBy: ['owner', 'otherParticipant', 'noRoleClaim'],
    refused: [],
  },
  {
    name: "camp pages: myRegistrationsPlan forged with the owner's uid",
    run: (db) => docs(buildQuery(db, myRegistrationsPlan(OWNER_UID))),
    usedBy: ['owner'],
    refused: ['signedOut', 'otherParticipant', 'noRoleClaim'],
  },
  // Participant dashboard.
  {
    name: "participant dashboard: participantRegistrationsQuery with the caller's uid",
    run: (db, caller) => docs(participantRegistrationsQuery(db, ownUid(caller))),
    usedBy: ['owner', 'otherParticipant', 'noRoleClaim'],
    refused: [],
  },
  {
    name: "participant dashboard: participantBookingsQuery with the caller's uid",
    run: (db, caller) => docs(participantBookingsQuery(db, ownUid(caller))),
    usedBy: ['owner', 'otherParticipant', 'noRoleClaim'],
    refused: [],
  },
  {
    name: "participant dashboard: participantRegistrationsQuery forged with the owner's uid",
    run: (db) => docs(participantRegistrationsQuery(db, OWNER_UID)),
    // Admins may see every camp's people (the admin's filters in the dashboard go through the API).
    usedBy: ['owner', 'admin', 'adminWithoutOrganizerRole'],
    refused: ['signedOut', 'otherParticipant', 'noRoleClaim', 'organizer', 'coOrganizer', 'otherOrganizer', 'demotedOrganizer'],
  },
  {
    name: "participant dashboard: participantBookingsQuery forged with the owner's uid",
    run: (db) => docs(participantBookingsQuery(db, OWNER_UID)),
    usedBy: ['owner', 'admin', 'adminWithoutOrganizerRole'],
    refused: ['signedOut', 'otherParticipant', 'noRoleClaim', 'organizer', 'coOrganizer', 'otherOrganizer', 'demotedOrganizer'],
  },
  // Organizer analytics, as loadOrganizerFigures runs them: an organizer's camps, an admin's every camp.
  {
    name: "organizer analytics: count() of organizerCampsQuery in the caller's scope",
    run: (db, caller) => getAggregateFromServer(organizerCampsQuery(db, scopeOf(caller)), { n: count() }),
    usedBy: [...ORGANIZERS, ...ADMINS],
    refused: [],
  },
  {
    name: "organizer analytics: count() of organizerRegistrationsQuery in the caller's scope",
    run: (db, caller) => getAggregateFromServer(organizerRegistrationsQuery(db, scopeOf(caller)), { n: count() }),
    usedBy: [...ORGANIZERS, ...ADMINS],
    refused: [],
  },
  {
    name: 'organizer analytics: count() of organizerRegistrationsQuery over every camp (scope null)',
    run: (db) => getAggregateFromServer(organizerRegistrationsQuery(db, null), { n: count() }),
    usedBy: ADMINS,
    refused: ['signedOut', ...NOT_ORGANIZERS, ...ORGANIZERS],
  },
  {
    name: "organizer analytics: count() of confirmedRegistrationsQuery in the caller's scope",
    run: (db, caller) => getAggregateFromServer(confirmedRegistrationsQuery(db, scopeOf(caller)), { n: count() }),
    usedBy: [...ORGANIZERS, ...ADMINS],
    refused: [],
  },
  {
    name: 'organizer analytics: count() of confirmedRegistrationsQuery over every camp (scope null)',
    run: (db) => getAggregateFromServer(confirmedRegistrationsQuery(db, null), { n: count() }),
    usedBy: ADMINS,
    refused: ['signedOut', ...NOT_ORGANIZERS, ...ORGANIZERS],
  },
  {
    name: "organizer analytics: count() of paidRegistrationsQuery in the caller's scope",
    run: (db, caller) => getAggregateFromServer(paidRegistrationsQuery(db, scopeOf(caller)), { n: count() }),
    usedBy: [...ORGANIZERS, ...ADMINS],
    refused: [],
  },
  {
    name: 'organizer analytics: count() of paidRegistrationsQuery over every camp (scope null)',
    run: (db) => getAggregateFromServer(paidRegistrationsQuery(db, null), { n: count() }),
    usedBy: ADMINS,
    refused: ['signedOut', ...NOT_ORGANIZERS, ...ORGANIZERS],
  },
  {
    name: "organizer analytics: sum of amount over organizerBookingsQuery in the caller's scope",
    run: (db, caller) => getAggregateFromServer(organizerBookingsQuery(db, scopeOf(caller)), { cents: sum('amount') }),
    usedBy: [...ORGANIZERS, ...ADMINS],
    refused: [],
  },
  {
    name: 'organizer analytics: sum of amount over organizerBookingsQuery over every camp (scope null)',
    run: (db) => getAggregateFromServer(organizerBookingsQuery(db, null), { cents: sum('amount') }),
    usedBy: ADMINS,
    refused: ['signedOut', ...NOT_ORGANIZERS, ...ORGANIZERS],
  },
  {
    name: "organizer analytics: mostRegisteredCampsQuery in the caller's scope",
    run: (db, caller) => docs(mostRegisteredCampsQuery(db, 10, scopeOf(caller))),
    usedBy: [...ORGANIZERS, ...ADMINS],
    refused: [],
  },
];

const persona = (name: PersonaName) => PERSONAS.find((p) => p.name === name)!;
const dbFor = (name: PersonaName) => modularFirestore(contextFor(env, persona(name)));

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
  await loadFixture(env);
});

afterAll(async () => {
  await env?.cleanup();
});

describe("the web app's Firestore queries under the rules", () => {
  for (const webQuery of WEB_QUERIES) {
    describe(webQuery.name, () => {
      for (const name of webQuery.usedBy) {
        it(`runs for ${persona(name).label}`, async () => {
          await assertSucceeds(webQuery.run(dbFor(name), persona(name)));
        });
      }
      for (const name of webQuery.refused) {
        it(`is refused to ${persona(name).label}`, async () => {
          await assertFails(webQuery.run(dbFor(name), persona(name)));
        });
      }
    });
  }
});

/** The participant dashboard listens live (dashboard/api/liveRows.ts's useLiveRows): the first snapshot, or the listener's error. */
function firstSnapshot(query: Query): Promise<number> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      query,
      (snap) => {
        stop();
        resolve(snap.size);
      },
      reject,
    );
  });
}

describe('the participant dashboard live listeners (onSnapshot)', () => {
  for (const [name, build] of [
    ['participantRegistrationsQuery', participantRegistrationsQuery],
    ['participantBookingsQuery', participantBookingsQuery],
  ] as const) {
    it(`${name} listens for the owner and sees their one document`, async () => {
      expect(await assertSucceeds(firstSnapshot(build(dbFor('owner'), OWNER_UID)))).toBe(1);
    });
    it(`${name} forged with the owner's uid is refused to another participant`, async () => {
      await assertFails(firstSnapshot(build(dbFor('otherParticipant'), OWNER_UID)));
    });
  }
});

describe('what those queries return', () => {
  it("the participant's dashboard query returns exactly their registrations", async () => {
    const result = await getDocs(participantRegistrationsQuery(dbFor('owner'), OWNER_UID));
    expect(result.docs.map((d) => d.id)).toEqual([OWNER_REGISTRATION_ID]);
  });

  it('the donors list shows only donors who agreed to be named', async () => {
    const result = await getDocs(buildQuery(dbFor('signedOut'), recentDonorsPlan()));
    const named = Object.entries(FIXTURE[COLLECTIONS.donations]!).filter(([, d]) => d.donorName !== null);
    expect(result.docs.map((d) => d.id)).toEqual(named.map(([id]) => id));
  });

  it("the organizer's revenue sums the bookings of the camps they run; another organizer's is zero", async () => {
    const result = await getAggregateFromServer(organizerBookingsQuery(dbFor('organizer'), 'organizer'), { cents: sum('amount') });
    const expected = Object.values(FIXTURE[COLLECTIONS.bookings]!).reduce((total, b) => total + (b.amount as number), 0);
    expect(result.data().cents).toBe(expected);
    const other = await getAggregateFromServer(organizerBookingsQuery(dbFor('otherOrganizer'), 'organizer-other'), { cents: sum('amount') });
    expect(other.data().cents ?? 0).toBe(0);
  });

  it('a search returns the camps whose tokens hold the word, in the chosen order', async () => {
    const result = await getDocs(buildQuery(dbFor('signedOut'), campListPlan({ sort: 'CampFees', search: 'eye', limit: 6 })));
    const fees = result.docs.map((d) => d.get('CampFees') as number);
    expect(fees.length).toBeGreaterThan(0);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
  });
});
