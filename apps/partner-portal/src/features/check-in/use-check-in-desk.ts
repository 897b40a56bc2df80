// The door's logic: send a scan or a manual check-in, keep it in the offline queue when the
// connection fails, send the queue when the browser is back online, and keep the synced scans that
// turned out to conflict (someone else scanned the ticket first, or it was refused).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useCheckInMutation } from '@pavilion/api-client';
import type { TCheckInAnswer } from '@pavilion/domain';
import { CHECK_IN_TEXT as T } from './messages';
import { isNetworkFailure, queuedScan, readQueue, writeQueue, type QueuedScan } from './scan-queue';

export type ScanOutcome =
  | { kind: 'answer'; answer: TCheckInAnswer }
  | { kind: 'queued'; waiting: number }
  | { kind: 'error'; message: string };

/** A synced scan whose answer needs a look: not the check-in, or it replaced another one. */
export interface SyncConflict {
  id: string;
  scannedAt: string;
  answer: TCheckInAnswer;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function useCheckInDesk(eventId: number) {
  const [checkIn] = useCheckInMutation();
  const [queue, setQueue] = useState<QueuedScan[]>(() => readQueue(eventId));
  const [conflicts, setConflicts] = useState<SyncConflict[]>([]);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [syncing, setSyncing] = useState(false);
  const busy = useRef(false);

  const update = useCallback(
    (change: (current: QueuedScan[]) => QueuedScan[]) => {
      // localStorage is the truth (another tab of this event may have queued too).
      const next = change(readQueue(eventId));
      writeQueue(eventId, next);
      setQueue(next);
      return next;
    },
    [eventId],
  );

  const enqueue = useCallback(
    (body: QueuedScan['body']) => {
      const next = update((current) => [...current, queuedScan(body, new Date())]);
      setOutcome({ kind: 'queued', waiting: next.length });
    },
    [update],
  );

  /** Sends one scan now; queues it when the connection fails. */
  const submit = useCallback(
    async (body: QueuedScan['body']) => {
      if (isOffline()) return enqueue(body);
      const sent = await checkIn({ eventId, body });
      if ('data' in sent && sent.data) setOutcome({ kind: 'answer', answer: sent.data });
      else if (isNetworkFailure(sent.error)) enqueue(body);
      else setOutcome({ kind: 'error', message: errorMessage(sent.error, T.sendFailed) });
    },
    [checkIn, enqueue, eventId],
  );

  /** Sends the queued scans in the order they were made; stops at the first connection failure. */
  const sync = useCallback(async () => {
    if (busy.current || isOffline()) return;
    busy.current = true;
    setSyncing(true);
    try {
      for (const scan of readQueue(eventId)) {
        const sent = await checkIn({ eventId, body: { ...scan.body, scannedAt: scan.scannedAt } });
        if (!('data' in sent) || !sent.data) {
          if (isNetworkFailure(sent.error)) break;
          // Refused outright (the event is gone, a bad body): it will never go through.
          update((current) => current.filter((s) => s.id !== scan.id));
          continue;
        }
        const answer = sent.data;
        update((current) => current.filter((s) => s.id !== scan.id));
        if (answer.result !== 'CHECKED_IN' || answer.replaced)
          setConflicts((current) => [...current, { id: scan.id, scannedAt: scan.scannedAt, answer }]);
      }
    } finally {
      busy.current = false;
      setSyncing(false);
    }
  }, [checkIn, eventId, update]);

  useEffect(() => {
    const online = () => void sync();
    window.addEventListener('online', online);
    if (readQueue(eventId).length) void sync();
    return () => window.removeEventListener('online', online);
  }, [eventId, sync]);

  return {
    submit,
    sync,
    outcome,
    queued: queue.length,
    syncing,
    conflicts,
    dismissConflicts: () => setConflicts([]),
    /** Shows a problem of the door itself (no camera, no code in an image) where answers show. */
    report: useCallback((message: string) => setOutcome({ kind: 'error', message }), []),
  };
}
