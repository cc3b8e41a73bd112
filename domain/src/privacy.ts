/**
 * Health-data privacy: what counts as a registration's health details, the
 * consent a participant gives for them, who read them and why, and how
 * long they are kept. Pure rules, used by the functions and the web app.
 */
import type { Gender, IsoDateTime } from './model.ts';
import { searchTokensFor, type SearchPlan } from './search.ts';
import type { SearchEntryFilter } from './searchEntries.ts';

/**
 * The version of the Privacy Policy a participant agrees to when they
 * register. Stored with each consent; a new wording of the policy gets a
 * new version, so a consent always says which text it was given for.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26';

/** The fields of a registration that describe the person's health and how to reach them in an emergency. */
export const HEALTH_FIELDS = ['age', 'gender', 'phoneNumber', 'emergencyContact'] as const;
export type HealthField = (typeof HEALTH_FIELDS)[number];
/** What a read may open: health details, or a person's screening results and referrals. */
export type LoggedField = HealthField | 'results' | 'referrals';
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
/** 'own': a person reading their own (or their dependants') screening results or referrals. */
/** 'report', 'dhis2': ages and genders read to be counted in the camp report (and its CSV) or the DHIS2 export and push. */
export type AccessReason = 'detail' | 'export' | 'check-in' | 'referral' | 'follow-up' | 'own' | CountingReason;
/** The reasons of a whole camp's details read to be counted, logged once a camp (campCountLogEntry). */
export type CountingReason = 'report' | 'dhis2';

/**
 * One read of one participant's health details, written before the details
 * are answered and never changed afterwards (accessLog/{accessLogId}). When a
 * participant deletes their account their uid and name are removed from it;
 * who read what, when and why stays.
 */
export interface AccessLogEntry {
  at: IsoDateTime;
  /** Who read: uid, name and whether they acted as an organizer of the camp, its clinician (staff) or as an admin. */
  accessorUid: string;
  accessorName: string;
  /** 'participant': the person themselves (or the guardian who registered them), reading their own. */
  accessorRole: 'organizer' | 'admin' | 'clinician' | 'participant';
  /** Whose details: null once that participant deleted their account. */
  participantUid: string | null;
  /** Their name as registered, so a reader who may see it is not shown an id (null once deleted; entries written before names were kept lack it). */
  participantName?: string | null;
  registrationId: string;
  campId: string;
  CampName: string;
  fields: LoggedField[];
  reason: AccessReason;
  /**
   * Set on an entry of a whole camp's figures (reason 'report' or 'dhis2'):
   * how many registrations' details were read to be counted. Such an entry
   * names no participant (participantUid and participantName null,
   * registrationId ''): nobody's details were shown, only counted, and one
   * entry a camp keeps the log readable where one a person would bury it
   * under every opening of the report.
   */
  people?: number;
  /**
   * The words of the reader's, the participant's and the camp's names as map
   * keys (each true), as the search entries keep theirs (searchEntries.ts): a
   * search is one equality filter per word, in id order, with no composite
   * index. The API never answers it.
   */
  t?: Record<string, true>;
}

/** Who reads, as the access log records them. */
export type Accessor = Pick<AccessLogEntry, 'accessorUid' | 'accessorName' | 'accessorRole'>;

/** A person reading their own health data: every read is logged, theirs too, with them as the reader. */
export function selfAccessor(uid: string, name: string): Accessor {
  return { accessorUid: uid, accessorName: name, accessorRole: 'participant' };
}

/** The log entry of one read of one registration's health details (all of them: they are read together). */
export function accessLogEntry(
  accessor: Accessor,
  registrationId: string,
  registration: { participantUid: string; campId: string; CampName: string; ParticipantName: string },
  reason: AccessReason,
  at: IsoDateTime,
  fields: readonly LoggedField[] = HEALTH_FIELDS,
): AccessLogEntry {
  const names = { accessorName: accessor.accessorName, participantName: registration.ParticipantName, CampName: registration.CampName };
  return {
    at,
    ...accessor,
    participantUid: registration.participantUid,
    participantName: registration.ParticipantName,
    registrationId,
    campId: registration.campId,
    CampName: registration.CampName,
    fields: [...fields],
    reason,
    t: accessLogSearchWords(names),
  };
}

/**
 * The log entry of one camp's health details read to be counted (the report,
 * the DHIS2 export): `people` registrations' `fields`, nobody's shown.
 */
export function campCountLogEntry(
  accessor: Accessor,
  camp: { campId: string; CampName: string },
  reason: CountingReason,
  people: number,
  at: IsoDateTime,
  fields: readonly LoggedField[] = ['age', 'gender'],
): AccessLogEntry {
  return {
    at,
    ...accessor,
    participantUid: null,
    participantName: null,
    registrationId: '',
    campId: camp.campId,
    CampName: camp.CampName,
    fields: [...fields],
    reason,
    people,
    t: accessLogSearchWords({ accessorName: accessor.accessorName, participantName: null, CampName: camp.CampName }),
  };
}

/** An entry's search words: the names a reader of the log may look for (whose name may be gone: null). */
export function accessLogSearchWords(names: { accessorName: string; participantName?: string | null; CampName: string }): Record<string, true> {
  const t: Record<string, true> = {};
  for (const token of searchTokensFor(names.accessorName, names.participantName ?? '', names.CampName)) t[token] = true;
  return t;
}

/** The filters that find the entries matching every word of `plan` (read in id order, newest first). */
export function accessLogSearchFilters(plan: SearchPlan): SearchEntryFilter[] {
  return plan.words.map((word) => ({ path: ['t', word], value: true as const }));
}

/** Milliseconds are counted down from this, so that a later read gets a smaller id (year 2286 and before). */
const ID_CLOCK = 9_999_999_999_999;

/**
 * An entry's id: the time counted down, then a random id. Ids then sort
 * newest first, which is the order a search reads in (by id: Firestore
 * merges the word filters' indexes only in id order). Letters, digits and a
 * dash only, like every id the API takes in a path or a cursor.
 */
export function accessLogId(at: IsoDateTime, randomId: string): string {
  const countdown = ID_CLOCK - Date.parse(at);
  return `${String(Math.max(0, countdown)).padStart(13, '0')}-${randomId}`;
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
