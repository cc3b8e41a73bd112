/**
 * The door with no signal. A door phone admits people on its own (from the
 * door list it keeps) and records each admission as an action with an id it
 * makes itself; the server records every action once under that id, so a
 * sync that is sent again never counts anyone twice. When two phones admitted
 * the same person while apart, the first action the server receives is the
 * check-in that counts and the other is kept beside it as a conflict, which
 * the desk shows with who admitted the person, on which phone and when.
 */
import type { IsoDateTime } from './model.ts';

/** At most this many actions in one sync request (a phone sends the rest in the next). */
export const DOOR_SYNC_MAX_ACTIONS = 100;
/** An action id: a UUID the phone made (crypto.randomUUID). */
export const DOOR_ACTION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A phone's id: a UUID it made once and keeps. */
export const DOOR_DEVICE_ID_PATTERN = DOOR_ACTION_ID_PATTERN;
/** A phone's clock may be off: an admission is never recorded later than when the server receives it, nor earlier than this before. */
export const DOOR_ACTION_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** One check-in made at the door: a scanned ticket, or a person picked from the list. */
export interface DoorCheckInAction {
  actionId: string;
  kind: 'check-in';
  /** When the phone admitted the person, by its own clock. */
  at: IsoDateTime;
  /** The phone let the person in without the server's answer (it had no network): a later refusal is a conflict, not a "no". */
  admittedOffline: boolean;
  ticket?: string;
  registrationId?: string;
}

export type DoorActionInput = DoorCheckInAction;

/** Who admitted someone at the door, as the desk names them. */
export interface DoorAdmission {
  at: IsoDateTime;
  byName: string;
  /** The phone's id (null: a check-in from before phones were named, or from the API). */
  deviceId: string | null;
}

/** What the server made of one action. */
export type DoorActionOutcome =
  | { kind: 'checked-in'; registrationId: string; name: string; at: IsoDateTime }
  /** The phone asked first (it was online) and the person was already in: not admitted again. */
  | { kind: 'already-checked-in'; registrationId: string; name: string; first: DoorAdmission }
  /** Admitted offline here and, before that, elsewhere: one check-in counts, the other is recorded beside it. */
  | { kind: 'conflict'; registrationId: string; name: string; first: DoorAdmission }
  /**
   * Not recorded: an unknown ticket or registration, or one of another camp (not-found); a registration that
   * does not admit (no-ticket: unpaid, refunded…); an action id another account already used (id-taken).
   */
  | { kind: 'refused'; code: 'not-found' | 'no-ticket' | 'id-taken'; registrationId?: string; name?: string };

/** The server's answer to a sync: what each action came to, in the order sent. */
export interface DoorSyncAnswer {
  results: { actionId: string; outcome: DoorActionOutcome }[];
}

/** A check-in of the same person recorded beside the one that counts. */
export interface CheckInConflict extends DoorAdmission {
  actionId: string;
  byUid: string;
  /** When the server received it. */
  recordedAt: IsoDateTime;
}

/** The time an admission is recorded at: the phone's, kept within what the server can believe. */
export function admissionTime(phoneAt: string, receivedAt: Date): IsoDateTime {
  const at = Date.parse(phoneAt);
  const now = receivedAt.getTime();
  if (!Number.isFinite(at) || at > now) return receivedAt.toISOString();
  return new Date(Math.max(at, now - DOOR_ACTION_MAX_AGE_MS)).toISOString();
}

/** How the desk names a phone: the first characters of its id, enough to tell a door's few phones apart. */
export function deviceLabel(deviceId: string | null): string {
  return deviceId ? deviceId.slice(0, 4).toUpperCase() : '—';
}
