/**
 * Screening results and referrals are health data, on the emulators: a
 * person's data export carries their results (without the stored erasure
 * time), deleting the account deletes them, and the hourly sweep erases
 * results and referrals (with their contact attempts) once their camp's
 * retention has run out, not a minute before; a camp's new retention moves
 * their erasure time (and their contact attempts') as it does the health details'.
 */
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, healthErasureTime, type CampStation } from '@campcare/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api } from '../../../tests/support/emulators.ts';
import { castOfCallers, createCamp, registerOrThrow, type Cast, type ErrorBody } from './registrationFixtures.ts';

interface Recorded {
  resultId: string;
  referrals: { _id: string }[];
}

const db = () => adminServices().db;
const eraseAtOf = async (collection: string, id: string) => {
  const snap = await db().collection(collection).doc(id).get();
  return snap.exists ? (snap.get('eraseAt') as Timestamp).toDate().toISOString() : null;
};
const sweep = (now: Date) => api<{ erased: number; results: number; referrals: number }>('POST', '/emulator/eraseExpiredHealthDetails', { body: { now: now.toISOString() } });

let cast: Cast;

/** A free camp with a blood-pressure station, and one reading of 150/95 (a rule refers) for `who`. */
async function screened(who: 'owner' | 'other', retentionDays: number) {
  const { id: campId, camp } = await createCamp({ fee: 0, startsInDays: 1, retentionDays });
  const laid = await api<{ stations: CampStation[] } & ErrorBody>('PUT', `/camps/${campId}/stations`, {
    token: cast.organizer.idToken,
    body: { stations: [{ kind: 'bloodPressure', clinicianUids: [] }] },
  });
  expect(laid.status).toBe(200);
  const registrationId = await registerOrThrow(cast[who], campId);
  const recorded = await api<Recorded & ErrorBody>('POST', `/camps/${campId}/stations/${laid.body.stations[0]!.stationId}/results`, {
    token: cast.organizer.idToken,
    body: { resultId: randomUUID(), registrationId, measurement: { kind: 'bloodPressure', systolic: 150, diastolic: 95 }, deviceRecordedAt: new Date().toISOString() },
  });
  expect(recorded.status).toBe(201);
  const referralId = recorded.body.referrals[0]!._id;
  const attempt = await api('POST', `/referrals/${referralId}/attempts`, { token: cast.organizer.idToken, body: { channel: 'phone', reached: false, note: null } });
  expect(attempt.status).toBe(201);
  return { campId, camp, registrationId, resultId: recorded.body.resultId, referralId };
}

beforeAll(async () => {
  cast = await castOfCallers();
});

describe("a person's results", () => {
  it('are in their data export, without the erasure time, and gone with their account', async () => {
    const mine = await screened('other', 30);
    const exported = await api<{ results: Record<string, unknown>[]; referrals: { _id: string }[] }>('GET', '/me/export', { token: cast.other.idToken });
    expect(exported.status).toBe(200);
    const result = exported.body.results.find((r) => r._id === mine.resultId);
    expect(result).toMatchObject({ campId: mine.campId, registrationId: mine.registrationId, kind: 'bloodPressure', values: { systolic: 150, diastolic: 95 } });
    expect(result).not.toHaveProperty('eraseAt');
    expect(exported.body.referrals.map((r) => r._id)).toContain(mine.referralId);
    expect(exported.body.referrals.find((r) => r._id === mine.referralId)).not.toHaveProperty('eraseAt');

    expect((await api('DELETE', '/me', { token: cast.other.idToken, body: {} })).status).toBe(200);
    expect((await db().collection(COLLECTIONS.screeningResults).doc(mine.resultId).get()).exists).toBe(false);
    expect((await db().collection(COLLECTIONS.referrals).doc(mine.referralId).get()).exists).toBe(false);
  });
});

describe('retention', () => {
  it("erases results, referrals and their attempts with the camp's health details, not before", async () => {
    const kept = await screened('owner', 30);
    const { campId, camp, registrationId, resultId, referralId } = await screened('owner', 2);
    const eraseAt = healthErasureTime(camp.DateTime, 2);
    expect(await eraseAtOf(COLLECTIONS.screeningResults, resultId)).toBe(eraseAt.toISOString());
    expect(await eraseAtOf(COLLECTIONS.referrals, referralId)).toBe(eraseAt.toISOString());
    expect(await eraseAtOf(COLLECTIONS.healthDetails, registrationId)).toBe(eraseAt.toISOString());

    const before = await sweep(new Date(eraseAt.getTime() - 60_000));
    expect(before.status).toBe(200);
    expect((await db().collection(COLLECTIONS.screeningResults).doc(resultId).get()).exists).toBe(true);
    expect((await db().collection(COLLECTIONS.referrals).doc(referralId).get()).exists).toBe(true);

    const after = await sweep(new Date(eraseAt.getTime() + 60_000));
    expect(after.status).toBe(200);
    expect(after.body.results).toBeGreaterThanOrEqual(1);
    expect(after.body.referrals).toBeGreaterThanOrEqual(1);
    expect((await db().collection(COLLECTIONS.screeningResults).doc(resultId).get()).exists).toBe(false);
    expect((await db().collection(COLLECTIONS.referrals).doc(referralId).get()).exists).toBe(false);
    expect((await db().collection(COLLECTIONS.referrals).doc(referralId).collection('attempts').get()).size).toBe(0);
    expect((await db().collection(COLLECTIONS.screeningResults).where('campId', '==', campId).get()).size).toBe(0);
    // The other camp keeps its data 30 days after it.
    expect((await db().collection(COLLECTIONS.screeningResults).doc(kept.resultId).get()).exists).toBe(true);
    expect((await db().collection(COLLECTIONS.referrals).doc(kept.referralId).get()).exists).toBe(true);
  });

  it("moves the erasure time when the camp's retention changes", async () => {
    const { campId, camp, resultId, referralId } = await screened('owner', 30);
    await db().collection(COLLECTIONS.camps).doc(campId).update({ retentionDays: 90, updatedAt: new Date().toISOString() });
    const expected = healthErasureTime(camp.DateTime, 90).toISOString();
    await expect.poll(() => eraseAtOf(COLLECTIONS.screeningResults, resultId), { timeout: 60_000, interval: 500 }).toBe(expected);
    await expect.poll(() => eraseAtOf(COLLECTIONS.referrals, referralId), { timeout: 60_000, interval: 500 }).toBe(expected);
    // Its contact attempt too: a TTL policy reads the attempt's own eraseAt, and would take it before the referral.
    const attempts = await db().collection(COLLECTIONS.referrals).doc(referralId).collection('attempts').get();
    expect(attempts.size).toBe(1);
    expect((attempts.docs[0]!.get('eraseAt') as Timestamp).toDate().toISOString()).toBe(expected);
  }, 90_000);
});
