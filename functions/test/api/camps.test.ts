/**
 * Camps through the Hosting origin: who may call what, every bad input
 * refused without a write, listing / sorting / search / paging with totals,
 * the counters, and the delete rules.
 */
import {
  campSearchEntries,
  campSortOrder,
  COLLECTIONS,
  nameKeyFor,
  registrationId,
  searchTokensFor,
  type Camp,
  type CampSortValue,
} from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, resetAndSeed, signIn } from '../../../tests/support/emulators.ts';
import { ACTORS, countDocs, deleteManyCamps, insertManyCamps, signInActors, storeTestImage, type Actor, type ActorName } from './actors.ts';

type CampBody = Camp & { _id: string };
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let actors: Record<ActorName, Actor>;
let imageUrl: string;

const validCamp = () => ({
  CampName: 'Matrix Test Camp',
  Image: imageUrl,
  CampFees: 25.5,
  DateTime: '2030-06-01T09:30:00.000Z',
  Location: 'Community Hall, Porto',
  HealthcareProfessional: 'Dr. Ana Costa',
  Description: 'A camp created by the API test suite to check permissions.',
});

/** A camp written straight to Firestore with its search entries, as the seed does. */
async function insertCamp(id: string, fields: Partial<Camp> = {}): Promise<Camp> {
  const { db } = adminServices();
  const base = { ...validCamp(), ...fields };
  const camp: Camp = {
    CampName: base.CampName,
    Image: base.Image,
    CampFees: base.CampFees,
    DateTime: base.DateTime,
    Location: base.Location,
    HealthcareProfessional: base.HealthcareProfessional,
    Description: base.Description,
    ParticipantCount: fields.ParticipantCount ?? 0,
    searchTokens: searchTokensFor(base.CampName, base.Location, base.HealthcareProfessional),
    nameKey: nameKeyFor(base.CampName),
    createdAt: fields.createdAt ?? new Date().toISOString(),
    updatedAt: fields.updatedAt ?? new Date().toISOString(),
    createdBy: 'test',
    // Run by the suite's organizer unless a test says otherwise.
    organizerUids: fields.organizerUids ?? [actors.organizer.uid!],
  };
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.camps).doc(id), camp);
  for (const entry of campSearchEntries(id, camp)) batch.set(db.collection(COLLECTIONS.campSearch).doc(entry.id), entry.data);
  await batch.commit();
  return camp;
}

async function insertRegistration(campId: string, uid: string, paymentStatus: 'Paid' | 'Unpaid') {
  const { db } = adminServices();
  await db
    .collection(COLLECTIONS.registrations)
    .doc(registrationId(campId, uid))
    .set({
      campId,
      participantUid: uid,
      CampName: 'x',
      PaymentStatus: paymentStatus,
      ConfirmationStatus: 'Pending',
      createdAt: new Date().toISOString(),
    });
}

async function campDoc(id: string) {
  const { db } = adminServices();
  return db.collection(COLLECTIONS.camps).doc(id).get();
}

beforeAll(async () => {
  await resetAndSeed();
  actors = await signInActors();
  imageUrl = await storeTestImage('camps-test-image');
});

describe('authorization matrix', () => {
  const readExpectations: Record<ActorName, number> = {
    none: 200,
    badToken: 401,
    participant: 200,
    otherParticipant: 200,
    organizer: 200,
    admin: 200,
  };
  const writeExpectations = (ok: number): Record<ActorName, number> => ({
    none: 401,
    badToken: 401,
    participant: 403,
    otherParticipant: 403,
    organizer: ok,
    admin: ok,
  });

  for (const [path] of [['/allcamp'], ['/allavilableCamps'], ['/campDetails/camp-01'], ['/allcampCount']] as const) {
    for (const name of ACTORS) {
      it(`GET ${path} as ${name} → ${readExpectations[name]}`, async () => {
        const response = await api('GET', path, { token: actors[name].token });
        expect(response.status).toBe(readExpectations[name]);
      });
    }
  }

  for (const name of ACTORS) {
    const expected = writeExpectations(201)[name];
    it(`POST /addCamp as ${name} → ${expected}`, async () => {
      const before = await countDocs(COLLECTIONS.camps);
      const response = await api('POST', '/addCamp', { token: actors[name].token, body: validCamp() });
      expect(response.status).toBe(expected);
      expect(await countDocs(COLLECTIONS.camps)).toBe(before + (expected === 201 ? 1 : 0));
    });
  }

  for (const name of ACTORS) {
    const expected = writeExpectations(200)[name];
    it(`PUT /updateCamp/:id as ${name} → ${expected}`, async () => {
      const id = `matrix-update-${name}`;
      await insertCamp(id);
      const response = await api('PUT', `/updateCamp/${id}`, {
        token: actors[name].token,
        body: { ...validCamp(), CampName: `Renamed by ${name}` },
      });
      expect(response.status).toBe(expected);
      expect((await campDoc(id)).get('CampName')).toBe(expected === 200 ? `Renamed by ${name}` : 'Matrix Test Camp');
    });
  }

  for (const name of ACTORS) {
    const expected = writeExpectations(200)[name];
    it(`DELETE /campDelete/:id as ${name} → ${expected}`, async () => {
      const id = `matrix-delete-${name}`;
      await insertCamp(id);
      const response = await api('DELETE', `/campDelete/${id}`, { token: actors[name].token });
      expect(response.status).toBe(expected);
      expect((await campDoc(id)).exists).toBe(expected !== 200);
    });
  }

  it('answers a 401 with the JSON error shape', async () => {
    const response = await api<ErrorBody>('POST', '/addCamp', { token: 'garbage', body: validCamp() });
    expect(response.body.error.code).toBe('unauthenticated');
    expect(response.body.error.message).toMatch(/sign in/i);
  });
});

describe('POST /addCamp', () => {
  it('stores the camp with server-derived fields and ignores ParticipantCount and other extras', async () => {
    const response = await api<{ insertedId: string; camp: CampBody }>('POST', '/addCamp', {
      token: actors.organizer.token,
      body: {
        ...validCamp(),
        CampName: '  Árvore Eye Clinic  ',
        DateTime: '2031-01-15T08:45',
        ParticipantCount: 999,
        searchTokens: ['hacked'],
        nameKey: 'aaa',
        createdBy: 'someone-else',
        _id: 'chosen-id',
        isAdmin: true,
      },
    });
    expect(response.status).toBe(201);
    const snap = await campDoc(response.body.insertedId);
    expect(snap.exists).toBe(true);
    expect(response.body.insertedId).not.toBe('chosen-id');
    const stored = snap.data() as Camp & Record<string, unknown>;
    expect(stored.CampName).toBe('Árvore Eye Clinic');
    expect(stored.ParticipantCount).toBe(0);
    expect(stored.DateTime).toBe('2031-01-15T08:45:00.000Z');
    expect(stored.createdBy).toBe(actors.organizer.uid);
    expect(stored.nameKey).toBe('arvore eye clinic');
    expect(stored.searchTokens).toContain('arv');
    expect(stored.searchTokens).not.toContain('hacked');
    expect(stored.isAdmin).toBeUndefined();
    expect(response.body.camp.CampName).toBe('Árvore Eye Clinic');
    expect(response.body.camp).not.toHaveProperty('searchTokens');
  });

  it('takes a camp without a picture (the site shows its default art), and an edit keeps or removes the picture', async () => {
    const { Image: _image, ...withoutPicture } = validCamp();
    for (const body of [withoutPicture, { ...withoutPicture, Image: null }, { ...withoutPicture, Image: '' }]) {
      const created = await api<{ insertedId: string; camp: CampBody }>('POST', '/addCamp', { token: actors.organizer.token, body });
      expect(created.status).toBe(201);
      expect(created.body.camp.Image).toBe('');
      expect((await campDoc(created.body.insertedId)).get('Image')).toBe('');
    }
    const withPicture = await api<{ insertedId: string }>('POST', '/addCamp', { token: actors.organizer.token, body: validCamp() });
    const id = withPicture.body.insertedId;
    expect((await api('PUT', `/updateCamp/${id}`, { token: actors.organizer.token, body: { ...withoutPicture, CampName: 'Kept Picture' } })).status).toBe(200);
    expect((await campDoc(id)).get('Image')).toBe(imageUrl);
    expect((await api('PUT', `/updateCamp/${id}`, { token: actors.organizer.token, body: { ...withoutPicture, Image: null } })).status).toBe(200);
    expect((await campDoc(id)).get('Image')).toBe('');
  });

  it('converts a DateTime with an offset to UTC', async () => {
    const response = await api<{ insertedId: string }>('POST', '/addCamp', {
      token: actors.organizer.token,
      body: { ...validCamp(), DateTime: '2030-06-01T09:30:00+02:00' },
    });
    expect(response.status).toBe(201);
    expect((await campDoc(response.body.insertedId)).get('DateTime')).toBe('2030-06-01T07:30:00.000Z');
  });

  it('accepts a free camp and a fee with two decimals', async () => {
    for (const CampFees of [0, 1, 19.99, 100000]) {
      const response = await api('POST', '/addCamp', { token: actors.organizer.token, body: { ...validCamp(), CampFees } });
      expect(response.status, `CampFees ${CampFees}`).toBe(201);
    }
  });

  it('keeps a per-camp refund cut-off: 48 hours unless given, kept by an edit that leaves it out, and bounded', async () => {
    const plain = await api<{ insertedId: string }>('POST', '/addCamp', { token: actors.organizer.token, body: validCamp() });
    expect((await campDoc(plain.body.insertedId)).get('refundCutoffHours')).toBe(48);
    const own = await api<{ insertedId: string }>('POST', '/addCamp', {
      token: actors.organizer.token,
      body: { ...validCamp(), refundCutoffHours: 6 },
    });
    expect((await campDoc(own.body.insertedId)).get('refundCutoffHours')).toBe(6);
    const edited = await api('PUT', `/updateCamp/${own.body.insertedId}`, { token: actors.organizer.token, body: validCamp() });
    expect(edited.status).toBe(200);
    expect((await campDoc(own.body.insertedId)).get('refundCutoffHours')).toBe(6);
    for (const refundCutoffHours of [-1, 1.5, 721, '12']) {
      const bad = await api<ErrorBody>('POST', '/addCamp', { token: actors.organizer.token, body: { ...validCamp(), refundCutoffHours } });
      expect(bad.status, String(refundCutoffHours)).toBe(400);
      expect(bad.body.error.fields?.refundCutoffHours).toBeTruthy();
    }
  });

  it('refuses a fee between free and the minimum card charge, with a field message, on create and update', async () => {
    const created = await api<{ insertedId: string }>('POST', '/addCamp', { token: actors.organizer.token, body: validCamp() });
    const before = (await campDoc(created.body.insertedId)).data();
    for (const CampFees of [0.01, 0.5, 0.99]) {
      const add = await api<ErrorBody>('POST', '/addCamp', { token: actors.organizer.token, body: { ...validCamp(), CampFees } });
      expect(add.status, `CampFees ${CampFees}`).toBe(400);
      expect(add.body.error.fields?.CampFees).toMatch(/0 \(free\) or from \$1/);
      const update = await api<ErrorBody>('PUT', `/updateCamp/${created.body.insertedId}`, {
        token: actors.organizer.token,
        body: { ...validCamp(), CampFees },
      });
      expect(update.status).toBe(400);
      expect(update.body.error.fields?.CampFees).toMatch(/card payments start at \$1/);
    }
    expect((await campDoc(created.body.insertedId)).data()).toEqual(before);
  });

  const badBodies: [string, unknown, string][] = [
    ['missing CampName', { ...validCampShape(), CampName: undefined }, 'CampName'],
    ['empty CampName', { ...validCampShape(), CampName: '   ' }, 'CampName'],
    ['numeric CampName', { ...validCampShape(), CampName: 12345 }, 'CampName'],
    ['huge CampName', { ...validCampShape(), CampName: 'x'.repeat(50_000) }, 'CampName'],
    ['HTML in CampName', { ...validCampShape(), CampName: '<script>alert(1)</script>' }, 'CampName'],
    ['HTML in Description', { ...validCampShape(), Description: 'Hello <img src=x onerror=alert(1)> world' }, 'Description'],
    ['HTML in Location', { ...validCampShape(), Location: '<b>Porto</b>' }, 'Location'],
    ['a line break in CampName (a mail header or CSV row would split)', { ...validCampShape(), CampName: 'Eye Camp\r\nBcc: all@example.org' }, 'CampName'],
    ['a line break in Location', { ...validCampShape(), Location: 'Porto\nSpain' }, 'Location'],
    ['a control character in HealthcareProfessional', { ...validCampShape(), HealthcareProfessional: 'Dr. Ana\u0000Costa' }, 'HealthcareProfessional'],
    ['a date in the past', { ...validCampShape(), DateTime: '2020-06-01T09:30:00.000Z' }, 'DateTime'],
    ['a date a minute ago', { ...validCampShape(), DateTime: new Date(Date.now() - 60_000).toISOString() }, 'DateTime'],
    ['short Description', { ...validCampShape(), Description: 'short' }, 'Description'],
    ['missing HealthcareProfessional', { ...validCampShape(), HealthcareProfessional: undefined }, 'HealthcareProfessional'],
    ['negative fee', { ...validCampShape(), CampFees: -5 }, 'CampFees'],
    ['fee as text', { ...validCampShape(), CampFees: '25' }, 'CampFees'],
    ['fee with three decimals', { ...validCampShape(), CampFees: 10.001 }, 'CampFees'],
    ['fee above the maximum', { ...validCampShape(), CampFees: 100000.01 }, 'CampFees'],
    ['NaN fee (null in JSON)', { ...validCampShape(), CampFees: null }, 'CampFees'],
    ['missing fee', { ...validCampShape(), CampFees: undefined }, 'CampFees'],
    ['fee as an object', { ...validCampShape(), CampFees: { $gt: 0 } }, 'CampFees'],
    ['words for a date', { ...validCampShape(), DateTime: 'next tuesday' }, 'DateTime'],
    ['impossible date', { ...validCampShape(), DateTime: '2030-02-30T10:00' }, 'DateTime'],
    ['25 o’clock', { ...validCampShape(), DateTime: '2030-02-10T25:00' }, 'DateTime'],
    ['numeric date', { ...validCampShape(), DateTime: 1893456000000 }, 'DateTime'],
    ['foreign image URL', { ...validCampShape(), Image: 'https://evil.example/pic.jpg' }, 'Image'],
    ['javascript image URL', { ...validCampShape(), Image: 'javascript:alert(1)' }, 'Image'],
    ['image that does not exist', { ...validCampShape(), Image: '/api/images/no-such-image' }, 'Image'],
  ];

  for (const [label, body, field] of badBodies) {
    it(`refuses ${label} with 400 naming ${field}, writing nothing`, async () => {
      const before = await countDocs(COLLECTIONS.camps);
      const response = await api<ErrorBody>('POST', '/addCamp', { token: actors.organizer.token, body: resolveImage(body) });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid-argument');
      expect(response.body.error.fields?.[field]).toBeTruthy();
      expect(response.body.error.message).toContain(field);
      // Each field also carries a code, for forms in other languages than the messages' English.
      const code = (response.body.error as { fieldCodes?: Record<string, string> }).fieldCodes?.[field];
      expect(code).toBeTruthy();
      if (label.includes('line break')) {
        expect(response.body.error.fields?.[field]).toMatch(/one line/);
        expect(code).toBe('one-line');
      }
      if (label.includes('date a') || label.includes('in the past')) {
        expect(response.body.error.fields?.[field]).toMatch(/in the future/);
        expect(code).toBe('in-past');
      }
      if (label.startsWith('HTML')) expect(code).toBe('markup');
      if (label.startsWith('missing')) expect(code).toBe('required');
      expect(await countDocs(COLLECTIONS.camps)).toBe(before);
    });
  }

  for (const [label, raw] of [
    ['an array', '[1,2,3]'],
    ['an empty object', '{}'],
  ] as const) {
    it(`refuses ${label} as the body with a JSON 400`, async () => {
      const before = await countDocs(COLLECTIONS.camps);
      const response = await api<ErrorBody>('POST', '/addCamp', { token: actors.organizer.token, body: raw });
      expect(response.status).toBe(400);
      expect(response.body.error.message.length).toBeGreaterThan(5);
      expect(await countDocs(COLLECTIONS.camps)).toBe(before);
    });
  }

  // The Functions runtime parses JSON before our code runs and answers these itself.
  for (const [label, raw] of [
    ['a bare string', '"camp"'],
    ['malformed JSON', '{"CampName": '],
  ] as const) {
    it(`refuses ${label} as the body with a 400, writing nothing`, async () => {
      const before = await countDocs(COLLECTIONS.camps);
      const response = await api('POST', '/addCamp', { token: actors.organizer.token, body: raw });
      expect(response.status).toBe(400);
      expect(await countDocs(COLLECTIONS.camps)).toBe(before);
    });
  }
});

/** The valid body with the image filled in at run time. */
function validCampShape() {
  return {
    CampName: 'Bad Input Camp',
    Image: '__IMAGE__',
    CampFees: 10,
    DateTime: '2030-06-01T09:30:00.000Z',
    Location: 'Community Hall, Porto',
    HealthcareProfessional: 'Dr. Ana Costa',
    Description: 'A camp used to check that bad input is refused.',
  };
}
function resolveImage(body: unknown): unknown {
  if (body && typeof body === 'object' && (body as { Image?: unknown }).Image === '__IMAGE__') {
    return { ...body, Image: imageUrl };
  }
  return body;
}

describe('PUT /updateCamp/:id', () => {
  it('replaces the organizer’s fields, keeps ParticipantCount, createdAt and createdBy, refreshes search fields', async () => {
    const original = await insertCamp('update-keeps', { ParticipantCount: 7, createdAt: '2025-01-01T00:00:00.000Z' });
    const response = await api<{ camp: CampBody }>('PUT', '/updateCamp/update-keeps', {
      token: actors.organizer.token,
      body: { ...validCamp(), CampName: 'Dermatology Morning', Location: 'Braga', ParticipantCount: 0, CampFees: 12 },
    });
    expect(response.status).toBe(200);
    const stored = (await campDoc('update-keeps')).data() as Camp;
    expect(stored.CampName).toBe('Dermatology Morning');
    expect(stored.CampFees).toBe(12);
    expect(stored.ParticipantCount).toBe(7);
    expect(stored.createdAt).toBe(original.createdAt);
    expect(stored.createdBy).toBe('test');
    expect(stored.searchTokens).toContain('derma');
    expect(stored.searchTokens).toContain('braga');
    expect(stored.searchTokens).not.toContain('matrix');
    expect(stored.nameKey).toBe('dermatology morning');
    expect(stored.updatedAt > original.updatedAt).toBe(true);
    expect(response.body.camp.ParticipantCount).toBe(7);
  });

  // The name reaches the copy through the propagateCampEdits trigger, after the answer. This test once
  // said the copy kept its old name: it read the copy before the trigger had run, and failed once the
  // emulators got quick enough for the trigger to win.
  it('rewrites registrations’ copies of the camp’s name, but not the fee they registered at', async () => {
    await insertCamp('update-regs');
    await insertRegistration('update-regs', 'someone', 'Unpaid');
    const { db } = adminServices();
    const registration = db.collection(COLLECTIONS.registrations).doc(registrationId('update-regs', 'someone'));
    await registration.update({ CampFees: validCamp().CampFees });
    const response = await api('PUT', '/updateCamp/update-regs', {
      token: actors.organizer.token,
      body: { ...validCamp(), CampName: 'New Name', CampFees: 40 },
    });
    expect(response.status).toBe(200);
    await expect.poll(async () => (await registration.get()).get('CampName'), { timeout: 60_000, interval: 500 }).toBe('New Name');
    expect((await registration.get()).get('CampFees')).toBe(validCamp().CampFees);
  });

  it('answers 404 for a camp that does not exist, creating nothing', async () => {
    const response = await api<ErrorBody>('PUT', '/updateCamp/no-such-camp', {
      token: actors.organizer.token,
      body: validCamp(),
    });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not-found');
    expect((await campDoc('no-such-camp')).exists).toBe(false);
  });

  it('cannot move a camp into the past, but a camp that took place can still be corrected', async () => {
    await insertCamp('update-past', { DateTime: '2030-06-01T09:30:00.000Z' });
    const before = (await campDoc('update-past')).data();
    const moved = await api<ErrorBody>('PUT', '/updateCamp/update-past', {
      token: actors.organizer.token,
      body: { ...validCamp(), DateTime: '2021-06-01T09:30:00.000Z' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.code).toBe('invalid-argument');
    expect(moved.body.error.fields?.DateTime).toMatch(/in the future/);
    expect((await campDoc('update-past')).data()).toEqual(before);

    // A camp that took place keeps its date: fixing its name is allowed, moving it to another past day is not.
    await insertCamp('update-took-place', { DateTime: '2024-03-01T09:00:00.000Z' });
    const fixed = await api('PUT', '/updateCamp/update-took-place', {
      token: actors.organizer.token,
      body: { ...validCamp(), CampName: 'Corrected Name', DateTime: '2024-03-01T09:00:00.000Z' },
    });
    expect(fixed.status).toBe(200);
    expect((await campDoc('update-took-place')).get('CampName')).toBe('Corrected Name');
    const other = await api<ErrorBody>('PUT', '/updateCamp/update-took-place', {
      token: actors.organizer.token,
      body: { ...validCamp(), DateTime: '2024-03-02T09:00:00.000Z' },
    });
    expect(other.status).toBe(400);
    expect(other.body.error.fields?.DateTime).toMatch(/in the future/);
  });

  it('refuses bad input without changing the camp', async () => {
    await insertCamp('update-bad');
    const before = (await campDoc('update-bad')).data();
    for (const body of [
      { ...validCamp(), CampFees: -1 },
      { ...validCamp(), CampName: '<h1>x</h1>' },
      { ...validCamp(), DateTime: 'soon' },
      { ...validCamp(), Image: '/api/images/missing' },
      { CampName: 'Only a name' },
    ]) {
      const response = await api('PUT', '/updateCamp/update-bad', { token: actors.organizer.token, body });
      expect(response.status).toBe(400);
    }
    expect((await campDoc('update-bad')).data()).toEqual(before);
  });
});

describe('DELETE /campDelete/:id', () => {
  it('deletes a camp nobody joined', async () => {
    await insertCamp('delete-empty');
    await insertRegistration('other-camp', 'u1', 'Unpaid');
    const response = await api('DELETE', '/campDelete/delete-empty', { token: actors.organizer.token });
    expect(response.status).toBe(200);
    expect((await campDoc('delete-empty')).exists).toBe(false);
    expect((await adminServices().db.collection(COLLECTIONS.registrations).doc(registrationId('other-camp', 'u1')).get()).exists).toBe(true);
  });

  it.each(['Unpaid', 'Paid'] as const)('refuses a camp with an %s registration with 409 camp-has-registrations (cancel it instead)', async (status) => {
    const campId = `delete-joined-${status}`;
    await insertCamp(campId);
    await insertRegistration(campId, 'u1', status);
    const response = await api<ErrorBody>('DELETE', `/campDelete/${campId}`, { token: actors.admin.token });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('camp-has-registrations');
    expect(response.body.error.message).toMatch(/Cancel it instead/);
    expect((await campDoc(campId)).exists).toBe(true);
    const left = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
    expect(left.size).toBe(1);
  });

  it('answers 404 for missing and malformed ids', async () => {
    for (const id of ['no-such-camp', '..%2F..%2Fusers', 'a'.repeat(300), '__name__']) {
      const response = await api<ErrorBody>('DELETE', `/campDelete/${id}`, { token: actors.organizer.token });
      expect([404], id).toContain(response.status);
    }
  });
});

describe('GET /campDetails/:id', () => {
  it('answers the camp with its id and without search helpers', async () => {
    const response = await api<CampBody>('GET', '/campDetails/camp-01');
    expect(response.status).toBe(200);
    expect(response.body._id).toBe('camp-01');
    expect(response.body.CampName).toBe((await campDoc('camp-01')).get('CampName'));
    expect(response.body).not.toHaveProperty('searchTokens');
    expect(response.body).not.toHaveProperty('nameKey');
  });

  it('answers a JSON 404 for a camp that does not exist', async () => {
    const response = await api<ErrorBody>('GET', '/campDetails/no-such-camp');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not-found');
    expect(response.body.error.message).toMatch(/camp/i);
  });
});

describe('GET /allavilableCamps', () => {
  const idsOf = (body: unknown) => (body as CampBody[]).map((c) => c._id);

  /** Every camp, ordered as the API promises (ties by document id in the same direction). */
  async function expectedOrder(sortValue: CampSortValue, filter: (c: Camp) => boolean = () => true) {
    const { db } = adminServices();
    const snap = await db.collection(COLLECTIONS.camps).get();
    const { field, direction } = campSortOrder(sortValue);
    const sign = direction === 'asc' ? 1 : -1;
    return snap.docs
      .filter((d) => filter(d.data() as Camp))
      .sort((a, b) => {
        const x = a.get(field);
        const y = b.get(field);
        if (x < y) return -sign;
        if (x > y) return sign;
        return a.id < b.id ? -sign : sign;
      })
      .map((d) => d.id);
  }

  async function allPages(query: string, limit: number) {
    const ids: string[] = [];
    let total = -1;
    for (let page = 1; page < 100; page++) {
      const response = await api('GET', `/allavilableCamps?${query}&limit=${limit}&page=${page}`);
      expect(response.status).toBe(200);
      total = Number(response.headers.get('x-total-count'));
      const pageIds = idsOf(response.body);
      expect(pageIds.length).toBeLessThanOrEqual(limit);
      if (pageIds.length === 0) break;
      ids.push(...pageIds);
    }
    return { ids, total };
  }

  beforeAll(async () => {
    // Search fixtures with a word no seed camp uses.
    await insertCamp('zz-search-1', { CampName: 'Zephyr Cardiology Day', Location: 'Oslo', HealthcareProfessional: 'Dr. Nils Berg', CampFees: 5, ParticipantCount: 3, createdAt: '2026-01-01T00:00:00.000Z' });
    await insertCamp('zz-search-2', { CampName: 'Zéphyr Eye Clinic', Location: 'Bergen Harbour', HealthcareProfessional: 'Dr. Ida Lund', CampFees: 50, ParticipantCount: 1, createdAt: '2026-01-02T00:00:00.000Z' });
    await insertCamp('zz-search-3', { CampName: 'Vision Morning', Location: 'Zephyrville', HealthcareProfessional: 'Eye team', CampFees: 20, ParticipantCount: 2, createdAt: '2026-01-03T00:00:00.000Z' });
    await insertCamp('zz-search-4', { CampName: 'Dental Check', Location: 'Zephyrville', HealthcareProfessional: 'Dr. Tooth', CampFees: 0, ParticipantCount: 0, createdAt: '2026-01-04T00:00:00.000Z' });
  });

  it('defaults to newest first, 5 per page, with the total in X-Total-Count', async () => {
    const response = await api('GET', '/allavilableCamps?sortValue=&searchValue=&userEmail=someone@example.com');
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('x-total-count'))).toBe(await countDocs(COLLECTIONS.camps));
    expect(idsOf(response.body)).toEqual((await expectedOrder('')).slice(0, 5));
  });

  for (const sortValue of ['', 'ParticipantCount', 'CampFees', 'alphabetical'] as const) {
    it(`pages through every camp sorted by "${sortValue}" without gaps or repeats`, async () => {
      const { ids, total } = await allPages(`sortValue=${sortValue}`, 7);
      const expected = await expectedOrder(sortValue);
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected);
    });
  }

  it('sorts alphabetically case- and accent-folded', async () => {
    const { ids } = await allPages('sortValue=alphabetical', 50);
    const { db } = adminServices();
    const names = await Promise.all(ids.map(async (id) => nameKeyFor((await db.collection('camps').doc(id).get()).get('CampName'))));
    expect(names).toEqual([...names].sort());
  });

  it('finds one word as a prefix of name, location or professional, accent- and case-insensitively', async () => {
    for (const q of ['zeph', 'ZÉPHYR', 'zephyr']) {
      const { ids, total } = await allPages(`searchValue=${encodeURIComponent(q)}`, 2);
      expect(total, q).toBe(4);
      expect(new Set(ids)).toEqual(new Set(['zz-search-1', 'zz-search-2', 'zz-search-3', 'zz-search-4']));
      expect(ids).toEqual(['zz-search-4', 'zz-search-3', 'zz-search-2', 'zz-search-1']);
    }
  });

  it('requires every word of a multi-word search, in the chosen order, with the right total', async () => {
    const { ids, total } = await allPages(`searchValue=${encodeURIComponent('eye zephyr')}&sortValue=CampFees`, 1);
    expect(total).toBe(2);
    expect(ids).toEqual(['zz-search-2', 'zz-search-3']);
    const none = await api('GET', `/allavilableCamps?searchValue=${encodeURIComponent('zephyr dermatology')}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('pages through many matches of a multi-word search', async () => {
    // 130 camps share "quokka"; every third (44) also says "beta": five pages of ten, the last one short.
    // (700 camps took most of a minute to write and delete beside the browser lanes, and the Firestore
    // emulator keeps every path ever written, so each later query of the lane walked them too.)
    const quokka = (i: number) => `quokka-${String(i).padStart(3, '0')}`;
    await insertManyCamps(quokka, 130, (i) => ({
      CampName: `Quokka ${i % 3 === 0 ? 'Beta' : 'Alpha'} Camp ${i}`,
      CampFees: i,
      createdAt: new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(),
    }));
    const expected = Array.from({ length: 130 }, (_, i) => i).filter((i) => i % 3 === 0).reverse().map(quokka);
    try {
      for (const sortValue of ['', 'CampFees']) {
        const page = await api('GET', `/allavilableCamps?searchValue=beta%20quokka&sortValue=${sortValue}&limit=10&page=3`);
        expect(page.status).toBe(200);
        expect(page.headers.get('x-total-count')).toBe(String(expected.length));
        expect(idsOf(page.body)).toEqual(expected.slice(20, 30));
      }
      const last = await api('GET', '/allavilableCamps?searchValue=quokka%20beta&limit=10&page=5');
      expect(idsOf(last.body)).toEqual(expected.slice(40));
    } finally {
      await deleteManyCamps(quokka, 130);
    }
  });

  it('does not match inside words, only at word starts', async () => {
    const response = await api('GET', '/allavilableCamps?searchValue=ephyr');
    expect(response.body).toEqual([]);
    expect(response.headers.get('x-total-count')).toBe('0');
  });

  it('matches what the seed data says for a seed word', async () => {
    const expected = await expectedOrder('', (c) => searchTokensFor(c.CampName, c.Location, c.HealthcareProfessional).includes('eye'));
    const { ids, total } = await allPages('searchValue=eye', 3);
    expect(total).toBe(expected.length);
    expect(ids).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
  });

  it('treats punctuation-only search as no search', async () => {
    const response = await api('GET', '/allavilableCamps?searchValue=%20%2C%2C%20');
    expect(Number(response.headers.get('x-total-count'))).toBe(await countDocs(COLLECTIONS.camps));
  });

  it('answers a page past the end with an empty array and the real total', async () => {
    const response = await api('GET', '/allavilableCamps?page=20&limit=50');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(Number(response.headers.get('x-total-count'))).toBe(await countDocs(COLLECTIONS.camps));
  });

  for (const query of [
    'sortValue=price',
    'sortValue=__name__',
    'limit=0',
    'limit=51',
    'limit=abc',
    'limit=2.5',
    'page=0',
    'page=-1',
    'page=NaN',
    'sortValue=CampFees&sortValue=alphabetical',
    `searchValue=${'a'.repeat(201)}`,
  ]) {
    it(`refuses ?${query.slice(0, 40)} with a 400`, async () => {
      const response = await api<ErrorBody>('GET', `/allavilableCamps?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid-argument');
      expect(response.body.error.message.length).toBeGreaterThan(10);
    });
  }
});

describe('GET /allcamp', () => {
  it('answers the 6 camps with the most participants', async () => {
    const response = await api<CampBody[]>('GET', '/allcamp');
    const { db } = adminServices();
    const top = await db.collection(COLLECTIONS.camps).orderBy('ParticipantCount', 'desc').limit(6).get();
    expect(response.body.map((c) => c.ParticipantCount)).toEqual(top.docs.map((d) => d.get('ParticipantCount')));
    expect(response.body).toHaveLength(6);
  });
});

describe('GET /allcampCount', () => {
  it('counts camps, registrations the caller may see and the caller’s bookings', async () => {
    const { db } = adminServices();
    const camps = await countDocs(COLLECTIONS.camps);
    const registrations = await countDocs(COLLECTIONS.registrations);
    const organizersRegistrations = (
      await db.collection(COLLECTIONS.registrations).where('organizerUids', 'array-contains', actors.organizer.uid).count().get()
    ).data().count;
    const priya = await signIn('participant@campcare.test', 'campcare-participant');
    const priyaRegs = (await db.collection(COLLECTIONS.registrations).where('participantUid', '==', priya.uid).count().get()).data().count;
    const priyaBookings = (await db.collection(COLLECTIONS.bookings).where('participantUid', '==', priya.uid).count().get()).data().count;
    expect(priyaRegs).toBeGreaterThan(0);
    expect(priyaBookings).toBeGreaterThan(0);

    const anonymous = await api('GET', '/allcampCount');
    expect(anonymous.body).toEqual({ count: camps, registeredCount: 0, allMyPaymentsCount: 0 });
    const participant = await api('GET', '/allcampCount', { token: priya.idToken });
    expect(participant.body).toEqual({ count: camps, registeredCount: priyaRegs, allMyPaymentsCount: priyaBookings });
    // An organizer counts the registrations of the camps they run; an admin, every camp's.
    const organizer = await api('GET', '/allcampCount', { token: actors.organizer.token });
    expect(organizer.body).toEqual({ count: camps, registeredCount: organizersRegistrations, allMyPaymentsCount: 0 });
    expect(organizersRegistrations).toBeLessThan(registrations);
    const admin = await api('GET', '/allcampCount', { token: actors.admin.token });
    expect(admin.body).toEqual({ count: camps, registeredCount: registrations, allMyPaymentsCount: 0 });
    const fresh = await api('GET', '/allcampCount', { token: actors.otherParticipant.token });
    expect(fresh.body).toEqual({ count: camps, registeredCount: 0, allMyPaymentsCount: 0 });
  });
});

