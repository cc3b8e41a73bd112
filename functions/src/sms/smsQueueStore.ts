/**
 * Firestore access for the outgoing text messages (sms/{id}): queuing one
 * once, claiming it for sending (in a transaction that also reads its
 * person's consent, so a message queued before a STOP is never sent),
 * recording how the sending went, the messages due, and what the provider
 * later reported.
 */
import {
  claimedDelivery,
  COLLECTIONS,
  mayClaimSms,
  SMS_UNFINISHED_STATES,
  wantsSms,
  type SmsDelivery,
  type SmsDocument,
  type SmsProviderStatus,
} from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import { runTransaction } from '../firestore/transactions.ts';

/** true when this call queued it; false when the event's message was queued before. */
export async function enqueueSms(db: Firestore, id: string, sms: SmsDocument): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.sms).doc(id).create(sms);
    return true;
  } catch (error) {
    if (grpcCode(error) === GRPC.ALREADY_EXISTS) return false;
    throw error;
  }
}

export type SmsClaim = { kind: 'claimed'; sms: SmsDocument } | { kind: 'skipped' } | { kind: 'not-claimed' };

/**
 * Takes the message for one sender if it may go now. If its person no
 * longer wants texts at that number, it is marked SKIPPED instead.
 */
export function claimSms(db: Firestore, id: string, at: Date): Promise<SmsClaim> {
  const ref = db.collection(COLLECTIONS.sms).doc(id);
  return runTransaction(
    async (tx): Promise<SmsClaim> => {
      const snap = await tx.get(ref);
      if (!snap.exists) return { kind: 'not-claimed' };
      const sms = snap.data() as SmsDocument;
      if (!mayClaimSms(sms, at)) return { kind: 'not-claimed' };
      const user = await tx.get(db.collection(COLLECTIONS.users).doc(sms.uid));
      if (!wantsSms(user.data()) || user.get('smsPhone') !== sms.to) {
        tx.update(ref, { 'delivery.state': 'SKIPPED', 'delivery.endTime': at.toISOString(), 'delivery.error': 'opted-out' });
        return { kind: 'skipped' };
      }
      // A follow-up reminder about a referral closed (or dismissed) since it was queued has nothing to remind of.
      if (sms.referralId && (await tx.get(db.collection(COLLECTIONS.referrals).doc(sms.referralId))).get('status') !== 'open') {
        tx.update(ref, { 'delivery.state': 'SKIPPED', 'delivery.endTime': at.toISOString(), 'delivery.error': 'referral-closed' });
        return { kind: 'skipped' };
      }
      const delivery: SmsDelivery = { ...claimedDelivery(undefined, at), attempts: sms.delivery.attempts + 1, info: null };
      tx.update(ref, { delivery });
      return { kind: 'claimed', sms: { ...sms, delivery } };
    },
    { firestore: db },
  );
}

/** Writes how the sending went (the delivery's other fields kept) and, once accepted, the provider's id. */
export async function recordSmsDelivery(db: Firestore, id: string, delivery: Partial<SmsDelivery>, provider?: { sid: string; status: string }): Promise<void> {
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(delivery).map(([key, value]) => [`delivery.${key}`, value]));
  if (provider) Object.assign(fields, { providerSid: provider.sid, providerStatus: provider.status });
  await db.collection(COLLECTIONS.sms).doc(id).update(fields);
}

/** Messages that may be due: unfinished and past their quiet hours, oldest first, up to `limit`. */
export async function smsDue(db: Firestore, now: Date, limit: number): Promise<{ id: string; sms: SmsDocument }[]> {
  const snap = await db
    .collection(COLLECTIONS.sms)
    .where('delivery.state', 'in', [...SMS_UNFINISHED_STATES])
    .where('notBefore', '<=', now.toISOString())
    .orderBy('notBefore')
    .limit(limit)
    .get();
  return snap.docs.map((doc) => ({ id: doc.id, sms: doc.data() as SmsDocument }));
}

/** How far along a status is: callbacks can arrive out of order, and a later one never goes back. */
const STATUS_RANK: Partial<Record<SmsProviderStatus, number>> = { accepted: 0, scheduled: 0, queued: 1, sending: 2, sent: 3, delivered: 4, read: 5, undelivered: 4, failed: 4, canceled: 4 };

/** The provider's report on a message it accepted: false when no message has that id. */
export async function recordProviderStatus(db: Firestore, sid: string, status: SmsProviderStatus, error: string | null, at: Date): Promise<boolean> {
  const snap = await db.collection(COLLECTIONS.sms).where('providerSid', '==', sid).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return false;
  await runTransaction(
    async (tx) => {
      const current = (await tx.get(doc.ref)).get('providerStatus') as SmsProviderStatus | null | undefined;
      if ((STATUS_RANK[current ?? 'queued'] ?? 0) > (STATUS_RANK[status] ?? 0)) return;
      tx.update(doc.ref, { providerStatus: status, providerStatusAt: at.toISOString(), providerError: error });
    },
    { firestore: db },
  );
  return true;
}
