/**
 * The Check-in page's state: the camp's door list and counts, the answer to
 * the last scan, and the queue of check-ins made offline, which is sent when
 * the network returns (the `online` event, and a retry every half minute in
 * case that event never comes).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCampAttendance } from './api/campAttendance.ts';
import { sendCheckIn, type CheckInResult } from './api/checkIn.ts';
import { fetchDoorList, type DoorList } from './api/doorList.ts';
import { dequeue, enqueue, readQueue, targetOf, type CheckInTarget, type PendingCheckIn } from './offlineQueue.ts';

const RETRY_MS = 30_000;
const COUNTS_REFRESH_MS = 30_000;

/** What the page says about one check-in: the answer, and whose it was when it was sent from the queue. */
export type DeskMessage =
  | (CheckInResult & { fromQueue: boolean })
  | { kind: 'queued'; label: string; fromQueue: false };

export function useCheckInDesk(campId: string) {
  const [doorList, setDoorList] = useState<DoorList | null>(null);
  /** Why the door list could not be read (the page words it: errorText.ts), or null. */
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const [pending, setPending] = useState<PendingCheckIn[]>(() => readQueue(localStorage).filter((i) => i.campId === campId));
  const flushing = useRef(false);

  const reload = useCallback(async () => {
    try {
      setDoorList(await fetchDoorList(campId));
      setLoadError(null);
    } catch (error) {
      setLoadError({ error });
    }
  }, [campId]);

  /** Marks someone as in on this page at once, without waiting for the list to be read again. */
  const markIn = useCallback((registrationId: string, at: string) => {
    setDoorList((list) => {
      if (!list) return list;
      const was = list.attendees.find((a) => a._id === registrationId);
      if (!was || was.checkedInAt) return list;
      return {
        ...list,
        checkedIn: list.checkedIn + 1,
        attendees: list.attendees.map((a) => (a._id === registrationId ? { ...a, checkedInAt: at } : a)),
      };
    });
  }, []);

  const showResult = useCallback(
    (result: CheckInResult, fromQueue: boolean) => {
      if (result.kind === 'checked-in' || result.kind === 'already-checked-in') markIn(result.registrationId, result.at);
      setMessage({ ...result, fromQueue });
    },
    [markIn],
  );

  const refreshPending = useCallback((all: PendingCheckIn[]) => setPending(all.filter((i) => i.campId === campId)), [campId]);

  /** Sends what was queued, oldest first; stops at the first one that still finds no network. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const item of readQueue(localStorage).filter((i) => i.campId === campId)) {
        const result = await sendCheckIn(targetOf(item));
        if (result.kind === 'offline') break;
        refreshPending(dequeue(localStorage, item.key));
        showResult(result, true);
      }
    } finally {
      flushing.current = false;
    }
  }, [campId, refreshPending, showResult]);

  /** A scan or a name picked: sent now, or queued when there is no network. */
  const submit = useCallback(
    async (target: CheckInTarget, label: string) => {
      const result = navigator.onLine ? await sendCheckIn(target) : ({ kind: 'offline' } as const);
      if (result.kind === 'offline') {
        refreshPending(enqueue(localStorage, campId, target, label));
        setMessage({ kind: 'queued', label, fromQueue: false });
        return;
      }
      showResult(result, false);
    },
    [campId, refreshPending, showResult],
  );

  useEffect(() => {
    void reload();
    void flush();
    const onOnline = () => {
      void flush().then(reload);
    };
    window.addEventListener('online', onOnline);
    const retry = window.setInterval(() => {
      if (readQueue(localStorage).some((i) => i.campId === campId)) void flush();
    }, RETRY_MS);
    // Other phones at the same door check people in too: keep the counts current.
    const counts = window.setInterval(() => {
      if (!navigator.onLine) return;
      fetchCampAttendance(campId).then(
        (c) => setDoorList((list) => (list ? { ...list, expected: c.expected, checkedIn: c.checkedIn } : list)),
        () => undefined,
      );
    }, COUNTS_REFRESH_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(retry);
      window.clearInterval(counts);
    };
  }, [campId, flush, reload]);

  return { doorList, loadError, message, pending, submit, reload };
}
