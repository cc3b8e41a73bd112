/**
 * Reviews on the emulators: only the owner of a confirmed registration, only
 * once, only valid text; and the public list of the newest reviews.
 */
import { COLLECTIONS, REVIEWS_LIMIT, registrationId, type Feedback } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, resetAndSeed } from '../../../tests/support/emulators.ts';
import {
  castOfCallers,
  createCamp,
  markConfirmed,
  markPaid,
  readDoc,
  readRegistration,
  registerOrThrow,
  signInDemo,
  tokenOf,
  type CallerName,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';

let cast: Cast;

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
});

const readReview = (id: string) => readDoc<Feedback>(COLLECTIONS.feedback, id);
const countReviews = async () => (await adminServices().db.collection(COLLECTIONS.feedback).count().get()).data().count;

type Created = { acknowledged: boolean; insertedId: string };

/** Posts a review that must be accepted; returns the stored review's id (a random one). */
async function postReview(token: string, body: Record<string, unknown>): Promise<string> {
  const response = await api<Created>('POST', '/feedback', { token, body });
  expect(response.status).toBe(201);
  return response.body.insertedId;
}

/** A fresh registration of the owner's in the given state. */
async function ownersRegistration(state: 'Unpaid+Pending' | 'Paid+Pending' | 'Paid+Confirmed'): Promise<string> {
  const { id: campId } = await createCamp();
  const id = await registerOrThrow(cast.owner, campId);
  if (state !== 'Unpaid+Pending') await markPaid(id);
  if (state === 'Paid+Confirmed') await markConfirmed(id);
  return id;
}

const review = (id: string, extra: Record<string, unknown> = {}) => ({
  registrationId: id,
  ratting: 4,
  feedback: 'Clear advice and a short wait.',
  ...extra,
});

describe('POST /feedback', () => {
  it.each<[CallerName, number]>([
    ['none', 401],
    ['bad', 401],
    ['owner', 201],
    ['other', 403],
    ['organizer', 403],
    ['admin', 403],
  ])('on a confirmed registration answers %s with %i', async (caller, status) => {
    const id = await ownersRegistration('Paid+Confirmed');
    const before = await readRegistration(id);
    const reviews = await countReviews();
    const response = await api<ErrorBody & Created>('POST', '/feedback', { token: tokenOf(cast, caller), body: review(id) });
    expect(response.status).toBe(status);
    if (status === 201) {
      expect(await readReview(response.body.insertedId)).not.toBeNull();
      expect((await readRegistration(id))?.feedbackGiven).toBe(true);
    } else {
      expect(response.body.error.message).toBeTruthy();
      expect(await countReviews()).toBe(reviews);
      expect(await readRegistration(id)).toEqual(before);
    }
  });

  it('stores a public-shaped review: the name from the account, never the body; no email, uid or registration id', async () => {
    const id = await ownersRegistration('Paid+Confirmed');
    const registration = await readRegistration(id);
    const response = await api('POST', '/feedback', {
      token: cast.owner.idToken,
      body: review(id, {
        ratting: '5',
        feedback: '   Friendly staff; I left with a written plan.   ',
        Name: 'Forged Name',
        email: 'forged@example.test',
        photoURL: 'https://evil.example/x.png',
        createdAt: '2000-01-01T00:00:00.000Z',
      }),
    });
    expect(response.status).toBe(201);
    const { insertedId } = response.body as Created;
    expect(insertedId).not.toBe(id);
    expect(insertedId).not.toContain(cast.owner.uid);
    const stored = await readReview(insertedId);
    expect(Object.keys(stored!).sort()).toEqual(['CampName', 'Name', 'campId', 'createdAt', 'feedback', 'photoURL', 'ratting']);
    expect(stored).toMatchObject({
      campId: registration!.campId,
      CampName: registration!.CampName,
      Name: 'Olivia Owner',
      ratting: 5,
      feedback: 'Friendly staff; I left with a written plan.',
    });
    expect(stored!.photoURL).not.toBe('https://evil.example/x.png');
    expect(stored).not.toHaveProperty('email');
    expect(Date.parse(stored!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each<['Unpaid+Pending' | 'Paid+Pending']>([['Unpaid+Pending'], ['Paid+Pending']])(
    'refuses a %s registration with 409 not-confirmed',
    async (state) => {
      const id = await ownersRegistration(state);
      const before = await readRegistration(id);
      const reviews = await countReviews();
      const response = await api<ErrorBody>('POST', '/feedback', { token: cast.owner.idToken, body: review(id) });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('not-confirmed');
      expect(await countReviews()).toBe(reviews);
      expect(await readRegistration(id)).toEqual(before);
    },
  );

  it('refuses a second review with 409 feedback-exists and keeps the first', async () => {
    const id = await ownersRegistration('Paid+Confirmed');
    const firstId = await postReview(cast.owner.idToken, review(id));
    const first = await readReview(firstId);
    const reviews = await countReviews();
    const second = await api<ErrorBody>('POST', '/feedback', {
      token: cast.owner.idToken,
      body: review(id, { ratting: 1, feedback: 'Changed my mind.' }),
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'feedback-exists', message: 'You have already given feedback for this camp.' });
    expect(await readReview(firstId)).toEqual(first);
    expect(await countReviews()).toBe(reviews);
  });

  it('refuses the seeded participant a second review of the skin check (camp-11)', async () => {
    const priya = await signInDemo('participant');
    const id = registrationId('camp-11', 'demo-participant');
    const reviews = await countReviews();
    const response = await api<ErrorBody>('POST', '/feedback', { token: priya.idToken, body: review(id) });
    expect(response.status).toBe(409);
    expect(await countReviews()).toBe(reviews);
  });

  it('answers 404 for a registration that does not exist, writing nothing', async () => {
    const reviews = await countReviews();
    const response = await api<ErrorBody>('POST', '/feedback', {
      token: cast.owner.idToken,
      body: review(registrationId('camp-01', cast.owner.uid)),
    });
    expect(response.status).toBe(404);
    expect(await countReviews()).toBe(reviews);
  });

  it('accepts the boundaries: 3 and 1000 characters, ratings 1 and 5', async () => {
    const short = await ownersRegistration('Paid+Confirmed');
    const shortId = await postReview(cast.owner.idToken, review(short, { ratting: 1, feedback: ' ok! ' }));
    expect((await readReview(shortId))?.feedback).toBe('ok!');
    const long = await ownersRegistration('Paid+Confirmed');
    const text = 'a'.repeat(1000);
    const longId = await postReview(cast.owner.idToken, review(long, { ratting: 5, feedback: text }));
    expect((await readReview(longId))?.feedback).toBe(text);
  });

  describe('bad input: 400 naming the field, and no write', () => {
    let id: string;
    beforeAll(async () => {
      id = await ownersRegistration('Paid+Confirmed');
    });

    const without = (field: string) => () => {
      const body: Record<string, unknown> = review(id);
      delete body[field];
      return body;
    };
    const withField = (field: string, value: unknown) => () => review(id, { [field]: value });

    it.each<[string, () => unknown, string]>([
      ['no registrationId', without('registrationId'), 'registrationId'],
      ['no ratting', without('ratting'), 'ratting'],
      ['no feedback', without('feedback'), 'feedback'],
      ['ratting 0', withField('ratting', 0), 'ratting'],
      ['ratting 6', withField('ratting', 6), 'ratting'],
      ['ratting 3.5', withField('ratting', 3.5), 'ratting'],
      ['ratting -1', withField('ratting', -1), 'ratting'],
      ['ratting as words', withField('ratting', 'five'), 'ratting'],
      ['ratting "NaN"', withField('ratting', 'NaN'), 'ratting'],
      ['ratting null (what JSON makes of NaN)', withField('ratting', null), 'ratting'],
      ['ratting as a boolean', withField('ratting', true), 'ratting'],
      ['ratting as an array', withField('ratting', [5]), 'ratting'],
      ['feedback of 2 characters after trimming', withField('feedback', '  ab   '), 'feedback'],
      ['feedback of only spaces', withField('feedback', '        '), 'feedback'],
      ['feedback of 1001 characters', withField('feedback', 'a'.repeat(1001)), 'feedback'],
      ['feedback of 90 kB', withField('feedback', 'a'.repeat(90_000)), 'feedback'],
      ['feedback as a number', withField('feedback', 12345), 'feedback'],
      ['feedback as an object', withField('feedback', { text: 'hello there' }), 'feedback'],
      ['feedback with a script tag', withField('feedback', 'Great <script>alert(1)</script>'), 'feedback'],
      ['feedback with an img handler', withField('feedback', '<img src=x onerror=alert(1)>'), 'feedback'],
      ['feedback with a closing tag', withField('feedback', 'Nice camp</div>'), 'feedback'],
      ['registrationId as a path', withField('registrationId', '../users/demo-admin'), 'registrationId'],
      ['registrationId as a number', withField('registrationId', 42), 'registrationId'],
      ['registrationId empty', withField('registrationId', ''), 'registrationId'],
    ])('%s', async (_case, body, field) => {
      const reviews = (await adminServices().db.collection(COLLECTIONS.feedback).count().get()).data().count;
      const response = await api<ErrorBody>('POST', '/feedback', { token: cast.owner.idToken, body: body() });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid-argument');
      expect(response.body.error.message).toContain(field);
      expect(response.body.error.fields?.[field]).toMatch(/\w+ \w+/);
      expect((await adminServices().db.collection(COLLECTIONS.feedback).count().get()).data().count).toBe(reviews);
      expect((await readRegistration(id))?.feedbackGiven).toBe(false);
    });

    it('still accepts the same registration once the input is right', async () => {
      const reviewId = await postReview(cast.owner.idToken, review(id, { feedback: 'I <3 this camp' }));
      expect((await readReview(reviewId))?.feedback).toBe('I <3 this camp');
    });
  });
});

describe('GET /allReview/sort', () => {
  it.each<[CallerName, number]>([
    ['none', 200],
    ['bad', 401],
    ['owner', 200],
    ['other', 200],
    ['organizer', 200],
    ['admin', 200],
  ])('answers %s with %i', async (caller, status) => {
    const response = await api('GET', '/allReview/sort', { token: tokenOf(cast, caller) });
    expect(response.status).toBe(status);
  });

  it('returns at most 20 reviews, newest first, without uids or emails', async () => {
    const { db } = adminServices();
    // Enough older and newer reviews that the limit and the order both matter.
    const base = Date.now() - 100 * 86_400_000;
    const writes = db.batch();
    for (let i = 0; i < 25; i++) {
      const id = `camp-test_reviewer-${i}`;
      const fake: Feedback = {
        campId: 'camp-test',
        CampName: 'Test Camp',
        Name: `Reviewer ${i}`,
        photoURL: null,
        ratting: (i % 5) + 1,
        feedback: `Review number ${i}`,
        createdAt: new Date(base + i * 8 * 86_400_000).toISOString(),
      };
      writes.set(db.collection(COLLECTIONS.feedback).doc(id), fake);
    }
    await writes.commit();

    const all = (await db.collection(COLLECTIONS.feedback).get()).docs.map((d) => ({ id: d.id, createdAt: d.get('createdAt') as string }));
    // Equal dates (two seeded reviews share one) fall back to the document id, in the same direction, as Firestore does.
    const expected = all
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1))
      .slice(0, REVIEWS_LIMIT)
      .map((r) => r.id);

    const response = await api<(Feedback & { _id: string })[]>('GET', '/allReview/sort');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(20);
    expect(response.body.map((r) => r._id)).toEqual(expected);
    for (const r of response.body) {
      expect(r).toHaveProperty('Name');
      expect(r).toHaveProperty('ratting');
      expect(r).toHaveProperty('feedback');
      expect(r).not.toHaveProperty('participantUid');
      expect(r).not.toHaveProperty('registrationId');
      expect(r).not.toHaveProperty('email');
    }
  });
});
