/**
 * The Check-in page's state. The door list comes from the device first (saved
 * at the last online visit, door/doorDevice.ts) and from the server whenever
 * there is a network; a scan or a name picked is checked on the phone
 * (door/ticketCheck.ts), kept on the device as an action with its own id, and
 * sent at once when online, else when the network returns (the `online`
 * event, and a retry every half minute in case that event never comes).
 * A walk-in registered with no network is kept the same way and sent to the
 * walk-in API when the network returns.
 */
import type { DoorActionOutcome, DoorAdmission, IsoDateTime } from '@campcare/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadAuth } from '../../lib/authLazy.ts';
import { translate } from '../../lib/i18n/index.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { fetchCampAttendance } from './api/campAttendance.ts';
import { fetchDoorList, type DoorList } from './api/doorList.ts';
import { sendDoorActions } from './api/doorSync.ts';
import { sendKeptWalkIn } from './api/walkIn.ts';
import {
  actionToSend,
  admissionOf,
  deskList,
  isCheckIn,
  isWalkIn,
  type DeskAttendee,
  type DoorAction,
  type DoorWalkIn,
  type WalkInDetails,
} from './door/doorActions.ts';
import { deviceId, forgetActions, forgetOldDoorLists, keepAction, pendingActions, readDoorList, saveDoorList } from './door/doorDevice.ts';
import { checkTicket } from './door/ticketCheck.ts';

const RETRY_MS = 30_000;
const COUNTS_REFRESH_MS = 30_000;
/** Actions per sync request (the API takes up to DOOR_SYNC_MAX_ACTIONS). */
const SYNC_BATCH = 50;
/** A camp's door list (people's names) stays on the phone until this long after the camp began. */
const KEEP_DOOR_LIST_MS = 7 * 86_400_000;

/** What the page says about the last thing done at the desk. */
export type DeskMessage =
  /** Admitted on this phone: `saved` when it is kept to be sent later (no network). */
  | { kind: 'admitted'; name: string; saved: boolean }
  /** The server recorded it (`fromQueue`: sent now that the network is back). */
  | { kind: 'checked-in'; name: string; fromQueue: boolean }
  | { kind: 'already-in'; name: string; at: IsoDateTime; by: DoorAdmission | null }
  | { kind: 'already-pending'; name: string; at: IsoDateTime }
  | { kind: 'conflict'; name: string; first: DoorAdmission }
  | { kind: 'refused'; code: 'not-found' | 'no-ticket' | 'id-taken'; name: string | null; fromQueue: boolean }
  | { kind: 'not-a-ticket' }
  | { kind: 'forged' }
  /** An unsigned code not on the list, with no network to ask. */
  | { kind: 'cannot-check-offline' }
  /** A sync finished: how the actions sent came out. */
  | { kind: 'synced'; recorded: number; conflicts: number; refused: number }
  /** The server refused the request as a whole (this account may no longer work this door, say); what waits stays kept. */
  | { kind: 'failed'; error: unknown };

/** An admission the server did not record (a refusal after the phone had let the person in). */
export type SyncProblem =
  | { actionId: string; label: string; code: 'not-found' | 'no-ticket' | 'id-taken' }
  /** A walk-in registered offline that the walk-in API refused (the camp filled up meanwhile, say): its error. */
  | { actionId: string; label: string; code: 'walk-in'; error: unknown };

export interface DeskState {
  list: DoorList | null;
  attendees: DeskAttendee[];
  checkedIn: number;
  /** When the list shown was read from the server (saved on the device then). */
  savedAt: IsoDateTime | null;
  online: boolean;
  loadError: { error: unknown } | null;
  message: DeskMessage | null;
  pending: DoorAction[];
  problems: SyncProblem[];
  syncing: boolean;
}

async function signedInUid(): Promise<string | null> {
  return (await loadAuth()).currentUser?.uid ?? null;
}

export function useCheckInDesk(campId: string) {
  const online = useOnline();
  const [list, setList] = useState<DoorList | null>(null);
  const [savedAt, setSavedAt] = useState<IsoDateTime | null>(null);
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const [pending, setPending] = useState<DoorAction[]>([]);
  const [problems, setProblems] = useState<SyncProblem[]>([]);
  const [syncing, setSyncing] = useState(false);
  const flushing = useRef(false);
  const listRef = useRef<DoorList | null>(null);
  listRef.current = list;

  const readPending = useCallback(async () => {
    const uid = await signedInUid();
    const mine = (await pendingActions(campId)).filter((a) => a.uid === uid);
    setPending(mine);
    return mine;
  }, [campId]);

  /** The list from the server, saved on the device; with no network, the device's copy stays. */
  const refresh = useCallback(async () => {
    const uid = await signedInUid();
    try {
      const fresh = await fetchDoorList(campId);
      const at = new Date().toISOString();
      setList(fresh);
      setSavedAt(at);
      setLoadError(null);
      if (uid) await saveDoorList({ campId, uid, savedAt: at, list: fresh });
    } catch (error) {
      // Without a copy on the device there is nothing to show: say why.
      if (!listRef.current) setLoadError({ error });
    }
  }, [campId]);

  /** Sends this account's actions of this camp, oldest first; stops when the network is gone again. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    setSyncing(true);
    const summary = { recorded: 0, conflicts: 0, refused: 0 };
    let last: DeskMessage | null = null;
    try {
      const device = await deviceId();
      for (;;) {
        const queued = await readPending();
        if (queued.length === 0) break;
        // Walk-ins one by one through the walk-in API (a door has few), then the check-ins in batches.
        const walkIn = queued.find(isWalkIn);
        if (walkIn) {
          const sent = await sendWalkIn(campId, walkIn).catch((error: unknown) => ({ kind: 'failed' as const, error }));
          if (sent.kind === 'offline') return;
          if (sent.kind === 'failed') {
            setMessage({ kind: 'failed', error: sent.error });
            return;
          }
          if (sent.kind === 'recorded') {
            summary.recorded += 1;
            last = { kind: 'checked-in', name: walkIn.label, fromQueue: true };
          } else {
            summary.refused += 1;
            setProblems((known) => [...known, { actionId: walkIn.actionId, label: walkIn.label, code: 'walk-in', error: sent.error }]);
          }
          await forgetActions([walkIn.actionId]);
          continue;
        }
        const batch = queued.filter(isCheckIn).slice(0, SYNC_BATCH);
        let answer: Awaited<ReturnType<typeof sendDoorActions>>;
        try {
          answer = await sendDoorActions(campId, device, batch.map(actionToSend));
        } catch (error) {
          setMessage({ kind: 'failed', error });
          return;
        }
        if (answer === 'offline') return;
        const byId = new Map(batch.map((a) => [a.actionId, a]));
        const found: SyncProblem[] = [];
        for (const { actionId, outcome } of answer.results) {
          const action = byId.get(actionId);
          if (!action) continue;
          last = messageFor(outcome, action, true);
          if (outcome.kind === 'checked-in') summary.recorded += 1;
          else if (outcome.kind === 'conflict') summary.conflicts += 1;
          else if (outcome.kind === 'refused') {
            summary.refused += 1;
            if (action.admittedOffline) found.push({ actionId, label: outcome.name ?? action.label, code: outcome.code });
          }
        }
        await forgetActions(answer.results.map((r) => r.actionId));
        if (found.length) setProblems((known) => [...known, ...found]);
        if (answer.results.length === 0) break;
      }
    } finally {
      flushing.current = false;
      setSyncing(false);
    }
    const sent = summary.recorded + summary.conflicts + summary.refused;
    if (sent > 1) setMessage({ kind: 'synced', ...summary });
    else if (last) setMessage(last);
    if (sent > 0) await Promise.all([readPending(), refresh()]);
  }, [campId, readPending, refresh]);

  /** A walk-in registered with no network: kept on the device (the person has their code already), sent when the network is back. */
  const keepWalkIn = useCallback(
    async (walkIn: WalkInDetails, ids: { actionId: string; claimCode: string }) => {
      const uid = await signedInUid();
      if (!uid) throw new Error('Not signed in on this device.');
      const action: DoorWalkIn = {
        actionId: ids.actionId,
        kind: 'walk-in',
        at: new Date().toISOString(),
        campId,
        uid,
        attendeeId: null,
        label: walkIn.ParticipantName,
        walkIn,
        claimCode: ids.claimCode,
      };
      await keepAction(action);
      setMessage({ kind: 'admitted', name: walkIn.ParticipantName, saved: true });
      await readPending();
    },
    [campId, readPending],
  );

  /** Admits someone on this phone: kept on the device first, then sent when there is a network. */
  const admit = useCallback(
    async (target: { ticket: string } | { registrationId: string }, attendee: DeskAttendee | null, label: string) => {
      const uid = await signedInUid();
      if (!uid) return;
      const offline = !navigator.onLine;
      const action: DoorAction = {
        actionId: crypto.randomUUID(),
        kind: 'check-in',
        at: new Date().toISOString(),
        admittedOffline: offline,
        ...target,
        campId,
        uid,
        attendeeId: attendee?._id ?? null,
        label,
      };
      await keepAction(action);
      if (offline) {
        setMessage({ kind: 'admitted', name: label, saved: true });
        await readPending();
        return;
      }
      const answer = await sendDoorActions(campId, await deviceId(), [actionToSend(action)]).catch((error: unknown) => ({ error }));
      if (answer === 'offline') {
        // The network went while asking: the phone lets the person in and tells the server later.
        await keepAction({ ...action, admittedOffline: true });
        setMessage({ kind: 'admitted', name: label, saved: true });
        await readPending();
        return;
      }
      if ('error' in answer) {
        // Refused as a whole (the account may no longer work this door): nobody was admitted, nothing to keep.
        await forgetActions([action.actionId]);
        await readPending();
        setMessage({ kind: 'failed', error: answer.error });
        return;
      }
      const result = answer.results[0];
      await forgetActions([action.actionId]);
      if (result) setMessage(messageFor(result.outcome, action, false));
      await Promise.all([readPending(), refresh()]);
    },
    [campId, readPending, refresh],
  );

  const desk = useMemo(() => (list ? deskList(list, pending) : null), [list, pending]);

  /** A scanned or typed code: checked on the phone, then admitted, or refused with the reason. */
  const submitCode = useCallback(
    async (code: string) => {
      const current = listRef.current;
      if (!current) return;
      const shown = deskList(current, await readPending());
      const check = await checkTicket(code, campId, current.signingKey, new Set(shown.attendees.flatMap((a) => (a.ticketHash ? [a.ticketHash] : []))));
      if (check.kind === 'not-a-ticket' || check.kind === 'forged') {
        setMessage({ kind: check.kind });
        return;
      }
      if (check.kind === 'unknown' && !navigator.onLine) {
        setMessage({ kind: 'cannot-check-offline' });
        return;
      }
      const attendee = shown.attendees.find((a) => a.ticketHash === check.hash) ?? null;
      if (attendee) {
        const refusal = admissionRefusal(attendee);
        if (refusal) return setMessage(refusal);
      }
      await admit({ ticket: check.ticket }, attendee, attendee?.ParticipantName ?? ticketLabelOf(check.ticket));
    },
    [admit, campId, readPending],
  );

  /** Someone picked from the list by name. */
  const submitAttendee = useCallback(
    async (attendee: DeskAttendee) => {
      const refusal = admissionRefusal(attendee);
      if (refusal) return setMessage(refusal);
      await admit({ registrationId: attendee._id }, attendee, attendee.ParticipantName);
    },
    [admit],
  );

  // First the device's copy (instant, and all there is offline), then the server's, then what waits to be sent.
  useEffect(() => {
    let live = true;
    void (async () => {
      void forgetOldDoorLists(new Date(Date.now() - KEEP_DOOR_LIST_MS)).catch(() => undefined);
      const uid = await signedInUid();
      const saved = uid ? await readDoorList(campId, uid).catch(() => null) : null;
      if (live && saved && !listRef.current) {
        setList(saved.list);
        setSavedAt(saved.savedAt);
      }
      await readPending();
      if (!live) return;
      if (navigator.onLine) await refresh();
      else if (!saved) setLoadError({ error: new Error('offline') });
      if (live) await flush();
    })();
    return () => {
      live = false;
    };
  }, [campId, flush, readPending, refresh]);

  useEffect(() => {
    if (!online) return;
    void flush().then(refresh);
    const retry = window.setInterval(() => void flush(), RETRY_MS);
    // Other phones at the same door check people in too: keep the counts current.
    const counts = window.setInterval(() => {
      if (!navigator.onLine) return;
      fetchCampAttendance(campId).then(
        (c) => setList((current) => (current ? { ...current, expected: c.expected, checkedIn: c.checkedIn } : current)),
        () => undefined,
      );
    }, COUNTS_REFRESH_MS);
    return () => {
      window.clearInterval(retry);
      window.clearInterval(counts);
    };
  }, [campId, online, flush, refresh]);

  const state: DeskState = {
    list,
    attendees: desk?.attendees ?? [],
    checkedIn: desk?.checkedIn ?? 0,
    savedAt,
    online,
    loadError,
    message,
    pending,
    problems,
    syncing,
  };
  return { ...state, submitCode, submitAttendee, keepWalkIn, reload: refresh, dismissProblem: (id: string) => setProblems((p) => p.filter((x) => x.actionId !== id)) };
}

/** A kept walk-in sent to the walk-in API, with the time and claim code it was given on the phone. */
function sendWalkIn(campId: string, action: DoorWalkIn) {
  return sendKeptWalkIn(campId, { ...action.walkIn, consent: true, requestId: action.actionId, recordedAt: action.at, claimCode: action.claimCode });
}

/** Why someone is not admitted again, or null. */
function admissionRefusal(attendee: DeskAttendee): DeskMessage | null {
  const admission = admissionOf(attendee);
  if (admission.kind === 'already-in') return { kind: 'already-in', name: attendee.ParticipantName, at: admission.at, by: attendee.checkedIn };
  if (admission.kind === 'already-pending') return { kind: 'already-pending', name: attendee.ParticipantName, at: admission.at };
  return null;
}

/** What the desk calls a ticket it has no name for: its first characters. */
function ticketLabelOf(ticket: string): string {
  return translate('checkin.desk.ticketLabel', { code: ticket.slice(0, 6) });
}

function messageFor(outcome: DoorActionOutcome, action: DoorAction, fromQueue: boolean): DeskMessage {
  switch (outcome.kind) {
    case 'checked-in':
      return { kind: 'checked-in', name: outcome.name, fromQueue };
    case 'already-checked-in':
      return { kind: 'already-in', name: outcome.name, at: outcome.first.at, by: outcome.first };
    case 'conflict':
      return { kind: 'conflict', name: outcome.name, first: outcome.first };
    case 'refused':
      return { kind: 'refused', code: outcome.code, name: outcome.name ?? (action.attendeeId ? action.label : null), fromQueue };
  }
}
