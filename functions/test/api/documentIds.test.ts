/**
 * Every id a request carries (in its path, its body or its query) goes
 * through the one document-id rule (http/schemaValidation.ts's documentId)
 * before Firestore sees it: an id we never generate, such as Firestore's
 * reserved `__x__` or one longer than a document id may be, is a 400 or a
 * 404, never a 500, and changes nothing. One row per place an id is read.
 */
import { COLLECTIONS } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorPorts, PROJECT_ID } from '../../../scripts/lib/emulators.ts';
import { adminServices, api, createUser, resetAndSeed, type TestUser } from '../../../tests/support/emulators.ts';
import { createCamp, validForm, type ErrorBody } from './registrationFixtures.ts';

/** Firestore's reserved form, and one character more than a document id may have here. */
const BAD_IDS = ['__x__', 'a'.repeat(129)];

type Who = 'participant' | 'admin' | 'none';

interface Probe {
  name: string;
  who: Who;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (id: string) => string;
  body?: (id: string) => unknown;
}

const campBody = {
  CampName: 'Probe Camp',
  Image: '/api/images/seed-test',
  CampFees: 10,
  DateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  Location: 'Probe Hall',
  HealthcareProfessional: 'Dr. Probe',
  Description: 'A camp that only probes ids.',
};

let realCampId = '';

const PROBES: Probe[] = [
  // Ids in paths
  { name: 'a camp page', who: 'none', method: 'GET', path: (id) => `/campDetails/${id}` },
  { name: 'a camp edit', who: 'admin', method: 'PUT', path: (id) => `/updateCamp/${id}`, body: () => campBody },
  { name: 'a camp deletion', who: 'admin', method: 'DELETE', path: (id) => `/campDelete/${id}` },
  { name: 'a camp cancellation', who: 'admin', method: 'POST', path: (id) => `/cancelCamp/${id}`, body: () => ({ reason: 'Probing ids' }) },
  { name: "a camp's organizers", who: 'admin', method: 'GET', path: (id) => `/camps/${id}/organizers` },
  { name: 'adding an organizer', who: 'admin', method: 'POST', path: (id) => `/camps/${id}/organizers`, body: () => ({ email: 'organizer@campcare.test' }) },
  { name: 'removing an organizer (camp id)', who: 'admin', method: 'DELETE', path: (id) => `/camps/${id}/organizers/demo-organizer` },
  { name: 'removing an organizer (uid)', who: 'admin', method: 'DELETE', path: (id) => `/camps/${realCampId}/organizers/${id}` },
  { name: "a camp's door list", who: 'admin', method: 'GET', path: (id) => `/camps/${id}/attendees` },
  { name: "a camp's attendance", who: 'admin', method: 'GET', path: (id) => `/camps/${id}/attendance` },
  { name: "a camp's waiting list", who: 'admin', method: 'GET', path: (id) => `/camps/${id}/waitlist` },
  { name: "a camp's CSV", who: 'admin', method: 'GET', path: (id) => `/camps/${id}/registrations.csv` },
  { name: 'accepting a seat', who: 'participant', method: 'POST', path: (id) => `/registrations/${id}/acceptSeat` },
  { name: 'health details', who: 'admin', method: 'GET', path: (id) => `/registrations/${id}/health` },
  { name: 'cancelling a registration', who: 'participant', method: 'DELETE', path: (id) => `/deleteRegisteredCamps/${id}` },
  { name: 'confirming a registration', who: 'admin', method: 'PATCH', path: (id) => `/StatusConfirmed/${id}` },
  { name: 'an image', who: 'none', method: 'GET', path: (id) => `/images/${id}` },
  { name: 'confirming a local payment', who: 'participant', method: 'POST', path: (id) => `/local-payments/${id}/confirm`, body: () => ({ cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' }) },
  { name: 'a local checkout', who: 'none', method: 'GET', path: (id) => `/local-checkout/${id}` },
  { name: 'completing a local checkout', who: 'none', method: 'POST', path: (id) => `/local-checkout/${id}/complete`, body: () => ({ email: 'donor@test.campcare.test' }) },
  // Ids in bodies
  { name: 'registering (campId)', who: 'participant', method: 'POST', path: () => '/registerCamp', body: (id) => validForm(id) },
  { name: 'feedback (registrationId)', who: 'participant', method: 'POST', path: () => '/feedback', body: (id) => ({ registrationId: id, ratting: 5, feedback: 'A probe of ids.' }) },
  { name: 'paying (registrationId)', who: 'participant', method: 'POST', path: () => '/create-payment-stripe', body: (id) => ({ registrationId: id }) },
  { name: 'recording a booking (paymentIntentId)', who: 'participant', method: 'POST', path: () => '/booking', body: (id) => ({ paymentIntentId: id }) },
  { name: 'checking in (registrationId)', who: 'admin', method: 'POST', path: () => '/checkin', body: (id) => ({ registrationId: id }) },
  // Ids in queries
  { name: 'camps of an organizer', who: 'none', method: 'GET', path: (id) => `/allavilableCamps?organizer=${id}` },
  { name: 'registrations of an organizer', who: 'admin', method: 'GET', path: (id) => `/allRegisterUser?organizer=${id}` },
  { name: 'attendance of an organizer', who: 'admin', method: 'GET', path: (id) => `/attendance?organizer=${id}` },
  { name: 'a page after an item', who: 'admin', method: 'GET', path: (id) => `/users?after=${id}` },
  { name: 'unsubscribing (uid)', who: 'none', method: 'GET', path: (id) => `/mail/unsubscribe?uid=${id}&sig=${'A'.repeat(43)}` },
  { name: 'unsubscribing by POST (uid)', who: 'none', method: 'POST', path: (id) => `/mail/unsubscribe?uid=${id}&sig=${'A'.repeat(43)}` },
];

const tokens: Partial<Record<Who, TestUser>> = {};

beforeAll(async () => {
  await resetAndSeed();
  await api('GET', '/allcamp');
  tokens.participant = await createUser({ role: 'Participant', displayName: 'Ida Probe' });
  tokens.admin = await createUser({ role: 'Organizer', admin: true, displayName: 'Adam Probe' });
  realCampId = (await createCamp({ organizerUids: [tokens.admin.uid] })).id;
});

describe.each(BAD_IDS)('an id that is not one of ours (%s)', (badId) => {
  it.each(PROBES.map((p) => [p.name, p] as const))('%s: 400 or 404, never a 500', async (_name, probe) => {
    const response = await api<ErrorBody>(probe.method, probe.path(badId), {
      token: probe.who === 'none' ? undefined : tokens[probe.who]!.idToken,
      ...(probe.body ? { body: probe.body(badId) } : {}),
    });
    expect([400, 404], `${probe.method} ${probe.path('…')} answered ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
    expect(['invalid-argument', 'not-found']).toContain(response.body.error.code);
  });

  it("setUserRole's uid: invalid-argument or not-found, never internal", async () => {
    const url = `http://127.0.0.1:${emulatorPorts().functions}/${PROJECT_ID}/us-central1/setUserRole`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin!.idToken}` },
      body: JSON.stringify({ data: { uid: badId, role: 'Organizer' } }),
    });
    const body = (await response.json()) as { error?: { status: string } };
    expect(['INVALID_ARGUMENT', 'NOT_FOUND']).toContain(body.error?.status);
  });
});

it('no probe wrote anything: the seed camp is as it was, and no registration names a bad id', async () => {
  const { db } = adminServices();
  const camp = await db.collection(COLLECTIONS.camps).doc(realCampId).get();
  expect(camp.get('organizerUids')).toEqual([tokens.admin!.uid]);
  for (const badId of BAD_IDS) {
    expect((await db.collection(COLLECTIONS.registrations).where('campId', '==', badId).count().get()).data().count).toBe(0);
  }
});
