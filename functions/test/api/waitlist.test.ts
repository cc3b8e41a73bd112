/**
 * Capacity and the waiting list on the emulators, through the Hosting
 * origin: joining a full camp, gapless positions, offers when a seat frees
 * (participant's cancellation, organizer's deletion, a refund), accepting,
 * offers running out (the sweep), leaving the list, capacity edits, the
 * organizers' view of the line, and a burst of joins. Every answer is
 * checked against the documents read back.
 */
import { COLLECTIONS, type Camp, type Registration } from '@campcare/domain';
import { CONSENT_REQUIRED_MESSAGE } from '@campcare/domain/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type TestUser } from '../../../tests/support/emulators.ts';
import { ownRegistrationId } from '../../../tests/support/emulators.ts';
import { signedEvent } from '../support/fakeStripe.ts';
import { storeTestImage } from './actors.ts';
import {
  castOfCallers,
  createCamp,
  readCamp,
  readHealthRecord,
  readRegistration,
  register,
  registerOrThrow,
  validForm,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';
import { startStripeHarness, WEBHOOK_SECRET, type StripeHarness } from './stripeHarness.ts';

let cast: Cast;

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
});

interface JoinBody {
  acknowledged: boolean;
  insertedId: string;
  waitlisted?: boolean;
  position?: number;
}

const participant = (name: string) => createUser({ role: 'Participant', displayName: name });

async function participants(count: number, prefix: string): Promise<TestUser[]> {
  const users: TestUser[] = [];
  // One after another: each account fires the onUserCreated trigger (see actors.ts).
  for (let i = 0; i < count; i++) users.push(await participant(`${prefix} ${i + 1}`));
  return users;
}

async function join(user: TestUser, campId: string): Promise<JoinBody> {
  const answer = await api<JoinBody>('POST', '/registerCamp', { token: user.idToken, body: validForm(campId) });
  expect(answer.status).toBe(201);
  return answer.body;
}

const sweep = (now?: Date) => api<{ expired: number }>('POST', '/emulator/sweepSeatOffers', { body: now ? { now: now.toISOString() } : {} });

async function reg(id: string): Promise<Registration> {
  const r = await readRegistration(id);
  if (!r) throw new Error(`registration ${id} is gone`);
  return r;
}

async function camp(id: string): Promise<Camp> {
  const c = await readCamp(id);
  if (!c) throw new Error(`camp ${id} is gone`);
  return c;
}

/** A full camp of `capacity` seats, and `waiting` more people in line. */
async function fullCamp(capacity: number, waiting: number, options: { fee?: number; seatOfferHours?: number } = {}) {
  const { id } = await createCamp({ capacity, ...options });
  const seated = await participants(capacity, 'Seated');
  const seatIds = [];
  for (const user of seated) seatIds.push(await registerOrThrow(user, id));
  const inLine = await participants(waiting, 'Waiting');
  const lineIds = [];
  for (const user of inLine) lineIds.push((await join(user, id)).insertedId);
  return { campId: id, seated, seatIds, inLine, lineIds };
}

describe('joining a full camp', () => {
  it('answers 201 with waitlisted and the position, counting the line apart from the seats', async () => {
    const { id } = await createCamp({ capacity: 1 });
    const [first, second, third] = await participants(3, 'Joiner');
    const seat = await join(first!, id);
    expect(seat).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const inLine = await join(second!, id);
    expect(inLine).toEqual({ acknowledged: true, insertedId: expect.any(String), waitlisted: true, position: 1 });
    const last = await join(third!, id);
    expect(last).toMatchObject({ waitlisted: true, position: 2 });
    expect(await camp(id)).toMatchObject({ ParticipantCount: 1, waitlistCount: 2 });
    expect(await reg(last.insertedId)).toMatchObject({
      waitlistStatus: 'Waiting',
      waitlistPosition: 2,
      PaymentStatus: 'Unpaid',
      ConfirmationStatus: 'Pending',
    });
    // The same health details as a seat, kept apart from the registration.
    expect(await readHealthRecord(last.insertedId)).toMatchObject({ age: 34, phoneNumber: '5550142387' });
    expect((await reg(seat.insertedId)).waitlistStatus).toBeUndefined();
    const free = await createCamp({ capacity: 1, fee: 0 });
    const freeSeat = await join(first!, free.id);
    const freeLine = await join(second!, free.id);
    expect((await reg(freeSeat.insertedId)).ticket).toBeTruthy();
    expect((await reg(freeLine.insertedId)).ticket).toBeUndefined();
  });

  it('asks the waiting list for the same health details: bad ones are refused and write nothing', async () => {
    const { campId } = await fullCamp(1, 0);
    const user = await participant('Careless Joiner');
    const answer = await api<ErrorBody>('POST', '/registerCamp', { token: user.idToken, body: { ...validForm(campId), age: 300 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty('age');
    const { consent: _consent, ...withoutConsent } = validForm(campId);
    const unconsented = await api<ErrorBody>('POST', '/registerCamp', { token: user.idToken, body: withoutConsent });
    expect(unconsented.status).toBe(400);
    expect(unconsented.body.error.fields?.consent).toBe(CONSENT_REQUIRED_MESSAGE);
    expect(await ownRegistrationId(campId, user.uid)).toBeNull();
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 1 });
    expect((await camp(campId)).waitlistCount ?? 0).toBe(0);
  });

  it('never waitlists anyone on a camp without a capacity', async () => {
    const { id } = await createCamp();
    for (const user of await participants(3, 'Unlimited')) expect((await join(user, id)).waitlisted).toBeUndefined();
    expect(await camp(id)).toMatchObject({ ParticipantCount: 3 });
  });

  it('refuses a waitlisted registration payment, confirmation and feedback (409 waitlisted)', async () => {
    const { campId, lineIds, inLine } = await fullCamp(1, 1);
    const id = lineIds[0]!;
    const pay = await api<ErrorBody>('POST', '/create-payment-stripe', { token: inLine[0]!.idToken, body: { registrationId: id } });
    expect(pay.status).toBe(409);
    expect(pay.body.error.code).toBe('waitlisted');
    await adminServices().db.collection(COLLECTIONS.registrations).doc(id).update({ PaymentStatus: 'Free' });
    const confirm = await api<ErrorBody>('PATCH', `/StatusConfirmed/${id}`, { token: cast.organizer.idToken });
    expect(confirm.status).toBe(409);
    expect(confirm.body.error.code).toBe('waitlisted');
    await adminServices().db.collection(COLLECTIONS.registrations).doc(id).update({ ConfirmationStatus: 'Confirmed' });
    const review = await api<ErrorBody>('POST', '/feedback', {
      token: inLine[0]!.idToken,
      body: { registrationId: id, ratting: 5, feedback: 'Great camp' },
    });
    expect(review.status).toBe(409);
    expect(review.body.error.code).toBe('waitlisted');
    expect(await reg(id)).toMatchObject({ waitlistStatus: 'Waiting', feedbackGiven: false });
    expect((await camp(campId)).ParticipantCount).toBe(1);
  });
});

describe('a seat frees up', () => {
  it('offers it to the first in line when a participant cancels, for the camp’s offer hours; the line closes up', async () => {
    const { campId, seated, seatIds, lineIds } = await fullCamp(2, 3, { seatOfferHours: 6 });
    const before = Date.now();
    const answer = await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    expect(answer.status).toBe(200);
    const offered = await reg(lineIds[0]!);
    expect(offered).toMatchObject({ waitlistStatus: 'Offered', waitlistPosition: null });
    const expires = Date.parse(offered.offerExpiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 6 * 3_600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 6 * 3_600_000 + 1000);
    expect((await reg(lineIds[1]!)).waitlistPosition).toBe(1);
    expect((await reg(lineIds[2]!)).waitlistPosition).toBe(2);
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 1, seatsOffered: 1, waitlistCount: 2 });
  });

  it('offers it when an organizer deletes an unpaid registration', async () => {
    const { campId, seatIds, lineIds } = await fullCamp(1, 2);
    expect((await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: cast.organizer.idToken })).status).toBe(200);
    expect((await reg(lineIds[0]!)).waitlistStatus).toBe('Offered');
    expect((await reg(lineIds[1]!)).waitlistPosition).toBe(1);
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 1, waitlistCount: 1 });
  });

  it('leaves the seat free when nobody waits', async () => {
    const { campId, seated, seatIds } = await fullCamp(2, 0);
    expect((await api('DELETE', `/deleteRegisteredCamps/${seatIds[1]}`, { token: seated[1]!.idToken })).status).toBe(200);
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 1, seatsOffered: 0, waitlistCount: 0 });
    expect((await join(await participant('Late Joiner'), campId)).waitlisted).toBeUndefined();
  });
});

describe('a refund frees a seat (Stripe path)', () => {
  let h: StripeHarness;
  beforeAll(async () => {
    h = await startStripeHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('a full refund made in Stripe’s dashboard offers the seat to the first in line, once', async () => {
    const { id: campId } = await createCamp({ capacity: 1, fee: 40 });
    const payer = await participant('Paying Seat');
    const joined = await h.call<JoinBody>('POST', '/registerCamp', { token: payer.idToken, body: validForm(campId) });
    expect(joined.status).toBe(201);
    const intent = await h.call<{ paymentIntentId: string }>('POST', '/create-payment-stripe', {
      token: payer.idToken,
      body: { registrationId: joined.body.insertedId },
    });
    h.fake.succeed(intent.body.paymentIntentId);
    expect((await h.call('POST', '/booking', { token: payer.idToken, body: { paymentIntentId: intent.body.paymentIntentId } })).status).toBe(200);
    const waiter = await participant('Refund Waiter');
    const waiting = await h.call<JoinBody>('POST', '/registerCamp', { token: waiter.idToken, body: validForm(campId) });
    expect(waiting.body).toMatchObject({ waitlisted: true, position: 1 });

    const event = signedEvent(
      'charge.refunded',
      h.fake.chargeFor(intent.body.paymentIntentId, { amount_refunded: 4000, refunded: true }),
      WEBHOOK_SECRET,
    );
    expect((await h.webhook(event.payload, event.signature)).status).toBe(200);
    expect((await reg(joined.body.insertedId)).PaymentStatus).toBe('Refunded');
    expect((await reg(waiting.body.insertedId)).waitlistStatus).toBe('Offered');
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 1, waitlistCount: 0 });
    // Stripe delivers the same event again: nothing moves twice.
    expect((await h.webhook(event.payload, event.signature)).status).toBe(200);
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 1, waitlistCount: 0 });
  });
});

describe('POST /registrations/{id}/acceptSeat', () => {
  it('turns the offer into a normal Unpaid, Pending registration that may pay', async () => {
    const { campId, seated, seatIds, inLine, lineIds } = await fullCamp(1, 2);
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    const answer = await api('POST', `/registrations/${lineIds[0]}/acceptSeat`, { token: inLine[0]!.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    const accepted = await reg(lineIds[0]!);
    expect(accepted).toMatchObject({ waitlistStatus: null, offerExpiresAt: null, PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending' });
    expect(accepted.seatAcceptedAt).toBeTruthy();
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 1, seatsOffered: 0, waitlistCount: 1 });
    const pay = await api('POST', '/create-payment-stripe', { token: inLine[0]!.idToken, body: { registrationId: lineIds[0] } });
    expect(pay.status).toBe(200);
    // Twice: it already holds a seat.
    const again = await api<ErrorBody>('POST', `/registrations/${lineIds[0]}/acceptSeat`, { token: inLine[0]!.idToken });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('no-seat-offer');
  });

  it('gives a free camp’s accepted seat the Free state', async () => {
    const { seated, seatIds, inLine, lineIds } = await fullCamp(1, 1, { fee: 0 });
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    expect((await api('POST', `/registrations/${lineIds[0]}/acceptSeat`, { token: inLine[0]!.idToken })).status).toBe(200);
    expect(await reg(lineIds[0]!)).toMatchObject({ waitlistStatus: null, PaymentStatus: 'Free', ConfirmationStatus: 'Pending' });
    // Waiting, it held no ticket; seated on a free camp, it holds one.
    expect((await reg(lineIds[0]!)).ticket).toMatch(/^[A-Za-z0-9_-]{24,}$/);
  });

  it('refuses someone else (403), someone still waiting (409), no token (401) and an unknown id (404), changing nothing', async () => {
    const { campId, seated, seatIds, inLine, lineIds } = await fullCamp(1, 2);
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    const before = await camp(campId);
    expect((await api('POST', `/registrations/${lineIds[0]}/acceptSeat`, { token: inLine[1]!.idToken })).status).toBe(403);
    expect((await api('POST', `/registrations/${lineIds[0]}/acceptSeat`, { token: cast.organizer.idToken })).status).toBe(403);
    expect((await api('POST', `/registrations/${lineIds[0]}/acceptSeat`)).status).toBe(401);
    const waiting = await api<ErrorBody>('POST', `/registrations/${lineIds[1]}/acceptSeat`, { token: inLine[1]!.idToken });
    expect(waiting.status).toBe(409);
    expect(waiting.body.error).toMatchObject({ code: 'no-seat-offer', message: expect.stringMatching(/still on the waiting list/) });
    expect((await api('POST', `/registrations/${campId}_nobody/acceptSeat`, { token: inLine[1]!.idToken })).status).toBe(404);
    expect((await api('POST', '/registrations/bad%20id/acceptSeat', { token: inLine[1]!.idToken })).status).toBe(400);
    expect(await camp(campId)).toEqual(before);
    expect((await reg(lineIds[0]!)).waitlistStatus).toBe('Offered');
  });

  it('refuses an offer past its deadline (409 offer-expired)', async () => {
    const { campId, seated, seatIds, inLine, lineIds } = await fullCamp(1, 1);
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    await adminServices().db.collection(COLLECTIONS.registrations).doc(lineIds[0]!).update({ offerExpiresAt: new Date(Date.now() - 1000).toISOString() });
    const answer = await api<ErrorBody>('POST', `/registrations/${lineIds[0]}/acceptSeat`, { token: inLine[0]!.idToken });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('offer-expired');
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 1 });
  });
});

describe('offers that run out', () => {
  it('the sweep expires them and passes each seat to the next in line, once', async () => {
    const { campId, seated, seatIds, lineIds } = await fullCamp(1, 3, { seatOfferHours: 2 });
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    // An hour later this offer is not due yet.
    expect((await sweep(new Date(Date.now() + 3_600_000))).status).toBe(200);
    expect((await reg(lineIds[0]!)).waitlistStatus).toBe('Offered');

    const later = new Date(Date.now() + 3 * 3_600_000);
    const swept = await sweep(later);
    expect(swept.status).toBe(200);
    expect(swept.body.expired).toBeGreaterThanOrEqual(1);
    expect((await reg(lineIds[0]!)).waitlistStatus).toBe('Expired');
    const next = await reg(lineIds[1]!);
    expect(next.waitlistStatus).toBe('Offered');
    expect(Date.parse(next.offerExpiresAt!)).toBe(later.getTime() + 2 * 3_600_000);
    expect((await reg(lineIds[2]!)).waitlistPosition).toBe(1);
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 1, waitlistCount: 1 });
    // The same instant again: the new offer is not due, nothing moves.
    await sweep(later);
    expect((await reg(lineIds[1]!)).waitlistStatus).toBe('Offered');
    expect(await camp(campId)).toMatchObject({ seatsOffered: 1, waitlistCount: 1 });
  });

  it('frees the seat when nobody else waits, and the expired registration can leave', async () => {
    const { campId, seated, seatIds, inLine, lineIds } = await fullCamp(1, 1);
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    await sweep(new Date(Date.now() + 25 * 3_600_000));
    expect((await reg(lineIds[0]!)).waitlistStatus).toBe('Expired');
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 0, waitlistCount: 0 });
    expect((await api('DELETE', `/deleteRegisteredCamps/${lineIds[0]}`, { token: inLine[0]!.idToken })).status).toBe(200);
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 0, waitlistCount: 0 });
  });

  it('refuses a sweep instant that is not a date (400)', async () => {
    const answer = await api<ErrorBody>('POST', '/emulator/sweepSeatOffers', { body: { now: 'tomorrow' } });
    expect(answer.status).toBe(400);
  });
});

describe('leaving the waiting list', () => {
  it('a participant in the middle leaves: positions close up, no offer is made', async () => {
    const { campId, inLine, lineIds } = await fullCamp(1, 3);
    expect((await api('DELETE', `/deleteRegisteredCamps/${lineIds[1]}`, { token: inLine[1]!.idToken })).status).toBe(200);
    expect(await readRegistration(lineIds[1]!)).toBeNull();
    expect((await reg(lineIds[0]!)).waitlistPosition).toBe(1);
    expect((await reg(lineIds[2]!)).waitlistPosition).toBe(2);
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 1, waitlistCount: 2 });
    expect((await join(await participant('Newcomer'), campId)).position).toBe(3);
  });

  it('declining an offer (leaving while Offered) passes the seat on', async () => {
    const { campId, seated, seatIds, inLine, lineIds } = await fullCamp(1, 2);
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    expect((await api('DELETE', `/deleteRegisteredCamps/${lineIds[0]}`, { token: inLine[0]!.idToken })).status).toBe(200);
    expect((await reg(lineIds[1]!)).waitlistStatus).toBe('Offered');
    expect(await camp(campId)).toMatchObject({ ParticipantCount: 0, seatsOffered: 1, waitlistCount: 0 });
  });
});

describe('capacity edits', () => {
  let image: string;
  beforeAll(async () => {
    image = await storeTestImage('waitlist-test-image');
  });

  const campBody = (capacity: number | null | undefined, extra: Record<string, unknown> = {}) => ({
    CampName: 'Capacity Test Camp',
    Image: image,
    CampFees: 10,
    DateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    Location: 'Hall of Seats',
    HealthcareProfessional: 'Dr. Seat Counter',
    Description: 'A camp whose capacity the tests change.',
    ...(capacity !== undefined ? { Capacity: capacity } : {}),
    ...extra,
  });

  it('a new camp stores its capacity and offer hours (24 by default; none means unlimited)', async () => {
    const made = await api<{ insertedId: string }>('POST', '/addCamp', { token: cast.organizer.idToken, body: campBody(40, { seatOfferHours: 12 }) });
    expect(made.status).toBe(201);
    expect(await camp(made.body.insertedId)).toMatchObject({ Capacity: 40, seatOfferHours: 12 });
    const open = await api<{ insertedId: string }>('POST', '/addCamp', { token: cast.organizer.idToken, body: campBody(undefined) });
    const stored = await camp(open.body.insertedId);
    expect(stored.Capacity).toBeUndefined();
    expect(stored.seatOfferHours).toBe(24);
  });

  it.each([
    ['zero', 0],
    ['negative', -3],
    ['a fraction', 2.5],
    ['text', '10'],
    ['too many', 1_000_001],
  ])('refuses a capacity that is %s (400 with a field message)', async (_name, capacity) => {
    const answer = await api<ErrorBody>('POST', '/addCamp', { token: cast.organizer.idToken, body: campBody(capacity as number) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty('Capacity');
  });

  it('refuses seat offer hours out of range', async () => {
    for (const hours of [0, 169, 1.5]) {
      const answer = await api<ErrorBody>('POST', '/addCamp', { token: cast.organizer.idToken, body: campBody(10, { seatOfferHours: hours }) });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toHaveProperty('seatOfferHours');
    }
  });

  it('refuses a capacity below the seats taken (offers included) and changes nothing', async () => {
    const { campId, seated, seatIds } = await fullCamp(3, 1);
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    // 2 registered + 1 offered = 3 taken.
    const before = await camp(campId);
    const answer = await api<ErrorBody>('PUT', `/updateCamp/${campId}`, { token: cast.organizer.idToken, body: campBody(2) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.Capacity).toBe('Capacity cannot be below the 3 seats already taken.');
    expect(await camp(campId)).toEqual(before);
    expect((await api('PUT', `/updateCamp/${campId}`, { token: cast.organizer.idToken, body: campBody(3) })).status).toBe(200);
  });

  it('more seats (or no limit) go to the waiting list at once, in order', async () => {
    const { campId, lineIds } = await fullCamp(1, 4);
    expect((await api('PUT', `/updateCamp/${campId}`, { token: cast.organizer.idToken, body: campBody(3) })).status).toBe(200);
    expect((await reg(lineIds[0]!)).waitlistStatus).toBe('Offered');
    expect((await reg(lineIds[1]!)).waitlistStatus).toBe('Offered');
    expect(await reg(lineIds[2]!)).toMatchObject({ waitlistStatus: 'Waiting', waitlistPosition: 1 });
    expect(await camp(campId)).toMatchObject({ Capacity: 3, ParticipantCount: 1, seatsOffered: 2, waitlistCount: 2 });
    // An edit that leaves Capacity out keeps it.
    expect((await api('PUT', `/updateCamp/${campId}`, { token: cast.organizer.idToken, body: campBody(undefined) })).status).toBe(200);
    expect((await camp(campId)).Capacity).toBe(3);
    expect((await api('PUT', `/updateCamp/${campId}`, { token: cast.organizer.idToken, body: campBody(null) })).status).toBe(200);
    expect(await camp(campId)).toMatchObject({ Capacity: null, seatsOffered: 4, waitlistCount: 0 });
  });
});

describe('GET /camps/{id}/waitlist', () => {
  it('shows the camp’s organizers the line in order, offers first', async () => {
    const { campId, seated, seatIds, lineIds } = await fullCamp(1, 3);
    await api('DELETE', `/deleteRegisteredCamps/${seatIds[0]}`, { token: seated[0]!.idToken });
    const answer = await api<{ _id: string; waitlistStatus: string; waitlistPosition: number | null; ParticipantName: string }[]>(
      'GET',
      `/camps/${campId}/waitlist`,
      { token: cast.organizer.idToken },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((e) => [e._id, e.waitlistStatus, e.waitlistPosition])).toEqual([
      [lineIds[0], 'Offered', null],
      [lineIds[1], 'Waiting', 1],
      [lineIds[2], 'Waiting', 2],
    ]);
    expect(answer.body[1]!.ParticipantName).toBe('Waiting 2');
    expect((await api('GET', `/camps/${campId}/waitlist`, { token: cast.admin.idToken })).status).toBe(200);
  });

  it('refuses another organizer and participants (403), and an unknown camp (404)', async () => {
    const { campId } = await fullCamp(1, 1);
    const stranger = await createUser({ role: 'Organizer', displayName: 'Stranger Organizer' });
    expect((await api('GET', `/camps/${campId}/waitlist`, { token: stranger.idToken })).status).toBe(403);
    expect((await api('GET', `/camps/${campId}/waitlist`, { token: cast.owner.idToken })).status).toBe(403);
    expect((await api('GET', '/camps/no-such-camp/waitlist', { token: cast.organizer.idToken })).status).toBe(404);
  });
});

describe('a burst of joins', () => {
  it('takes exactly Capacity seats and gives everyone else a unique, gapless position', async () => {
    const { id } = await createCamp({ capacity: 4 });
    const crowd = await participants(12, 'Burst');
    const answers = await Promise.all(crowd.map((user) => register(user, id)));
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 201));
    const bodies = answers.map((a) => a.body as JoinBody);
    expect(bodies.filter((b) => !b.waitlisted)).toHaveLength(4);
    const positions = bodies.filter((b) => b.waitlisted).map((b) => b.position).sort((a, b) => a! - b!);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await camp(id)).toMatchObject({ ParticipantCount: 4, waitlistCount: 8 });
    const stored = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', id).get();
    expect(stored.size).toBe(12);
    expect(stored.docs.filter((d) => !d.get('waitlistStatus'))).toHaveLength(4);
  });
});

