/**
 * What deleting an account erases, run by DELETE /me and again by the Auth
 * deletion trigger (onUserDeleted), so it must be safe to run twice or after
 * a crash half-way: every step finds its work by the person's uid, email or
 * name, and leaves nothing that a later run would find again.
 *
 * - Registrations of camps still to come that hold no money are cancelled
 *   (the seat goes to the next in line). Every other registration is kept for
 *   attendance and accounting under a new random id (the old id is
 *   `{campId}_{uid}`), without name, email or uid, its health details
 *   erased; its payments, access-log entries and payment problems follow
 *   it to the new id in the same transaction.
 * - Payments (bookings) stay for accounting without the payer's name, email
 *   or uid; reviews stay public without the author's name or photo.
 * - Access-log entries about the person keep the fact of the read (who read,
 *   when, why, which camp) but no longer say whose details they were; entries
 *   of reads the person made (as an organizer) keep the role, not the name.
 * - The profile (with the mail preferences), the revocation record, their
 *   staff roles on camps and invitations to their address, queued and sent
 *   mails to them, their contact messages, their uploaded pictures
 *   (unless a camp shows one), any stray health record, and their screening
 *   results and referrals (health data, with the contact attempts) go.
 * Paid registrations of camps to come are only kept here: cancelling them
 * with a refund is the caller's decision, made before (DELETE /me).
 */
import {
  anonymizedAccessLogFields,
  anonymizedBookingFields,
  anonymizedRegistrationFields,
  anonymizedReviewFields,
  COLLECTIONS,
  DELETED_ACCOUNT_NAME,
  registrationFate,
  registrationSearchEntries,
  searchTokensFor,
  type AccessLogEntry,
  type FateCamp,
  type Registration,
} from '@campcare/domain';
import type { DocumentData, DocumentReference, Query, UpdateData } from 'firebase-admin/firestore';
import { campPersonRef, markPerson, seatsOf } from '../seats/seatStore.ts';
import { db } from '../firestore/firebase.ts';
import { healthDetailsCollection } from '../privacy/healthStore.ts';
import { deleteReferralsOf } from '../referrals/referralStore.ts';
import { deleteRegistration, registrationSearchCollection } from '../registrations/registrationStore.ts';
import { deleteResultsOf } from '../stations/resultStore.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { reviewsOf } from './personalDataStore.ts';

export interface ErasedPerson {
  uid: string;
  /** Lower-case; null when the account had none. */
  email: string | null;
  /** Names the person went by (Auth, profile); the registrations' own names are added. */
  names: string[];
}

export interface ErasureSummary {
  cancelled: number;
  kept: number;
  /** PaymentIntents of cancelled registrations that may still be open (the caller cancels them at the provider). */
  openPaymentIntents: string[];
}

const collection = (name: keyof typeof COLLECTIONS) => db.collection(COLLECTIONS[name]);

/** A registration id of this person's (`{campId}_{uid}`) with the uid replaced by a random id; any other value as it is. */
function withoutUid(id: string | null | undefined, uid: string): string | null {
  if (!id) return id ?? null;
  return id.endsWith(`_${uid}`) ? `${id.slice(0, -uid.length)}${collection('registrations').doc().id}` : id;
}

/** Firestore takes at most 500 writes in one batch. */
const BATCH_SIZE = 400;

async function deleteAll(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(BATCH_SIZE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < BATCH_SIZE) return deleted;
  }
}

/** Applies `change` to every document the query finds (the change must make the query stop finding it). */
async function updateAll(query: Query, change: (data: DocumentData) => UpdateData<DocumentData>) {
  for (;;) {
    const page = await query.limit(BATCH_SIZE).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, change(doc.data()));
    await batch.commit();
    if (page.size < BATCH_SIZE) return;
  }
}

/** Keeps one registration without the person, under a new id, with everything that pointed at it. */
async function keepAnonymized(ref: DocumentReference, uid: string, now: string): Promise<void> {
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    const registration = snap.data() as Registration;
    if (registration.participantUid !== uid) return;
    const [bookings, accesses, problems, entries, seats] = await Promise.all([
      tx.get(collection('bookings').where('registrationId', '==', ref.id)),
      tx.get(collection('accessLog').where('registrationId', '==', ref.id)),
      tx.get(collection('paymentProblems').where('registrationId', '==', ref.id)),
      tx.get(registrationSearchCollection().where('registrationId', '==', ref.id)),
      seatsOf(tx, ref.id),
    ]);
    const newRef = collection('registrations').doc(`${registration.campId}_${collection('registrations').doc().id}`);
    const kept: Registration = {
      ...registration,
      ...anonymizedRegistrationFields(),
      searchTokens: searchTokensFor(registration.CampName, DELETED_ACCOUNT_NAME),
      accountDeletedAt: now,
      healthErasedAt: registration.healthErasedAt ?? now,
      updatedAt: now,
    };
    tx.create(newRef, kept);
    tx.delete(ref);
    // The person's mark names them; the seat stays held, by the registration's new id.
    if (registration.personKey) tx.delete(campPersonRef(registration.campId, registration.personKey));
    if (kept.personKey && kept.personKey !== registration.personKey) markPerson(tx, registration.campId, kept.personKey, newRef.id);
    for (const seat of seats) tx.update(seat.ref, { registrationId: newRef.id });
    tx.delete(healthDetailsCollection().doc(ref.id));
    for (const entry of entries.docs) tx.delete(entry.ref);
    for (const entry of registrationSearchEntries(newRef.id, kept)) tx.set(registrationSearchCollection().doc(entry.id), entry.data);
    for (const booking of bookings.docs) {
      tx.update(booking.ref, {
        ...anonymizedBookingFields(),
        registrationId: newRef.id,
        paymentCampId: booking.get('paymentCampId') === ref.id ? newRef.id : withoutUid(booking.get('paymentCampId') as string, uid),
      });
    }
    for (const access of accesses.docs) {
      tx.update(access.ref, { ...anonymizedAccessLogFields(access.data() as AccessLogEntry, 'participant'), registrationId: newRef.id });
    }
    for (const problem of problems.docs) tx.update(problem.ref, { participantUid: null, registrationId: newRef.id });
  });
}

/** Images the person uploaded that no camp shows (a profile photo, say). */
async function deleteOwnImages(uid: string): Promise<void> {
  const images = await collection('images').where('ownerUid', '==', uid).get();
  for (const image of images.docs) {
    const url = `/api/images/${image.id}`;
    const [live, cancelled] = await Promise.all([
      collection('camps').where('Image', '==', url).limit(1).get(),
      collection('cancelledCamps').where('Image', '==', url).limit(1).get(),
    ]);
    if (live.empty && cancelled.empty) await image.ref.delete();
  }
}

/** Marks one registration as its participant's account going, so that no mail goes out about what happens to it next. */
export async function markAccountDeleted(registrationId: string, now: Date): Promise<void> {
  await collection('registrations').doc(registrationId).update({ accountDeletedAt: now.toISOString() });
}

export async function eraseAccountData(person: ErasedPerson, now: Date = new Date()): Promise<ErasureSummary> {
  const { uid, email } = person;
  const at = now.toISOString();
  const registrationSnaps = (await collection('registrations').where('participantUid', '==', uid).get()).docs;
  const registrations = registrationSnaps.map((s) => s.data() as Registration);
  // Results and referrals are health data: gone with the person, before a kept registration moves to an id they no longer name.
  await deleteResultsOf(registrationSnaps.map((s) => s.id));
  await deleteReferralsOf(registrationSnaps.map((s) => s.id));

  // Reviews first, while the registrations still name them.
  const names = [...new Set([...person.names, ...registrations.map((r) => r.ParticipantName)].filter(Boolean))];
  for (const review of await reviewsOf(registrations, names)) {
    if (review.get('Name') !== anonymizedReviewFields().Name) await review.ref.update(anonymizedReviewFields());
  }

  // Marked first, so that no mail goes out about what happens to them next.
  await Promise.all(registrationSnaps.filter((s) => !s.get('accountDeletedAt')).map((s) => s.ref.update({ accountDeletedAt: at })));

  const summary: ErasureSummary = { cancelled: 0, kept: 0, openPaymentIntents: [] };
  for (const [i, snap] of registrationSnaps.entries()) {
    const registration = registrations[i]!;
    const camp = await collection('camps').doc(registration.campId).get();
    const fate = registrationFate(registration, camp.exists ? (camp.data() as FateCamp) : registration, 'keep', now);
    if (fate === 'cancel') {
      const deleted = await deleteRegistration(snap.id, () => {});
      if (deleted) {
        summary.cancelled++;
        if (deleted.paymentIntentId) summary.openPaymentIntents.push(deleted.paymentIntentId);
      }
    } else {
      await keepAnonymized(snap.ref, uid, at);
      summary.kept++;
    }
  }

  // What still names the person without a registration of theirs to follow (cancelled ones, strays).
  await updateAll(collection('bookings').where('participantUid', '==', uid), (b) => ({
    ...anonymizedBookingFields(),
    registrationId: withoutUid(b.registrationId as string, uid),
    paymentCampId: withoutUid(b.paymentCampId as string, uid),
  }));
  await updateAll(collection('accessLog').where('participantUid', '==', uid), (a) => ({
    ...anonymizedAccessLogFields(a as AccessLogEntry, 'participant'),
    registrationId: withoutUid(a.registrationId as string, uid),
  }));
  await updateAll(collection('accessLog').where('accessorUid', '==', uid), (a) => anonymizedAccessLogFields(a as AccessLogEntry, 'accessor'));
  await updateAll(collection('paymentProblems').where('participantUid', '==', uid), (p) => ({
    participantUid: null,
    registrationId: withoutUid(p.registrationId as string, uid),
  }));
  await deleteAll(healthDetailsCollection().where('participantUid', '==', uid));

  // Their staff roles on camps, and invitations sent to their address.
  await deleteAll(collection('campStaff').where('uid', '==', uid));
  if (email) await deleteAll(collection('staffInvitations').where('email', '==', email));

  await deleteAll(collection('mail').where('uid', '==', uid));
  await deleteAll(collection('messages').where('senderUid', '==', uid));
  if (email) {
    await deleteAll(collection('mail').where('to', '==', email));
    await deleteAll(collection('messages').where('email', '==', email));
  }
  await deleteOwnImages(uid);
  await collection('users').doc(uid).delete();
  await collection('revocations').doc(uid).delete();
  return summary;
}
