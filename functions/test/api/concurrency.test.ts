/**
 * Races, on the emulators through the Hosting origin: the camp's
 * ParticipantCount must equal its registrations however many requests arrive
 * at once, and one participant can never hold two registrations for a camp.
 */
import { COLLECTIONS, seatDocId } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, signIn, type TestUser } from '../../../tests/support/emulators.ts';
import { ownRegistrationId } from '../../../tests/support/emulators.ts';
import {
  createCamp,
  markPaid,
  participantCount,
  readRegistration,
  register,
  registerOrThrow,
  freshOrganizer,
  type ErrorBody,
} from './registrationFixtures.ts';

const runId = Date.now().toString(36);

/**
 * One participant of the crowd. Under load the Admin SDK may retry a
 * createUser whose first attempt did succeed, and then hears "email already
 * in use": that account is ours, so it gets its claim and a sign-in.
 */
async function crowdMember(index: number): Promise<TestUser> {
  const email = `crowd-${runId}-${index}@test.campcare.test`;
  try {
    return await createUser({ role: 'Participant', email, displayName: `Crowd Member ${index}` });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
    const { auth } = adminServices();
    const user = await auth.getUserByEmail(email);
    await auth.setCustomUserClaims(user.uid, { role: 'Participant' });
    return signIn(email, 'test-password');
  }
}

/** Creates users a few at a time: the Auth emulator and the onCreate trigger share two cores with everything else. */
async function participants(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  while (users.length < count) {
    const batch = Math.min(5, count - users.length);
    const start = users.length;
    users.push(...(await Promise.all(Array.from({ length: batch }, (_, i) => crowdMember(start + i)))));
  }
  return users;
}

async function registrationsOfCamp(campId: string): Promise<number> {
  const { db } = adminServices();
  return (await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).count().get()).data().count;
}

/**
 * The emulator runs at most six requests at a time (scripts/lib/emulators.ts)
 * and may have to start its workers first, on two cores shared with other
 * suites: a burst needs more than the default minute. The assertions are the same.
 */
const BURST_TIMEOUT_MS = 240_000;

let crowd: TestUser[];
let organizer: TestUser;

beforeAll(async () => {
  await resetAndSeed();
  organizer = await freshOrganizer();
  crowd = await participants(50);
}, 300_000);

describe('registering at the same moment', () => {
  it('50 different participants → 50 registrations and ParticipantCount exactly 50', async () => {
    // The count is a summary of the registrations (campSettleStore.ts): a camp starts from what it holds.
    const { id: campId } = await createCamp();
    const responses = await Promise.all(crowd.map((user) => register(user, campId)));
    expect(responses.map((r) => r.status)).toEqual(crowd.map(() => 201));
    expect(new Set(responses.map((r) => r.body.insertedId)).size).toBe(50);
    expect(await participantCount(campId)).toBe(50);
    expect(await registrationsOfCamp(campId)).toBe(50);
  }, BURST_TIMEOUT_MS);

  it('20 simultaneous attempts by one participant → exactly one registration and +1', async () => {
    const { id: campId } = await createCamp();
    const [user] = crowd;
    const responses = await Promise.all(Array.from({ length: 20 }, () => register(user!, campId)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses) {
      if (r.status === 409) expect((r.body as unknown as ErrorBody).error.code).toBe('already-registered');
    }
    expect(await participantCount(campId)).toBe(1);
    expect(await registrationsOfCamp(campId)).toBe(1);
    expect(await ownRegistrationId(campId, user!.uid)).not.toBeNull();
  }, BURST_TIMEOUT_MS);

  it('joins and cancellations racing on one camp leave the count equal to the registrations', async () => {
    const { id: campId } = await createCamp();
    const leavers = crowd.slice(0, 15);
    const joiners = crowd.slice(15, 45);
    const leaving: [TestUser, string][] = [];
    for (const user of leavers) leaving.push([user, await registerOrThrow(user, campId)]);
    const responses = await Promise.all([
      ...joiners.map((user) => register(user, campId)),
      ...leaving.map(([user, id]) => api('DELETE', `/deleteRegisteredCamps/${id}`, { token: user.idToken })),
    ]);
    expect(responses.slice(0, joiners.length).map((r) => r.status)).toEqual(joiners.map(() => 201));
    expect(responses.slice(joiners.length).map((r) => r.status)).toEqual(leavers.map(() => 200));
    expect(await registrationsOfCamp(campId)).toBe(30);
    expect(await participantCount(campId)).toBe(30);
  }, BURST_TIMEOUT_MS);
});

describe('a join that keeps losing the race for a seat', () => {
  it('goes in line with its place instead of answering 500', async () => {
    // Seats that another join takes between this join's listing and its
    // commit: documents the listing (which reads a camp's seats by campId)
    // does not see but the transaction's read of the number does. Every
    // number it tries is then taken, as in a crowd taking the last seats.
    const { db } = adminServices();
    const capacity = 12;
    const { id: campId } = await createCamp({ capacity });
    const [first, second] = crowd;
    const seatedId = await registerOrThrow(first!, campId);
    const held = (await db.collection(COLLECTIONS.seats).where('campId', '==', campId).get()).docs.map((doc) => doc.get('n') as number);
    expect(held).toHaveLength(1);
    const unseen = Array.from({ length: capacity }, (_, n) => n).filter((n) => !held.includes(n));
    await Promise.all(unseen.map((n) => db.collection(COLLECTIONS.seats).doc(seatDocId(campId, n)).set({ n, registrationId: `raced-${n}`, takenAt: new Date().toISOString() })));

    const response = await register(second!, campId);
    expect(response.status).toBe(201);
    const body = response.body as { insertedId: string; waitlisted?: boolean; position?: number };
    expect(body).toMatchObject({ waitlisted: true, position: 1 });
    expect(await readRegistration(body.insertedId)).toMatchObject({ waitlistStatus: 'Waiting' });
    expect(await readRegistration(seatedId)).not.toHaveProperty('waitlistStatus');
    expect(await registrationsOfCamp(campId)).toBe(2);
  }, BURST_TIMEOUT_MS);
});

describe('two hands on one registration', () => {
  it('owner cancelling while the organizer deletes: one succeeds, the count drops once', async () => {
    const { id: campId } = await createCamp({ organizerUids: [organizer.uid] });
    const [owner] = crowd;
    const id = await registerOrThrow(owner!, campId);
    const statuses = (
      await Promise.all([
        api('DELETE', `/deleteRegisteredCamps/${id}`, { token: owner!.idToken }),
        api('DELETE', `/deleteRegisteredCamps/${id}`, { token: organizer.idToken }),
        api('DELETE', `/deleteRegisteredCamps/${id}`, { token: owner!.idToken }),
      ])
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(2);
    expect(await readRegistration(id)).toBeNull();
    expect(await participantCount(campId)).toBe(0);
  });

  it('five organizers confirming at once: one 200, the rest 409 not-confirmable', async () => {
    const { id: campId } = await createCamp({ organizerUids: [organizer.uid] });
    const id = await registerOrThrow(crowd[1]!, campId);
    await markPaid(id);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api<ErrorBody>('PATCH', `/StatusConfirmed/${id}`, { token: organizer.idToken })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    for (const r of refused) expect(r.body.error.code).toBe('not-confirmable');
    expect((await readRegistration(id))?.ConfirmationStatus).toBe('Confirmed');
  });

  it('ten simultaneous reviews of one registration: exactly one is stored', async () => {
    const { id: campId } = await createCamp();
    const author = crowd[2]!;
    const id = await registerOrThrow(author, campId);
    await markPaid(id);
    await adminServices().db.collection(COLLECTIONS.registrations).doc(id).update({ ConfirmationStatus: 'Confirmed' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api<ErrorBody>('POST', '/feedback', {
          token: author.idToken,
          body: { registrationId: id, ratting: (i % 5) + 1, feedback: `Attempt number ${i}` },
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array.from({ length: 9 }, () => 409));
    for (const r of refused) expect(r.body.error.code).toBe('feedback-exists');
    const { db } = adminServices();
    // Reviews name no registration; this camp is the test's own, so its reviews are this registration's.
    expect((await db.collection(COLLECTIONS.feedback).where('campId', '==', campId).count().get()).data().count).toBe(1);
    expect((await readRegistration(id))?.feedbackGiven).toBe(true);
  });
});
