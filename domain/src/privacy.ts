/**
 * Health-data privacy: what counts as a registration's health details, the
 * consent a participant gives for them, who read them and why, and how
 * long they are kept. Pure rules, used by the functions and the web app.
 */
import type { Gender, IsoDateTime } from './model.ts';

/**
 * The version of the Privacy Policy a participant agrees to when they
 * register. Stored with each consent; a new wording of the policy gets a
 * new version, so a consent always says which text it was given for.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-23';

/** The fields of a registration that describe the person's health and how to reach them in an emergency. */
export const HEALTH_FIELDS = ['age', 'gender', 'phoneNumber', 'emergencyContact'] as const;
export type HealthField = (typeof HEALTH_FIELDS)[number];
export const HEALTH_FIELD_LABELS: Record<HealthField, string> = {
  age: 'Age',
  gender: 'Gender',
  phoneNumber: 'Phone number',
  emergencyContact: 'Emergency contact',
};

export interface HealthDetails {
  age: number;
  gender: Gender;
  phoneNumber: string;
  emergencyContact: string;
}

/** healthDetails/{registration id}: the details, and whose they are. */
export interface HealthDetailsRecord extends HealthDetails {
  participantUid: string;
  campId: string;
  createdAt: IsoDateTime;
}

/** What a participant agreed to, and when (kept on the registration). */
export interface Consent {
  policyVersion: string;
  givenAt: IsoDateTime;
  /**
   * Set when the person agreed in person at the door, to the staff member
   * who recorded it (a walk-in has no account to tick a box with).
   */
  inPerson?: { recordedBy: string; recordedByName: string } | null;
}

/** Days after a camp before its participants' health details are erased, unless the camp says otherwise. */
export const DEFAULT_RETENTION_DAYS = 30;
/** A camp's own retention is from 1 day to a year. */
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the health details of a camp's registrations are erased: `retentionDays`
 * after the camp's day. A camp has a start time and lasts that day, so it
 * ends at most a day after it starts; the count starts from then.
 */
export function healthErasureTime(campDateTime: IsoDateTime, retentionDays: number | undefined | null): Date {
  const days = retentionDays ?? DEFAULT_RETENTION_DAYS;
  return new Date(Date.parse(campDateTime) + DAY_MS + days * DAY_MS);
}

/** Why someone read a participant's health details; each read is logged with one of these. */
export type AccessReason = 'detail' | 'export' | 'check-in';

/**
 * One read of one participant's health details, written before the details
 * are answered and never changed afterwards (accessLog/{random id}). When a
 * participant deletes their account their uid and name are removed from it;
 * who read what, when and why stays.
 */
export interface AccessLogEntry {
  at: IsoDateTime;
  /** Who read: uid, name and whether they acted as an organizer of the camp, its clinician (staff) or as an admin. */
  accessorUid: string;
  accessorName: string;
  accessorRole: 'organizer' | 'admin' | 'clinician';
  /** Whose details: null once that participant deleted their account. */
  participantUid: string | null;
  registrationId: string;
  campId: string;
  CampName: string;
  fields: HealthField[];
  reason: AccessReason;
}

/** Who reads, as the access log records them. */
export type Accessor = Pick<AccessLogEntry, 'accessorUid' | 'accessorName' | 'accessorRole'>;

/** The log entry of one read of one registration's health details (all of them: they are read together). */
export function accessLogEntry(
  accessor: Accessor,
  registrationId: string,
  registration: { participantUid: string; campId: string; CampName: string },
  reason: AccessReason,
  at: IsoDateTime,
): AccessLogEntry {
  return {
    at,
    ...accessor,
    participantUid: registration.participantUid,
    registrationId,
    campId: registration.campId,
    CampName: registration.CampName,
    fields: [...HEALTH_FIELDS],
    reason,
  };
}

/**
 * Which role an access is logged under: an organizer of the camp as
 * organizer, else an admin as admin, else the camp's clinician (staff).
 */
export function accessorRoleFor(runsCamp: boolean, admin: boolean, clinician = false): AccessLogEntry['accessorRole'] {
  if (runsCamp) return 'organizer';
  if (admin) return 'admin';
  return clinician ? 'clinician' : 'organizer';
}
