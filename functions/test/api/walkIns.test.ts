/**
 * Walk-ins on the emulators: door staff register a person who has no
 * account (consent given in person, recorded with who recorded it), who
 * takes a seat, holds a ticket, is checked in and shows in the door list and
 * the counts; a device sending the same walk-in again records it once; the
 * person claims the registration later with the one-time code, as a new
 * account, and from then on it is theirs (export, access log).
 */
import { randomBytes } from 'node:crypto';
import { claimCodeFromBytes, COLLECTIONS, formatClaimCode, normalizeClaimCode, type AccessLogEntry, type HealthDetailsRecord, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import { castOfCallers, createCamp, readCamp, readDoc, readRegistration, registerOrThrow, type Cast, type ErrorBody } from './registrationFixtures.ts';

interface WalkInAnswer {
  acknowledged: boolean;
  insertedId: string;
  ticket: string;
  claimCode: string | null;
  replayed?: boolean;
  registration: Record<string, unknown>;
}

let cast: Cast;
let door: TestUser;
let campId: string;

const walkIn = (token: string | undefined, camp: string, body: Record<string, unknown>) =>
  api<WalkInAnswer & ErrorBody>('POST', `/camps/${camp}/walkIns`, { token, body });

const person = (extra: Record<string, unknown> = {}) => ({
  ParticipantName: 'Rahima Begum',
  age: 61,
  gender: 'female',
  emergencyContact: '01711 000222',
  consent: true,
  ...extra,
});

/** Makes `user` door staff of `camp` the way the Staff dialog does (invite, accept from the mail's link). */
async function makeDoorStaff(user: TestUser, camp: string): Promise<void> {
  const invited = await api<{ _id: string }>('POST', `/camps/${camp}/staff`, { token: cast.organizer.idToken, body: { email: user.email, role: 'door' } });
  expect(invited.status).toBe(201);
  const mail = (await adminServices().db.collection(COLLECTIONS.mail).doc(`${invited.body._id}_staff-invitation`).get()).get('message.text') as string;
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail)![1];
  expect((await api('POST', `/staffInvitations/${invited.body._id}/accept`, { token: user.idToken, body: { token } })).status).toBe(200);
}

beforeAll(async () => {
  cast = await castOfCallers();
  door = await createUser({ role: 'Participant', displayName: 'Dipu Door' });
  campId = (await createCamp({ fee: 0, capacity: 3, startsInDays: 0.1 })).id;
  await makeDoorStaff(door, campId);
});

describe('recording a walk-in', () => {
  let id: string;
  let claimCode: string;

  it('takes a seat, holds a ticket, is checked in, and keeps the consent with who recorded it', async () => {
    const answer = await walkIn(door.idToken, campId, person({ requestId: 'device-1-walkin-0001' }));
    expect(answer.status).toBe(201);
    expect(answer.body.claimCode).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(answer.body.registration).toMatchObject({ ParticipantName: 'Rahima Begum', walkIn: true, PaymentStatus: 'Free' });
    expect(answer.body.registration).not.toHaveProperty('ParticipantEmail');
    id = answer.body.insertedId;
    claimCode = answer.body.claimCode!;

    const stored = (await readRegistration(id))!;
    expect(stored).toMatchObject({
      campId,
      participantUid: '',
      personKey: `walkin:${id}`,
      ParticipantName: 'Rahima Begum',
      PaymentStatus: 'Free',
      ticket: answer.body.ticket,
      checkedInBy: door.uid,
      walkIn: { recordedBy: door.uid, recordedByName: 'Dipu Door', requestId: 'device-1-walkin-0001' },
      consent: { inPerson: { recordedBy: door.uid, recordedByName: 'Dipu Door' } },
    });
    expect(stored.checkedInAt).toBe(stored.walkIn!.recordedAt);
    expect(await readDoc<HealthDetailsRecord>(COLLECTIONS.healthDetails, id)).toMatchObject({ age: 61, gender: 'Female', phoneNumber: '', campId });
    expect((await readCamp(campId))!.ParticipantCount).toBe(1);
    // Only the code's hash is kept.
    const claims = await adminServices().db.collection(COLLECTIONS.walkInClaims).where('registrationId', '==', id).get();
    expect(claims.size).toBe(1);
    expect(JSON.stringify(claims.docs[0]!.data()) + claims.docs[0]!.id).not.toContain(normalizeClaimCode(claimCode)!);

    const list = await api<{ attendees: { _id: string; walkIn?: boolean; checkedInAt: string | null }[]; checkedIn: number }>('GET', `/camps/${campId}/attendees`, {
      token: door.idToken,
    });
    expect(list.body.attendees).toEqual([expect.objectContaining({ _id: id, walkIn: true, checkedInAt: stored.checkedInAt })]);
    expect(list.body.checkedIn).toBe(1);
    const again = await api<ErrorBody>('POST', '/checkin', { token: door.idToken, body: { ticket: answer.body.ticket } });
    expect(again.body.error.code).toBe('already-checked-in');
  });

  it('records a walk-in sent twice by a device (same requestId) once', async () => {
    const replay = await walkIn(door.idToken, campId, person({ requestId: 'device-1-walkin-0001' }));
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ replayed: true, insertedId: id, claimCode: null });
    expect((await readCamp(campId))!.ParticipantCount).toBe(1);
  });

  it('keeps a device’s own time and claim code for a walk-in recorded while offline', async () => {
    const recordedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    // The device makes its code as the server does, from its own random bytes, and may send it as typed.
    const code = claimCodeFromBytes((count) => randomBytes(count));
    const typed = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    const answer = await walkIn(door.idToken, campId, person({ ParticipantName: 'Karim Uddin', gender: 'Male', requestId: 'device-2-walkin-0001', recordedAt, claimCode: typed, phoneNumber: '01811 223344' }));
    expect(answer.status).toBe(201);
    expect(answer.body.claimCode).toBe(formatClaimCode(code));
    const stored = (await readRegistration(answer.body.insertedId))!;
    expect([stored.checkedInAt, stored.consent?.givenAt, stored.walkIn?.recordedAt]).toEqual([recordedAt, recordedAt, recordedAt]);
    // The same code for another walk-in is refused: the device makes another.
    const taken = await walkIn(door.idToken, campId, person({ ParticipantName: 'Someone Else', requestId: 'device-2-walkin-0002', claimCode: code }));
    expect([taken.status, Object.keys(taken.body.error.fields ?? {})]).toEqual([400, ['claimCode']]);
  });

  it('refuses what it must, and writes nothing', async () => {
    const before = (await readCamp(campId))!.ParticipantCount;
    const bad: [string | undefined, string, Record<string, unknown>, number, string][] = [
      [undefined, campId, person(), 401, 'unauthenticated'],
      [cast.other.idToken, campId, person(), 403, 'permission-denied'],
      [door.idToken, campId, person({ consent: false }), 400, 'invalid-argument'],
      [door.idToken, campId, person({ ParticipantName: '' }), 400, 'invalid-argument'],
      [door.idToken, campId, person({ age: 300 }), 400, 'invalid-argument'],
      [door.idToken, campId, person({ phoneNumber: 'call me' }), 400, 'invalid-argument'],
      [door.idToken, campId, person({ recordedAt: new Date(Date.now() + 3_600_000).toISOString() }), 400, 'invalid-argument'],
      [door.idToken, campId, person({ claimCode: 'short' }), 400, 'invalid-argument'],
      [door.idToken, 'no-such-camp', person(), 404, 'not-found'],
    ];
    for (const [token, camp, body, status, code] of bad) {
      const answer = await walkIn(token, camp, body);
      expect([JSON.stringify(body), answer.status, answer.body.error?.code]).toEqual([JSON.stringify(body), status, code]);
    }
    const consent = await walkIn(door.idToken, campId, person({ consent: undefined }));
    expect(consent.body.error.fields).toHaveProperty('consent');
    expect((await readCamp(campId))!.ParticipantCount).toBe(before);

    // Paid camps, full camps, camps that are over, and other camps.
    const paid = (await createCamp({ fee: 10 })).id;
    const over = (await createCamp({ fee: 0, startsInDays: -2 })).id;
    await makeDoorStaff(door, paid);
    await makeDoorStaff(door, over);
    expect((await walkIn(door.idToken, paid, person())).body.error.code).toBe('walk-in-paid-camp');
    expect((await walkIn(door.idToken, over, person())).body.error.code).toBe('walk-in-closed');
    const elsewhere = (await createCamp({ fee: 0 })).id;
    expect((await walkIn(door.idToken, elsewhere, person())).status).toBe(403);
    expect((await walkIn(cast.organizer.idToken, elsewhere, person())).status).toBe(201);
    expect((await walkIn(door.idToken, campId, person({ ParticipantName: 'Third Seat' }))).status).toBe(201);
    const full = await walkIn(door.idToken, campId, person({ ParticipantName: 'Fourth Person' }));
    expect([full.status, full.body.error.code]).toEqual([409, 'camp-full']);
    expect((await readCamp(campId))!.ParticipantCount).toBe(3);
  });

  it('a clinician’s or organizer’s read of a walk-in’s details is logged; the walk-in is claimed later by a new account', async () => {
    expect((await api('GET', `/registrations/${id}/health`, { token: door.idToken })).status).toBe(403);
    expect((await api('GET', `/registrations/${id}/health`, { token: cast.organizer.idToken })).status).toBe(200);

    const rahima = await createUser({ role: 'Participant', displayName: 'Rahima B.' });
    const typed = claimCode.toLowerCase().replace('-', ' ');
    const claimed = await api<{ registrationId: string; campId: string } & ErrorBody>('POST', '/walkIns/claim', { token: rahima.idToken, body: { code: typed } });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ registrationId: id, campId });

    const stored = (await readRegistration(id))!;
    expect(stored).toMatchObject({ participantUid: rahima.uid, ParticipantEmail: rahima.email.toLowerCase(), personKey: `account:${rahima.uid}`, ParticipantName: 'Rahima Begum' });
    expect(stored.walkIn?.claimedAt).toBeTruthy();
    expect((await readDoc<HealthDetailsRecord>(COLLECTIONS.healthDetails, id))!.participantUid).toBe(rahima.uid);
    const mine = await api<Registration[]>('GET', `/myCamps/${encodeURIComponent(rahima.email)}`, { token: rahima.idToken });
    expect(mine.body.map((r) => (r as Registration & { _id: string })._id)).toEqual([id]);
    const log = await api<AccessLogEntry[]>('GET', '/me/accessLog', { token: rahima.idToken });
    expect(log.body.map((e) => e.accessorUid)).toEqual([cast.organizer.uid]);
    const exported = await api<{ registrations: { _id: string; healthDetails: unknown }[] }>('GET', '/me/export', { token: rahima.idToken });
    expect(exported.body.registrations.map((r) => r._id)).toEqual([id]);

    // The code worked once.
    const reused = await api<ErrorBody>('POST', '/walkIns/claim', { token: cast.other.idToken, body: { code: claimCode } });
    expect([reused.status, reused.body.error.code]).toEqual([404, 'claim-code-invalid']);
    expect((await api<ErrorBody>('POST', '/walkIns/claim', { token: cast.other.idToken, body: { code: 'nonsense' } })).status).toBe(400);
    expect((await api('POST', '/walkIns/claim', { body: { code: claimCode } })).status).toBe(401);
  });

  it('an account that holds its own registration for the camp cannot claim a walk-in there too; a lost code is replaced', async () => {
    const camp = (await createCamp({ fee: 0 })).id;
    await makeDoorStaff(door, camp);
    const first = await walkIn(door.idToken, camp, person({ ParticipantName: 'Olivia at the door' }));
    await registerOrThrow(cast.owner, camp);
    const refused = await api<ErrorBody>('POST', '/walkIns/claim', { token: cast.owner.idToken, body: { code: first.body.claimCode } });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'already-registered']);
    expect((await readRegistration(first.body.insertedId))!.participantUid).toBe('');

    expect((await api('POST', `/registrations/${first.body.insertedId}/claimCode`, { token: cast.other.idToken })).status).toBe(403);
    const replaced = await api<{ claimCode: string }>('POST', `/registrations/${first.body.insertedId}/claimCode`, { token: door.idToken });
    expect(replaced.status).toBe(200);
    expect(replaced.body.claimCode).not.toBe(first.body.claimCode);
    const old = await api<ErrorBody>('POST', '/walkIns/claim', { token: cast.other.idToken, body: { code: first.body.claimCode } });
    expect(old.body.error.code).toBe('claim-code-invalid');
    expect((await api('POST', '/walkIns/claim', { token: cast.other.idToken, body: { code: replaced.body.claimCode } })).status).toBe(200);
  });
});
