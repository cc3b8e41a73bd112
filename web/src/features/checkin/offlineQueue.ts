/**
 * Check-ins made while the phone had no network, kept on the device
 * (localStorage survives a reload or a dead battery) until they are sent.
 * Plain functions over a Storage, so they are tested without a browser.
 */

/** One scan or name pick waiting to be sent. */
export interface PendingCheckIn {
  /** What identifies it in the queue: the camp and the ticket or registration. */
  key: string;
  campId: string;
  ticket?: string;
  registrationId?: string;
  /** What the page shows for it: the person's name when known, else the ticket's first characters. */
  label: string;
  queuedAt: string;
}

export type CheckInTarget = { ticket: string } | { registrationId: string };

export const QUEUE_STORAGE_KEY = 'campcare:check-in-queue';

export function pendingKey(campId: string, target: CheckInTarget): string {
  return 'ticket' in target ? `${campId}:t:${target.ticket}` : `${campId}:r:${target.registrationId}`;
}

function isPending(value: unknown): value is PendingCheckIn {
  const item = value as Partial<PendingCheckIn> | null;
  return !!item && typeof item.key === 'string' && typeof item.campId === 'string' && typeof item.label === 'string' &&
    (typeof item.ticket === 'string' || typeof item.registrationId === 'string');
}

/** Everything queued, oldest first; a damaged entry is dropped rather than blocking the rest. */
export function readQueue(storage: Storage): PendingCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: Storage, items: PendingCheckIn[]): void {
  if (items.length === 0) storage.removeItem(QUEUE_STORAGE_KEY);
  else storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(items));
}

/** Adds a check-in to the queue, once: scanning the same ticket again while offline changes nothing. */
export function enqueue(storage: Storage, campId: string, target: CheckInTarget, label: string, now = new Date()): PendingCheckIn[] {
  const key = pendingKey(campId, target);
  const items = readQueue(storage);
  if (items.some((i) => i.key === key)) return items;
  const next = [...items, { key, campId, ...target, label, queuedAt: now.toISOString() }];
  writeQueue(storage, next);
  return next;
}

/** Takes a sent (or refused for good) check-in off the queue. */
export function dequeue(storage: Storage, key: string): PendingCheckIn[] {
  const next = readQueue(storage).filter((i) => i.key !== key);
  writeQueue(storage, next);
  return next;
}

export function targetOf(item: PendingCheckIn): CheckInTarget {
  return item.ticket !== undefined ? { ticket: item.ticket } : { registrationId: item.registrationId! };
}
