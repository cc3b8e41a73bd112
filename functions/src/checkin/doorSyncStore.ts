/**
 * Firestore access for the actions door phones sync (domain door.ts): each is
 * recorded once under the id the phone made, in the same transaction as its
 * effect, so an action sent again answers what it did the first time and
 * changes nothing. Returns outcomes; the route sends them back to the phone.
 */
import {
  admissionTime,
  checkInProblem,
  COLLECTIONS,
  type Camp,
  type CampOwnership,
  type CheckInConflict,
  type DoorActionInput,
  type DoorActionOutcome,
  type DoorAdmission,
  type Registration,
} from '@campcare/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { registrationIdForTicket } from './checkinStore.ts';

/** An action as it is kept (no browser reads this collection). */
interface DoorActionRecord {
  campId: string;
  kind: DoorActionInput['kind'];
  byUid: string;
  deviceId: string;
  at: string;
  recordedAt: string;
  outcome: DoorActionOutcome;
}

/** Who sent the actions, and from which phone. */
export interface DoorStaff {
  uid: string;
  name: string;
  deviceId: string;
}

export type DoorActionResult =
  | { kind: 'done'; actionId: string; outcome: DoorActionOutcome }
  /** The id was used by someone else's action: this one is refused, nothing recorded. */
  | { kind: 'id-taken'; actionId: string }
  | { kind: 'not-your-camp' }
  | { kind: 'camp-missing' };

const actions = () => db.collection(COLLECTIONS.doorActions);
const registrations = () => db.collection(COLLECTIONS.registrations);

function firstAdmission(r: Registration): DoorAdmission {
  return { at: r.checkedInAt!, byName: r.checkedInByName ?? '', deviceId: r.checkedInDevice ?? null };
}

/**
 * Applies one check-in action of a camp's door: `mayCheckIn` decides on the
 * camp as it is now, reading what it needs (a staff role) in the same
 * transaction. A ticket or registration of another camp is "not found" (the
 * phone is at this camp's door).
 */
export async function applyCheckInAction(
  campId: string,
  action: DoorActionInput,
  staff: DoorStaff,
  mayCheckIn: (camp: CampOwnership, tx: Transaction) => Promise<boolean>,
  now: () => Date = () => new Date(),
): Promise<DoorActionResult> {
  const registrationId = action.ticket !== undefined ? await registrationIdForTicket(action.ticket) : (action.registrationId ?? null);
  const actionRef = actions().doc(action.actionId);
  const campRef = db.collection(COLLECTIONS.camps).doc(campId);
  return runTransaction(async (tx): Promise<DoorActionResult> => {
    const [recorded, campSnap, registrationSnap] = await Promise.all([
      tx.get(actionRef),
      tx.get(campRef),
      registrationId ? tx.get(registrations().doc(registrationId)) : Promise.resolve(null),
    ]);
    if (!campSnap.exists) return { kind: 'camp-missing' };
    if (!(await mayCheckIn(campSnap.data() as Camp, tx))) return { kind: 'not-your-camp' };
    if (recorded.exists) {
      const previous = recorded.data() as DoorActionRecord;
      if (previous.byUid !== staff.uid || previous.campId !== campId) return { kind: 'id-taken', actionId: action.actionId };
      return { kind: 'done', actionId: action.actionId, outcome: previous.outcome };
    }
    const receivedAt = now();
    const outcome = decide(registrationSnap?.exists ? (registrationSnap.data() as Registration) : null);
    const record: DoorActionRecord = {
      campId,
      kind: action.kind,
      byUid: staff.uid,
      deviceId: staff.deviceId,
      at: action.at,
      recordedAt: receivedAt.toISOString(),
      outcome,
    };
    tx.create(actionRef, record);
    return { kind: 'done', actionId: action.actionId, outcome };

    function decide(registration: Registration | null): DoorActionOutcome {
      if (!registration || !registrationSnap || registration.campId !== campId) return { kind: 'refused', code: 'not-found' };
      // A ticket found outside the transaction must still be this registration's.
      if (action.ticket !== undefined && registration.ticket !== action.ticket) return { kind: 'refused', code: 'not-found' };
      const id = registrationSnap.id;
      const name = registration.ParticipantName;
      const problem = checkInProblem(registration);
      if (problem === 'no-ticket') return { kind: 'refused', code: 'no-ticket', registrationId: id, name };
      const recordedAt = receivedAt.toISOString();
      const at = admissionTime(action.at, receivedAt);
      if (problem === 'already-checked-in') {
        const first = firstAdmission(registration);
        if (!action.admittedOffline) return { kind: 'already-checked-in', registrationId: id, name, first };
        const conflict: CheckInConflict = { actionId: action.actionId, byUid: staff.uid, byName: staff.name, deviceId: staff.deviceId, at, recordedAt };
        tx.update(registrationSnap.ref, { checkInConflicts: [...(registration.checkInConflicts ?? []), conflict], updatedAt: recordedAt });
        return { kind: 'conflict', registrationId: id, name, first };
      }
      tx.update(registrationSnap.ref, {
        checkedInAt: at,
        checkedInBy: staff.uid,
        checkedInByName: staff.name,
        checkedInDevice: staff.deviceId,
        checkedInAction: action.actionId,
        updatedAt: recordedAt,
      });
      return { kind: 'checked-in', registrationId: id, name, at };
    }
  });
}
