/**
 * Sending one queued mail through SMTP, at most once per success. A sender
 * first claims the mail in a transaction (PENDING → PROCESSING with a
 * lease), so two runs never send it side by side; a SUCCESS is never taken
 * again; a failure is recorded (ERROR, with the error) and tried again after
 * a wait (sweepMail) until MAIL_MAX_ATTEMPTS. If a sender dies between the
 * SMTP server's answer and the SUCCESS write, its lease runs out and the mail
 * is sent again with the same Message-ID, which mail clients fold into one.
 */
import {
  claimedDelivery,
  COLLECTIONS,
  mayClaimMail,
  type MailDelivery,
  type MailDocument,
} from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import nodemailer, { type Transporter } from 'nodemailer';
import { runTransaction } from '../transactions.ts';

export interface MailTransport {
  transporter: Transporter;
  from: string;
}

const transporters = new Map<string, Transporter>();

/** One SMTP transport per URL for the life of the instance. */
export function mailTransport(smtpUrl: string, from: string): MailTransport {
  let transporter = transporters.get(smtpUrl);
  if (!transporter) {
    transporter = nodemailer.createTransport(smtpUrl);
    transporters.set(smtpUrl, transporter);
  }
  return { transporter, from };
}

/** The domain part of the Message-ID: the sending address's, so it is ours. */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'campcare.local';
}

export type DeliveryOutcome = 'sent' | 'failed' | 'not-claimed';

/** Claims, sends and records one mail. */
export async function deliverMail(db: Firestore, id: string, transport: MailTransport, now: () => Date = () => new Date()): Promise<DeliveryOutcome> {
  const ref = db.collection(COLLECTIONS.mail).doc(id);
  const mail = await runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const doc = snap.data() as MailDocument;
      const at = now();
      if (!mayClaimMail(doc.delivery, at)) return null;
      tx.update(ref, { delivery: claimedDelivery(doc.delivery, at) });
      return doc;
    },
    { firestore: db },
  );
  if (!mail) return 'not-claimed';
  const claimed = claimedDelivery(mail.delivery, now());
  try {
    const info = await transport.transporter.sendMail({
      from: transport.from,
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      attachments: (mail.message.attachments ?? []).map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
        ...(a.encoding ? { encoding: a.encoding } : {}),
        ...(a.cid ? { cid: a.cid } : {}),
      })),
      headers: mail.headers ?? {},
      messageId: `<${id}@${messageIdDomain(transport.from)}>`,
    });
    const delivery: Partial<MailDelivery> = {
      state: 'SUCCESS',
      endTime: now().toISOString(),
      leaseExpireTime: null,
      error: null,
      info: {
        messageId: String(info.messageId ?? ''),
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
        response: String(info.response ?? ''),
      },
    };
    await ref.update(prefixed(delivery));
    return 'sent';
  } catch (error) {
    await ref.update(
      prefixed({ state: 'ERROR', attempts: claimed.attempts, endTime: now().toISOString(), leaseExpireTime: null, error: String(error instanceof Error ? error.message : error) }),
    );
    return 'failed';
  }
}

/** `{ state: … }` → `{ 'delivery.state': … }`, so an update keeps the other delivery fields (attempts, startTime). */
function prefixed(delivery: Partial<MailDelivery>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(delivery).map(([key, value]) => [`delivery.${key}`, value]));
}

/** Mails a sweep looks at per run. */
export const SWEEP_LIMIT = 100;

/**
 * Tries again every mail that failed (after its wait), was asked to be retried,
 * or whose sender's lease ran out. Returns how many were sent.
 */
export async function sweepMail(db: Firestore, transport: MailTransport, now: () => Date = () => new Date()): Promise<number> {
  const snap = await db.collection(COLLECTIONS.mail).where('delivery.state', 'in', ['ERROR', 'RETRY', 'PROCESSING']).limit(SWEEP_LIMIT).get();
  let sent = 0;
  for (const doc of snap.docs) {
    if (!mayClaimMail((doc.data() as MailDocument).delivery, now())) continue;
    if ((await deliverMail(db, doc.id, transport, now)) === 'sent') sent++;
  }
  return sent;
}
