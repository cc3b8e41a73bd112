/**
 * What the camp report and the DHIS2 export are counted from: a camp's (or
 * a range's camps') registrations with the age and gender of their health
 * details, screening results, referrals and bookings, and the donations of
 * the range. Only these fields are read; the figures are computed by the
 * domain (reports/campFigures.ts), never here. The age and gender are read
 * only to be counted in bands: no one's details leave the functions. Still,
 * each read is logged: one access-log entry per camp whose details were read
 * (who, why, how many people), written before the rows are returned, so a
 * report that cannot be logged is not answered.
 */
import { campCountLogEntry, COLLECTIONS, campTimeZone, type Accessor, type CountingReason, type Camp, type CampHeading, type Gender, type HealthDetails, type Registration } from '@campcare/domain';
import type { Referral } from '@campcare/domain/clinical';
import type { ReportRows } from '@campcare/domain/reports';
import type { DocumentReference, Query } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { newAccessLogRef } from '../privacy/accessLogStore.ts';

const camps = () => db.collection(COLLECTIONS.camps);

export type ReportCamp = CampHeading & { organizerUids: string[] };

function headingOf(id: string, camp: Camp): ReportCamp {
  return { _id: id, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, TimeZone: campTimeZone(camp), organizerUids: camp.organizerUids ?? [] };
}

/** One camp's heading. null: no such camp. */
export async function reportCamp(campId: string): Promise<ReportCamp | null> {
  const snap = await camps().doc(campId).get();
  return snap.exists ? headingOf(snap.id, snap.data() as Camp) : null;
}

/** The most camps one range's report covers (a year of a busy organisation's camps). */
export const MAX_REPORT_CAMPS = 200;

/**
 * The camps that take place in [from, to) (one organizer's, or every camp's
 * for null), oldest first; the newest MAX_REPORT_CAMPS of them.
 */
export async function campsBetween(from: string, to: string, organizerUid: string | null): Promise<ReportCamp[]> {
  let query: Query = camps().where('DateTime', '>=', from).where('DateTime', '<', to);
  if (organizerUid) query = query.where('organizerUids', 'array-contains', organizerUid);
  // Newest first, as the analytics' past camps are read (the same index), then put in the order of the days.
  const snap = await query.orderBy('DateTime', 'desc').limit(MAX_REPORT_CAMPS).get();
  return snap.docs.map((d) => headingOf(d.id, d.data() as Camp)).reverse();
}

/** Firestore's `in` takes at most 30 values. */
function chunks<T>(items: readonly T[], size = 30): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function whereCampIn(collection: string, campIds: readonly string[], fields: string[]) {
  const snaps = await Promise.all(
    chunks(campIds).map((ids) =>
      db
        .collection(collection)
        .where('campId', 'in', ids)
        .select(...fields)
        .get(),
    ),
  );
  return snaps.flatMap((s) => s.docs);
}

/** The age and gender of each registration's health details (null where erased or missing). */
async function agesAndGenders(registrationIds: readonly string[]): Promise<Map<string, { age: number | null; gender: Gender | null }>> {
  const found = new Map<string, { age: number | null; gender: Gender | null }>();
  for (const ids of chunks(registrationIds, 300)) {
    if (ids.length === 0) continue;
    const refs: DocumentReference[] = ids.map((id) => db.collection(COLLECTIONS.healthDetails).doc(id));
    const snaps = await db.getAll(...refs, { fieldMask: ['age', 'gender'] });
    for (const snap of snaps) {
      if (!snap.exists) continue;
      const details = snap.data() as Partial<HealthDetails>;
      found.set(snap.id, { age: typeof details.age === 'number' ? details.age : null, gender: details.gender ?? null });
    }
  }
  return found;
}

/** Who reads a report's health details and why, as the access log records it (the role depends on the camp). */
export interface ReportReader {
  reason: CountingReason;
  accessorFor: (camp: ReportCamp) => Accessor;
}

/** Firestore takes at most 500 writes in one batch. */
const BATCH_SIZE = 500;

/** One entry per camp of which `people` registrations' age and gender were read (none for a camp with none read). */
async function logCountedReads(camps: readonly ReportCamp[], people: ReadonlyMap<string, number>, reader: ReportReader): Promise<void> {
  const at = new Date().toISOString();
  const read = camps.filter((camp) => (people.get(camp._id) ?? 0) > 0);
  for (let start = 0; start < read.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const camp of read.slice(start, start + BATCH_SIZE)) {
      batch.create(newAccessLogRef(at), campCountLogEntry(reader.accessorFor(camp), { campId: camp._id, CampName: camp.CampName }, reader.reason, people.get(camp._id)!, at));
    }
    await batch.commit();
  }
}

/**
 * The rows of the given camps; donations made in [from, to) when a range is
 * given (they are given to the platform, not to a camp). The health details
 * read are logged for `reader` before the rows are returned.
 */
export async function reportRows(camps: readonly ReportCamp[], donationsBetween: { from: string; to: string } | null, reader: ReportReader): Promise<ReportRows> {
  const campIds = camps.map((c) => c._id);
  const [registrationDocs, resultDocs, referralDocs, bookingDocs, donationSnap] = await Promise.all([
    whereCampIn(COLLECTIONS.registrations, campIds, ['campId', 'PaymentStatus', 'campCancelledAt', 'waitlistStatus', 'checkedInAt', 'walkIn']),
    whereCampIn(COLLECTIONS.screeningResults, campIds, ['campId', 'registrationId']),
    whereCampIn(COLLECTIONS.referrals, campIds, ['campId', 'registrationId', 'reason', 'urgency', 'status', 'createdAt', 'closedAt']),
    whereCampIn(COLLECTIONS.bookings, campIds, ['campId', 'amount', 'amountRefunded']),
    donationsBetween
      ? db.collection(COLLECTIONS.donations).where('createdAt', '>=', donationsBetween.from).where('createdAt', '<', donationsBetween.to).select('amount', 'createdAt').get()
      : null,
  ]);
  const details = await agesAndGenders(registrationDocs.map((d) => d.id));
  const peopleRead = new Map<string, number>();
  for (const d of registrationDocs) {
    if (!details.has(d.id)) continue;
    const campId = d.get('campId') as string;
    peopleRead.set(campId, (peopleRead.get(campId) ?? 0) + 1);
  }
  await logCountedReads(camps, peopleRead, reader);
  return {
    registrations: registrationDocs.map((d) => {
      const r = d.data() as Pick<Registration, 'campId' | 'PaymentStatus' | 'campCancelledAt' | 'waitlistStatus' | 'checkedInAt' | 'walkIn'>;
      const person = details.get(d.id);
      return {
        campId: r.campId,
        registrationId: d.id,
        PaymentStatus: r.PaymentStatus,
        campCancelledAt: r.campCancelledAt ?? null,
        waitlistStatus: r.waitlistStatus ?? null,
        checkedInAt: r.checkedInAt ?? null,
        walkIn: Boolean(r.walkIn),
        age: person?.age ?? null,
        gender: person?.gender ?? null,
      };
    }),
    results: resultDocs.map((d) => ({ campId: d.get('campId') as string, registrationId: d.get('registrationId') as string })),
    referrals: referralDocs.map((d) => {
      const r = d.data() as Pick<Referral, 'campId' | 'registrationId' | 'reason' | 'urgency' | 'status' | 'createdAt' | 'closedAt'>;
      return { campId: r.campId, registrationId: r.registrationId, reason: r.reason, urgency: r.urgency, status: r.status, createdAt: r.createdAt, closedAt: r.closedAt ?? null };
    }),
    bookings: bookingDocs.map((d) => ({ campId: d.get('campId') as string, amount: Number(d.get('amount') ?? 0), amountRefunded: Number(d.get('amountRefunded') ?? 0) })),
    donations: donationSnap ? donationSnap.docs.map((d) => ({ amount: Number(d.get('amount') ?? 0), createdAt: String(d.get('createdAt') ?? '') })) : [],
  };
}
