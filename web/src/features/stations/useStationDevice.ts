/**
 * Recording results at a station whatever the network does: a result is
 * sent at once when online; with no network (or when the send cannot reach
 * the server) it is kept in the device's store, the door's IndexedDB
 * (checkin's loadDeviceStore), and sent when the network is back, oldest
 * first, each under the id made for it here, so a result sent twice is
 * recorded once. A result the server refuses for good (a 4xx) leaves the
 * device and is reported.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { loadAuth } from '../../lib/authLazy.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { loadDeviceStore, type KeptStationResult } from '../checkin/index.ts';
import { sendResult, type RecordedResult, type ResultToSend } from './api/recordResult.ts';

const unreachable = (error: unknown) => error instanceof ApiRequestError && (error.code === 'network-error' || error.status >= 500);

async function signedInUid(): Promise<string | null> {
  return (await loadAuth()).currentUser?.uid ?? null;
}

export type RecordAnswer = { kind: 'recorded'; answer: RecordedResult } | { kind: 'kept' };

export function useStationDevice(campId: string) {
  const online = useOnline();
  const [pending, setPending] = useState<KeptStationResult[]>([]);
  const [refused, setRefused] = useState<{ label: string; error: unknown }[]>([]);
  const [syncing, setSyncing] = useState(false);
  const flushing = useRef(false);

  const readPending = useCallback(async () => {
    const [store, uid] = await Promise.all([loadDeviceStore(), signedInUid()]);
    const mine = (await store.pendingStationResults(campId)).filter((r) => r.uid === uid);
    setPending(mine);
    return mine;
  }, [campId]);

  /** Sends what this account kept for this camp, oldest first; stops when the network is gone again. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    setSyncing(true);
    try {
      const store = await loadDeviceStore();
      for (const kept of await readPending()) {
        try {
          await sendResult(kept.campId, kept.stationId, kept.body as ResultToSend);
        } catch (error) {
          if (unreachable(error)) return;
          setRefused((known) => [...known, { label: kept.label, error }]);
        }
        await store.forgetStationResult(kept.resultId);
      }
    } finally {
      flushing.current = false;
      setSyncing(false);
      await readPending();
    }
  }, [readPending]);

  useEffect(() => {
    void readPending();
  }, [readPending]);

  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  /** Records a result now, or keeps it on the device when the server cannot be reached. */
  const record = useCallback(
    async (stationId: string, label: string, result: ResultToSend): Promise<RecordAnswer> => {
      const keep = async () => {
        const [store, uid] = await Promise.all([loadDeviceStore(), signedInUid()]);
        await store.keepStationResult({ resultId: result.resultId, campId, stationId, uid: uid ?? '', label, at: result.deviceRecordedAt, body: result });
        await readPending();
        return { kind: 'kept' } as const;
      };
      if (!navigator.onLine) return keep();
      try {
        return { kind: 'recorded', answer: await sendResult(campId, stationId, result) };
      } catch (error) {
        // Lost on the way: kept under the same id (if it did arrive, the later send records nothing twice).
        if (unreachable(error)) return keep();
        throw error;
      }
    },
    [campId, readPending],
  );

  return { online, pending, refused, syncing, record, flush };
}
