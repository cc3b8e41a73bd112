/**
 * Queuing a mail: one document per event, created once. A replayed event
 * finds its mail already there and queues nothing.
 */
import { COLLECTIONS, type MailDocument } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { grpcCode, GRPC } from '../grpc.ts';

export type QueuedMail = Omit<MailDocument, 'createdAt' | 'delivery'>;

/** Mail ids are document ids: the event's parts joined by `_`, with nothing Firestore refuses. */
export function mailId(...parts: (string | number)[]): string {
  return parts
    .map((p) => String(p).replace(/[^A-Za-z0-9_.-]/g, '-'))
    .join('_')
    .slice(0, 700);
}

/**
 * true when this call queued the mail, false when the event's mail was
 * already queued or there is nobody to write to (a registration or payment
 * kept without its address after the participant deleted their account).
 */
export async function enqueueMail(db: Firestore, id: string, mail: QueuedMail, now: Date = new Date()): Promise<boolean> {
  if (!mail.to) return false;
  const doc: MailDocument = { ...mail, createdAt: now.toISOString() };
  try {
    await db.collection(COLLECTIONS.mail).doc(id).create(doc);
    return true;
  } catch (error) {
    if (grpcCode(error) === GRPC.ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * When the event happened: the event's own time (a retried event keeps it),
 * or now where the runtime gives none that parses.
 */
export function eventTimeOf(event: { time?: string }): Date {
  const time = Date.parse(event.time ?? '');
  return Number.isFinite(time) ? new Date(time) : new Date();
}
