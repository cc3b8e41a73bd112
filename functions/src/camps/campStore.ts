/** Firestore access for camps. */
import {
  campSortOrder,
  COLLECTIONS,
  DEFAULT_REFUND_CUTOFF_HOURS,
  matchesSearch,
  nameKeyFor,
  POPULAR_CAMPS_LIMIT,
  searchTokensFor,
  type Camp,
  type CampCancellationJob,
  type CampSortValue,
  type CampWithId,
  type SearchPlan,
  listTotal,
} from '@campcare/domain';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { readPage, type ListPage, type PageQuery } from '../http/paging.ts';
import { runTransaction } from '../transactions.ts';
import type { CampInput } from './schemas.ts';

export const campsCollection = () => db.collection(COLLECTIONS.camps);

export function campFromSnapshot(snap: DocumentSnapshot): CampWithId {
  return { _id: snap.id, ...(snap.data() as Camp) };
}

/** What the API sends: the camp without its server-side search helpers. */
export type CampView = Omit<CampWithId, 'searchTokens' | 'nameKey'>;

export function campView(snap: DocumentSnapshot): CampView {
  const { searchTokens: _tokens, nameKey: _key, ...camp } = campFromSnapshot(snap);
  return camp;
}

/** The camps with the most participants, for the home page. */
export async function popularCamps(): Promise<CampView[]> {
  const snap = await campsCollection().orderBy('ParticipantCount', 'desc').limit(POPULAR_CAMPS_LIMIT).get();
  return snap.docs.map(campView);
}

function sorted(query: Query, sortValue: CampSortValue): Query {
  const order = campSortOrder(sortValue);
  // Firestore breaks ties by document id in the last order's direction, so pages never overlap.
  return query.orderBy(order.field, order.direction);
}

/** Documents read per round when a multi-word search filters in memory. */
const SCAN_BATCH = 300;

/**
 * One page of camps. Without search, or with one word, Firestore does the
 * work (an index on the order, or on searchTokens + the order) and the cost
 * is the page plus one count() aggregation (see http/paging.ts). With several
 * words, the most selective word is queried and the others are checked in
 * memory; only the `searchTokens` of the candidates are read, then the page's documents.
 */
export async function listCamps(options: {
  sortValue: CampSortValue;
  search: SearchPlan | null;
  page: PageQuery;
  /** Only the camps this organizer runs (Manage Camps). */
  organizerUid?: string | null;
}): Promise<ListPage<CampView>> {
  const { sortValue, search, page, organizerUid } = options;
  const skip = (page.page - 1) * page.limit;
  // Firestore takes one array-contains per query: an organizer's camps are
  // narrowed on organizerUids, and a search among them is checked in memory.
  const base: Query = organizerUid
    ? campsCollection().where('organizerUids', 'array-contains', organizerUid)
    : search
      ? campsCollection().where('searchTokens', 'array-contains', search.primaryToken)
      : campsCollection();

  if (!search || (search.words.length === 1 && !organizerUid)) {
    return readPage({ ordered: sorted(base, sortValue), counted: base, collection: campsCollection() }, page, campView);
  }

  const matchingIds: string[] = [];
  let cursor: DocumentSnapshot | undefined;
  for (;;) {
    // The order field comes along: startAfter(snapshot) builds its cursor from it.
    let query = sorted(base, sortValue).select('searchTokens', campSortOrder(sortValue).field).limit(SCAN_BATCH);
    if (cursor) query = query.startAfter(cursor);
    const batch = await query.get();
    for (const doc of batch.docs) {
      if (matchesSearch((doc.get('searchTokens') as string[] | undefined) ?? [], search)) matchingIds.push(doc.id);
    }
    if (batch.size < SCAN_BATCH) break;
    cursor = batch.docs[batch.docs.length - 1];
  }
  const pageIds = matchingIds.slice(skip, skip + page.limit);
  const snaps = pageIds.length > 0 ? await db.getAll(...pageIds.map((id) => campsCollection().doc(id))) : [];
  return { items: snaps.filter((s) => s.exists).map(campView), ...listTotal(matchingIds.length) };
}

export async function getCamp(id: string): Promise<CampView | null> {
  const snap = await campsCollection().doc(id).get();
  return snap.exists ? campView(snap) : null;
}

/** The fields the server derives from what the organizer typed. */
function derivedFields(input: CampInput) {
  return {
    searchTokens: searchTokensFor(input.CampName, input.Location, input.HealthcareProfessional),
    nameKey: nameKeyFor(input.CampName),
  };
}

export async function createCamp(input: CampInput, createdBy: string): Promise<CampView> {
  const ref = campsCollection().doc();
  const now = new Date().toISOString();
  const camp: Camp = {
    ...input,
    refundCutoffHours: input.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS,
    ParticipantCount: 0,
    ...derivedFields(input),
    createdAt: now,
    updatedAt: now,
    createdBy,
    organizerUids: [createdBy],
  };
  await ref.create(camp);
  return campView(await ref.get());
}

/**
 * Replaces what the organizer controls; ParticipantCount, createdAt and
 * createdBy stay. The copies on registrations and bookings follow through
 * the propagateCampEdits trigger (all but the fee, which stays as paid).
 */
export async function updateCamp(id: string, input: CampInput, authorize: (camp: Camp) => void): Promise<CampView> {
  const ref = campsCollection().doc(id);
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('This camp does not exist (it may have been deleted).');
    authorize(snap.data() as Camp);
    const { refundCutoffHours, ...fields } = input;
    tx.update(ref, {
      ...fields,
      ...(refundCutoffHours !== undefined ? { refundCutoffHours } : {}),
      ...derivedFields(input),
      updatedAt: new Date().toISOString(),
    });
  });
  return campView(await ref.get());
}

/**
 * Deletes a camp nobody joined. A camp with registrations is cancelled
 * instead (cancelCamp), so that its participants are refunded and told.
 */
export async function deleteCamp(id: string, authorize: (camp: Camp) => void): Promise<void> {
  const ref = campsCollection().doc(id);
  const registrations = db.collection(COLLECTIONS.registrations).where('campId', '==', id).limit(1);
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('This camp does not exist (it may have been deleted).');
    authorize(snap.data() as Camp);
    const joined = await tx.get(registrations);
    if (!joined.empty) {
      throw conflict(
        'camp-has-registrations',
        'People have registered for this camp, so it cannot be deleted. Cancel it instead: paid registrations are refunded.',
      );
    }
    tx.delete(ref);
  });
}

/**
 * Cancels a camp: it moves from camps/ to cancelledCamps/ (so it leaves every
 * list, and its page can still say why), and a job document is written whose
 * trigger works through its registrations in the background (refunds,
 * cancelled payments). Everything here is one small transaction; nothing
 * spans the registrations. Asking again for a camp whose job has not
 * finished resumes that job.
 */
export async function cancelCamp(
  id: string,
  reason: string,
  provider: CampCancellationJob['provider'],
  authorize: (camp: Camp) => void,
): Promise<CampCancellationJob> {
  const ref = campsCollection().doc(id);
  const cancelledRef = db.collection(COLLECTIONS.cancelledCamps).doc(id);
  const jobRef = db.collection(COLLECTIONS.campCancellations).doc(id);
  return runTransaction(async (tx) => {
    const [snap, cancelled, existingJob] = await Promise.all([tx.get(ref), tx.get(cancelledRef), tx.get(jobRef)]);
    const now = new Date().toISOString();
    if (!snap.exists) {
      if (!cancelled.exists || !existingJob.exists) throw notFound('This camp does not exist (it may have been deleted).');
      authorize(cancelled.data() as Camp);
      const job = existingJob.data() as CampCancellationJob;
      if (job.status === 'done') throw conflict('camp-cancelled', 'This camp is already cancelled.');
      // Resume: touching the job runs its trigger again from where it stopped.
      tx.update(jobRef, { updatedAt: now });
      return { ...job, updatedAt: now };
    }
    authorize(snap.data() as Camp);
    tx.create(cancelledRef, { ...(snap.data() as Camp), cancelledAt: now, cancellationReason: reason, updatedAt: now });
    tx.delete(ref);
    const job: CampCancellationJob = {
      campId: id,
      reason,
      provider,
      status: 'running',
      lastRegistrationId: null,
      registrations: 0,
      refunded: 0,
      refundedCents: 0,
      cancelledPayments: 0,
      failures: 0,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
    };
    tx.set(jobRef, job);
    return job;
  });
}

/** A cancelled camp, as its page shows it (null: never cancelled). */
export async function getCancelledCamp(id: string): Promise<CampView | null> {
  const snap = await db.collection(COLLECTIONS.cancelledCamps).doc(id).get();
  return snap.exists ? campView(snap) : null;
}

export async function imageExists(imageId: string): Promise<boolean> {
  const snap = await db.collection(COLLECTIONS.images).doc(imageId).get();
  return snap.exists;
}

/**
 * The dashboard's counters, each one count() aggregation. An organizer's
 * registered count covers the camps they run (an admin's, every camp's).
 */
export async function campCounts(caller: { uid: string; organizer: boolean; admin: boolean } | null) {
  const count = async (query: Query) => (await query.count().get()).data().count;
  const registrations = db.collection(COLLECTIONS.registrations);
  const registeredQuery = (c: NonNullable<typeof caller>): Query =>
    c.admin
      ? registrations
      : c.organizer
        ? registrations.where('organizerUids', 'array-contains', c.uid)
        : registrations.where('participantUid', '==', c.uid);
  const [camps, registered, payments] = await Promise.all([
    count(campsCollection()),
    caller ? count(registeredQuery(caller)) : Promise.resolve(0),
    caller
      ? count(db.collection(COLLECTIONS.bookings).where('participantUid', '==', caller.uid))
      : Promise.resolve(0),
  ]);
  return { count: camps, registeredCount: registered, allMyPaymentsCount: payments };
}

export interface CampOrganizer {
  uid: string;
  email: string;
  displayName: string;
}

/** The camp's organizers as people (creator first), from their profiles. */
export async function campOrganizers(camp: Pick<Camp, 'organizerUids'>): Promise<CampOrganizer[]> {
  const uids = camp.organizerUids ?? [];
  if (uids.length === 0) return [];
  const snaps = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)));
  return snaps.map((snap, i) => ({
    uid: uids[i]!,
    email: (snap.get('email') as string | undefined) ?? '',
    displayName: (snap.get('displayName') as string | undefined) ?? '',
  }));
}

/**
 * Rewrites the camp's organizer list in a transaction. `change` sees the
 * camp as it is, throws an ApiError to refuse, and returns the new list.
 * The copies on the camp's registrations and bookings follow through the
 * propagateCampEdits trigger.
 */
export async function changeCampOrganizers(
  id: string,
  change: (camp: Camp) => string[],
): Promise<Camp> {
  const ref = campsCollection().doc(id);
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('This camp does not exist (it may have been deleted).');
    const camp = snap.data() as Camp;
    const organizerUids = change(camp);
    if (organizerUids.length === 0) throw badRequest('A camp needs at least one organizer.');
    const updated = { ...camp, organizerUids, updatedAt: new Date().toISOString() };
    tx.update(ref, { organizerUids, updatedAt: updated.updatedAt });
    return updated;
  });
}
