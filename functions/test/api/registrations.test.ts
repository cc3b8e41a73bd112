/**
 * Registrations on the emulators: who may call what (every endpoint × every
 * kind of caller), every state transition allowed and refused, with the
 * documents read back after each call, and bad input that must write nothing.
 */
import {
  COLLECTIONS,
  HEALTH_FIELDS,
  PRIVACY_POLICY_VERSION,
  healthErasureTime,
  registrationId,
  type Booking,
  type HealthDetailsRecord,
  type Registration,
} from '@campcare/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, ownRegistrationId, createUser, resetAndSeed } from '../../../tests/support/emulators.ts';
import {
  signInDemo,
  BAD_TOKEN,
  castOfCallers,
  countDocs,
  createCamp,
  markConfirmed,
  markPaid,
  participantCount,
  readCamp,
  readDoc,
  readHealthRecord,
  readRegistration,
  register,
  registerOrThrow,
  tokenOf,
  validForm,
  type CallerName,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';

let cast: Cast;

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
});

describe('POST /registerCamp', () => {
  it.each<[CallerName, number]>([
    ['none', 401],
    ['bad', 401],
    ['owner', 201],
    ['other', 201],
    ['organizer', 403],
    ['admin', 403],
  ])('answers %s with %i, and only a created registration counts', async (caller, status) => {
    const { id: campId } = await createCamp();
    const response = await api<ErrorBody>('POST', '/registerCamp', { token: tokenOf(cast, caller), body: validForm(campId) });
    expect(response.status).toBe(status);
    const user = caller === 'none' || caller === 'bad' ? null : cast[caller];
    if (status === 201) {
      expect(await ownRegistrationId(campId, user!.uid)).not.toBeNull();
      expect(await participantCount(campId)).toBe(1);
    } else {
      expect(response.body.error.message).toBeTruthy();
      if (user) expect(await ownRegistrationId(campId, user.uid)).toBeNull();
      expect(await participantCount(campId)).toBe(0);
    }
  });

  it('copies the camp, takes name and email from the token and ignores what the client claims', async () => {
    const { id: campId, camp } = await createCamp({ fee: 19.99 });
    const response = await api<{ acknowledged: boolean; insertedId: string }>('POST', '/registerCamp', {
      token: cast.owner.idToken,
      body: {
        ...validForm(campId),
        // What old clients send along: all of it must be ignored.
        CampName: 'Forged Camp',
        CampFees: 0,
        Image: 'https://evil.example/x.png',
        DateTime: '2000-01-01T00:00:00.000Z',
        Location: 'Nowhere',
        HealthcareProfessional: 'Dr. Nobody',
        ParticipantName: 'Someone Else',
        ParticipantEmail: 'someone@else.test',
        PaymentStatus: 'Paid',
        ConfirmationStatus: 'Confirmed',
        participantUid: cast.other.uid,
        feedbackGiven: true,
        ParticipantCount: 1000,
      },
    });
    expect(response.status).toBe(201);
    // A new registration's id says nothing about whose it is: the answer names it.
    const id = (response.body as unknown as { insertedId: string }).insertedId;
    expect(response.body).toEqual({ acknowledged: true, insertedId: id });
    expect(id).not.toBe(registrationId(campId, cast.owner.uid));
    expect(await ownRegistrationId(campId, cast.owner.uid)).toBe(id);

    const stored = await readRegistration(id);
    expect(stored).toMatchObject({
      campId,
      participantUid: cast.owner.uid,
      CampName: camp.CampName,
      Image: camp.Image,
      CampFees: 19.99,
      DateTime: camp.DateTime,
      Location: camp.Location,
      HealthcareProfessional: camp.HealthcareProfessional,
      ParticipantName: 'Olivia Owner',
      ParticipantEmail: cast.owner.email.toLowerCase(),
      PaymentStatus: 'Unpaid',
      ConfirmationStatus: 'Pending',
      feedbackGiven: false,
      nameKey: camp.nameKey,
      consent: { policyVersion: PRIVACY_POLICY_VERSION, givenAt: stored!.createdAt },
    });
    // The health details live apart, where no browser reads them.
    for (const field of HEALTH_FIELDS) expect(stored).not.toHaveProperty(field);
    const { eraseAt, ...health } = (await readHealthRecord(response.body.insertedId)) as HealthDetailsRecord & { eraseAt: Timestamp };
    expect(health).toEqual({
      participantUid: cast.owner.uid,
      campId,
      age: 34,
      phoneNumber: '5550142387',
      gender: 'Female',
      emergencyContact: '5550198214',
      createdAt: stored!.createdAt,
    });
    // Kept until the camp's retention ends, when the erasure job and the TTL policy delete it.
    expect(eraseAt.toDate().toISOString()).toBe(healthErasureTime(camp.DateTime, camp.retentionDays).toISOString());
    expect(stored!.searchTokens).toEqual(expect.arrayContaining(['test', 'olivia', 'owner']));
    expect(Date.parse(stored!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await participantCount(campId)).toBe(1);
  });

  it('starts a free camp Free (nothing to pay, nothing paid) and Pending; the participant cancels it and an organizer deletes it', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    const id = await registerOrThrow(cast.owner, campId);
    expect(await readRegistration(id)).toMatchObject({ PaymentStatus: 'Free', ConfirmationStatus: 'Pending' });
    const pay = await api<ErrorBody>('POST', '/create-payment-stripe', { token: cast.owner.idToken, body: { registrationId: id } });
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toMatch(/free/i);

    expect((await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.owner.idToken })).status).toBe(200);
    expect(await readRegistration(id)).toBeNull();
    expect(await participantCount(campId)).toBe(0);

    const again = await registerOrThrow(cast.owner, campId);
    expect((await api('DELETE', `/deleteRegisteredCamps/${again}`, { token: cast.organizer.idToken })).status).toBe(200);
    expect(await readRegistration(again)).toBeNull();
    // Nobody is left, so the camp itself can be deleted.
    expect((await api('DELETE', `/campDelete/${campId}`, { token: cast.organizer.idToken })).status).toBe(200);
  });

  it('confirms a free registration, which then takes feedback', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    const id = await registerOrThrow(cast.owner, campId);
    expect((await api('PATCH', `/StatusConfirmed/${id}`, { token: cast.organizer.idToken })).status).toBe(200);
    expect(await readRegistration(id)).toMatchObject({ PaymentStatus: 'Free', ConfirmationStatus: 'Confirmed' });
    // Confirmed: the organizer can no longer delete it.
    expect((await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.organizer.idToken })).status).toBe(409);
  });

  it('accepts numbers and the text of numeric inputs, and normalizes gender case', async () => {
    const { id: campId } = await createCamp();
    const response = await api('POST', '/registerCamp', {
      token: cast.owner.idToken,
      body: { campId, age: '7', phoneNumber: 5550142387, gender: 'male', emergencyContact: '+1 (555) 019-8214', consent: true },
    });
    expect(response.status).toBe(201);
    expect(await readHealthRecord((await ownRegistrationId(campId, cast.owner.uid))!)).toMatchObject({
      age: 7,
      phoneNumber: '5550142387',
      gender: 'Male',
      emergencyContact: '+1 (555) 019-8214',
    });
  });

  it('refuses a second registration with 409 already-registered and changes nothing', async () => {
    const { id: campId } = await createCamp();
    const id = await registerOrThrow(cast.owner, campId);
    const before = await readRegistration(id);
    const second = await api<ErrorBody>('POST', '/registerCamp', {
      token: cast.owner.idToken,
      body: { ...validForm(campId), age: 99, gender: 'Other' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('already-registered');
    expect(second.body.error.message).toBe('You are already registered for this camp.');
    expect(await readRegistration(id)).toEqual(before);
    expect(await participantCount(campId)).toBe(1);
  });

  it('refuses a camp whose date has passed with 409 camp-closed', async () => {
    const { id: campId } = await createCamp({ startsInDays: -1, participantCount: 3 });
    const response = await api<ErrorBody>('POST', '/registerCamp', { token: cast.owner.idToken, body: validForm(campId) });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('camp-closed');
    expect(await ownRegistrationId(campId, cast.owner.uid)).toBeNull();
    expect(await participantCount(campId)).toBe(3);
  });

  it('refuses a seeded past camp too (camp-03 took place 20 days ago)', async () => {
    const before = await participantCount('camp-03');
    const response = await api<ErrorBody>('POST', '/registerCamp', { token: cast.owner.idToken, body: validForm('camp-03') });
    expect(response.status).toBe(409);
    expect(await participantCount('camp-03')).toBe(before);
  });

  it('answers 404 for a camp that does not exist, writing nothing', async () => {
    const registrations = await countDocs(COLLECTIONS.registrations);
    const response = await api<ErrorBody>('POST', '/registerCamp', {
      token: cast.owner.idToken,
      body: validForm('no-such-camp'),
    });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not-found');
    expect(await countDocs(COLLECTIONS.registrations)).toBe(registrations);
    expect(await readDoc(COLLECTIONS.camps, 'no-such-camp')).toBeNull();
  });

  describe('bad input: 4xx with a clear message, and no write', () => {
    let campId: string;
    beforeAll(async () => {
      campId = (await createCamp()).id;
    });

    const valid = () => validForm(campId);
    const without = (field: string) => () => {
      const body: Record<string, unknown> = valid();
      delete body[field];
      return body;
    };
    const withField = (field: string, value: unknown) => () => ({ ...valid(), [field]: value });

    it.each<[string, () => unknown, string]>([
      ['no campId', without('campId'), 'campId'],
      ['no age', without('age'), 'age'],
      ['no phoneNumber', without('phoneNumber'), 'phoneNumber'],
      ['no gender', without('gender'), 'gender'],
      ['no emergencyContact', without('emergencyContact'), 'emergencyContact'],
      ['no consent', without('consent'), 'consent'],
      ['consent refused', withField('consent', false), 'consent'],
      ['consent as text', withField('consent', 'yes'), 'consent'],
      ['consent as a number', withField('consent', 1), 'consent'],
      ['age as words', withField('age', 'thirty'), 'age'],
      ['age as a boolean', withField('age', true), 'age'],
      ['age with decimals', withField('age', 3.5), 'age'],
      ['a negative age', withField('age', -1), 'age'],
      ['an impossible age', withField('age', 500), 'age'],
      ['age "NaN"', withField('age', 'NaN'), 'age'],
      ['age null (what JSON makes of NaN)', withField('age', null), 'age'],
      ['age Infinity as text', withField('age', 'Infinity'), 'age'],
      ['phoneNumber as an object', withField('phoneNumber', { n: 1 }), 'phoneNumber'],
      ['phoneNumber as words', withField('phoneNumber', 'call me maybe'), 'phoneNumber'],
      ['phoneNumber too short', withField('phoneNumber', '123'), 'phoneNumber'],
      ['phoneNumber oversize', withField('phoneNumber', '5'.repeat(5000)), 'phoneNumber'],
      ['phoneNumber with HTML', withField('phoneNumber', '<script>alert(1)</script>'), 'phoneNumber'],
      ['emergencyContact as an array', withField('emergencyContact', ['5550198214']), 'emergencyContact'],
      ['emergencyContact with HTML', withField('emergencyContact', '<img src=x onerror=alert(1)>'), 'emergencyContact'],
      ['gender not offered', withField('gender', 'Robot'), 'gender'],
      ['gender as a number', withField('gender', 5), 'gender'],
      ['gender wrapped in HTML', withField('gender', '<b>Female</b>'), 'gender'],
      ['campId as a number', withField('campId', 12), 'campId'],
      ['campId as a path', withField('campId', '../users/demo-admin'), 'campId'],
      ['campId empty', withField('campId', ''), 'campId'],
      ['campId oversize', withField('campId', 'c'.repeat(500)), 'campId'],
    ])('%s → 400 naming the field', async (_case, body, field) => {
      const registrations = await countDocs(COLLECTIONS.registrations);
      const response = await api<ErrorBody>('POST', '/registerCamp', { token: cast.other.idToken, body: body() });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid-argument');
      expect(response.body.error.message).toContain(field);
      expect(response.body.error.fields?.[field]).toMatch(/\w+ \w+/);
      expect(await countDocs(COLLECTIONS.registrations)).toBe(registrations);
      expect(await ownRegistrationId(campId, cast.other.uid)).toBeNull();
      expect(await participantCount(campId)).toBe(0);
    });

    // The Functions runtime parses JSON before our app sees the request, so a
    // body it cannot parse is refused there (400); anything it can parse
    // reaches our schemas. Either way: a 4xx, and nothing written.
    it.each<[string, () => string, number[]]>([
      ['a body that is not JSON (NaN)', () => `{"campId": "${campId}", "age": NaN}`, [400]],
      ['a JSON array', () => '[]', [400]],
      ['a JSON string', () => '"register me"', [400]],
      ['an empty object', () => '{}', [400]],
      // 413 where the size limit applies first, else the schema refuses the 200 kB phone number.
      ['a body over 100 kB', () => JSON.stringify({ ...validForm(campId), phoneNumber: '5'.repeat(200_000) }), [400, 413]],
    ])('%s → %j', async (_case, raw, statuses) => {
      const response = await api<ErrorBody | string>('POST', '/registerCamp', { token: cast.other.idToken, body: raw() });
      expect(statuses).toContain(response.status);
      expect(await ownRegistrationId(campId, cast.other.uid)).toBeNull();
      expect(await participantCount(campId)).toBe(0);
    });
  });
});

/** A fresh registration of the owner's, in the given state, on a camp of its own. */
async function ownersRegistration(state: 'Unpaid+Pending' | 'Paid+Pending' | 'Paid+Confirmed') {
  const { id: campId } = await createCamp();
  const id = await registerOrThrow(cast.owner, campId);
  let paymentId: string | null = null;
  if (state !== 'Unpaid+Pending') paymentId = await markPaid(id);
  if (state === 'Paid+Confirmed') await markConfirmed(id);
  return { campId, id, paymentId };
}

describe('DELETE /deleteRegisteredCamps/:id', () => {
  it.each<[CallerName, number]>([
    ['none', 401],
    ['bad', 401],
    ['owner', 200],
    ['other', 403],
    ['organizer', 200],
    ['admin', 200],
  ])('on an Unpaid + Pending registration answers %s with %i', async (caller, status) => {
    const { campId, id } = await ownersRegistration('Unpaid+Pending');
    const before = await readRegistration(id);
    const response = await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: tokenOf(cast, caller) });
    expect(response.status).toBe(status);
    if (status === 200) {
      expect(await readRegistration(id)).toBeNull();
      expect(await participantCount(campId)).toBe(0);
    } else {
      expect(await readRegistration(id)).toEqual(before);
      expect(await participantCount(campId)).toBe(1);
    }
  });

  it.each<['owner' | 'organizer' | 'admin', 'Paid+Pending' | 'Paid+Confirmed']>([
    ['organizer', 'Paid+Pending'],
    ['organizer', 'Paid+Confirmed'],
    ['admin', 'Paid+Confirmed'],
  ])('refuses the %s a %s registration with 409 registration-locked', async (caller, state) => {
    const { campId, id } = await ownersRegistration(state);
    const before = await readRegistration(id);
    const response = await api<ErrorBody>('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast[caller].idToken });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('registration-locked');
    expect(await readRegistration(id)).toEqual(before);
    expect(await participantCount(campId)).toBe(1);
  });

  it('refuses another participant even a paid registration with 403, not 409', async () => {
    const { id } = await ownersRegistration('Paid+Pending');
    const response = await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.other.idToken });
    expect(response.status).toBe(403);
  });

  it('lets the owner register again after cancelling', async () => {
    const { campId, id } = await ownersRegistration('Unpaid+Pending');
    expect((await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.owner.idToken })).status).toBe(200);
    expect((await register(cast.owner, campId)).status).toBe(201);
    expect(await participantCount(campId)).toBe(1);
  });

  it('answers 404 for a registration that does not exist', async () => {
    const response = await api<ErrorBody>('DELETE', '/deleteRegisteredCamps/camp-01_nobody', { token: cast.organizer.idToken });
    expect(response.status).toBe(404);
    expect(await participantCount('camp-01')).toBe(15);
  });

  it.each(['a.b', 'x'.repeat(300), '%3Cscript%3E', 'camp-01_p-02%2F..'])('answers 400 for the malformed id %s', async (id) => {
    const response = await api<ErrorBody>('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.organizer.idToken });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/registration id/i);
  });

  it('still deletes a registration whose camp is gone, without recreating the camp', async () => {
    const { campId, id } = await ownersRegistration('Unpaid+Pending');
    await adminServices().db.collection(COLLECTIONS.camps).doc(campId).delete();
    expect((await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.owner.idToken })).status).toBe(200);
    expect(await readRegistration(id)).toBeNull();
    expect(await readCamp(campId)).toBeNull();
  });
});

describe('PATCH /StatusConfirmed/:id', () => {
  it.each<[CallerName, number]>([
    ['none', 401],
    ['bad', 401],
    ['owner', 403],
    ['other', 403],
    ['organizer', 200],
    ['admin', 200],
  ])('on a Paid + Pending registration answers %s with %i', async (caller, status) => {
    const { id, paymentId } = await ownersRegistration('Paid+Pending');
    const before = await readRegistration(id);
    const response = await api('PATCH', `/StatusConfirmed/${id}`, { token: tokenOf(cast, caller) });
    expect(response.status).toBe(status);
    const after = await readRegistration(id);
    const booking = await readDoc<Booking>(COLLECTIONS.bookings, paymentId!);
    if (status === 200) {
      expect(after).toMatchObject({ PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed' });
      expect(booking?.ConfirmationStatus).toBe('Confirmed');
    } else {
      expect(after).toEqual(before);
      expect(booking?.ConfirmationStatus).toBe('Pending');
    }
  });

  it.each<['Unpaid+Pending' | 'Paid+Confirmed', string]>([
    ['Unpaid+Pending', 'Only paid registrations can be confirmed.'],
    ['Paid+Confirmed', 'This registration is already confirmed.'],
  ])('refuses a %s registration with 409 not-confirmable', async (state, message) => {
    const { id } = await ownersRegistration(state);
    const before = await readRegistration(id);
    const response = await api<ErrorBody>('PATCH', `/StatusConfirmed/${id}`, { token: cast.organizer.idToken });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'not-confirmable', message });
    expect(await readRegistration(id)).toEqual(before);
  });

  it('ignores whatever the body says and only confirms', async () => {
    const { id } = await ownersRegistration('Paid+Pending');
    const response = await api('PATCH', `/StatusConfirmed/${id}`, {
      token: cast.organizer.idToken,
      body: { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending', ParticipantName: 'Changed' },
    });
    expect(response.status).toBe(200);
    expect(await readRegistration(id)).toMatchObject({
      PaymentStatus: 'Paid',
      ConfirmationStatus: 'Confirmed',
      ParticipantName: 'Olivia Owner',
    });
  });

  it('confirms a seeded Paid + Pending registration and its booking', async () => {
    const id = registrationId('camp-02', 'demo-participant');
    // Daniel co-runs camp-02 with Helena, who created it.
    const daniel = await signInDemo('organizer');
    const response = await api('PATCH', `/StatusConfirmed/${id}`, { token: daniel.idToken });
    expect(response.status).toBe(200);
    expect((await readRegistration(id))?.ConfirmationStatus).toBe('Confirmed');
    const bookings = await adminServices().db.collection(COLLECTIONS.bookings).where('registrationId', '==', id).get();
    expect(bookings.size).toBe(1);
    expect(bookings.docs[0]!.get('ConfirmationStatus')).toBe('Confirmed');
  });

  it('answers 404 for a registration that does not exist and 400 for a malformed id', async () => {
    expect((await api('PATCH', '/StatusConfirmed/no-such-registration', { token: cast.organizer.idToken })).status).toBe(404);
    expect((await api('PATCH', '/StatusConfirmed/a.b', { token: cast.organizer.idToken })).status).toBe(400);
  });
});

describe.each(['/myCamps', '/allMyPayments'])('GET %s/:email', (path) => {
  it.each<[CallerName, number]>([
    ['none', 401],
    ['bad', 401],
    ['owner', 200],
    ['other', 403],
    ['organizer', 200],
    ['admin', 200],
  ])("for the owner's email answers %s with %i", async (caller, status) => {
    const response = await api<unknown[] | ErrorBody>('GET', `${path}/${encodeURIComponent(cast.owner.email)}`, {
      token: tokenOf(cast, caller),
    });
    expect(response.status).toBe(status);
    if (status === 200) {
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.headers.get('x-total-count')).toMatch(/^\d+$/);
    } else {
      expect((response.body as ErrorBody).error.message).toBeTruthy();
    }
  });

  it("returns only the owner's documents, found by account and not by the email stored on them", async () => {
    const { id } = await ownersRegistration('Paid+Pending');
    // An email copy that no longer matches must not matter: the list follows the account.
    await adminServices().db.collection(COLLECTIONS.registrations).doc(id).update({ ParticipantEmail: 'old@address.test' });
    const response = await api<{ participantUid: string; ParticipantEmail: string }[]>(
      'GET',
      `${path}/${encodeURIComponent(cast.owner.email.toUpperCase())}?limit=50`,
      { token: cast.owner.idToken },
    );
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const item of response.body) expect(item.participantUid).toBe(cast.owner.uid);
  });

  it('answers an organizer 404 for an unknown email and 400 for something that is not an email', async () => {
    const unknown = await api<ErrorBody>('GET', `${path}/nobody@campcare.test`, { token: cast.organizer.idToken });
    expect(unknown.status).toBe(404);
    const malformed = await api<ErrorBody>('GET', `${path}/not-an-email`, { token: cast.organizer.idToken });
    expect(malformed.status).toBe(400);
  });

  it('answers another participant 403 whether or not the email exists', async () => {
    for (const email of ['participant@campcare.test', 'nobody@campcare.test', 'not-an-email']) {
      expect((await api('GET', `${path}/${email}`, { token: cast.other.idToken })).status).toBe(403);
    }
  });
});

describe('GET /allRegisterUser', () => {
  it.each<[CallerName, number]>([
    ['none', 401],
    ['bad', 401],
    ['owner', 403],
    ['other', 403],
    ['organizer', 200],
    ['admin', 200],
  ])('answers %s with %i', async (caller, status) => {
    const response = await api<Registration[] | ErrorBody>('GET', '/allRegisterUser', { token: tokenOf(cast, caller) });
    expect(response.status).toBe(status);
    if (status === 200) expect(Array.isArray(response.body)).toBe(true);
  });
});

describe('a bearer for an account that was deleted', () => {
  it('is refused with 401 everywhere', async () => {
    const ghost = await createUser({ role: 'Participant' });
    await adminServices().auth.deleteUser(ghost.uid);
    const { id: campId } = await createCamp();
    const response = await api<ErrorBody>('POST', '/registerCamp', { token: ghost.idToken, body: validForm(campId) });
    expect(response.status).toBe(401);
    expect(await participantCount(campId)).toBe(0);
    expect((await api('GET', '/allRegisterUser', { token: BAD_TOKEN })).status).toBe(401);
  });
});
