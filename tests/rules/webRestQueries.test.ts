// @vitest-environment jsdom
/**
 * The public pages read Firestore over its REST API (web/src/lib/firestoreRest.ts)
 * instead of an SDK. Here the very request bodies they send, built by the
 * app's own toStructuredQuery() from its own query plans, go to the real
 * emulator under the real rules, with an emulator ID token for each caller.
 *
 * jsdom only because importing firestoreRest.ts sets up the app's Auth
 * instance, which looks at `window`; the requests go to the emulator, never
 * through that instance. The small POST wrappers below mirror runQuery() and
 * runCount(), which read the signed-in user from that instance.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { createMockUserToken } from '@firebase/util';
import { CAMP_SORT_OPTIONS, COLLECTIONS, planSearch, registrationId } from '@campcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campListPlan, campSearchPlan, myRegistrationsForCampPlan, myRegistrationsPlan } from '../../web/src/features/camps/queryPlans.ts';
import { popularCampsPlan, recentDonorsPlan, reviewsPlan } from '../../web/src/features/home/queryPlans.ts';
import type { QueryPlan } from '../../web/src/lib/queryPlan.ts';
import { decodeDocument, toStructuredQuery, type StartAfter } from '../../web/src/lib/firestoreRest.ts';
import {
  CAMP_ID,
  FIXTURE,
  firestoreEmulator,
  loadFixture,
  OWNER_REGISTRATION_ID,
  OWNER_UID,
  PERSONAS,
  RULES_PROJECT_ID,
  startRulesEnvironment,
  type Persona,
  type PersonaName,
} from './support.ts';

const persona = (name: PersonaName) => PERSONAS.find((p) => p.name === name)!;

function documentsUrl(): string {
  const { host, port } = firestoreEmulator();
  return `http://${host}:${port}/v1/projects/${RULES_PROJECT_ID}/databases/(default)/documents`;
}

/** What the browser sends as the bearer: an ID token carrying the caller's claims. */
function headersFor(caller: Persona): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.uid !== null) {
    const token = createMockUserToken({ sub: caller.uid, user_id: caller.uid, ...caller.claims }, RULES_PROJECT_ID);
    headers.authorization = `Bearer ${token}`;
  }
  return headers;
}

async function runQuery(caller: Persona, plan: QueryPlan, offset = 0, startAfter?: StartAfter) {
  const response = await fetch(`${documentsUrl()}:runQuery`, {
    method: 'POST',
    headers: headersFor(caller),
    body: JSON.stringify({ structuredQuery: toStructuredQuery(plan, offset, startAfter, RULES_PROJECT_ID) }),
  });
  const rows = response.ok ? ((await response.json()) as { document?: Parameters<typeof decodeDocument>[0] }[]) : [];
  return { status: response.status, docs: rows.flatMap((r) => (r.document ? [decodeDocument<Record<string, unknown>>(r.document)] : [])) };
}

/** runCount(): the plan's filters only, counted on the server. */
async function runCount(caller: Persona, plan: QueryPlan) {
  const response = await fetch(`${documentsUrl()}:runAggregationQuery`, {
    method: 'POST',
    headers: headersFor(caller),
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: toStructuredQuery({ ...plan, order: [], limit: undefined }),
        aggregations: [{ alias: 'count', count: {} }],
      },
    }),
  });
  return { status: response.status };
}

async function getDocument(caller: Persona, collection: string, id: string) {
  const response = await fetch(`${documentsUrl()}/${collection}/${encodeURIComponent(id)}`, { headers: headersFor(caller) });
  return { status: response.status };
}

const PUBLIC_PAGE_READERS: readonly PersonaName[] = ['signedOut', 'owner', 'organizer', 'noRoleClaim'];

interface PublicPlan {
  name: string;
  plan: QueryPlan;
}

const PUBLIC_PLANS: readonly PublicPlan[] = [
  { name: 'home: popular camps', plan: popularCampsPlan() },
  { name: 'home: reviews', plan: reviewsPlan() },
  { name: 'home: named donors', plan: recentDonorsPlan() },
  ...CAMP_SORT_OPTIONS.flatMap(({ value: sort }) => [
    { name: `available camps sort='${sort}'`, plan: campListPlan({ sort, limit: 6 }) },
    { name: `available camps sort='${sort}' searching "eye"`, plan: campListPlan({ sort, search: 'eye', limit: 6 }) },
    { name: `available camps sort='${sort}' searching "eye dhaka" (campSearch)`, plan: campSearchPlan(planSearch('eye dhaka')!, { sort, limit: 6 }) },
  ]),
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
  await loadFixture(env);
});

afterAll(async () => {
  await env?.cleanup();
});

describe('public pages (REST runQuery / runAggregationQuery)', () => {
  for (const { name, plan } of PUBLIC_PLANS) {
    for (const reader of PUBLIC_PAGE_READERS) {
      it(`${name}: runs for ${persona(reader).label}`, async () => {
        const result = await runQuery(persona(reader), plan);
        expect(result.status).toBe(200);
      });
    }
  }

  it('the available-camps total (count of the search) runs signed out', async () => {
    expect((await runCount(persona('signedOut'), campListPlan({ sort: '', search: 'eye', limit: 6 }))).status).toBe(200);
  });

  it('the second page (offset) runs signed out', async () => {
    const result = await runQuery(persona('signedOut'), campListPlan({ sort: 'CampFees', limit: 1 }), 1);
    expect(result.status).toBe(200);
    expect(result.docs).toHaveLength(1);
  });

  it('the next and previous pages (cursors) run signed out and find what the offsets find', async () => {
    const plan = campListPlan({ sort: 'CampFees', limit: 1 });
    const [first, second] = await Promise.all([runQuery(persona('signedOut'), plan), runQuery(persona('signedOut'), plan, 1)]);
    const from = (doc: Record<string, unknown> & { _id: string }): StartAfter => ({ values: [doc.CampFees], id: doc._id });
    const next = await runQuery(persona('signedOut'), plan, 0, from(first.docs[0]!));
    expect(next.status).toBe(200);
    expect(next.docs.map((d) => d._id)).toEqual(second.docs.map((d) => d._id));
    const backwards = { ...plan, order: [{ field: 'CampFees', direction: 'asc' as const }] };
    const previous = await runQuery(persona('signedOut'), backwards, 0, from(second.docs[0]!));
    expect(previous.docs.map((d) => d._id)).toEqual(first.docs.map((d) => d._id));
  });

  it('a search of several words finds its camp through campSearch, quoted field paths and all, and pages on from an entry', async () => {
    const plan = campSearchPlan(planSearch('EYE dhaka Dr')!, { sort: '', limit: 6 });
    const found = await runQuery(persona('signedOut'), plan);
    expect(found.status).toBe(200);
    expect(found.docs.map((d) => d.campId)).toEqual([CAMP_ID]);
    const after = await runQuery(persona('signedOut'), plan, 0, { values: [], id: found.docs[0]!._id });
    expect(after.status).toBe(200);
    expect(after.docs).toEqual([]);
    const digits = await runQuery(persona('signedOut'), campSearchPlan(planSearch('eye 17')!, { sort: '', limit: 6 }));
    expect(digits.status).toBe(200);
    expect(digits.docs).toEqual([]);
    expect((await runCount(persona('signedOut'), plan)).status).toBe(200);
  });

  it('the donors list returns only donors who agreed to be named', async () => {
    const result = await runQuery(persona('signedOut'), recentDonorsPlan());
    const named = Object.entries(FIXTURE[COLLECTIONS.donations]!).filter(([, d]) => d.donorName !== null);
    expect(result.docs.map((d) => d._id)).toEqual(named.map(([id]) => id));
  });
});

describe('camp pages: the signed-in participant\'s own registrations (REST)', () => {
  for (const name of ['owner', 'otherParticipant', 'noRoleClaim'] as const) {
    it(`myRegistrationsPlan with their own uid runs for ${persona(name).label}`, async () => {
      const caller = persona(name);
      const result = await runQuery(caller, myRegistrationsPlan(caller.uid!));
      expect(result.status).toBe(200);
      expect(result.docs.every((d) => d.participantUid === caller.uid)).toBe(true);
    });
  }

  for (const name of ['signedOut', 'otherParticipant', 'noRoleClaim'] as const) {
    it(`myRegistrationsPlan forged with the owner's uid is refused to ${persona(name).label}`, async () => {
      expect((await runQuery(persona(name), myRegistrationsPlan(OWNER_UID))).status).toBe(403);
    });
  }

  it("the camp page's registered check asks for the caller's registrations of one camp, and finds the owner's", async () => {
    const mine = await runQuery(persona('owner'), myRegistrationsForCampPlan(OWNER_UID, CAMP_ID));
    expect([mine.status, mine.docs.map((d) => d.participantUid)]).toEqual([200, [OWNER_UID]]);
    const none = await runQuery(persona('owner'), myRegistrationsForCampPlan(OWNER_UID, 'camp-rules-2'));
    expect([none.status, none.docs]).toEqual([200, []]);
    for (const name of ['signedOut', 'otherParticipant', 'doorStaff', 'clinicianStaff'] as const) {
      expect((await runQuery(persona(name), myRegistrationsForCampPlan(OWNER_UID, CAMP_ID))).status).toBe(403);
    }
  });

  it("the camp page's registered check (older clients, by id) finds the owner's registration", async () => {
    expect((await getDocument(persona('owner'), COLLECTIONS.registrations, OWNER_REGISTRATION_ID)).status).toBe(200);
  });

  it("the camp page's registered check answers 'not found', not 'denied', before registering", async () => {
    const id = registrationId('camp-rules-2', OWNER_UID);
    expect((await getDocument(persona('owner'), COLLECTIONS.registrations, id)).status).toBe(404);
  });

  it("the same check on someone else's registration is refused", async () => {
    expect((await getDocument(persona('otherParticipant'), COLLECTIONS.registrations, OWNER_REGISTRATION_ID)).status).toBe(403);
  });

  it('the camp details document reads signed out', async () => {
    expect((await getDocument(persona('signedOut'), COLLECTIONS.camps, CAMP_ID)).status).toBe(200);
  });
});
