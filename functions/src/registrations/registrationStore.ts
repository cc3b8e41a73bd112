/**
 * Firestore access for registrations and the bookings that hang off them.
 * Every change that touches a camp's ParticipantCount happens in the same
 * transaction as the registration it counts.
 */
import {
  accountPersonKey,
  campCopyOf,
  campSortOrder,
  COLLECTIONS,
  dependantPersonKey,
  freeSeatNumbers,
  hasCapacity,
  isCampFull,
  nameKeyFor,
  planSearch,
  PRIVACY_POLICY_VERSION,
  registrationId,
  unpaidHoldFields,
  registrationSearchEntries,
  registrationSearchEntryId,
  registrationSearchFilters,
  searchTokensFor,
  type Booking,
  type Camp,
  type Dependant,
  type DependantRelationship,
  type Registration,
  type RegistrationSortValue,
  type RegistrationState,
} from '@campcare/domain';
import { FieldValue, Timestamp, type CollectionReference, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import { ticketFieldFor } from '../checkin/ticketCodes.ts';
import { createHealthDetails, deleteHealthDetails } from '../privacy/healthStore.ts';
import { readPage, readSearchPage, type ListPage, type PageQuery } from '../firestore/paging.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { settleCampAfter } from '../seats/campSettleStore.ts';
import { campPersonRef, ensureSeatsLaidOut, markPerson, releaseRegistration, seatRef, seatsOf, takeSeat, takenSeatNumbers } from '../seats/seatStore.ts';
import type { RegistrationInput } from './schemas.ts';

export const registrationsCollection = () => db.collection(COLLECTIONS.registrations);
export const bookingsCollection = () => db.collection(COLLECTIONS.bookings);
export const registrationSearchCollection = () => db.collection(COLLECTIONS.registrationSearch);
const campsCollection = () => db.collection(COLLECTIONS.camps);

/**
 * Races on one document (one participant's twenty attempts, five organizers
 * confirming, joins and cancellations on one camp) abort all but one
 * transaction, and the SDK retries the others with backoff. The retries are
 * what turns those aborts into clean 409s: with a single attempt the
 * concurrency tests get 500s. The SDK's default of 5 attempts passed them on
 * the emulator (at most six requests at once); a deployed instance takes up to
 * 80 at once, hence the headroom.
 */
const HOT_TRANSACTION_ATTEMPTS = 10;

/** What the API returns: the document without the server's search fields. */
export type RegistrationView = Omit<Registration, 'searchTokens' | 'nameKey' | 'lineAt'> & { _id: string };
export type BookingView = Booking & { _id: string };

export function registrationFromSnapshot(snap: DocumentSnapshot): RegistrationView {
  // lineAt only orders the line (seats.ts): the place is waitlistPosition.
  const { searchTokens: _tokens, nameKey: _key, lineAt: _lineAt, ...rest } = snap.data() as Registration;
  return { _id: snap.id, ...rest };
}

function bookingFromSnapshot(snap: DocumentSnapshot): BookingView {
  return { _id: snap.id, ...(snap.data() as Booking) };
}

export interface Participant {
  uid: string;
  name: string;
  email: string;
}

/** Who a registration is for: the account holder, or someone they care for (see people.ts). */
export type RegisteredPerson = { kind: 'self' } | { kind: 'dependant'; name: string; relationship: DependantRelationship };

/** Why a registration could not be created; the routes turn these into HTTP answers. */
export type CreateOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'waitlisted'; id: string; position: number }
  | { kind: 'camp-missing' }
  | { kind: 'camp-closed'; cancelled: boolean }
  | { kind: 'already-registered' };

/** A new registration's id: random (it says nothing about whose it is), after its camp's id for people reading the data. */
export function newRegistrationId(campId: string): string {
  return `${campId}_${registrationsCollection().doc().id}`;
}

/**
 * Whether this person already has a registration for the camp, read in the
 * transaction: the person's mark (campPeople, seatStore.ts), and for the
 * account holder themself also the id their registrations had before keys
 * existed (`{campId}_{uid}`). Two point reads, no query: a query in a
 * transaction locks a range of the collection, which every other join of
 * the camp would wait on.
 */
export async function isPersonRegistered(tx: Transaction, campId: string, personKey: string, legacyOwnerUid: string | null): Promise<boolean> {
  const [byKey, legacy] = await Promise.all([
    tx.get(campPersonRef(campId, personKey)),
    legacyOwnerUid ? tx.get(registrationsCollection().doc(registrationId(campId, legacyOwnerUid))) : Promise.resolve(null),
  ]);
  return byKey.exists || !!legacy?.exists;
}

/** Random seat numbers tried before the camp's free ones are listed. */
const BLIND_TRIES = 3;
/** Rounds of a join before it gives up on a camp whose seats change under it. */
const JOIN_ROUNDS = 12;
/**
 * Seats a join tries before it goes in line instead. In a crowd taking the
 * last seats, every number listed free can be taken by another join first;
 * giving up then answered 500 (twice in 1,000 joins in bench:join's large
 * scenario). In line, the camp's settling offers it any seat still free.
 */
const SEAT_TRIES = JOIN_ROUNDS - 2;

/**
 * Picks the seat numbers a join tries, in order: a few at random (while a
 * camp fills, most are free), then random ones among those a listing of the
 * camp's held seats shows free. null: no seat to try, the join goes in line.
 */
function seatPicker(campId: string, capacity: number) {
  const tried = new Set<number>();
  let listed: number[] | null = null;
  let listings = 0;
  return async (): Promise<number | null> => {
    if (tried.size < BLIND_TRIES && tried.size < capacity) {
      for (;;) {
        const n = Math.floor(Math.random() * capacity);
        if (!tried.has(n)) {
          tried.add(n);
          return n;
        }
      }
    }
    if (!listed || listed.length === 0) {
      if (listings >= 2) return null;
      listings++;
      listed = freeSeatNumbers(capacity, await takenSeatNumbers(null, campId));
    }
    if (listed.length === 0) return null;
    const [n] = listed.splice(Math.floor(Math.random() * listed.length), 1);
    tried.add(n!);
    return n!;
  };
}

/**
 * Creates a registration for the account holder or someone they care for:
 * a seat while any is left, else a place at the end of the waiting list.
 * The seat is one document, seats/{campId}_{n}, created in the transaction
 * with the registration: n is picked at random, and a number taken
 * meanwhile sends the join to another (seatPicker), so a crowd joining
 * writes different documents and no seat is held twice. When none is left,
 * or people already wait (the camp's counts say so), the registration is
 * Waiting: its place is its join time among those Waiting, counted for the
 * answer. The transaction reads the camp (closed or cancelled meanwhile,
 * its capacity as it is) and the person's mark (one registration per
 * person and camp), and writes no document another join writes. The camp's
 * settling (campSettleStore.ts) then offers any seat left free to the line
 * and counts the camp: the answer waits for it when this join runs it, not
 * when another change of a crowd does (seated or placed, the answer is
 * final). A join that lost the race for a seat SEAT_TRIES times goes in
 * line. A seat taken unpaid is held until its deadline (unpaidHolds.ts).
 */
export async function createRegistration(
  participant: Participant,
  input: RegistrationInput,
  decide: { isOpen: (camp: Camp) => boolean; initialState: (camp: Camp) => RegistrationState },
  person: RegisteredPerson = { kind: 'self' },
): Promise<CreateOutcome> {
  const campRef = campsCollection().doc(input.campId);
  const id = newRegistrationId(input.campId);
  const ref = registrationsCollection().doc(id);
  const personKey = person.kind === 'self' ? accountPersonKey(participant.uid) : dependantPersonKey(participant.uid, person.name);
  const dependant: Dependant | null = person.kind === 'dependant' ? { relationship: person.relationship, guardianName: participant.name } : null;
  const name = person.kind === 'dependant' ? person.name : participant.name;

  const first = await campRef.get();
  if (!first.exists) return { kind: 'camp-missing' };
  let shown = first.data() as Camp;
  if (!shown.seatsLaidOutAt) {
    await ensureSeatsLaidOut(input.campId);
    shown = ((await campRef.get()).data() as Camp | undefined) ?? shown;
  }
  // People already waiting, or no seat left as last counted: straight to the line (a seat freed meanwhile is offered to it).
  const toLine = hasCapacity(shown) && (isCampFull(shown) || (shown.waitlistCount ?? 0) > 0);
  const pick = hasCapacity(shown) && !toLine ? seatPicker(input.campId, shown.Capacity) : null;

  for (let round = 1; ; round++) {
    const n = pick && round <= SEAT_TRIES ? await pick() : null;
    let outcome: CreateOutcome | 'taken' | 'not-laid-out';
    try {
      outcome = await runTransaction(
        async (tx): Promise<CreateOutcome | 'taken' | 'not-laid-out'> => {
          const [campSnap, registered, seat] = await Promise.all([
            tx.get(campRef),
            isPersonRegistered(tx, input.campId, personKey, person.kind === 'self' ? participant.uid : null),
            n === null ? Promise.resolve(null) : tx.get(seatRef(input.campId, n)),
          ]);
          if (!campSnap.exists) return { kind: 'camp-missing' };
          const camp = campSnap.data() as Camp;
          if (!decide.isOpen(camp)) return { kind: 'camp-closed', cancelled: !!camp.cancelledAt };
          if (registered) return { kind: 'already-registered' };
          if (!camp.seatsLaidOutAt) return 'not-laid-out';
          // Taken meanwhile, or past a capacity lowered meanwhile: another number.
          if (n !== null && (seat?.exists || !hasCapacity(camp) || n >= camp.Capacity)) return 'taken';
          const full = hasCapacity(camp) && n === null;
          const at = new Date();
          const now = at.toISOString();
          const state = { ...decide.initialState(camp), ...(full ? { waitlistStatus: 'Waiting' as const } : {}) };
          const registration: Registration = {
            campId: input.campId,
            participantUid: participant.uid,
            personKey,
            ...(dependant ? { dependant } : {}),
            ...campCopyOf(camp),
            ParticipantName: name,
            ParticipantEmail: participant.email,
            ...state,
            // A free registration with a seat may attend at once, so its ticket is made with it.
            ...ticketFieldFor(state, input.campId),
            // An unpaid seat is held for a while, then released to the waiting list.
            ...unpaidHoldFields(state, camp, at),
            feedbackGiven: false,
            consent: { policyVersion: PRIVACY_POLICY_VERSION, givenAt: now },
            searchTokens: searchTokensFor(camp.CampName, name),
            nameKey: nameKeyFor(camp.CampName),
            createdAt: now,
            updatedAt: now,
          };
          // The line's order: when this commits (seats.ts).
          tx.create(ref, full ? { ...registration, lineAt: FieldValue.serverTimestamp() } : registration);
          markPerson(tx, input.campId, personKey, id);
          if (n !== null) takeSeat(tx, input.campId, n, id, now);
          for (const entry of registrationSearchEntries(id, registration)) tx.set(registrationSearchCollection().doc(entry.id), entry.data);
          const { age, gender, phoneNumber, emergencyContact } = input;
          createHealthDetails(tx, id, { participantUid: participant.uid, campId: input.campId }, { age, gender, phoneNumber, emergencyContact }, camp, now);
          return full ? { kind: 'waitlisted', id, position: 0 } : { kind: 'created', id };
        },
        { maxAttempts: HOT_TRANSACTION_ATTEMPTS },
      );
    } catch (error) {
      // The seat's document was created by another join between this one's read and its commit.
      if (grpcCode(error) !== GRPC.ALREADY_EXISTS) throw error;
      outcome = 'taken';
    }
    if (outcome === 'not-laid-out') {
      await ensureSeatsLaidOut(input.campId);
    } else if (outcome !== 'taken') {
      if (outcome.kind !== 'waitlisted' && outcome.kind !== 'created') return outcome;
      const position = outcome.kind === 'waitlisted' ? await placeInLine(input.campId, id) : 0;
      // Seated or placed, the answer is final: a join of a crowd does not wait for another's settling.
      await settleCampAfter(input.campId, Date.now(), db, { waitForOthers: false });
      return outcome.kind === 'waitlisted' ? { ...outcome, position } : outcome;
    }
    if (round >= JOIN_ROUNDS) throw new Error(`No seat of camp ${input.campId} could be taken or refused in ${JOIN_ROUNDS} rounds.`);
  }
}

/**
 * A Waiting registration's place in its camp's line (1 = next): those
 * Waiting whose lineAt is earlier, plus one. Read after its join committed,
 * when every join ahead of it has committed too.
 */
export async function placeInLine(campId: string, id: string): Promise<number> {
  const snap = await registrationsCollection().doc(id).get();
  const at = snap.get('lineAt') as Timestamp | undefined;
  const waiting = registrationsCollection().where('campId', '==', campId).where('waitlistStatus', '==', 'Waiting');
  if (!(at instanceof Timestamp)) return (await waiting.count().get()).data().count;
  const [earlier, sameTime] = await Promise.all([
    waiting.where('lineAt', '<', at).count().get(),
    waiting.where('lineAt', '==', at).select().get(),
  ]);
  return earlier.data().count + sameTime.docs.filter((doc) => doc.id < id).length + 1;
}

/** A registration as read in a transaction, with its camp (null once the camp is deleted). */
export interface RegistrationInContext {
  registration: Registration;
  camp: Camp | null;
}

/**
 * Reads a registration and its camp in a transaction, lets `authorize`
 * decide (it throws an ApiError to refuse, which rolls everything back),
 * then applies `change`. Returns false when there is no such registration.
 */
async function changeRegistration(
  id: string,
  authorize: (found: RegistrationInContext) => void,
  change: (tx: Transaction, found: RegistrationInContext) => Promise<void>,
): Promise<Registration | null> {
  const ref = registrationsCollection().doc(id);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const registration = snap.data() as Registration;
      const campSnap = await tx.get(campsCollection().doc(registration.campId));
      const found = { registration, camp: campSnap.exists ? (campSnap.data() as Camp) : null };
      authorize(found);
      await change(tx, found);
      return registration;
    },
    { maxAttempts: HOT_TRANSACTION_ATTEMPTS },
  );
}

/**
 * Deletes the registration and gives back what it held: its seat (or the
 * seat of its open offer) is freed, and the camp's settling offers it to the
 * first in line (or leaves it free) and closes up the places behind. With
 * `refundedBookings`, those bookings are marked Refunded in the same
 * transaction. Returns the registration as it was (null: no such
 * registration).
 */
export async function deleteRegistration(
  id: string,
  authorize: (found: RegistrationInContext) => void,
  refundedBookings: string[] = [],
): Promise<Registration | null> {
  const deleted = await changeRegistration(id, authorize, async (tx, { registration }) => {
    const bookingRefs = refundedBookings.map((bookingId) => bookingsCollection().doc(bookingId));
    const bookings = await Promise.all(bookingRefs.map((ref) => tx.get(ref)));
    const seats = await seatsOf(tx, id);
    const now = new Date().toISOString();
    for (const booking of bookings) {
      if (!booking.exists) continue;
      tx.update(booking.ref, {
        paymentStatus: 'Refunded',
        amountRefunded: booking.get('amount') as number,
        refundedAt: (booking.get('refundedAt') as string | undefined) ?? now,
      });
    }
    tx.delete(registrationsCollection().doc(id));
    for (const entry of registrationSearchEntries(id, registration)) tx.delete(registrationSearchCollection().doc(entry.id));
    // A registration that goes takes its health details with it.
    deleteHealthDetails(tx, id);
    releaseRegistration(tx, registration, seats);
  });
  if (deleted) await settleCampAfter(deleted.campId);
  return deleted;
}

/** Marks the registration and its bookings Confirmed. null: no such registration. */
export function confirmRegistration(id: string, authorize: (found: RegistrationInContext) => void): Promise<Registration | null> {
  return changeRegistration(id, authorize, async (tx) => {
    const bookings = await tx.get(bookingsCollection().where('registrationId', '==', id));
    const now = new Date().toISOString();
    tx.update(registrationsCollection().doc(id), { ConfirmationStatus: 'Confirmed', updatedAt: now });
    for (const booking of bookings.docs) tx.update(booking.ref, { ConfirmationStatus: 'Confirmed' });
  });
}

/** One page of an ordered query of `collection`, counted on the same query. */
function pageOf<T>(collection: CollectionReference, query: Query, page: PageQuery, map: (snap: DocumentSnapshot) => T): Promise<ListPage<T>> {
  return readPage({ ordered: query, counted: query, collection }, page, map);
}

/**
 * The organizers' registrations table: the registrations of the camps one
 * organizer runs (`organizerUid`), or of every camp (null, for admins);
 * sorted, searched on camp name and participant name. Without search, or
 * an admin's search of one word, Firestore does the work (an index on the
 * order, or on searchTokens + the order); a search of several words, or any
 * search among one organizer's camps, goes through the registrationSearch
 * entries, as the camps' search does. Either way a page costs the page.
 */
export function listCampRegistrations(
  organizerUid: string | null,
  sort: RegistrationSortValue,
  searchValue: string,
  page: PageQuery,
): Promise<ListPage<RegistrationView>> {
  const plan = planSearch(searchValue);
  if (plan && (plan.words.length > 1 || organizerUid)) {
    return readSearchPage(
      {
        entries: registrationSearchCollection(),
        filters: registrationSearchFilters(plan, sort, organizerUid),
        idField: 'registrationId',
        collection: registrationsCollection(),
        entryIdOf: (registration) => registrationSearchEntryId(registration.id, registration.data() as Registration, sort),
      },
      page,
      registrationFromSnapshot,
    );
  }
  const order = campSortOrder(sort);
  // Firestore takes one array-contains per query: one organizer, or one word.
  const base: Query = organizerUid
    ? registrationsCollection().where('organizerUids', 'array-contains', organizerUid)
    : plan
      ? registrationsCollection().where('searchTokens', 'array-contains', plan.primaryToken)
      : registrationsCollection();
  return pageOf(registrationsCollection(), base.orderBy(order.field, order.direction), page, registrationFromSnapshot);
}

/** Narrows a query to the camps one organizer runs; null leaves it whole. */
function inCampsOf(query: Query, organizerUid: string | null): Query {
  return organizerUid ? query.where('organizerUids', 'array-contains', organizerUid) : query;
}

/** A participant's registrations, newest first; with `organizerUid`, only in the camps they run. */
export function listRegistrationsOf(uid: string, page: PageQuery, organizerUid: string | null = null): Promise<ListPage<RegistrationView>> {
  const query = inCampsOf(registrationsCollection().where('participantUid', '==', uid), organizerUid).orderBy('createdAt', 'desc');
  return pageOf(registrationsCollection(), query, page, registrationFromSnapshot);
}

/** A participant's payments, newest first; with `organizerUid`, only in the camps they run. */
export function listBookingsOf(uid: string, page: PageQuery, organizerUid: string | null = null): Promise<ListPage<BookingView>> {
  const query = inCampsOf(bookingsCollection().where('participantUid', '==', uid), organizerUid).orderBy('date', 'desc');
  return pageOf(bookingsCollection(), query, page, bookingFromSnapshot);
}

/** Whether this participant registered for any camp the organizer runs (one indexed read at most). */
export async function isParticipantOf(uid: string, organizerUid: string): Promise<boolean> {
  const snap = await inCampsOf(registrationsCollection().where('participantUid', '==', uid), organizerUid)
    .orderBy('createdAt', 'desc')
    .select()
    .limit(1)
    .get();
  return !snap.empty;
}

/** The registration and its camp (null when either is gone), read outside any transaction. */
export async function registrationWithCamp(id: string): Promise<{ registration: Registration; camp: Camp | null } | null> {
  const snap = await registrationsCollection().doc(id).get();
  if (!snap.exists) return null;
  const registration = snap.data() as Registration;
  const camp = await campsCollection().doc(registration.campId).get();
  return { registration, camp: camp.exists ? (camp.data() as Camp) : null };
}
