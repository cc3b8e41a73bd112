/**
 * Queuing a mail: one document per event (its id made here from the event),
 * created once by mailQueueStore.ts's enqueueMail. A replayed event finds its
 * mail already there and queues nothing.
 */
import type { MailDocument } from '@campcare/domain';

export type QueuedMail = Omit<MailDocument, 'createdAt' | 'delivery'>;

/** Mail ids are document ids: the event's parts joined by `_`, with nothing Firestore refuses. */
export function mailId(...parts: (string | number)[]): string {
  return parts
    .map((p) => String(p).replace(/[^A-Za-z0-9_.-]/g, '-'))
    .join('_')
    .slice(0, 700);
}

/**
 * When the event happened: the event's own time (a retried event keeps it),
 * or now where the runtime gives none that parses.
 */
export function eventTimeOf(event: { time?: string }): Date {
  const time = Date.parse(event.time ?? '');
  return Number.isFinite(time) ? new Date(time) : new Date();
}
