// Scans made while the connection is down wait in the browser (localStorage, per event) with the time
// they were made, and are sent when it returns; the server lets the first scan by time win.
import type { TCheckInBodyInput } from '@pavilion/domain';

export interface QueuedScan {
  /** Local id, to remove the scan once the server has answered it. */
  id: string;
  body: Pick<TCheckInBodyInput, 'code' | 'ticketId'>;
  /** When the scan was made (ISO). */
  scannedAt: string;
}

const keyOf = (eventId: number) => `pavilion.check-in.queue.${eventId}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readQueue(eventId: number): QueuedScan[] {
  const text = storage()?.getItem(keyOf(eventId));
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter(
          (s): s is QueuedScan =>
            !!s && typeof s === 'object' && typeof s.id === 'string' && typeof s.scannedAt === 'string' && !!s.body,
        )
      : [];
  } catch {
    return [];
  }
}

export function writeQueue(eventId: number, scans: QueuedScan[]): void {
  const store = storage();
  if (!store) return;
  if (scans.length === 0) store.removeItem(keyOf(eventId));
  else store.setItem(keyOf(eventId), JSON.stringify(scans));
}

let counter = 0;
export function queuedScan(body: QueuedScan['body'], scannedAt: Date): QueuedScan {
  counter += 1;
  return {
    id: `${scannedAt.getTime().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    body,
    scannedAt: scannedAt.toISOString(),
  };
}

/** A failure of the connection (no answer at all, or a gateway that could not reach the server). */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const status = (error as { status: unknown }).status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;
}
