/**
 * "Download my data": GET /api/me/export answers the caller's own data as
 * one JSON file (profile, registrations with health details, payments,
 * reviews, consents, access log, contact messages), and nobody else's.
 */
import { COLLECTIONS, PRIVACY_POLICY_VERSION, type PersonalDataExport } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, resetAndSeed } from '../../../tests/support/emulators.ts';
import {
  BAD_TOKEN,
  castOfCallers,
  createCamp,
  markConfirmed,
  markPaid,
  registerOrThrow,
  signInDemo,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';

let cast: Cast;
let paidId: string;
let freeId: string;
let paymentId: string;

const exportOf = (token: string | undefined) => api<PersonalDataExport & ErrorBody>('GET', '/me/export', { token });

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
  paidId = await registerOrThrow(cast.owner, (await createCamp({ fee: 40, name: 'Export Eye Camp' })).id);
  freeId = await registerOrThrow(cast.owner, (await createCamp({ fee: 0, name: 'Export Free Camp' })).id);
  await registerOrThrow(cast.other, (await createCamp({ fee: 0, name: 'Someone Else Camp' })).id);
  paymentId = await markPaid(paidId);
  await markConfirmed(paidId);
  const review = await api('POST', '/feedback', { token: cast.owner.idToken, body: { registrationId: paidId, ratting: 5, feedback: 'Clear advice and a short queue.' } });
  expect(review.status).toBe(201);
  expect((await api('GET', `/registrations/${paidId}/health`, { token: cast.organizer.idToken })).status).toBe(200);
  const contact = await api('POST', '/contact', {
    token: cast.owner.idToken,
    body: { name: 'Olivia Owner', email: cast.owner.email, subject: 'My registration', message: 'Can I bring my daughter along?' },
  });
  expect(contact.status).toBe(201);
});

describe('GET /me/export', () => {
  it.each([
    ['nobody signed in', undefined],
    ['a token that verifies as nothing', BAD_TOKEN],
  ])('answers 401 to %s', async (_who, token) => {
    const answer = await exportOf(token);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('unauthenticated');
    expect(answer.body).not.toHaveProperty('registrations');
  });

  it('answers one JSON file to download, never cached', async () => {
    const answer = await exportOf(cast.owner.idToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="campcare-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('holds the profile, every registration with its health details, payments, reviews, consents, accesses and messages', async () => {
    const { body } = await exportOf(cast.owner.idToken);
    expect(body.privacyPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(body.account).toMatchObject({ uid: cast.owner.uid, email: cast.owner.email });
    expect(body.account.profile).toMatchObject({ uid: cast.owner.uid, role: 'Participant' });

    expect(body.registrations.map((r) => r._id).sort()).toEqual([paidId, freeId].sort());
    const paid = body.registrations.find((r) => r._id === paidId)!;
    expect(paid).toMatchObject({ CampName: 'Export Eye Camp', PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed', feedbackGiven: true });
    expect(paid.healthDetails).toEqual({ age: 34, gender: 'Female', phoneNumber: '5550142387', emergencyContact: '5550198214' });
    expect(paid).not.toHaveProperty('searchTokens');

    expect(body.payments.map((p) => p._id)).toEqual([paymentId]);
    expect(body.payments[0]).toMatchObject({ registrationId: paidId, amount: 4000, paymentStatus: 'Paid' });

    expect(body.reviews).toHaveLength(1);
    expect(body.reviews[0]).toMatchObject({ CampName: 'Export Eye Camp', ratting: 5, feedback: 'Clear advice and a short queue.' });
    expect(paid.feedbackId).toBe(body.reviews[0]!._id);

    expect(body.consents.map((c) => c.registrationId).sort()).toEqual([paidId, freeId].sort());
    for (const consent of body.consents) expect(consent.policyVersion).toBe(PRIVACY_POLICY_VERSION);

    expect(body.accessLog).toHaveLength(1);
    expect(body.accessLog[0]).toMatchObject({ accessorUid: cast.organizer.uid, registrationId: paidId, reason: 'detail', participantUid: cast.owner.uid });

    expect(body.contactMessages).toHaveLength(1);
    expect(body.contactMessages[0]).toMatchObject({ subject: 'My registration', senderUid: cast.owner.uid });
  });

  it("holds nothing of anyone else's", async () => {
    const { body } = await exportOf(cast.owner.idToken);
    const text = JSON.stringify(body);
    expect(text).not.toContain(cast.other.uid);
    expect(text).not.toContain('Someone Else Camp');
    const other = await exportOf(cast.other.idToken);
    expect(other.body.registrations.map((r) => r.CampName)).toEqual(['Someone Else Camp']);
    expect(JSON.stringify(other.body)).not.toContain(cast.owner.uid);
  });

  it("finds a seeded participant's review written before registrations remembered it, and her access log", async () => {
    const priya = await signInDemo('participant');
    const { db } = adminServices();
    const reviewedSnaps = await db.collection(COLLECTIONS.registrations).where('participantUid', '==', priya.uid).where('feedbackGiven', '==', true).get();
    expect(reviewedSnaps.size).toBeGreaterThan(0);
    // As registrations were before they kept their review's id: only the camp and the name lead to it.
    await Promise.all(
      reviewedSnaps.docs.map((d) => {
        const { feedbackId: _link, ...older } = d.data();
        return d.ref.set(older);
      }),
    );
    const { status, body } = await exportOf(priya.idToken);
    expect(status).toBe(200);
    const reviewed = body.registrations.filter((r) => r.feedbackGiven);
    expect(reviewed.length).toBeGreaterThan(0);
    expect(body.reviews.map((r) => r.campId).sort()).toEqual(reviewed.map((r) => r.campId).sort());
    for (const review of body.reviews) expect(review.Name).toBe(body.account.profile?.displayName);
    expect(body.accessLog.length).toBeGreaterThan(0);
    for (const entry of body.accessLog) expect(entry.participantUid).toBe(priya.uid);
  });
});
