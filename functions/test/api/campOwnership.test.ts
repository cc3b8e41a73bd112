/**
 * Camps belong to who runs them: every organizer endpoint asked by the
 * camp's creator, a co-organizer, an organizer of another camp and an admin
 * (who runs no camp), on the real emulators. Co-organizers are added and
 * removed by email, and the registrations' copies of the organizer list
 * follow, so the lists and the rules stay within each camp's people.
 */
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type TestUser } from '../../../tests/support/emulators.ts';
import { ownRegistrationIdOrThrow } from '../../../tests/support/emulators.ts';
import { storeTestImage } from './actors.ts';
import { markPaid, readCamp, readRegistration, registerOrThrow, type ErrorBody } from './registrationFixtures.ts';

type Who = 'owner' | 'coOrganizer' | 'otherOrganizer' | 'admin';
const WHO: readonly Who[] = ['owner', 'coOrganizer', 'otherOrganizer', 'admin'];

let people: Record<Who, TestUser>;
let participant: TestUser;
let imageUrl: string;
/** The shared camp: created by owner, co-run by coOrganizer. */
let campId: string;

const campBody = (name: string) => ({
  CampName: name,
  Image: imageUrl,
  CampFees: 30,
  DateTime: '2031-03-01T09:00:00.000Z',
  Location: 'Harbour Clinic, Porto',
  HealthcareProfessional: 'Dr. Rui Matos',
  Description: 'A camp created by the ownership tests.',
});

async function createCampAs(user: TestUser, name: string): Promise<string> {
  const response = await api<{ insertedId: string }>('POST', '/addCamp', { token: user.idToken, body: campBody(name) });
  expect(response.status).toBe(201);
  return response.body.insertedId;
}

/** A registration of someone (not necessarily a real account) in the camp, copied as the API writes it. */
async function registrationIn(camp: string, uid: string, paid = false): Promise<string> {
  const { db } = adminServices();
  const stored = await readCamp(camp);
  const id = `${camp}_${uid}`;
  const now = new Date().toISOString();
  const registration: Registration = {
    campId: camp,
    participantUid: uid,
    CampName: stored!.CampName,
    ParticipantName: 'Someone Else',
    ParticipantEmail: `${uid}@test.campcare.test`,
    Image: stored!.Image,
    CampFees: stored!.CampFees,
    DateTime: stored!.DateTime,
    Location: stored!.Location,
    HealthcareProfessional: stored!.HealthcareProfessional,
    PaymentStatus: 'Unpaid',
    ConfirmationStatus: 'Pending',
    feedbackGiven: false,
    organizerUids: stored!.organizerUids,
    searchTokens: ['someone'],
    nameKey: stored!.CampName.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  };
  await db.collection(COLLECTIONS.registrations).doc(id).set(registration);
  if (paid) await markPaid(id);
  return id;
}

const listIds = async (path: string, token: string) => {
  const response = await api<{ _id: string }[]>('GET', path, { token });
  expect(response.status).toBe(200);
  return response.body.map((r) => r._id);
};

let counter = 0;
const fresh = () => `ownership-${Date.now()}-${counter++}`;

beforeAll(async () => {
  await resetAndSeed();
  await api('GET', '/allcamp');
  const owner = await createUser({ role: 'Organizer', displayName: 'Olga Owner' });
  const coOrganizer = await createUser({ role: 'Organizer', displayName: 'Cora Coorganizer' });
  const otherOrganizer = await createUser({ role: 'Organizer', displayName: 'Otto Otherorg' });
  const admin = await createUser({ role: 'Organizer', admin: true, displayName: 'Ada Admin' });
  participant = await createUser({ role: 'Participant', displayName: 'Pia Participant' });
  people = { owner, coOrganizer, otherOrganizer, admin };
  imageUrl = await storeTestImage('ownership-image');
  campId = await createCampAs(owner, 'Ownership Eye Camp');
  const added = await api('POST', `/camps/${campId}/organizers`, { token: owner.idToken, body: { email: coOrganizer.email } });
  expect(added.status).toBe(201);
  await registerOrThrow(participant, campId);
  // The other organizer runs a camp of their own.
  await createCampAs(otherOrganizer, 'Other Organisation Camp');
});

describe('camp creation and co-organizers', () => {
  it('records the creator first, then the co-organizer added by email, and copies them onto registrations', async () => {
    const camp = await readCamp(campId);
    expect(camp?.organizerUids).toEqual([people.owner.uid, people.coOrganizer.uid]);
    const registration = await readRegistration(await ownRegistrationIdOrThrow(campId, participant.uid));
    expect(registration?.organizerUids).toEqual([people.owner.uid, people.coOrganizer.uid]);
  });

  it('lists the organizers (uid, email, name) for those who run the camp and admins only', async () => {
    for (const who of WHO) {
      const response = await api<{ uid: string; email: string }[]>('GET', `/camps/${campId}/organizers`, { token: people[who].idToken });
      expect(response.status, who).toBe(who === 'otherOrganizer' ? 403 : 200);
      if (response.status === 200) expect(response.body.map((o) => o.email)).toEqual([people.owner.email, people.coOrganizer.email]);
    }
  });

  it.each<[string, Who, () => string, number, string]>([
    ['an organizer of another camp', 'otherOrganizer', () => people.admin.email, 403, 'permission-denied'],
    ['a co-organizer (only the creator adds)', 'coOrganizer', () => people.otherOrganizer.email, 403, 'permission-denied'],
    ['a participant account', 'owner', () => participant.email, 400, 'invalid-argument'],
    ['an unknown address', 'owner', () => 'nobody-here@test.campcare.test', 400, 'invalid-argument'],
    ['someone already listed', 'owner', () => people.coOrganizer.email, 409, 'already-organizer'],
    ['not an email', 'owner', () => 'not-an-email', 400, 'invalid-argument'],
  ])('refuses adding %s and changes nothing', async (_case, who, email, status, code) => {
    const before = await readCamp(campId);
    const response = await api<ErrorBody>('POST', `/camps/${campId}/organizers`, { token: people[who].idToken, body: { email: email() } });
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(response.body.error.message.length).toBeGreaterThan(10);
    expect((await readCamp(campId))?.organizerUids).toEqual(before?.organizerUids);
  });

  it("answers a participant's account and an address with no account alike, so the form tells nobody who has an account", async () => {
    const asked = async (email: string) => {
      const response = await api<ErrorBody>('POST', `/camps/${campId}/organizers`, { token: people.owner.idToken, body: { email } });
      return { status: response.status, body: response.body };
    };
    const participants = await asked(participant.email);
    const nobody = await asked('nobody-at-all@test.campcare.test');
    expect(nobody).toEqual(participants);
    expect(participants.status).toBe(400);
    expect(participants.body.error.fields?.email).toMatch(/No organizer account/);
  });

  it('never removes the creator', async () => {
    const response = await api<ErrorBody>('DELETE', `/camps/${campId}/organizers/${people.owner.uid}`, { token: people.admin.idToken });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('creator-stays');
  });

  it('a removed co-organizer loses the camp at once, and its registrations follow', async () => {
    const camp = await createCampAs(people.owner, 'Short Partnership Camp');
    await api('POST', `/camps/${camp}/organizers`, { token: people.owner.idToken, body: { email: people.otherOrganizer.email } });
    const reg = await registrationIn(camp, fresh());
    const { db } = adminServices();
    await db.collection(COLLECTIONS.registrations).doc(reg).update({ organizerUids: [people.owner.uid, people.otherOrganizer.uid] });
    expect((await api('PUT', `/updateCamp/${camp}`, { token: people.otherOrganizer.idToken, body: campBody('Renamed By Partner') })).status).toBe(200);

    const removed = await api('DELETE', `/camps/${camp}/organizers/${people.otherOrganizer.uid}`, { token: people.owner.idToken });
    expect(removed.status).toBe(200);
    expect((await readCamp(camp))?.organizerUids).toEqual([people.owner.uid]);
    expect((await readRegistration(reg))?.organizerUids).toEqual([people.owner.uid]);
    const refused = await api<ErrorBody>('PUT', `/updateCamp/${camp}`, { token: people.otherOrganizer.idToken, body: campBody('Again') });
    expect(refused.status).toBe(403);
    expect(await listIds('/allRegisterUser?limit=50', people.otherOrganizer.idToken)).not.toContain(reg);
  });
});

describe('every organizer endpoint × owner, co-organizer, other organizer, admin', () => {
  const ALLOWED: Record<Who, boolean> = { owner: true, coOrganizer: true, otherOrganizer: false, admin: true };

  it.each(WHO)('PUT /updateCamp/:id as %s', async (who) => {
    const before = await readCamp(campId);
    const response = await api<ErrorBody>('PUT', `/updateCamp/${campId}`, {
      token: people[who].idToken,
      body: campBody(`Ownership Eye Camp (${who})`),
    });
    expect(response.status).toBe(ALLOWED[who] ? 200 : 403);
    if (!ALLOWED[who]) {
      expect(response.body.error.message).toMatch(/do not run this camp/);
      expect(await readCamp(campId)).toEqual(before);
    } else {
      expect((await readCamp(campId))?.CampName).toBe(`Ownership Eye Camp (${who})`);
    }
  });

  it.each(WHO)('PATCH /StatusConfirmed/:id as %s', async (who) => {
    const id = await registrationIn(campId, fresh(), true);
    const response = await api<ErrorBody>('PATCH', `/StatusConfirmed/${id}`, { token: people[who].idToken });
    expect(response.status).toBe(ALLOWED[who] ? 200 : 403);
    expect((await readRegistration(id))?.ConfirmationStatus).toBe(ALLOWED[who] ? 'Confirmed' : 'Pending');
  });

  it.each(WHO)('DELETE /deleteRegisteredCamps/:id as %s', async (who) => {
    const id = await registrationIn(campId, fresh());
    const response = await api<ErrorBody>('DELETE', `/deleteRegisteredCamps/${id}`, { token: people[who].idToken });
    expect(response.status).toBe(ALLOWED[who] ? 200 : 403);
    expect(await readRegistration(id)).toEqual(ALLOWED[who] ? null : expect.objectContaining({ campId }));
  });

  it.each(WHO)('DELETE /campDelete/:id as %s', async (who) => {
    const camp = await createCampAs(people.owner, `Camp to delete (${who})`);
    await api('POST', `/camps/${camp}/organizers`, { token: people.owner.idToken, body: { email: people.coOrganizer.email } });
    const response = await api<ErrorBody>('DELETE', `/campDelete/${camp}`, { token: people[who].idToken });
    expect(response.status).toBe(ALLOWED[who] ? 200 : 403);
    expect(await readCamp(camp)).toEqual(ALLOWED[who] ? null : expect.objectContaining({ CampName: `Camp to delete (${who})` }));
  });

  it.each(WHO)('GET /allRegisterUser as %s lists this camp’s registrations only to those who run it', async (who) => {
    const ids = await listIds('/allRegisterUser?limit=50&searchValue=pia', people[who].idToken);
    const mine = await ownRegistrationIdOrThrow(campId, participant.uid);
    if (ALLOWED[who]) expect(ids).toContain(mine);
    else expect(ids).not.toContain(mine);
  });

  it.each(WHO)('GET /myCamps, /allMyPayments and /user for a participant of the camp as %s', async (who) => {
    for (const path of [`/myCamps/${participant.email}`, `/allMyPayments/${participant.email}`, `/user/${participant.email}`]) {
      const response = await api<ErrorBody>('GET', path, { token: people[who].idToken });
      expect(response.status, path).toBe(ALLOWED[who] ? 200 : 404);
    }
  });

  it.each(WHO)('GET /allcampCount as %s counts the registrations of the camps they run', async (who) => {
    const { db } = adminServices();
    const registrations = db.collection(COLLECTIONS.registrations);
    const expected =
      who === 'admin'
        ? (await registrations.count().get()).data().count
        : (await registrations.where('organizerUids', 'array-contains', people[who].uid).count().get()).data().count;
    const response = await api<{ registeredCount: number }>('GET', '/allcampCount', { token: people[who].idToken });
    expect(response.body.registeredCount).toBe(expected);
    if (who === 'otherOrganizer') expect(expected).toBe(0);
  });
});

describe('two organisations side by side', () => {
  it('an organizer’s registrations list holds only the camps they run; an admin may filter by organizer', async () => {
    const { db } = adminServices();
    const theirs = async (uid: string) =>
      (await db.collection(COLLECTIONS.registrations).where('organizerUids', 'array-contains', uid).get()).docs.map((d) => d.id).sort();
    const listed = async (token: string, query = '') => {
      const response = await api<{ _id: string }[]>('GET', `/allRegisterUser?limit=50${query}`, { token });
      return { ids: response.body.map((r) => r._id).sort(), total: Number(response.headers.get('x-total-count')) };
    };
    const owner = await listed(people.owner.idToken);
    expect(owner.ids).toEqual((await theirs(people.owner.uid)).slice(0, 50));
    expect(owner.total).toBe((await theirs(people.owner.uid)).length);
    const filtered = await listed(people.admin.idToken, `&organizer=${people.owner.uid}`);
    expect(filtered).toEqual(owner);
    // An organizer cannot widen their view with the admin's filter.
    expect(await listed(people.otherOrganizer.idToken, `&organizer=${people.owner.uid}`)).toEqual(await listed(people.otherOrganizer.idToken));
  });

  it('Manage Camps asks for the camps one organizer runs', async () => {
    const response = await api<{ _id: string; organizerUids: string[] }[]>('GET', `/allavilableCamps?organizer=${people.coOrganizer.uid}&limit=50`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const camp of response.body) expect(camp.organizerUids).toContain(people.coOrganizer.uid);
    const searched = await api<{ _id: string }[]>('GET', `/allavilableCamps?organizer=${people.owner.uid}&searchValue=ownership eye`);
    expect(searched.body.map((c) => c._id)).toEqual([campId]);
  });

  it('the seed: two organizers run their own camps, one together, and the admin runs none', async () => {
    const { db } = adminServices();
    const runBy = async (uid: string) => (await db.collection(COLLECTIONS.camps).where('organizerUids', 'array-contains', uid).get()).docs;
    const daniel = await runBy('demo-organizer');
    const helena = await runBy('demo-organizer-2');
    expect(daniel.length).toBeGreaterThan(2);
    expect(helena.length).toBeGreaterThan(2);
    expect(daniel.filter((d) => helena.some((h) => h.id === d.id))).toHaveLength(1);
    expect(await runBy('demo-admin')).toHaveLength(0);
  });
});
