/**
 * A camp's stations and the queue in front of each: after the door, people
 * move through a row of stations (vitals, blood pressure, a consultation, the
 * pharmacy…) that the camp's organizers lay out in order and staff with
 * the camp's clinicians.
 *
 * The queue of the first station is everyone checked in who has not been
 * called there yet; passing someone on at a station puts them at the end of
 * the next station's queue. A station's visit of one person is one document
 * (`stationVisits/{campId}_{registrationId}_{stationId}`), so calling the
 * same person twice, or passing them on twice, changes it once.
 */
import type { IsoDateTime } from './model.ts';

/** The stations an organizer picks from; `custom` is one they name themselves. */
export type StationKind =
  | 'vitals'
  | 'bloodPressure'
  | 'bloodGlucose'
  | 'vision'
  | 'bmi'
  | 'dental'
  | 'consultation'
  | 'pharmacy'
  | 'referralDesk'
  | 'custom';

export const CATALOGUE_STATION_KINDS: readonly Exclude<StationKind, 'custom'>[] = [
  'vitals',
  'bloodPressure',
  'bloodGlucose',
  'vision',
  'bmi',
  'dental',
  'consultation',
  'pharmacy',
  'referralDesk',
];
export const STATION_KINDS: readonly StationKind[] = [...CATALOGUE_STATION_KINDS, 'custom'];

/** A catalogue station's name when the organizer gives none (the web app shows its own translation). */
export const STATION_KIND_NAMES: Record<StationKind, string> = {
  vitals: 'Vitals',
  bloodPressure: 'Blood pressure',
  bloodGlucose: 'Blood glucose',
  vision: 'Vision',
  bmi: 'BMI',
  dental: 'Dental',
  consultation: 'Consultation',
  pharmacy: 'Pharmacy',
  referralDesk: 'Referral desk',
  custom: 'Station',
};

/** A camp has at most this many stations. */
export const MAX_CAMP_STATIONS = 20;
/** A station's name: 1 to this many characters. */
export const MAX_STATION_NAME = 60;

/** campStations/{campId}_{stationId}: one station of one camp. */
export interface CampStation {
  campId: string;
  stationId: string;
  kind: StationKind;
  name: string;
  /** Its place in the row, 0 first: people go through the stations in this order. */
  order: number;
  /** The camp's clinicians who work at it (organizers may work any station). */
  clinicianUids: string[];
  createdAt: IsoDateTime;
}

export type VisitStatus = 'waiting' | 'called' | 'done' | 'skipped';

/** stationVisits/{campId}_{registrationId}_{stationId}: one person at one station. */
export interface StationVisit {
  campId: string;
  registrationId: string;
  stationId: string;
  status: VisitStatus;
  enqueuedAt: IsoDateTime;
  calledAt: IsoDateTime | null;
  calledBy: string | null;
  doneAt: IsoDateTime | null;
}

export function campStationId(campId: string, stationId: string): string {
  return `${campId}_${stationId}`;
}

export function stationVisitId(campId: string, registrationId: string, stationId: string): string {
  return `${campId}_${registrationId}_${stationId}`;
}

/** A station's id: made by the server, short, safe in a document id and a URL. */
export const STATION_ID_PATTERN = /^[a-z0-9]{8}$/;

/** The stations in their order. */
export function inOrder<S extends Pick<CampStation, 'order' | 'stationId'>>(stations: readonly S[]): S[] {
  return [...stations].sort((a, b) => a.order - b.order || a.stationId.localeCompare(b.stationId));
}

/** The station after this one, or null at the last. */
export function nextStation<S extends Pick<CampStation, 'order' | 'stationId'>>(stations: readonly S[], stationId: string): S | null {
  const row = inOrder(stations);
  const at = row.findIndex((s) => s.stationId === stationId);
  return at >= 0 ? (row[at + 1] ?? null) : null;
}

/** Whether this person may work this station: the camp's organizers any, a clinician those they are assigned to. */
export function mayWorkStation(station: Pick<CampStation, 'clinicianUids'>, uid: string, managesCamp: boolean): boolean {
  return managesCamp || station.clinicianUids.includes(uid);
}

/** One person in a station's queue, as the station screen shows them. */
export interface QueueEntry {
  registrationId: string;
  ParticipantName: string;
  status: 'waiting' | 'called';
  enqueuedAt: IsoDateTime;
  calledAt: IsoDateTime | null;
}

/** A station with its queue's length and the longest wait, for the staff's camp page. */
export interface StationSummary extends Omit<CampStation, 'createdAt'> {
  waiting: number;
  called: number;
  done: number;
  /** Since when the person waiting longest has waited; null when nobody waits. */
  longestWaitSince: IsoDateTime | null;
}

/** Waiting first-come first-served: the one waiting longest is called next. */
export function byArrival<E extends Pick<QueueEntry, 'enqueuedAt' | 'registrationId'>>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => a.enqueuedAt.localeCompare(b.enqueuedAt) || a.registrationId.localeCompare(b.registrationId));
}

/** How long the longest wait is, in whole minutes (0 when nobody waits). */
export function waitMinutes(since: IsoDateTime | null, now: Date): number {
  if (!since) return 0;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
}
