/**
 * Tickets and check-in on the emulators: a ticket is made when a registration
 * may first attend (free at registration, paid when the payment is
 * recorded), and every answer of POST /checkin (200, 409 with the first
 * scan's time, 404, 403, 400), the door list, the counts and the attendance
 * of past camps, with the documents read back after each call.
 */
import { COLLECTIONS, isTicketCode, nameKeyFor, registrationId, searchTokensFor, type Registration } from '@campcare/domain';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type TestUser } from '../../../tests/support/emulators.ts';
import {
  castOfCallers,
  createCamp,
  freshOrganizer,
  readRegistration,
  registerOrThrow,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';

interface Attendee {
  _id: string;
  ParticipantName: string;
  PaymentStatus: string;
  checkedInAt: string | null;
}
interface CheckedIn {
  acknowledged: boolean;
  ParticipantName: string;
  registration: Attendee;
}
interface AlreadyIn {
  error: { code: string; message: string; checkedInAt: string };
  registration: Attendee;
}
interface Counts {
  expected: number;
  checkedIn: number;
  attendanceRate: number;
  noShowRate: number;
}

let cast: Cast;
let otherOrganizer: TestUser;

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
  otherOrganizer = await freshOrganizer();
});

const checkIn = <T = CheckedIn>(token: string | undefined, body: unknown) => api<T>('POST', '/checkin', { token, body });

/** A free camp of the cast's organizer, with the owner registered through the API: its ticket and registration id. */
async function freeRegistration(user: TestUser = cast.owner): Promise<{ campId: string; id: string; ticket: string }> {
  const { id: campId } = await createCamp({ fee: 0 });
  const id = await registerOrThrow(user, campId);
  const stored = await readRegistration(id);
  return { campId, id, ticket: stored!.ticket! };
}

const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Olivia Owner', email: 'olivia@example.org' };

/** Pays a registration with the local test provider, as the Pay modal does. */
async function pay(id: string, user: TestUser): Promise<void> {
  const intent = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token: user.idToken, body: { registrationId: id } });
  expect(intent.status).toBe(200);
  const paid = await api('POST', `/local-payments/${intent.body.paymentIntentId}/confirm`, { token: user.idToken, body: card });
  expect(paid.status).toBe(200);
}

describe('tickets', () => {
  it('a free registration holds a ticket from the start: 144 random bits, different for everyone', async () => {
    const { campId, ticket } = await freeRegistration();
    expect(isTicketCode(ticket)).toBe(true);
    expect(Buffer.from(ticket, 'base64url')).toHaveLength(18);
    const second = await registerOrThrow(cast.other, campId);
    const otherTicket = (await readRegistration(second))!.ticket;
    expect(isTicketCode(otherTicket!)).toBe(true);
    expect(otherTicket).not.toBe(ticket);
  });

  it('a paid camp\'s registration holds none until the payment is recorded, then keeps the one it got', async () => {
    const { id: campId } = await createCamp({ fee: 20 });
    const id = await registerOrThrow(cast.owner, campId);
    expect((await readRegistration(id))!.ticket).toBeUndefined();

    const unpaid = await checkIn<ErrorBody>(cast.organizer.idToken, { registrationId: id });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.code).toBe('no-ticket');
    expect((await readRegistration(id))!.checkedInAt).toBeUndefined();

    await pay(id, cast.owner);
    const paid = await readRegistration(id);
    expect(paid!.PaymentStatus).toBe('Paid');
    expect(isTicketCode(paid!.ticket!)).toBe(true);

    const scanned = await checkIn(cast.organizer.idToken, { ticket: paid!.ticket });
    expect(scanned.status).toBe(200);
    expect(scanned.body.registration._id).toBe(id);
  });

  it('the participant reads their ticket in their own registrations; the API keeps it off bookings', async () => {
    const { id: campId } = await createCamp({ fee: 20 });
    const id = await registerOrThrow(cast.owner, campId);
    await pay(id, cast.owner);
    const mine = await api<Registration[]>('GET', `/myCamps/${encodeURIComponent(cast.owner.email)}`, { token: cast.owner.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.find((r) => r.campId === campId)?.ticket).toBe((await readRegistration(id))!.ticket);
    const bookings = await adminServices().db.collection(COLLECTIONS.bookings).where('registrationId', '==', id).get();
    expect(bookings.size).toBe(1);
    expect(bookings.docs[0]!.get('ticket')).toBeUndefined();
  });
});

describe('POST /checkin', () => {
  it('200 with the participant\'s name and registration, and records when and by whom', async () => {
    const { id, ticket } = await freeRegistration();
    const before = Date.now();
    const answer = await checkIn(cast.organizer.idToken, { ticket });
    expect(answer.status).toBe(200);
    expect(answer.body.ParticipantName).toBe('Olivia Owner');
    expect(answer.body.registration).toMatchObject({ _id: id, ParticipantName: 'Olivia Owner', PaymentStatus: 'Free' });
    const stored = await readRegistration(id);
    expect(stored!.checkedInBy).toBe(cast.organizer.uid);
    expect(Date.parse(stored!.checkedInAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.body.registration.checkedInAt).toBe(stored!.checkedInAt);
    // Nothing about health is handed to the door.
    expect(answer.body.registration).not.toHaveProperty('age');
    expect(answer.body.registration).not.toHaveProperty('phoneNumber');
  });

  it('409 already-checked-in with the time of the first scan, which stays as it was', async () => {
    const { id, ticket } = await freeRegistration();
    expect((await checkIn(cast.organizer.idToken, { ticket })).status).toBe(200);
    const first = (await readRegistration(id))!;
    const again = await checkIn<AlreadyIn>(cast.admin.idToken, { ticket });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already-checked-in');
    expect(again.body.error.checkedInAt).toBe(first.checkedInAt);
    expect(again.body.registration.ParticipantName).toBe('Olivia Owner');
    const after = (await readRegistration(id))!;
    expect(after.checkedInAt).toBe(first.checkedInAt);
    expect(after.checkedInBy).toBe(cast.organizer.uid);
  });

  it('five phones scanning one ticket at once: one 200, four 409s', async () => {
    const { ticket } = await freeRegistration();
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkIn(cast.organizer.idToken, { ticket })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('404 for a ticket nobody holds and for an unknown registration', async () => {
    const unknown = await checkIn<ErrorBody>(cast.organizer.idToken, { ticket: randomBytes(18).toString('base64url') });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not-found');
    const noSuch = await checkIn<ErrorBody>(cast.organizer.idToken, { registrationId: 'no-such-registration' });
    expect(noSuch.status).toBe(404);
  });

  it('403 for an organizer of other camps, by ticket or by id, and nothing is written', async () => {
    const { id, ticket } = await freeRegistration();
    const byTicket = await checkIn<ErrorBody>(otherOrganizer.idToken, { ticket });
    expect(byTicket.status).toBe(403);
    expect(byTicket.body.error.code).toBe('permission-denied');
    expect((await checkIn(otherOrganizer.idToken, { registrationId: id })).status).toBe(403);
    expect((await readRegistration(id))!.checkedInAt).toBeUndefined();
  });

  it('401 signed out, 403 for participants (the ticket\'s own holder too)', async () => {
    const { id, ticket } = await freeRegistration();
    expect((await checkIn(undefined, { ticket })).status).toBe(401);
    expect((await checkIn(cast.owner.idToken, { ticket })).status).toBe(403);
    expect((await checkIn(cast.other.idToken, { ticket })).status).toBe(403);
    expect((await readRegistration(id))!.checkedInAt).toBeUndefined();
  });

  it('a co-organizer and an admin may check in', async () => {
    const { id: campId } = await createCamp({ fee: 0, organizerUids: [cast.organizer.uid, otherOrganizer.uid] });
    const first = await registerOrThrow(cast.owner, campId);
    const second = await registerOrThrow(cast.other, campId);
    expect((await checkIn(otherOrganizer.idToken, { ticket: (await readRegistration(first))!.ticket })).status).toBe(200);
    const byAdmin = await checkIn(cast.admin.idToken, { ticket: (await readRegistration(second))!.ticket });
    expect(byAdmin.status).toBe(200);
    expect((await readRegistration(second))!.checkedInBy).toBe(cast.admin.uid);
  });

  it('checks in by registration id (the name search), once', async () => {
    const { id } = await freeRegistration();
    const answer = await checkIn(cast.organizer.idToken, { registrationId: id });
    expect(answer.status).toBe(200);
    expect(answer.body.registration._id).toBe(id);
    expect((await checkIn<AlreadyIn>(cast.organizer.idToken, { registrationId: id })).body.error.code).toBe('already-checked-in');
  });

  it('409 no-ticket for a refunded registration whose code was printed before', async () => {
    const { id, ticket } = await freeRegistration();
    await adminServices().db.collection(COLLECTIONS.registrations).doc(id).update({ PaymentStatus: 'Refunded' });
    const answer = await checkIn<ErrorBody>(cast.organizer.idToken, { ticket });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('no-ticket');
    expect((await readRegistration(id))!.checkedInAt).toBeUndefined();
  });

  it('409 no-ticket for a registration on the waiting list, in every waiting-list state', async () => {
    const { id, ticket } = await freeRegistration();
    for (const waitlistStatus of ['Waiting', 'Offered', 'Expired'] as const) {
      await adminServices().db.collection(COLLECTIONS.registrations).doc(id).update({ waitlistStatus });
      const byTicket = await checkIn<ErrorBody>(cast.organizer.idToken, { ticket });
      expect(byTicket.status).toBe(409);
      expect(byTicket.body.error.code).toBe('no-ticket');
      expect((await checkIn<ErrorBody>(cast.organizer.idToken, { registrationId: id })).body.error.code).toBe('no-ticket');
    }
    expect((await readRegistration(id))!.checkedInAt).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['an empty body', {}],
    ['a ticket and a registration id together', { ticket: 'A'.repeat(24), registrationId: 'x' }],
    ['a ticket that is too short', { ticket: 'A'.repeat(23) }],
    ['a ticket that is too long', { ticket: 'A'.repeat(25) }],
    ['a ticket with other characters', { ticket: `${'A'.repeat(22)}+/` }],
    ['a number', { ticket: 123 }],
    ['a registration id with a slash', { registrationId: 'a/b' }],
    ['a reserved id', { registrationId: '__x__' }],
  ])('400 for %s', async (_what, body) => {
    const answer = await checkIn<ErrorBody>(cast.organizer.idToken, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-argument');
    expect(answer.body.error.message).toBeTruthy();
  });

  it('400 for a body that is not JSON', async () => {
    const answer = await api<ErrorBody>('POST', '/checkin', { token: cast.organizer.idToken, body: '{ticket', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
  });
});

/** A registration written straight to Firestore, for camps nobody can register for any more. */
async function writeRegistration(campId: string, user: { uid: string; name: string }, fields: Partial<Registration>): Promise<string> {
  const camp = (await adminServices().db.collection(COLLECTIONS.camps).doc(campId).get()).data()!;
  const id = registrationId(campId, user.uid);
  const now = new Date().toISOString();
  const registration: Registration = {
    campId,
    participantUid: user.uid,
    CampName: camp.CampName,
    ParticipantName: user.name,
    ParticipantEmail: `${user.uid}@example.org`,
    Image: camp.Image,
    CampFees: camp.CampFees,
    DateTime: camp.DateTime,
    Location: camp.Location,
    HealthcareProfessional: camp.HealthcareProfessional,
    PaymentStatus: 'Paid',
    ConfirmationStatus: 'Confirmed',
    feedbackGiven: false,
    organizerUids: camp.organizerUids,
    searchTokens: searchTokensFor(camp.CampName, user.name),
    nameKey: nameKeyFor(camp.CampName),
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  await adminServices().db.collection(COLLECTIONS.registrations).doc(id).set(registration);
  return id;
}

describe('door list and counts', () => {
  it('GET /camps/{id}/attendees lists who may attend, by name, with who came; counts them', async () => {
    const { id: campId } = await createCamp({ fee: 20 });
    const at = new Date().toISOString();
    await writeRegistration(campId, { uid: 'u-zed', name: 'Zed Zimmer' }, { ticket: 'Z'.repeat(24) });
    await writeRegistration(campId, { uid: 'u-amy', name: 'Amy Adams' }, { ticket: 'A'.repeat(24), checkedInAt: at, checkedInBy: cast.organizer.uid });
    await writeRegistration(campId, { uid: 'u-uma', name: 'Uma Unpaid' }, { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending' });
    await writeRegistration(campId, { uid: 'u-rex', name: 'Rex Refunded' }, { PaymentStatus: 'Refunded', ticket: 'R'.repeat(24) });
    await writeRegistration(campId, { uid: 'u-wes', name: 'Wes Waiting' }, { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending', waitlistStatus: 'Waiting', waitlistPosition: 1 });

    const list = await api<Counts & { camp: { _id: string; CampName: string }; attendees: Attendee[] }>('GET', `/camps/${campId}/attendees`, {
      token: cast.organizer.idToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.camp._id).toBe(campId);
    expect(list.body.camp).not.toHaveProperty('organizerUids');
    // A camp saved without a zone reads in UTC; the door list says so, for the date it shows.
    expect(list.body.camp).toHaveProperty('TimeZone', 'UTC');
    expect(list.body.attendees.map((a) => [a.ParticipantName, a.checkedInAt])).toEqual([
      ['Amy Adams', at],
      ['Zed Zimmer', null],
    ]);
    // The door list never carries whole tickets, only their first characters (the desk finds people by a typed code).
    expect(list.body.attendees[0]).not.toHaveProperty('ticket');
    expect(list.body.attendees.map((a) => (a as { ticketStart?: string }).ticketStart)).toEqual(['AAAAAA', 'ZZZZZZ']);
    expect(list.body).toMatchObject({ expected: 2, checkedIn: 1, attendanceRate: 50, noShowRate: 50 });

    const counts = await api<Counts>('GET', `/camps/${campId}/attendance`, { token: cast.admin.idToken });
    expect(counts.status).toBe(200);
    expect(counts.body).toMatchObject({ expected: 2, checkedIn: 1 });

    await checkIn(cast.organizer.idToken, { ticket: 'Z'.repeat(24) });
    expect((await api<Counts>('GET', `/camps/${campId}/attendance`, { token: cast.organizer.idToken })).body).toMatchObject({
      expected: 2,
      checkedIn: 2,
      attendanceRate: 100,
    });
  });

  it('403 for organizers of other camps and participants, 404 for an unknown camp', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    for (const path of [`/camps/${campId}/attendees`, `/camps/${campId}/attendance`]) {
      expect((await api('GET', path, { token: otherOrganizer.idToken })).status).toBe(403);
      expect((await api('GET', path, { token: cast.owner.idToken })).status).toBe(403);
      expect((await api('GET', path, {})).status).toBe(401);
    }
    expect((await api('GET', '/camps/no-such-camp/attendees', { token: cast.organizer.idToken })).status).toBe(404);
    expect((await api('GET', '/camps/no-such-camp/attendance', { token: cast.admin.idToken })).status).toBe(404);
  });
});

describe('GET /attendance (past camps)', () => {
  it('gives each camp that has started its attendance and no-show rate, newest first, within the caller\'s camps', async () => {
    const organizer = await freshOrganizer();
    const { id: older } = await createCamp({ fee: 0, startsInDays: -9, organizerUids: [organizer.uid] });
    const { id: newer } = await createCamp({ fee: 10, startsInDays: -2, organizerUids: [organizer.uid] });
    const { id: future } = await createCamp({ fee: 0, startsInDays: 5, organizerUids: [organizer.uid] });
    const at = new Date().toISOString();
    for (const [i, came] of [true, true, true, false].entries()) {
      await writeRegistration(older, { uid: `old-${i}`, name: `Old ${i}` }, { PaymentStatus: 'Free', ...(came ? { checkedInAt: at } : {}) });
    }
    await writeRegistration(newer, { uid: 'new-0', name: 'New 0' }, { checkedInAt: at });
    await writeRegistration(newer, { uid: 'new-1', name: 'New 1' }, {});
    await writeRegistration(newer, { uid: 'new-2', name: 'New 2' }, { PaymentStatus: 'Unpaid' });
    await writeRegistration(future, { uid: 'fut-0', name: 'Future 0' }, { PaymentStatus: 'Free' });

    const answer = await api<{ camps: (Counts & { camp: { _id: string } })[]; total: Counts }>('GET', '/attendance', { token: organizer.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.camps.map((c) => [c.camp._id, c.expected, c.checkedIn, c.attendanceRate, c.noShowRate])).toEqual([
      [newer, 2, 1, 50, 50],
      [older, 4, 3, 75, 25],
    ]);
    expect(answer.body.total).toEqual({ expected: 6, checkedIn: 4, attendanceRate: 67, noShowRate: 33 });

    // Another organizer sees none of it; an admin narrows to this organizer.
    expect((await api<{ camps: unknown[] }>('GET', '/attendance', { token: otherOrganizer.idToken })).body.camps).toEqual([]);
    const admin = await api<{ camps: { camp: { _id: string } }[] }>('GET', `/attendance?organizer=${organizer.uid}`, { token: cast.admin.idToken });
    expect(admin.body.camps.map((c) => c.camp._id)).toEqual([newer, older]);
    expect((await api('GET', '/attendance?organizer=a/b', { token: cast.admin.idToken })).status).toBe(400);
    expect((await api('GET', '/attendance', { token: cast.owner.idToken })).status).toBe(403);
  });

  it('the seed\'s past camps have check-ins', async () => {
    const organizer = await createUser({ role: 'Organizer', admin: true, displayName: 'Seed Reader' });
    const answer = await api<{ camps: (Counts & { camp: { _id: string } })[] }>('GET', '/attendance?organizer=demo-organizer', {
      token: organizer.idToken,
    });
    const seeded = answer.body.camps.filter((c) => ['camp-03', 'camp-07', 'camp-11'].includes(c.camp._id));
    expect(seeded).toHaveLength(3);
    for (const camp of seeded) {
      expect(camp.checkedIn).toBeGreaterThan(0);
      expect(camp.checkedIn).toBeLessThan(camp.expected);
    }
  });
});
