/**
 * Firestore access for cancelled camps (cancelledCamps/{id}, the camp as it
 * was when cancelled, with when and why), as Manage Camps lists them: newest
 * cancellation first, each with its refund progress. The progress is counted
 * when read (its paid and refunded registrations, two count() aggregations)
 * rather than kept up to date by the cancellation job, so it is right even
 * for a refund made elsewhere (the participant's, Stripe's dashboard).
 */
import { COLLECTIONS, type CampCancellationJob, type RefundProgress } from '@campcare/domain';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { readPage, type ListPage, type PageQuery } from '../firestore/paging.ts';
import { campView, type CampView } from './campStore.ts';

export type CancelledCampView = CampView & { refunds: RefundProgress };

const cancelledCamps = () => db.collection(COLLECTIONS.cancelledCamps);

async function refundProgress(campId: string, job: DocumentSnapshot): Promise<RefundProgress> {
  const registrations = db.collection(COLLECTIONS.registrations).where('campId', '==', campId);
  const count = async (query: Query) => (await query.count().get()).data().count;
  const [refunded, stillPaid] = await Promise.all([
    count(registrations.where('PaymentStatus', '==', 'Refunded')),
    count(registrations.where('PaymentStatus', '==', 'Paid')),
  ]);
  const state = job.exists ? (job.data() as CampCancellationJob) : null;
  return { done: refunded, due: refunded + stillPaid, failed: state?.failures ?? 0, finished: state ? state.status === 'done' : true };
}

/**
 * One page of the cancelled camps `organizerUid` ran (null: everyone's, for
 * admins), newest cancellation first. Costs the page, one count(), and per
 * camp its job document and two count() aggregations.
 */
export async function listCancelledCamps(organizerUid: string | null, page: PageQuery): Promise<ListPage<CancelledCampView>> {
  const base: Query = organizerUid ? cancelledCamps().where('organizerUids', 'array-contains', organizerUid) : cancelledCamps();
  const ordered = base.orderBy('cancelledAt', 'desc');
  const list = await readPage({ ordered, counted: base, collection: cancelledCamps() }, page, (snap) => snap);
  const jobs = list.items.length > 0 ? await db.getAll(...list.items.map((s) => db.collection(COLLECTIONS.campCancellations).doc(s.id))) : [];
  const items = await Promise.all(list.items.map(async (snap, i) => ({ ...campView(snap), refunds: await refundProgress(snap.id, jobs[i]!) })));
  return { ...list, items };
}
