/**
 * Camp staff on the emulators: an organizer invites by email to the door or
 * clinician role, the invitee accepts from the mailed link as the account
 * of that address (a Participant: no promotion), and from then on may do
 * what the role allows on that camp and nothing else; revoking takes effect
 * at the very next request, with the same token.
 */
import { COLLECTIONS, type AccessLogEntry, type MailDocument, type Registration, type StaffInvitationView } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import {
  castOfCallers,
  createCamp,
  freshOrganizer,
  markPaid,
  readRegistration,
  registerOrThrow,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';

let cast: Cast;
let door: TestUser;
let clinician: TestUser;
let otherOrganizer: TestUser;
/** A free camp of the cast's organizer with the owner registered (a ticket), and a paid registration of someone else. */
let campId: string;
let ownerRegistration: string;
let paidRegistration: string;

const invite = (campId: string, token: string | undefined, body: unknown) =>
  api<StaffInvitationView & ErrorBody>('POST', `/camps/${campId}/staff`, { token, body });

/** The invitation link's id and token, as the mail to the invitee carries them. */
async function linkOf(invitationId: string): Promise<{ id: string; token: string; mail: MailDocument }> {
  const snap = await adminServices().db.collection(COLLECTIONS.mail).doc(`${invitationId}_staff-invitation`).get();
  expect(snap.exists).toBe(true);
  const mail = snap.data() as MailDocument;
  const match = /\/dashboard\/staff-invitation\/([A-Za-z0-9_-]+)\?token=([A-Za-z0-9_-]+)/.exec(mail.message.text);
  expect(match).not.toBeNull();
  return { id: match![1]!, token: match![2]!, mail };
}

/** Invites `user` to the camp in `role` as the cast's organizer, and accepts as them. */
async function joinStaff(user: TestUser, role: 'door' | 'clinician', camp = campId): Promise<void> {
  const invited = await invite(camp, cast.organizer.idToken, { email: user.email, role });
  expect(invited.status).toBe(201);
  const { id, token } = await linkOf(invited.body._id);
  const accepted = await api('POST', `/staffInvitations/${id}/accept`, { token: user.idToken, body: { token } });
  expect(accepted.status).toBe(200);
}

beforeAll(async () => {
  cast = await castOfCallers();
  door = await createUser({ role: 'Participant', displayName: 'Dina Door' });
  clinician = await createUser({ role: 'Participant', displayName: 'Cleo Clinician' });
  otherOrganizer = await freshOrganizer();
  campId = (await createCamp({ fee: 0 })).id;
  ownerRegistration = await registerOrThrow(cast.owner, campId);
  const paidCamp = (await createCamp({ fee: 20 })).id;
  paidRegistration = await registerOrThrow(cast.other, paidCamp);
  await markPaid(paidRegistration);
});

describe('inviting and accepting', () => {
  it('mails a link the invitee accepts as the account of that address, once', async () => {
    const invited = await invite(campId, cast.organizer.idToken, { email: door.email.toUpperCase(), role: 'door' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: door.email.toLowerCase(), role: 'door' });
    const { id, token, mail } = await linkOf(invited.body._id);
    expect(mail).toMatchObject({ to: door.email.toLowerCase(), kind: 'staff-invitation' });
    // Only the token's hash is stored.
    const stored = (await adminServices().db.collection(COLLECTIONS.staffInvitations).doc(id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await api<Record<string, unknown>>('GET', `/staffInvitations/${id}?token=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ campId, role: 'door', email: door.email.toLowerCase(), expired: false });
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await api('GET', `/staffInvitations/${id}?token=${forged}`)).status).toBe(404);

    // Someone else, with the right link: refused, and the invitation stays.
    const wrong = await api<ErrorBody>('POST', `/staffInvitations/${id}/accept`, { token: cast.other.idToken, body: { token } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('invitation-wrong-account');
    expect((await api('POST', `/staffInvitations/${id}/accept`, { token: door.idToken, body: { token: forged } })).status).toBe(404);
    expect((await api('POST', `/staffInvitations/${id}/accept`, { body: { token } })).status).toBe(401);

    const accepted = await api<{ campId: string; role: string }>('POST', `/staffInvitations/${id}/accept`, { token: door.idToken, body: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ campId, role: 'door' });
    const again = await api<ErrorBody>('POST', `/staffInvitations/${id}/accept`, { token: door.idToken, body: { token } });
    expect(again.status).toBe(404);

    const listed = await api<{ staff: { uid: string; role: string; email: string }[]; invitations: unknown[] }>('GET', `/camps/${campId}/staff`, {
      token: cast.organizer.idToken,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.staff).toEqual([expect.objectContaining({ uid: door.uid, role: 'door', email: door.email.toLowerCase() })]);
    expect(listed.body.invitations).toEqual([]);
    const mine = await api<{ campId: string; role: string }[]>('GET', '/me/staffCamps', { token: door.idToken });
    expect(mine.body).toEqual([expect.objectContaining({ campId, role: 'door' })]);

    await joinStaff(clinician, 'clinician');
  });

  it('refuses what the rules refuse, and changes nothing', async () => {
    const before = (await adminServices().db.collection(COLLECTIONS.staffInvitations).where('campId', '==', campId).get()).size;
    const cases: [string | undefined, unknown, number, string][] = [
      [undefined, { email: 'x@example.org', role: 'door' }, 401, 'unauthenticated'],
      [otherOrganizer.idToken, { email: 'x@example.org', role: 'door' }, 403, 'permission-denied'],
      [door.idToken, { email: 'x@example.org', role: 'door' }, 403, 'permission-denied'],
      [cast.organizer.idToken, { email: 'x@example.org', role: 'cashier' }, 400, 'invalid-argument'],
      [cast.organizer.idToken, { email: 'not an address', role: 'door' }, 400, 'invalid-argument'],
      [cast.organizer.idToken, { email: cast.organizer.email, role: 'door' }, 409, 'staff-is-organizer'],
      [cast.organizer.idToken, { email: door.email, role: 'clinician' }, 409, 'already-staff'],
    ];
    for (const [token, body, status, code] of cases) {
      const answer = await invite(campId, token, body);
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    }
    expect((await invite('no-such-camp', cast.organizer.idToken, { email: 'x@example.org', role: 'door' })).status).toBe(404);
    expect((await api('GET', `/camps/${campId}/staff`, { token: door.idToken })).status).toBe(403);
    expect((await api('GET', `/camps/${campId}/staff`, { token: otherOrganizer.idToken })).status).toBe(403);
    const after = (await adminServices().db.collection(COLLECTIONS.staffInvitations).where('campId', '==', campId).get()).size;
    expect(after).toBe(before);
  });

  it('a new invitation to the same address replaces the pending one; withdrawing one stops its link', async () => {
    const first = await invite(campId, cast.organizer.idToken, { email: 'later@example.org', role: 'door' });
    const second = await invite(campId, cast.organizer.idToken, { email: 'later@example.org', role: 'clinician' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const oldLink = await linkOf(first.body._id);
    expect((await api('GET', `/staffInvitations/${oldLink.id}?token=${oldLink.token}`)).status).toBe(404);
    const pending = await api<{ invitations: StaffInvitationView[] }>('GET', `/camps/${campId}/staff`, { token: cast.organizer.idToken });
    expect(pending.body.invitations.map((i) => [i.email, i.role])).toEqual([['later@example.org', 'clinician']]);
    const newLink = await linkOf(second.body._id);
    expect((await api('DELETE', `/camps/${campId}/staffInvitations/${second.body._id}`, { token: door.idToken })).status).toBe(403);
    expect((await api('DELETE', `/camps/${campId}/staffInvitations/${second.body._id}`, { token: cast.organizer.idToken })).status).toBe(200);
    expect((await api('GET', `/staffInvitations/${newLink.id}?token=${newLink.token}`)).status).toBe(404);
  });
});

describe('what door staff may do', () => {
  it('reads the door list (names, no emails) and checks people in', async () => {
    const list = await api<{ attendees: Record<string, unknown>[]; permissions: string[] }>('GET', `/camps/${campId}/attendees`, { token: door.idToken });
    expect(list.status).toBe(200);
    expect(list.body.permissions.sort()).toEqual(['checkIn', 'doorList', 'walkIn']);
    expect(list.body.attendees.map((a) => a.ParticipantName)).toEqual(['Olivia Owner']);
    expect(list.body.attendees[0]).not.toHaveProperty('ParticipantEmail');
    expect((await api('GET', `/camps/${campId}/attendance`, { token: door.idToken })).status).toBe(200);

    const ticket = (await readRegistration(ownerRegistration))!.ticket!;
    const checked = await api<{ registration: Record<string, unknown> }>('POST', '/checkin', { token: door.idToken, body: { ticket } });
    expect(checked.status).toBe(200);
    expect(checked.body.registration).not.toHaveProperty('ParticipantEmail');
    expect((await readRegistration(ownerRegistration))!.checkedInBy).toBe(door.uid);
  });

  it('gets 403 from health details, the CSV, refunds, payments, camp edits and the organizers’ lists', async () => {
    const { body: camp } = await api<Record<string, unknown>>('GET', `/campDetails/${campId}`);
    const refused: [string, string, unknown?][] = [
      ['GET', `/registrations/${ownerRegistration}/health`],
      ['GET', `/camps/${campId}/registrations.csv`],
      ['DELETE', `/deleteRegisteredCamps/${paidRegistration}`],
      ['POST', `/cancelCamp/${campId}`, { reason: 'The door volunteer tries.' }],
      ['PUT', `/updateCamp/${campId}`, { ...camp, CampFees: 100 }],
      ['DELETE', `/campDelete/${campId}`],
      ['GET', `/allMyPayments/${encodeURIComponent(cast.other.email)}`],
      ['GET', '/allRegisterUser'],
      ['GET', `/camps/${campId}/waitlist`],
      ['PATCH', `/StatusConfirmed/${ownerRegistration}`],
      ['GET', `/camps/${campId}/organizers`],
      ['GET', '/attendance'],
    ];
    for (const [method, path, body] of refused) {
      const answer = await api<ErrorBody>(method, path, { token: door.idToken, body });
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
    expect((await readRegistration(paidRegistration))!.PaymentStatus).toBe('Paid');
    expect((await api<Record<string, unknown>>('GET', `/campDetails/${campId}`)).body.CampFees).toBe(0);
  });

  it('may do nothing at another camp', async () => {
    const other = (await createCamp({ fee: 0 })).id;
    const id = await registerOrThrow(cast.other, other);
    const ticket = (await readRegistration(id))!.ticket!;
    expect((await api('GET', `/camps/${other}/attendees`, { token: door.idToken })).status).toBe(403);
    expect((await api('POST', '/checkin', { token: door.idToken, body: { ticket } })).status).toBe(403);
    expect((await readRegistration(id))!.checkedInAt ?? null).toBeNull();
  });
});

describe('what a clinician may do', () => {
  it('reads health details, each read logged as the camp’s clinician; no CSV', async () => {
    const answer = await api<Record<string, unknown>>('GET', `/registrations/${ownerRegistration}/health`, { token: clinician.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ age: 34, gender: 'Female' });
    const log = await adminServices().db.collection(COLLECTIONS.accessLog).where('registrationId', '==', ownerRegistration).get();
    expect(log.docs.map((d) => d.data() as AccessLogEntry)).toEqual([
      expect.objectContaining({ accessorUid: clinician.uid, accessorRole: 'clinician', participantUid: cast.owner.uid, reason: 'detail' }),
    ]);
    expect((await api('GET', `/camps/${campId}/registrations.csv`, { token: clinician.idToken })).status).toBe(403);
    const list = await api<{ permissions: string[] }>('GET', `/camps/${campId}/attendees`, { token: clinician.idToken });
    expect(list.body.permissions.sort()).toEqual(['checkIn', 'doorList', 'followUp', 'healthDetails', 'recordResults', 'walkIn']);
  });
});

describe('revoking', () => {
  it('takes effect at the next request, with the same token', async () => {
    expect((await api('DELETE', `/camps/${campId}/staff/${clinician.uid}`, { token: door.idToken })).status).toBe(403);
    expect((await api('DELETE', `/camps/${campId}/staff/${clinician.uid}`, { token: cast.organizer.idToken })).status).toBe(200);
    expect((await api('DELETE', `/camps/${campId}/staff/${clinician.uid}`, { token: cast.organizer.idToken })).status).toBe(404);
    expect((await api('GET', `/registrations/${ownerRegistration}/health`, { token: clinician.idToken })).status).toBe(403);
    expect((await api('GET', `/camps/${campId}/attendees`, { token: clinician.idToken })).status).toBe(403);
    expect((await api('POST', '/checkin', { token: clinician.idToken, body: { registrationId: ownerRegistration } })).status).toBe(403);
    expect((await api<unknown[]>('GET', '/me/staffCamps', { token: clinician.idToken })).body).toEqual([]);
    // The door volunteer is still on.
    expect((await api('GET', `/camps/${campId}/attendees`, { token: door.idToken })).status).toBe(200);
  });

  it('a participant who is nobody’s staff is refused at the door routes before anything is looked up', async () => {
    const answer = await api<ErrorBody>('POST', '/checkin', { token: cast.other.idToken, body: { registrationId: 'no-such-registration' } });
    expect(answer.status).toBe(403);
    const stored: Registration | null = await readRegistration(ownerRegistration);
    expect(stored).not.toBeNull();
  });
});
