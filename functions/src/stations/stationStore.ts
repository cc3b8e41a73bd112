/**
 * Firestore access for a camp's stations and their queues (domain
 * stations.ts): laying out the stations, the queue in front of each, calling
 * the next person and passing them on. Returns data and outcomes; the routes
 * turn them into HTTP answers.
 *
 * The first station's queue is read off the registrations (everyone checked
 * in, at the door or by a door phone's sync, with no visit there yet), so
 * check-in needs to know nothing about stations, and stations laid out after
 * the doors opened still see who came.
 */
import { randomBytes } from 'node:crypto';
import {
  byArrival,
  campStationId,
  COLLECTIONS,
  inOrder,
  mayHoldTicket,
  nextStation,
  stationVisitId,
  type Camp,
  type CampStation,
  type QueueEntry,
  type Registration,
  type StationKind,
  type StationSummary,
  type StationVisit,
} from '@campcare/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';

const stations = () => db.collection(COLLECTIONS.campStations);
const visits = () => db.collection(COLLECTIONS.stationVisits);
const registrations = () => db.collection(COLLECTIONS.registrations);
const camps = () => db.collection(COLLECTIONS.camps);
const staff = () => db.collection(COLLECTIONS.campStaff);

/** A new station's id: 8 characters of [a-z0-9]. */
function newStationId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** The camp, or null. */
export async function campOf(campId: string): Promise<Camp | null> {
  const snap = await camps().doc(campId).get();
  return snap.exists ? (snap.data() as Camp) : null;
}

/** The camp's stations in their order. */
export async function campStations(campId: string, tx?: Transaction): Promise<CampStation[]> {
  const query = stations().where('campId', '==', campId);
  const snap = tx ? await tx.get(query) : await query.get();
  return inOrder(snap.docs.map((d) => d.data() as CampStation));
}

/** One station of the camp, or null. */
export async function campStation(campId: string, stationId: string, tx?: Transaction): Promise<CampStation | null> {
  const ref = stations().doc(campStationId(campId, stationId));
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? (snap.data() as CampStation) : null;
}

/** One station as the organizer lays it out: an existing one keeps its id. */
export interface StationLayoutEntry {
  stationId?: string | undefined;
  kind: StationKind;
  name: string;
  clinicianUids: string[];
}

export type LayoutOutcome =
  | { kind: 'laid-out'; stations: CampStation[] }
  | { kind: 'camp-missing' }
  | { kind: 'unknown-station'; index: number }
  | { kind: 'not-clinician'; index: number; uid: string };

/**
 * Replaces the camp's stations with this row, in this order, in one
 * transaction: listed stations keep their id (and their queues), new ones get
 * one, stations left out are removed. Every assigned person must be one of
 * the camp's clinicians. `authorize` sees the camp first and may throw.
 */
export async function layOutStations(
  campId: string,
  layout: readonly StationLayoutEntry[],
  authorize: (camp: Camp) => void,
  now: () => Date = () => new Date(),
): Promise<LayoutOutcome> {
  return runTransaction(async (tx): Promise<LayoutOutcome> => {
    const campSnap = await tx.get(camps().doc(campId));
    if (!campSnap.exists) return { kind: 'camp-missing' };
    authorize(campSnap.data() as Camp);
    const [existing, clinicians] = await Promise.all([
      campStations(campId, tx),
      tx.get(staff().where('campId', '==', campId).where('role', '==', 'clinician')),
    ]);
    const clinicianUids = new Set(clinicians.docs.map((d) => d.get('uid') as string));
    const byId = new Map(existing.map((s) => [s.stationId, s]));
    const createdAt = now().toISOString();
    const next: CampStation[] = [];
    for (const [index, entry] of layout.entries()) {
      if (entry.stationId !== undefined && !byId.has(entry.stationId)) return { kind: 'unknown-station', index };
      const stranger = entry.clinicianUids.find((uid) => !clinicianUids.has(uid));
      if (stranger) return { kind: 'not-clinician', index, uid: stranger };
      const before = entry.stationId !== undefined ? byId.get(entry.stationId) : undefined;
      next.push({
        campId,
        stationId: before?.stationId ?? newStationId(),
        kind: entry.kind,
        name: entry.name,
        order: index,
        clinicianUids: [...new Set(entry.clinicianUids)],
        createdAt: before?.createdAt ?? createdAt,
      });
    }
    const kept = new Set(next.map((s) => s.stationId));
    for (const old of existing) if (!kept.has(old.stationId)) tx.delete(stations().doc(campStationId(campId, old.stationId)));
    for (const station of next) tx.set(stations().doc(campStationId(campId, station.stationId)), station);
    return { kind: 'laid-out', stations: next };
  });
}

/**
 * Who has come through the door: checked-in registrations that may attend.
 * Reads the camp's registrations (hundreds, as the door list does) with one
 * equality, which Firestore's automatic indexes serve.
 */
async function checkedIn(campId: string, tx?: Transaction): Promise<Map<string, Registration>> {
  const query = registrations().where('campId', '==', campId);
  const snap = tx ? await tx.get(query) : await query.get();
  const found = new Map<string, Registration>();
  for (const d of snap.docs) {
    const r = d.data() as Registration;
    if (r.checkedInAt && mayHoldTicket(r)) found.set(d.id, r);
  }
  return found;
}

async function campVisits(campId: string, tx?: Transaction): Promise<StationVisit[]> {
  const query = visits().where('campId', '==', campId);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.map((d) => d.data() as StationVisit);
}

/** The queue of one station: who waits or has been called there, from the camp's visits and check-ins. */
function queueOf(station: CampStation, first: boolean, all: readonly StationVisit[], people: ReadonlyMap<string, Registration>): QueueEntry[] {
  const here = all.filter((v) => v.stationId === station.stationId);
  const seen = new Set(here.map((v) => v.registrationId));
  const entries: QueueEntry[] = here
    .filter((v) => v.status === 'waiting' || v.status === 'called')
    .map((v) => ({
      registrationId: v.registrationId,
      ParticipantName: people.get(v.registrationId)?.ParticipantName ?? '',
      status: v.status as 'waiting' | 'called',
      enqueuedAt: v.enqueuedAt,
      calledAt: v.calledAt,
    }));
  if (first) {
    for (const [id, r] of people) {
      if (!seen.has(id)) entries.push({ registrationId: id, ParticipantName: r.ParticipantName, status: 'waiting', enqueuedAt: r.checkedInAt!, calledAt: null });
    }
  }
  return byArrival(entries);
}

/** Each station of the camp with its queue's length and the longest wait. */
export async function stationSummaries(campId: string): Promise<StationSummary[]> {
  const [row, all, people] = await Promise.all([campStations(campId), campVisits(campId), checkedIn(campId)]);
  return row.map((station, index) => {
    const queue = queueOf(station, index === 0, all, people);
    const waiting = queue.filter((e) => e.status === 'waiting');
    const { createdAt: _createdAt, ...rest } = station;
    return {
      ...rest,
      waiting: waiting.length,
      called: queue.length - waiting.length,
      done: all.filter((v) => v.stationId === station.stationId && v.status === 'done').length,
      longestWaitSince: waiting[0]?.enqueuedAt ?? null,
    };
  });
}

/** A station's queue: who is called (being seen) and who waits, longest first. null: no such station. */
export async function stationQueue(campId: string, stationId: string): Promise<{ station: CampStation; queue: QueueEntry[] } | null> {
  const [row, all, people] = await Promise.all([campStations(campId), campVisits(campId), checkedIn(campId)]);
  const station = row.find((s) => s.stationId === stationId);
  if (!station) return null;
  return { station, queue: queueOf(station, row[0]?.stationId === stationId, all, people) };
}

export type CallOutcome =
  | { kind: 'called'; entry: QueueEntry }
  | { kind: 'station-missing' }
  | { kind: 'nobody-waiting' }
  /** The person asked for is not waiting at this station. */
  | { kind: 'not-waiting' };

/**
 * Calls someone to the station: the one waiting longest, or the one named.
 * Someone already called here is answered as called again (a retry changes
 * nothing).
 */
export async function callToStation(campId: string, stationId: string, by: string, registrationId?: string, now: () => Date = () => new Date()): Promise<CallOutcome> {
  return runTransaction(async (tx): Promise<CallOutcome> => {
    const row = await campStations(campId, tx);
    const station = row.find((s) => s.stationId === stationId);
    if (!station) return { kind: 'station-missing' };
    const first = row[0]?.stationId === stationId;
    const here = (await tx.get(visits().where('campId', '==', campId).where('stationId', '==', stationId))).docs.map((d) => d.data() as StationVisit);
    const people = await checkedIn(campId, tx);
    const queue = queueOf(station, first, here, people);
    const target = registrationId !== undefined ? queue.find((e) => e.registrationId === registrationId) : queue.find((e) => e.status === 'waiting');
    if (!target) return { kind: registrationId !== undefined ? 'not-waiting' : 'nobody-waiting' };
    if (target.status === 'called') return { kind: 'called', entry: target };
    const calledAt = now().toISOString();
    const visit: StationVisit = {
      campId,
      registrationId: target.registrationId,
      stationId,
      status: 'called',
      enqueuedAt: target.enqueuedAt,
      calledAt,
      calledBy: by,
      doneAt: null,
    };
    tx.set(visits().doc(stationVisitId(campId, target.registrationId, stationId)), visit);
    return { kind: 'called', entry: { ...target, status: 'called', calledAt } };
  });
}

export type PassOnOutcome =
  | { kind: 'passed'; next: CampStation | null }
  | { kind: 'station-missing' }
  /** The person was not called to this station (nor is checked in, for the first one). */
  | { kind: 'not-here' };

/**
 * Ends someone's visit at this station (`done`, or `skipped` when they left
 * or the station did not apply) and puts them at the end of the next
 * station's queue. Passing on someone already passed on changes nothing.
 */
export async function passOn(
  campId: string,
  stationId: string,
  registrationId: string,
  status: 'done' | 'skipped',
  by: string,
  now: () => Date = () => new Date(),
): Promise<PassOnOutcome> {
  return runTransaction(async (tx): Promise<PassOnOutcome> => {
    const row = await campStations(campId, tx);
    const station = row.find((s) => s.stationId === stationId);
    if (!station) return { kind: 'station-missing' };
    const next = nextStation(row, stationId);
    const ref = visits().doc(stationVisitId(campId, registrationId, stationId));
    const nextRef = next ? visits().doc(stationVisitId(campId, registrationId, next.stationId)) : null;
    const [snap, nextSnap, registration] = await Promise.all([tx.get(ref), nextRef ? tx.get(nextRef) : Promise.resolve(null), tx.get(registrations().doc(registrationId))]);
    const at = now().toISOString();
    const visit = snap.exists ? (snap.data() as StationVisit) : null;
    if (visit && (visit.status === 'done' || visit.status === 'skipped')) return { kind: 'passed', next };
    const person = registration.exists ? (registration.data() as Registration) : null;
    if (!person || person.campId !== campId) return { kind: 'not-here' };
    // Someone waiting may be passed on without being called (they left the queue); the first station's queue is everyone checked in.
    if (!visit && !(row[0]?.stationId === stationId && person.checkedInAt)) return { kind: 'not-here' };
    tx.set(ref, {
      campId,
      registrationId,
      stationId,
      status,
      enqueuedAt: visit?.enqueuedAt ?? person.checkedInAt ?? at,
      calledAt: visit?.calledAt ?? null,
      calledBy: visit?.calledBy ?? by,
      doneAt: at,
    } satisfies StationVisit);
    if (nextRef && nextSnap && !nextSnap.exists) {
      tx.set(nextRef, { campId, registrationId, stationId: next!.stationId, status: 'waiting', enqueuedAt: at, calledAt: null, calledBy: null, doneAt: null } satisfies StationVisit);
    }
    return { kind: 'passed', next };
  });
}
