/**
 * Firestore access for walk-ins: registering a person at the door (a seat
 * taken in one transaction with the camp, like a join), the one-time codes
 * that let an account claim such a registration later (walkInClaims/{hash}),
 * and the claim itself. Returns outcomes; the routes answer them.
 */
import { createHash } from 'node:crypto';
import {
  accountPersonKey,
  COLLECTIONS,
  freeSeatNumbers,
  hasCapacity,
  nameKeyFor,
  PRIVACY_POLICY_VERSION,
  registrationSearchEntries,
  searchTokensFor,
  takesWalkIns,
  walkInPersonKey,
  type AttendeeView,
  type Camp,
  type CampOwnership,
  type Registration,
} from '@campcare/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { attendeeFrom } from '../checkin/checkinStore.ts';
import { newTicketCode } from '../checkin/ticketCodes.ts';
import { signTicket } from '../checkin/ticketSigning.ts';
import { db } from '../firestore/firebase.ts';
import { createHealthDetails, healthDetailsCollection } from '../privacy/healthStore.ts';
import { isPersonRegistered, newRegistrationId, registrationSearchCollection, registrationsCollection } from '../registrations/registrationStore.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import { settleCampAfter } from '../seats/campSettleStore.ts';
import { campPersonRef, ensureSeatsLaidOut, markPerson, seatRef, takeSeat, takenSeatNumbers } from '../seats/seatStore.ts';
import type { WalkInInput } from './schemas.ts';

const campsCollection = () => db.collection(COLLECTIONS.camps);
export const walkInClaimsCollection = () => db.collection(COLLECTIONS.walkInClaims);

/** A claim code as stored: the SHA-256 of its normalized form, hex (the document id). */
export function hashClaimCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** walkInClaims/{hash}: which registration a code claims. */
interface WalkInClaim {
  registrationId: string;
  campId: string;
  createdAt: string;
  createdBy: string;
}

/** Who records the walk-in. */
export interface DoorStaff {
  uid: string;
  name: string;
}

export type WalkInOutcome =
  | { kind: 'created'; id: string; ticket: string; attendee: AttendeeView }
  /** The device sent this walk-in before (same requestId): nothing new was written. */
  | { kind: 'replayed'; id: string; ticket: string; attendee: AttendeeView }
  | { kind: 'camp-missing' }
  | { kind: 'closed' }
  | { kind: 'paid-camp' }
  | { kind: 'full' }
  /** The code the device made is already in use (it picks another). */
  | { kind: 'code-taken' };

/**
 * Registers a walk-in in one transaction with the camp. `authorize` sees the
 * camp (and reads the caller's staff role in this transaction) and throws to
 * refuse. A walk-in at a free camp with a seat left holds a ticket and is
 * checked in at once (the person is at the door); at a paid camp it is
 * refused (door staff take no money), at a full one too (nobody waits in a
 * line at the door). A `requestId` seen before at this camp answers the
 * walk-in recorded then, so a device that sends it again records nothing new.
 */
export async function createWalkIn(
  campId: string,
  input: WalkInInput,
  staff: DoorStaff,
  at: Date,
  claimCode: string,
  authorize: (camp: Camp, tx: Transaction) => Promise<void>,
): Promise<WalkInOutcome> {
  const campRef = campsCollection().doc(campId);
  const id = newRegistrationId(campId);
  const ref = registrationsCollection().doc(id);
  const claimRef = walkInClaimsCollection().doc(hashClaimCode(claimCode));
  // A walk-in takes a seat as a join does (registrationStore.ts): one seat document, a free number picked at random.
  await ensureSeatsLaidOut(campId);
  for (let round = 1; ; round++) {
    const capacity = (await campRef.get()).get('Capacity') as number | null | undefined;
    const free = typeof capacity === 'number' ? freeSeatNumbers(capacity, await takenSeatNumbers(null, campId)) : [];
    const n = free.length > 0 ? free[Math.floor(Math.random() * free.length)]! : null;
    let outcome: WalkInOutcome | 'taken';
    try {
      outcome = await walkInWithSeat(n);
    } catch (error) {
      if (grpcCode(error) !== GRPC.ALREADY_EXISTS) throw error;
      outcome = 'taken';
    }
    if (outcome !== 'taken') {
      if (outcome.kind === 'created') await settleCampAfter(campId);
      return outcome;
    }
    if (round >= 10) throw new Error(`No seat of camp ${campId} could be taken for a walk-in in 10 rounds.`);
  }

  function walkInWithSeat(n: number | null): Promise<WalkInOutcome | 'taken'> {
  return runTransaction(
    async (tx): Promise<WalkInOutcome | 'taken'> => {
      const campSnap = await tx.get(campRef);
      if (!campSnap.exists) return { kind: 'camp-missing' };
      const camp = campSnap.data() as Camp;
      await authorize(camp, tx);
      const [earlier, claim, seat] = await Promise.all([
        input.requestId
          ? tx.get(registrationsCollection().where('campId', '==', campId).where('walkIn.requestId', '==', input.requestId).limit(1))
          : Promise.resolve(null),
        tx.get(claimRef),
        n === null ? Promise.resolve(null) : tx.get(seatRef(campId, n)),
      ]);
      const replay = earlier?.docs[0];
      if (replay) {
        const registration = replay.data() as Registration;
        return { kind: 'replayed', id: replay.id, ticket: registration.ticket ?? '', attendee: attendeeFrom(replay.id, registration) };
      }
      if (claim.exists) return { kind: 'code-taken' };
      if (!takesWalkIns(camp.DateTime, at) || camp.cancelledAt) return { kind: 'closed' };
      if (camp.CampFees > 0) return { kind: 'paid-camp' };
      if (hasCapacity(camp)) {
        // No seat free as listed (the line waits for any that frees), or this one taken meanwhile.
        if (n === null || (camp.waitlistCount ?? 0) > 0) return { kind: 'full' };
        if (seat?.exists || n >= camp.Capacity || !camp.seatsLaidOutAt) return 'taken';
      }

      const when = at.toISOString();
      const now = new Date().toISOString();
      const ticket = newTicketCode();
      // Signed like any ticket, so another door phone with no network accepts it.
      const ticketSignature = signTicket(campId, ticket);
      const registration: Registration = {
        campId,
        participantUid: '',
        personKey: walkInPersonKey(id),
        walkIn: { recordedBy: staff.uid, recordedByName: staff.name, recordedAt: when, requestId: input.requestId ?? null, claimedAt: null },
        CampName: camp.CampName,
        ParticipantName: input.ParticipantName,
        ParticipantEmail: '',
        Image: camp.Image,
        CampFees: camp.CampFees,
        DateTime: camp.DateTime,
        Location: camp.Location,
        HealthcareProfessional: camp.HealthcareProfessional,
        ...(camp.refundCutoffHours !== undefined ? { refundCutoffHours: camp.refundCutoffHours } : {}),
        ...(camp.TimeZone !== undefined ? { TimeZone: camp.TimeZone } : {}),
        ...(camp.retentionDays !== undefined ? { retentionDays: camp.retentionDays } : {}),
        PaymentStatus: 'Free',
        ConfirmationStatus: 'Pending',
        ticket,
        ...(ticketSignature ? { ticketSignature } : {}),
        // The person is at the door: recorded and checked in in one step.
        checkedInAt: when,
        checkedInBy: staff.uid,
        feedbackGiven: false,
        consent: { policyVersion: PRIVACY_POLICY_VERSION, givenAt: when, inPerson: { recordedBy: staff.uid, recordedByName: staff.name } },
        organizerUids: camp.organizerUids ?? [],
        searchTokens: searchTokensFor(camp.CampName, input.ParticipantName),
        nameKey: nameKeyFor(camp.CampName),
        createdAt: when,
        updatedAt: now,
      };
      tx.create(ref, registration);
      for (const entry of registrationSearchEntries(id, registration)) tx.set(registrationSearchCollection().doc(entry.id), entry.data);
      const { age, gender, phoneNumber, emergencyContact } = input;
      createHealthDetails(tx, id, { participantUid: '', campId }, { age, gender, phoneNumber, emergencyContact }, camp, now);
      const claimDoc: WalkInClaim = { registrationId: id, campId, createdAt: now, createdBy: staff.uid };
      tx.create(claimRef, claimDoc);
      markPerson(tx, campId, registration.personKey!, id);
      if (n !== null && hasCapacity(camp)) takeSeat(tx, campId, n, id, now);
      return { kind: 'created', id, ticket, attendee: attendeeFrom(id, registration) };
    },
    { maxAttempts: 10 },
  );
  }
}

export type NewCodeOutcome = { kind: 'issued' } | { kind: 'missing' } | { kind: 'not-a-walk-in' } | { kind: 'claimed' } | { kind: 'code-taken' };

/**
 * Gives an unclaimed walk-in a new claim code (its old one stops working):
 * for a person who lost theirs, or a device that lost the answer that
 * carried it.
 */
export async function replaceClaimCode(
  registrationId: string,
  claimCode: string,
  staffUid: string,
  authorize: (campId: string, camp: CampOwnership, tx: Transaction) => Promise<void>,
): Promise<NewCodeOutcome> {
  const ref = registrationsCollection().doc(registrationId);
  const claimRef = walkInClaimsCollection().doc(hashClaimCode(claimCode));
  return runTransaction(async (tx): Promise<NewCodeOutcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'missing' };
    const registration = snap.data() as Registration;
    const campSnap = await tx.get(campsCollection().doc(registration.campId));
    await authorize(registration.campId, campSnap.exists ? (campSnap.data() as Camp) : registration, tx);
    if (!registration.walkIn) return { kind: 'not-a-walk-in' };
    if (registration.participantUid) return { kind: 'claimed' };
    const [old, taken] = await Promise.all([tx.get(walkInClaimsCollection().where('registrationId', '==', registrationId)), tx.get(claimRef)]);
    if (taken.exists) return { kind: 'code-taken' };
    for (const doc of old.docs) tx.delete(doc.ref);
    const claimDoc: WalkInClaim = { registrationId, campId: registration.campId, createdAt: new Date().toISOString(), createdBy: staffUid };
    tx.create(claimRef, claimDoc);
    return { kind: 'issued' };
  });
}

export type ClaimOutcome =
  | { kind: 'claimed'; registrationId: string; campId: string; CampName: string }
  /** No such code, used already, or its registration is gone: one answer, so codes cannot be probed. */
  | { kind: 'invalid' }
  | { kind: 'already-registered'; CampName: string };

/**
 * Links the walk-in registration a code names to the signed-in account, in
 * one transaction: the registration becomes the account holder's own
 * (participantUid, email and person key), its health details and the log of
 * who read them follow, and the code is used up. Someone who already holds
 * their own registration for that camp is refused (one registration per
 * person per camp). A code whose registration is gone is removed.
 */
export async function claimWalkIn(code: string, claimant: { uid: string; email: string }, now: Date = new Date()): Promise<ClaimOutcome> {
  const claimRef = walkInClaimsCollection().doc(hashClaimCode(code));
  return runTransaction(async (tx): Promise<ClaimOutcome> => {
    const claimSnap = await tx.get(claimRef);
    if (!claimSnap.exists) return { kind: 'invalid' };
    const { registrationId } = claimSnap.data() as WalkInClaim;
    const ref = registrationsCollection().doc(registrationId);
    const snap = await tx.get(ref);
    const registration = snap.exists ? (snap.data() as Registration) : null;
    if (!registration || !registration.walkIn || registration.participantUid) {
      tx.delete(claimRef);
      return { kind: 'invalid' };
    }
    const [registered, health, accesses] = await Promise.all([
      isPersonRegistered(tx, registration.campId, accountPersonKey(claimant.uid), claimant.uid),
      tx.get(healthDetailsCollection().doc(registrationId)),
      tx.get(db.collection(COLLECTIONS.accessLog).where('registrationId', '==', registrationId)),
    ]);
    if (registered) return { kind: 'already-registered', CampName: registration.CampName };
    const at = now.toISOString();
    tx.update(ref, {
      participantUid: claimant.uid,
      ParticipantEmail: claimant.email,
      personKey: accountPersonKey(claimant.uid),
      'walkIn.claimedAt': at,
      updatedAt: at,
    });
    // The person the registration is for is now the account holder: their mark replaces the walk-in's.
    if (registration.personKey) tx.delete(campPersonRef(registration.campId, registration.personKey));
    markPerson(tx, registration.campId, accountPersonKey(claimant.uid), registrationId);
    if (health.exists) tx.update(health.ref, { participantUid: claimant.uid });
    // Whose details were read is now known: the person sees those reads in their own log.
    for (const access of accesses.docs) tx.update(access.ref, { participantUid: claimant.uid });
    tx.delete(claimRef);
    return { kind: 'claimed', registrationId, campId: registration.campId, CampName: registration.CampName };
  });
}
