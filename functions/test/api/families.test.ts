/**
 * Families on the emulators: an account holder registers people they care
 * for, each with a registration, health details and ticket of their own; one
 * registration per person per camp (the account holder, each named
 * dependant); the guardian sees, pays and cancels them, and their export and
 * account deletion cover them.
 */
import { COLLECTIONS, registrationId, type HealthDetailsRecord, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import { castOfCallers, createCamp, readCamp, readDoc, readRegistration, validForm, type Cast, type ErrorBody } from './registrationFixtures.ts';

interface Joined {
  acknowledged: boolean;
  insertedId: string;
  waitlisted?: boolean;
  position?: number;
}

let cast: Cast;
let mother: TestUser;

const join = (user: TestUser, body: Record<string, unknown>) => api<Joined & ErrorBody>('POST', '/registerCamp', { token: user.idToken, body });
const child = (campId: string, name: string, extra: Record<string, unknown> = {}) => ({
  ...validForm(campId),
  age: 7,
  gender: 'Male',
  dependant: { name, relationship: 'child' },
  ...extra,
});

const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Mina Mother', email: 'mina@example.org' };

beforeAll(async () => {
  cast = await castOfCallers();
  mother = await createUser({ role: 'Participant', displayName: 'Mina Mother' });
});

describe('a guardian registers the people they care for', () => {
  it('registers two children for the same camp, each with their own registration, health details and ticket', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    const first = await join(mother, child(campId, 'Arif Hossain'));
    const second = await join(mother, child(campId, 'Nadia Hossain', { gender: 'Female', age: 4 }));
    const herself = await join(mother, validForm(campId));
    expect([first.status, second.status, herself.status]).toEqual([201, 201, 201]);
    const ids = [first.body.insertedId, second.body.insertedId, herself.body.insertedId];
    expect(new Set(ids).size).toBe(3);
    // New ids say nothing about whose they are.
    expect(ids).not.toContain(registrationId(campId, mother.uid));

    const [arif, nadia, mina] = (await Promise.all(ids.map(readRegistration))) as Registration[];
    expect(arif).toMatchObject({
      participantUid: mother.uid,
      ParticipantName: 'Arif Hossain',
      ParticipantEmail: mother.email.toLowerCase(),
      personKey: `dependant:${mother.uid}:arif hossain`,
      dependant: { relationship: 'child', guardianName: 'Mina Mother' },
      PaymentStatus: 'Free',
    });
    expect(nadia!.ParticipantName).toBe('Nadia Hossain');
    expect(mina).toMatchObject({ ParticipantName: 'Mina Mother', personKey: `account:${mother.uid}` });
    expect(mina!.dependant ?? null).toBeNull();
    expect(new Set([arif!.ticket, nadia!.ticket, mina!.ticket]).size).toBe(3);
    expect(await readDoc<HealthDetailsRecord>(COLLECTIONS.healthDetails, ids[1]!)).toMatchObject({ age: 4, gender: 'Female', participantUid: mother.uid });
    expect((await readCamp(campId))!.ParticipantCount).toBe(3);

    // The guardian's dashboard lists each person's registration.
    const mine = await api<(Registration & { _id: string })[]>('GET', `/myCamps/${encodeURIComponent(mother.email)}`, { token: mother.idToken });
    expect(mine.body.map((r) => r.ParticipantName).sort()).toEqual(['Arif Hossain', 'Mina Mother', 'Nadia Hossain']);
  });

  it('one registration per person per camp: the same child (however spelled), or the guardian, only once; another family’s child of that name is another person', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    expect((await join(mother, child(campId, 'Arif Hossain'))).status).toBe(201);
    const again = await join(mother, child(campId, '  arif   HOSSAIN '));
    expect([again.status, again.body.error.code]).toEqual([409, 'already-registered']);
    expect(again.body.error.message).toContain('arif');
    expect((await join(mother, validForm(campId))).status).toBe(201);
    expect((await join(mother, validForm(campId))).body.error.code).toBe('already-registered');
    expect((await join(cast.owner, child(campId, 'Arif Hossain'))).status).toBe(201);
    expect((await readCamp(campId))!.ParticipantCount).toBe(3);
  });

  it('a registration made before person keys (id campId_uid) still counts as the account holder’s own', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    const legacyId = registrationId(campId, mother.uid);
    const { db } = adminServices();
    const legacy = { ...(await readRegistration((await join(cast.other, validForm(campId))).body.insertedId))!, participantUid: mother.uid };
    delete (legacy as Partial<Registration>).personKey;
    await db.collection(COLLECTIONS.registrations).doc(legacyId).set(legacy);
    const refused = await join(mother, validForm(campId));
    expect([refused.status, refused.body.error.code]).toEqual([409, 'already-registered']);
    // Her children are other people.
    expect((await join(mother, child(campId, 'Arif Hossain'))).status).toBe(201);
  });

  it('refuses a dependant without a name or with an unknown relationship, and writes nothing', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    for (const dependant of [{ name: '', relationship: 'child' }, { name: 'Arif', relationship: 'cousin' }, { relationship: 'child' }, 'Arif']) {
      const answer = await join(mother, { ...validForm(campId), dependant });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}).some((f) => f.startsWith('dependant'))).toBe(true);
    }
    expect((await readCamp(campId))!.ParticipantCount).toBe(0);
  });

  it('children count against capacity like anyone: the third person of a two-seat camp waits', async () => {
    const { id: campId } = await createCamp({ fee: 0, capacity: 2 });
    await join(mother, child(campId, 'Arif Hossain'));
    await join(mother, child(campId, 'Nadia Hossain'));
    const third = await join(mother, validForm(campId));
    expect(third.body).toMatchObject({ waitlisted: true, position: 1 });
  });

  it('the guardian pays for one child and cancels another; the export and the account deletion cover them', async () => {
    const { id: campId } = await createCamp({ fee: 15 });
    const father = await createUser({ role: 'Participant', displayName: 'Farid Father' });
    const paid = (await join(father, child(campId, 'Sami Rahman'))).body.insertedId;
    const cancelled = (await join(father, child(campId, 'Lina Rahman'))).body.insertedId;
    const kept = (await join(father, { ...child(campId, 'Old Grandma'), dependant: { name: 'Old Grandma', relationship: 'parent' } })).body.insertedId;

    const intent = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token: father.idToken, body: { registrationId: paid } });
    expect(intent.status).toBe(200);
    expect((await api('POST', `/local-payments/${intent.body.paymentIntentId}/confirm`, { token: father.idToken, body: card })).status).toBe(200);
    expect((await readRegistration(paid))!.PaymentStatus).toBe('Paid');
    expect((await api('DELETE', `/deleteRegisteredCamps/${cancelled}`, { token: father.idToken })).status).toBe(200);
    expect(await readRegistration(cancelled)).toBeNull();
    // Nobody else may cancel them.
    expect((await api('DELETE', `/deleteRegisteredCamps/${kept}`, { token: cast.other.idToken })).status).toBe(403);

    const exported = await api<{ registrations: { _id: string; ParticipantName: string; healthDetails: unknown }[]; payments: unknown[] }>('GET', '/me/export', {
      token: father.idToken,
    });
    expect(exported.body.registrations.map((r) => r.ParticipantName).sort()).toEqual(['Old Grandma', 'Sami Rahman']);
    expect(exported.body.registrations.every((r) => r.healthDetails !== null)).toBe(true);
    expect(exported.body.payments).toHaveLength(1);

    const deleted = await api<{ cancelled: number; refunded: number } & ErrorBody>('DELETE', '/me', { token: father.idToken, body: { paidUpcoming: 'cancel-and-refund' } });
    expect(deleted.status).toBe(200);
    expect(await readRegistration(kept)).toBeNull();
    expect(await readRegistration(paid)).toBeNull();
    const left = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
    expect(left.docs.map((d) => d.get('ParticipantName'))).toEqual([]);
    expect(await readDoc(COLLECTIONS.healthDetails, kept)).toBeNull();
  });
});
