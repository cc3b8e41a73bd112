/**
 * Firestore access for the outgoing mail queue (mail/{id}): queuing a mail
 * once, claiming it for sending (PENDING → PROCESSING with a lease, in a
 * transaction), recording how the sending went, the mails due again, and
 * taking the words out of sent mails whose time has come (scrubAt).
 */
import { claimedDelivery, COLLECTIONS, mayClaimMail, scrubbedMail, type MailDelivery, type MailDocument } from '@campcare/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import { runTransaction } from '../firestore/transactions.ts';
import type { QueuedMail } from './queue.ts';

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

/** Claims the mail for one sender, if it may be claimed now; null when it is gone or someone else holds it. */
export function claimMail(db: Firestore, id: string, at: Date): Promise<MailDocument | null> {
  const ref = db.collection(COLLECTIONS.mail).doc(id);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const doc = snap.data() as MailDocument;
      if (!mayClaimMail(doc.delivery, at)) return null;
      tx.update(ref, { delivery: claimedDelivery(doc.delivery, at) });
      return doc;
    },
    { firestore: db },
  );
}

/**
 * Writes how the sending went, keeping the delivery's other fields
 * (attempts, startTime); a sent mail also gets the time it loses its words.
 * A mail deleted while it was being sent (its account erased, say) has
 * nobody left to record it for: that is not an error.
 */
export async function recordDelivery(db: Firestore, id: string, delivery: Partial<MailDelivery>, scrubAt?: string): Promise<void> {
  try {
    await db.collection(COLLECTIONS.mail).doc(id).update({ ...prefixed(delivery), ...(scrubAt ? { scrubAt } : {}) });
  } catch (error) {
    if (grpcCode(error) !== GRPC.NOT_FOUND) throw error;
  }
}

/** `{ state: … }` → `{ 'delivery.state': … }`, so an update keeps the other delivery fields. */
function prefixed(delivery: Partial<MailDelivery>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(delivery).map(([key, value]) => [`delivery.${key}`, value]));
}

/** Mails whose sending failed, was asked to be retried or may have been cut off: up to `limit`, with their documents. */
export async function mailsToRetry(db: Firestore, limit: number): Promise<{ id: string; mail: MailDocument }[]> {
  const snap = await db.collection(COLLECTIONS.mail).where('delivery.state', 'in', ['ERROR', 'RETRY', 'PROCESSING']).limit(limit).get();
  return snap.docs.map((doc) => ({ id: doc.id, mail: doc.data() as MailDocument }));
}

/** Mails scrubbed per batch. */
const SCRUB_BATCH = 200;

/**
 * Takes the words out of every sent mail whose scrubAt has come (its
 * message and headers emptied, scrubAt removed so it is not found again),
 * page by page. Returns how many it scrubbed.
 */
export async function scrubDueMail(db: Firestore, now: Date): Promise<number> {
  let scrubbed = 0;
  for (;;) {
    const page = await db.collection(COLLECTIONS.mail).where('scrubAt', '<=', now.toISOString()).orderBy('scrubAt').limit(SCRUB_BATCH).get();
    if (page.empty) return scrubbed;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, { ...scrubbedMail(now.toISOString()), scrubAt: FieldValue.delete() });
    await batch.commit();
    scrubbed += page.size;
    if (page.size < SCRUB_BATCH) return scrubbed;
  }
}
