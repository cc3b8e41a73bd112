/**
 * The door with no signal, on the emulators: tickets carry the server's
 * signature (checked here with the public key the door list hands out, as a
 * door phone does), and POST /camps/{id}/door-sync records each phone's
 * actions once under the phone's ids: sent again they change nothing, two
 * phones admitting the same person count once with the other admission kept
 * as a conflict, and every refusal leaves the data as it was.
 */
import {
  COLLECTIONS,
  ticketSigningMessage,
  type AttendeeView,
  type DoorCheckInAction,
  type DoorSyncAnswer,
  type Registration,
  type TicketPublicKey,
} from '@campcare/domain';
import { createHash, createPublicKey, randomUUID, verify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, type TestUser } from '../../../tests/support/emulators.ts';
import { castOfCallers, countDocs, createCamp, freshOrganizer, readRegistration, registerOrThrow, type Cast, type ErrorBody } from './registrationFixtures.ts';

let cast: Cast;
let otherOrganizer: TestUser;
const PHONE_A = randomUUID();
const PHONE_B = randomUUID();

beforeAll(async () => {
  cast = await castOfCallers();
  otherOrganizer = await freshOrganizer();
});

interface DoorList {
  attendees: AttendeeView[];
  checkedIn: number;
  signingKey: TicketPublicKey | null;
}

const doorList = (campId: string, token = cast.organizer.idToken) => api<DoorList>('GET', `/camps/${campId}/attendees`, { token });
/** Sent by the cast's organizer unless another token (or null: signed out) is given. */
const sync = (campId: string, deviceId: string, actions: DoorCheckInAction[], token: string | null = cast.organizer.idToken) =>
  api<DoorSyncAnswer & ErrorBody>('POST', `/camps/${campId}/door-sync`, { token: token ?? undefined, body: { deviceId, actions } });

function action(target: { ticket: string } | { registrationId: string }, fields: Partial<DoorCheckInAction> = {}): DoorCheckInAction {
  return { actionId: randomUUID(), kind: 'check-in', at: new Date().toISOString(), admittedOffline: true, ...target, ...fields };
}

function isSigned(key: TicketPublicKey, campId: string, ticket: string, signature: string): boolean {
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64url'), format: 'der', type: 'spki' });
  return verify('sha256', Buffer.from(ticketSigningMessage(campId, ticket)), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
}

/** A free camp with the cast's two participants registered through the API. */
async function campWithTwo(): Promise<{ campId: string; owner: Registration & { _id: string }; other: Registration & { _id: string } }> {
  const { id: campId } = await createCamp({ fee: 0 });
  const ownerId = await registerOrThrow(cast.owner, campId);
  const otherId = await registerOrThrow(cast.other, campId);
  return { campId, owner: { ...(await readRegistration(ownerId))!, _id: ownerId }, other: { ...(await readRegistration(otherId))!, _id: otherId } };
}

describe('signed tickets', () => {
  it('a ticket is signed for its camp with the key whose public half the door list hands out; the list carries hashes, not codes', async () => {
    const { campId, owner } = await campWithTwo();
    const list = await doorList(campId);
    expect(list.status).toBe(200);
    const key = list.body.signingKey!;
    expect(key).toMatchObject({ alg: 'ES256' });
    expect(owner.ticketSignature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(isSigned(key, campId, owner.ticket!, owner.ticketSignature!)).toBe(true);
    // The same signature says nothing about another camp, or another code.
    expect(isSigned(key, 'another-camp', owner.ticket!, owner.ticketSignature!)).toBe(false);
    expect(isSigned(key, campId, 'A'.repeat(24), owner.ticketSignature!)).toBe(false);
    const listed = list.body.attendees.find((a) => a._id === owner._id)!;
    expect(listed.ticketHash).toBe(createHash('sha256').update(owner.ticket!).digest('base64url'));
    expect(JSON.stringify(list.body)).not.toContain(owner.ticket!);
    // The private key is nowhere a browser could read it.
    expect(JSON.stringify(list.body)).not.toMatch(/PRIVATE|pkcs8/i);
  });
});

describe('POST /camps/{id}/door-sync', () => {
  it('records a check-in at the phone\'s time, by whom and on which phone; sent again it answers the same and changes nothing', async () => {
    const { campId, owner } = await campWithTwo();
    const at = new Date(Date.now() - 20 * 60_000).toISOString();
    const first = action({ ticket: owner.ticket! }, { at });
    const answer = await sync(campId, PHONE_A, [first]);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([{ actionId: first.actionId, outcome: { kind: 'checked-in', registrationId: owner._id, name: 'Olivia Owner', at } }]);
    const stored = (await readRegistration(owner._id))!;
    expect(stored).toMatchObject({ checkedInAt: at, checkedInBy: cast.organizer.uid, checkedInByName: 'Omar Organizer', checkedInDevice: PHONE_A, checkedInAction: first.actionId });

    const again = await sync(campId, PHONE_A, [first]);
    expect(again.body).toEqual(answer.body);
    expect(await readRegistration(owner._id)).toEqual(stored);
    const list = await doorList(campId);
    expect(list.body.checkedIn).toBe(1);
    expect(list.body.attendees.find((a) => a._id === owner._id)).toMatchObject({ checkedIn: { at, byName: 'Omar Organizer', deviceId: PHONE_A }, checkInConflicts: [] });
  });

  it('two phones that admitted the same person while apart: one check-in counts, the other is kept as a conflict, once', async () => {
    const { campId, owner } = await campWithTwo();
    const onA = action({ registrationId: owner._id }, { at: new Date(Date.now() - 10 * 60_000).toISOString() });
    const onB = action({ ticket: owner.ticket! }, { at: new Date(Date.now() - 9 * 60_000).toISOString() });
    expect((await sync(campId, PHONE_A, [onA])).body.results[0]!.outcome.kind).toBe('checked-in');
    const second = await sync(campId, PHONE_B, [onB], cast.admin.idToken);
    expect(second.body.results[0]!.outcome).toEqual({
      kind: 'conflict',
      registrationId: owner._id,
      name: 'Olivia Owner',
      first: { at: onA.at, byName: 'Omar Organizer', deviceId: PHONE_A },
    });
    // Phone B's sync is sent again (its answer was lost): still one conflict.
    await sync(campId, PHONE_B, [onB], cast.admin.idToken);
    const stored = (await readRegistration(owner._id))!;
    expect(stored.checkedInAt).toBe(onA.at);
    expect(stored.checkInConflicts).toEqual([
      expect.objectContaining({ actionId: onB.actionId, byUid: cast.admin.uid, byName: 'Adele Admin', deviceId: PHONE_B, at: onB.at }),
    ]);
    const list = await doorList(campId);
    expect(list.body.checkedIn).toBe(1);
    expect(list.body.attendees.find((a) => a._id === owner._id)!.checkInConflicts).toEqual([{ at: onB.at, byName: 'Adele Admin', deviceId: PHONE_B }]);
  });

  it('a phone that asked first (online) hears "already checked in", and no conflict is recorded', async () => {
    const { campId, owner } = await campWithTwo();
    await sync(campId, PHONE_A, [action({ registrationId: owner._id })]);
    const online = await sync(campId, PHONE_B, [action({ ticket: owner.ticket! }, { admittedOffline: false })]);
    expect(online.body.results[0]!.outcome).toMatchObject({ kind: 'already-checked-in', first: { byName: 'Omar Organizer', deviceId: PHONE_A } });
    expect((await readRegistration(owner._id))!.checkInConflicts).toBeUndefined();
  });

  it('refuses, in the same answer, an unknown ticket, another camp\'s registration, one that does not admit, and an id someone else used', async () => {
    const { campId, owner, other } = await campWithTwo();
    const elsewhere = await campWithTwo();
    await adminServices().db.collection(COLLECTIONS.registrations).doc(other._id).update({ PaymentStatus: 'Refunded' });
    const taken = action({ registrationId: elsewhere.owner._id });
    await sync(elsewhere.campId, PHONE_B, [taken], cast.admin.idToken);
    const before = await countDocs(COLLECTIONS.doorActions);
    const answer = await sync(campId, PHONE_A, [
      action({ ticket: 'Q'.repeat(24) }),
      action({ registrationId: elsewhere.other._id }),
      action({ registrationId: other._id }),
      { ...taken, registrationId: owner._id },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => r.outcome)).toEqual([
      { kind: 'refused', code: 'not-found' },
      { kind: 'refused', code: 'not-found' },
      { kind: 'refused', code: 'no-ticket', registrationId: other._id, name: 'Oscar Other' },
      { kind: 'refused', code: 'id-taken' },
    ]);
    expect((await readRegistration(owner._id))!.checkedInAt).toBeUndefined();
    expect((await readRegistration(elsewhere.other._id))!.checkedInAt).toBeUndefined();
    expect((await readRegistration(other._id))!.checkedInAt).toBeUndefined();
    // The three refusals are recorded under their ids (sent again they answer the same); the taken id is not.
    expect(await countDocs(COLLECTIONS.doorActions)).toBe(before + 3);
  });

  it('a phone\'s clock in the future is not believed: the check-in is recorded when the server received it', async () => {
    const { campId, owner } = await campWithTwo();
    const before = Date.now();
    const answer = await sync(campId, PHONE_A, [action({ registrationId: owner._id }, { at: '2099-01-01T00:00:00.000Z' })]);
    const at = (await readRegistration(owner._id))!.checkedInAt!;
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
    expect(answer.body.results[0]!.outcome).toMatchObject({ kind: 'checked-in', at });
  });

  it('401 signed out, 403 for participants and organizers of other camps, 404 for an unknown camp; nothing is written', async () => {
    const { campId, owner } = await campWithTwo();
    const before = await countDocs(COLLECTIONS.doorActions);
    const one = () => [action({ registrationId: owner._id })];
    expect((await sync(campId, PHONE_A, one(), null)).status).toBe(401);
    expect((await sync(campId, PHONE_A, one(), cast.owner.idToken)).status).toBe(403);
    const refused = await sync(campId, PHONE_A, one(), otherOrganizer.idToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('permission-denied');
    expect((await sync('no-such-camp', PHONE_A, one())).status).toBe(404);
    expect((await readRegistration(owner._id))!.checkedInAt).toBeUndefined();
    expect(await countDocs(COLLECTIONS.doorActions)).toBe(before);
  });

  it('400 for actions that are not what a phone sends, and nothing is written', async () => {
    const { campId, owner } = await campWithTwo();
    const good = action({ registrationId: owner._id });
    const bodies: unknown[] = [
      { deviceId: 'phone-1', actions: [good] },
      { deviceId: PHONE_A, actions: [] },
      { deviceId: PHONE_A, actions: Array.from({ length: 101 }, () => action({ registrationId: owner._id })) },
      { deviceId: PHONE_A, actions: [{ ...good, actionId: 'not-a-uuid' }] },
      { deviceId: PHONE_A, actions: [{ ...good, ticket: owner.ticket }] },
      { deviceId: PHONE_A, actions: [{ ...good, at: 'yesterday' }] },
      { deviceId: PHONE_A, actions: [{ ...good, kind: 'walk-out' }] },
      { deviceId: PHONE_A, actions: [{ ...good, registrationId: undefined, ticket: 'short' }] },
    ];
    for (const body of bodies) {
      const answer = await api<ErrorBody>('POST', `/camps/${campId}/door-sync`, { token: cast.organizer.idToken, body });
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.body.error.code).toBe('invalid-argument');
    }
    expect((await readRegistration(owner._id))!.checkedInAt).toBeUndefined();
  });
});
