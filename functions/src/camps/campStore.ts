/** Firestore access for camps. */
import {
  campSearchEntryId,
  campSearchFilters,
  campSortOrder,
  campDateProblem,
  COLLECTIONS,
  capacityProblem,
  DEFAULT_CAMP_TIME_ZONE,
  DEFAULT_REFUND_CUTOFF_HOURS,
  DEFAULT_RETENTION_DAYS,
  DEFAULT_SEAT_OFFER_HOURS,
  DEFAULT_UNPAID_HOLD_HOURS,
  freeSeatNumbers,
  hasCapacity,
  holdsSeat,
  nameKeyFor,
  POPULAR_CAMPS_LIMIT,
  searchTokensFor,
  type Camp,
  type CampCancellationJob,
  type CampSortValue,
  type CampWithId,
  type Registration,
  type SearchPlan,
} from '@campcare/domain';
import { FieldValue, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { readPage, readSearchPage, type ListPage, type PageQuery } from '../firestore/paging.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { syncCampSearch } from '../search/campSearchStore.ts';
import { settleCampAfter } from '../seats/campSettleStore.ts';
import { ensureSeatsLaidOut, seatsCollection, takeSeat } from '../seats/seatStore.ts';
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

/**
 * One page of camps. Without search, or with one word, Firestore does the
 * work (an index on the order, or on searchTokens + the order) and the cost
 * is the page plus one count() aggregation (see firestore/paging.ts). With several
 * words, or a search among one organizer's camps, the campSearch entries
 * answer (searchCamps): the cost is again that of the page, at any size.
 */
export async function listCamps(options: {
  sortValue: CampSortValue;
  search: SearchPlan | null;
  page: PageQuery;
  /** Only the camps this organizer runs (Manage Camps). */
  organizerUid?: string | null;
}): Promise<ListPage<CampView>> {
  const { sortValue, search, page, organizerUid } = options;
  if (search && (search.words.length > 1 || organizerUid)) return searchCamps(search, sortValue, page, organizerUid ?? null);
  // Firestore takes one array-contains per query: one word, or one organizer.
  const base: Query = organizerUid
    ? campsCollection().where('organizerUids', 'array-contains', organizerUid)
    : search
      ? campsCollection().where('searchTokens', 'array-contains', search.primaryToken)
      : campsCollection();
  return readPage({ ordered: sorted(base, sortValue), counted: base, collection: campsCollection() }, page, campView);
}

/** A search through the campSearch entries: the page's entries, its camps and one count(), at any catalogue size. */
function searchCamps(plan: SearchPlan, sortValue: CampSortValue, page: PageQuery, organizerUid: string | null): Promise<ListPage<CampView>> {
  return readSearchPage(
    {
      entries: db.collection(COLLECTIONS.campSearch),
      filters: campSearchFilters(plan, sortValue, organizerUid),
      idField: 'campId',
      collection: campsCollection(),
      entryIdOf: (camp) => campSearchEntryId(camp.id, camp.data() as Camp, sortValue),
    },
    page,
    campView,
  );
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
  const { Capacity, Image, ...fields } = input;
  const camp: Camp = {
    ...fields,
    Image: Image ?? '',
    ...(Capacity ? { Capacity } : {}),
    refundCutoffHours: input.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS,
    retentionDays: input.retentionDays ?? DEFAULT_RETENTION_DAYS,
    seatOfferHours: input.seatOfferHours ?? DEFAULT_SEAT_OFFER_HOURS,
    unpaidHoldHours: input.unpaidHoldHours ?? DEFAULT_UNPAID_HOLD_HOURS,
    TimeZone: input.TimeZone ?? DEFAULT_CAMP_TIME_ZONE,
    ParticipantCount: 0,
    ...derivedFields(input),
    createdAt: now,
    updatedAt: now,
    createdBy,
    organizerUids: [createdBy],
  };
  await ref.create(camp);
  await syncCampSearch(db, ref.id);
  return campView(await ref.get());
}

export type UpdateCampOutcome =
  | { kind: 'updated'; camp: CampView }
  | { kind: 'camp-missing' }
  | { kind: 'capacity-problem'; problem: string }
  | { kind: 'date-in-past' };

/**
 * Replaces what the organizer controls; ParticipantCount, createdAt and
 * createdBy stay. The copies on registrations and bookings follow through
 * the propagateCampEdits trigger (all but the fee, which stays as paid).
 * Capacity never goes below the seats already held (capacity-problem, with
 * the domain's field message); seats a larger (or removed) capacity frees
 * are offered to the waiting list at once, in the same transaction. A new
 * date must be in the future (date-in-past; a camp that took place keeps
 * its date through an edit).
 */

export async function updateCamp(id: string, input: CampInput, authorize: (camp: Camp) => void): Promise<UpdateCampOutcome> {
  const ref = campsCollection().doc(id);
  // A capacity changing on a camp from before seat documents: they are written first, its seats held are counted from them.
  const before = (await ref.get()).data() as Camp | undefined;
  if (before && input.Capacity !== undefined && input.Capacity !== (before.Capacity ?? null)) await ensureSeatsLaidOut(id);
  let layOutAgain = false;
  let capacityChanged = false;
  const outcome = await runTransaction(async (tx): Promise<Exclude<UpdateCampOutcome, { kind: 'updated' }> | null> => {
    layOutAgain = false;
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'camp-missing' };
    const current = snap.data() as Camp;
    authorize(current);
    const { refundCutoffHours, seatOfferHours, Capacity, TimeZone, Image, ...fields } = input;
    if (campDateProblem(input.DateTime, current.DateTime)) return { kind: 'date-in-past' };
    const capacity = Capacity !== undefined ? Capacity : (current.Capacity ?? null);
    capacityChanged = capacity !== (current.Capacity ?? null);
    // The seats held, exactly: the seat documents of a camp with a capacity, else its registrations.
    const seats = capacityChanged && hasCapacity(current) && current.seatsLaidOutAt ? (await tx.get(seatsCollection().where('campId', '==', id))).docs : null;
    let held = seats?.length ?? 0;
    if (capacityChanged && !seats && typeof capacity === 'number') {
      const registrations = await tx.get(db.collection(COLLECTIONS.registrations).where('campId', '==', id));
      held = registrations.docs.filter((doc) => {
        const r = doc.data() as Registration;
        return holdsSeat(r) || r.waitlistStatus === 'Offered';
      }).length;
    }
    const problem = capacityChanged ? capacityProblem(capacity, { ParticipantCount: held, seatsOffered: 0 }) : null;
    if (problem) return { kind: 'capacity-problem', problem };
    const now = new Date().toISOString();
    if (seats && typeof capacity === 'number') {
      // Seats numbered past a lowered capacity move to free numbers below it: nobody loses theirs.
      const free = freeSeatNumbers(capacity, seats.map((seat) => seat.get('n') as number));
      for (const seat of seats) {
        if ((seat.get('n') as number) < capacity) continue;
        tx.delete(seat.ref);
        takeSeat(tx, id, free.shift()!, seat.get('registrationId') as string, now);
      }
    } else if (seats && capacity === null) {
      // No limit any more: no seat documents (the settling offers a seat to everyone in line).
      for (const seat of seats) tx.delete(seat.ref);
    }
    // A limit where there was none: the seats held get their documents once this commits.
    layOutAgain = capacityChanged && !seats && typeof capacity === 'number';
    tx.update(ref, {
      ...fields,
      ...(Image !== undefined ? { Image: Image ?? '' } : {}),
      ...(refundCutoffHours !== undefined ? { refundCutoffHours } : {}),
      ...(seatOfferHours !== undefined ? { seatOfferHours } : {}),
      ...(Capacity !== undefined ? { Capacity } : {}),
      ...(TimeZone !== undefined ? { TimeZone } : {}),
      ...(layOutAgain ? { seatsLaidOutAt: FieldValue.delete() } : {}),
      ...derivedFields(input),
      updatedAt: now,
    });
    return null;
  });
  if (outcome) return outcome;
  if (layOutAgain) await ensureSeatsLaidOut(id);
  // Seats a larger (or removed) capacity frees go to the line now.
  if (capacityChanged) await settleCampAfter(id);
  await syncCampSearch(db, id);
  return { kind: 'updated', camp: campView(await ref.get()) };
}

export type DeleteCampOutcome = { kind: 'deleted' } | { kind: 'camp-missing' } | { kind: 'has-registrations' };

/**
 * Deletes a camp nobody joined. A camp with registrations is cancelled
 * instead (cancelCamp), so that its participants are refunded and told.
 */
export async function deleteCamp(id: string, authorize: (camp: Camp) => void): Promise<DeleteCampOutcome> {
  const ref = campsCollection().doc(id);
  const registrations = db.collection(COLLECTIONS.registrations).where('campId', '==', id).limit(1);
  const outcome = await runTransaction(async (tx): Promise<DeleteCampOutcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'camp-missing' };
    authorize(snap.data() as Camp);
    const joined = await tx.get(registrations);
    if (!joined.empty) return { kind: 'has-registrations' };
    tx.delete(ref);
    return { kind: 'deleted' };
  });
  if (outcome.kind === 'deleted') await syncCampSearch(db, id);
  return outcome;
}

export type CancelCampOutcome =
  | { kind: 'cancelling'; job: CampCancellationJob }
  | { kind: 'camp-missing' }
  | { kind: 'already-cancelled' };

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
): Promise<CancelCampOutcome> {
  const ref = campsCollection().doc(id);
  const cancelledRef = db.collection(COLLECTIONS.cancelledCamps).doc(id);
  const jobRef = db.collection(COLLECTIONS.campCancellations).doc(id);
  const outcome = await runTransaction(async (tx): Promise<CancelCampOutcome> => {
    const [snap, cancelled, existingJob] = await Promise.all([tx.get(ref), tx.get(cancelledRef), tx.get(jobRef)]);
    const now = new Date().toISOString();
    if (!snap.exists) {
      if (!cancelled.exists || !existingJob.exists) return { kind: 'camp-missing' };
      authorize(cancelled.data() as Camp);
      const job = existingJob.data() as CampCancellationJob;
      if (job.status === 'done') return { kind: 'already-cancelled' };
      // Resume: touching the job runs its trigger again from where it stopped.
      tx.update(jobRef, { updatedAt: now });
      return { kind: 'cancelling', job: { ...job, updatedAt: now } };
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
    return { kind: 'cancelling', job };
  });
  if (outcome.kind === 'cancelling') await syncCampSearch(db, id);
  return outcome;
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
 * camp as it is, throws to refuse (the routes decide with the domain's
 * co-organizer rules, which always keep the creator), and returns the new
 * list. null: no such camp. The copies on the camp's registrations and
 * bookings follow through the propagateCampEdits trigger.
 */
export async function changeCampOrganizers(id: string, change: (camp: Camp) => string[]): Promise<Camp | null> {
  const ref = campsCollection().doc(id);
  const changed = await runTransaction(async (tx): Promise<Camp | null> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const camp = snap.data() as Camp;
    const organizerUids = change(camp);
    const updated = { ...camp, organizerUids, updatedAt: new Date().toISOString() };
    tx.update(ref, { organizerUids, updatedAt: updated.updatedAt });
    return updated;
  });
  if (changed) await syncCampSearch(db, id);
  return changed;
}
