/**
 * Unpaid seats of paid camps on the emulators: a seat taken unpaid is held
 * for the camp's hold (48 hours by default, never past the refund cut-off),
 * a reminder mail goes out before the hold ends, then the seat goes to the
 * first in line, as a cancellation would. The clock is moved by the
 * emulator's sweep, as `npm start` runs it every minute.
 */
import { COLLECTIONS, refundDeadline, type Camp, type MailDocument, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import { createCamp, readCamp, readRegistration, registerOrThrow, type ErrorBody } from './registrationFixtures.ts';

const HOUR = 3_600_000;
const sweep = (at: number) => api<{ reminded: number; released: number }>('POST', '/emulator/sweepUnpaidSeats', { body: { now: new Date(at).toISOString() } });

let people: TestUser[];

beforeAll(async () => {
  people = [];
  // One after another: each account fires the onUserCreated trigger (see actors.ts).
  for (const name of ['Una Unpaid', 'Wes Waiting', 'Pia Payer', 'Cora Cutoff']) people.push(await createUser({ role: 'Participant', displayName: name }));
});

async function reg(id: string): Promise<Registration> {
  return (await readRegistration(id))!;
}

/**
 * The mails of one kind queued for an account (the mail trigger writes them a moment after the change).
 * In a full npm test the sweep also reminds and releases every seat earlier files left unpaid, and the
 * Functions emulator runs their mail triggers first: on two shared cores the one awaited came just after
 * 30 s, so it may take two minutes.
 */
async function mailsOf(uid: string, kind: MailDocument['kind'], expected: number): Promise<MailDocument[]> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const snap = await adminServices().db.collection(COLLECTIONS.mail).where('uid', '==', uid).get();
    const mails = snap.docs.map((d) => d.data() as MailDocument).filter((m) => m.kind === kind);
    if (mails.length >= expected || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('an unpaid seat', () => {
  it('is held 48 hours, reminded of a day before, then released to the first in line', { timeout: 400_000 }, async () => {
    const [una, wes] = people as [TestUser, TestUser];
    const { id: campId } = await createCamp({ fee: 20, capacity: 1, startsInDays: 10 });
    const seat = await registerOrThrow(una, campId);
    const waiting = await registerOrThrow(wes, campId);
    const held = await reg(seat);
    const from = Date.parse(held.createdAt);
    expect(Date.parse(held.unpaidHoldExpiresAt!)).toBe(from + 48 * HOUR);
    expect(Date.parse(held.unpaidReminderAt!)).toBe(from + 24 * HOUR);
    expect((await reg(waiting)).waitlistStatus).toBe('Waiting');

    // The sweep runs over every camp: what it did is read off this registration, not off its counts.
    await sweep(from + 23 * HOUR);
    expect((await reg(seat)).unpaidReminderSentAt ?? null).toBeNull();
    await sweep(from + 25 * HOUR);
    const reminded = await reg(seat);
    expect(reminded.unpaidReminderSentAt).toBe(new Date(from + 25 * HOUR).toISOString());
    expect(reminded.unpaidReminderAt).toBeNull();
    const reminder = await mailsOf(una.uid, 'unpaid-seat-reminder', 1);
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.message.text).toContain('Pay by');
    // Reminded once, and still holding the seat.
    await sweep(from + 26 * HOUR);
    expect((await reg(seat)).unpaidReminderSentAt).toBe(reminded.unpaidReminderSentAt);
    expect((await reg(seat)).waitlistStatus ?? null).toBeNull();
    expect((await reg(waiting)).waitlistStatus).toBe('Waiting');

    await sweep(from + 48 * HOUR + 1000);
    const released = await reg(seat);
    expect(released).toMatchObject({ waitlistStatus: 'Expired', PaymentStatus: 'Unpaid', unpaidHoldExpiresAt: null });
    expect(released.unpaidSeatReleasedAt).toBe(new Date(from + 48 * HOUR + 1000).toISOString());
    expect((await reg(waiting)).waitlistStatus).toBe('Offered');
    const camp = (await readCamp(campId)) as Camp;
    expect([camp.ParticipantCount, camp.seatsOffered, camp.waitlistCount]).toEqual([0, 1, 0]);
    expect(await mailsOf(una.uid, 'unpaid-seat-released', 1)).toHaveLength(1);
    expect(await mailsOf(una.uid, 'unpaid-seat-reminder', 1)).toHaveLength(1);

    // The released seat can no longer be paid for; a later sweep changes nothing.
    const pay = await api<ErrorBody>('POST', '/create-payment-stripe', { token: una.idToken, body: { registrationId: seat } });
    expect([pay.status, pay.body.error.code]).toEqual([409, 'waitlisted']);
    await sweep(from + 60 * HOUR);
    expect(await reg(seat)).toEqual(released);
  });

  it('is never released once paid', async () => {
    const pia = people[2]!;
    const { id: campId } = await createCamp({ fee: 20, startsInDays: 10 });
    const seat = await registerOrThrow(pia, campId);
    const from = Date.parse((await reg(seat)).createdAt);
    const intent = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token: pia.idToken, body: { registrationId: seat } });
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Pia Payer', email: 'pia@example.org' };
    expect((await api('POST', `/local-payments/${intent.body.paymentIntentId}/confirm`, { token: pia.idToken, body: card })).status).toBe(200);
    const paid = await reg(seat);
    expect([paid.PaymentStatus, paid.unpaidHoldExpiresAt, paid.unpaidReminderAt]).toEqual(['Paid', null, null]);
    await sweep(from + 49 * HOUR);
    expect((await reg(seat)).waitlistStatus ?? null).toBeNull();
  });

  it('is held no later than the refund cut-off, and as long as the camp says', async () => {
    const cora = people[3]!;
    // Three days ahead with a 48-hour cut-off: the hold ends at the cut-off, a day from now.
    const near = await createCamp({ fee: 20, startsInDays: 3, refundCutoffHours: 48 });
    const seat = await registerOrThrow(cora, near.id);
    expect((await reg(seat)).unpaidHoldExpiresAt).toBe(refundDeadline(near.camp).toISOString());
    // A camp holding unpaid seats 6 hours: reminded half-way.
    const short = await createCamp({ fee: 20, startsInDays: 10, unpaidHoldHours: 6 });
    const other = await registerOrThrow(cora, short.id);
    const r = await reg(other);
    const from = Date.parse(r.createdAt);
    expect([Date.parse(r.unpaidHoldExpiresAt!) - from, Date.parse(r.unpaidReminderAt!) - from]).toEqual([6 * HOUR, 3 * HOUR]);
    // Free camps hold nothing.
    const free = await createCamp({ fee: 0 });
    const freeSeat = await reg(await registerOrThrow(cora, free.id));
    expect(freeSeat.unpaidHoldExpiresAt ?? null).toBeNull();
  });

  it('the sweep refuses a malformed clock', async () => {
    const answer = await api<ErrorBody>('POST', '/emulator/sweepUnpaidSeats', { body: { now: 'tomorrow' } });
    expect(answer.status).toBe(400);
  });
});
