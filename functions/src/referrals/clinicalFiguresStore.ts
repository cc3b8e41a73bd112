/**
 * The rows the clinical figures are counted from (domain clinical
 * figures.ts): one per screening result and one per referral, each reduced
 * to the fields the arithmetic needs (its camp, its registration, and for a
 * referral its reason, status and dates), never a measured value nor a name.
 * It reads the stations' results beside the referrals because a figure such
 * as the referral rate needs both; the analytics pages and the camp report
 * read them here, so every figure is counted one way.
 */
import { COLLECTIONS, campTimeZone, type Camp, type CampHeading } from '@campcare/domain';
import type { ReferralRow, ResultRow } from '@campcare/domain/clinical';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

const RESULT_FIELDS = ['campId', 'registrationId'] as const;
const REFERRAL_FIELDS = ['campId', 'registrationId', 'reason', 'status', 'createdAt', 'closedAt'] as const;

export interface ClinicalRows {
  /** The camps the rows belong to, newest first (only camps with a result or a referral). */
  camps: CampHeading[];
  results: ResultRow[];
  referrals: ReferralRow[];
}

const resultRow = (snap: DocumentSnapshot): ResultRow => {
  const d = snap.data()!;
  return { campId: d.campId, registrationId: d.registrationId };
};

const referralRow = (snap: DocumentSnapshot): ReferralRow => {
  const d = snap.data()!;
  return { campId: d.campId, registrationId: d.registrationId, reason: d.reason, status: d.status, createdAt: d.createdAt, closedAt: d.closedAt ?? null };
};

function headingOf(snap: DocumentSnapshot): CampHeading {
  const camp = snap.data() as Camp;
  return { _id: snap.id, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, TimeZone: campTimeZone(camp) };
}

/** The rows of these camps (a camp's report: one id). Camps that no longer exist are left out. */
export async function clinicalRowsOfCamps(campIds: readonly string[]): Promise<ClinicalRows> {
  const ids = [...new Set(campIds)];
  const results: ResultRow[] = [];
  const referrals: ReferralRow[] = [];
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += IN_LIMIT) chunks.push(ids.slice(start, start + IN_LIMIT));
  await Promise.all(
    chunks.map(async (chunk) => {
      const [r, f] = await Promise.all([
        db.collection(COLLECTIONS.screeningResults).where('campId', 'in', chunk).select(...RESULT_FIELDS).get(),
        db.collection(COLLECTIONS.referrals).where('campId', 'in', chunk).select(...REFERRAL_FIELDS).get(),
      ]);
      results.push(...r.docs.map(resultRow));
      referrals.push(...f.docs.map(referralRow));
    }),
  );
  return withCamps(results, referrals);
}

/**
 * The rows of every camp one organizer runs (their uid), or of every camp
 * (null: an admin's view), in one pass over each collection for an admin.
 */
export async function clinicalRowsInScope(organizerUid: string | null): Promise<ClinicalRows> {
  if (organizerUid) {
    const camps = await db.collection(COLLECTIONS.camps).where('organizerUids', 'array-contains', organizerUid).select().get();
    return clinicalRowsOfCamps(camps.docs.map((d) => d.id));
  }
  const [r, f] = await Promise.all([
    db.collection(COLLECTIONS.screeningResults).select(...RESULT_FIELDS).get(),
    db.collection(COLLECTIONS.referrals).select(...REFERRAL_FIELDS).get(),
  ]);
  return withCamps(r.docs.map(resultRow), f.docs.map(referralRow));
}

/** Reads the rows' camps, and keeps only the rows of camps that still exist (a cancelled camp's leave with it). */
async function withCamps(results: ResultRow[], referrals: ReferralRow[]): Promise<ClinicalRows> {
  const campIds = [...new Set([...results.map((r) => r.campId), ...referrals.map((r) => r.campId)])];
  const snaps = campIds.length ? await db.getAll(...campIds.map((id) => db.collection(COLLECTIONS.camps).doc(id))) : [];
  const camps = snaps.filter((s) => s.exists).map(headingOf);
  const kept = new Set(camps.map((c) => c._id));
  camps.sort((a, b) => b.DateTime.localeCompare(a.DateTime) || a._id.localeCompare(b._id));
  return { camps, results: results.filter((r) => kept.has(r.campId)), referrals: referrals.filter((r) => kept.has(r.campId)) };
}
