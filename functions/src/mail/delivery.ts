/**
 * Sending one queued mail through SMTP, at most once per success. A sender
 * first claims the mail in a transaction (PENDING → PROCESSING with a
 * lease), so two runs never send it side by side; a SUCCESS is never taken
 * again; a failure is recorded (ERROR, with the error) and tried again after
 * a wait (sweepMail) until MAIL_MAX_ATTEMPTS. If a sender dies between the
 * SMTP server's answer and the SUCCESS write, its lease runs out and the mail
 * is sent again with the same Message-ID, which mail clients fold into one.
 */
import { claimedDelivery, mayClaimMail, scrubAtFor, type MailDelivery } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import nodemailer, { type Transporter } from 'nodemailer';
import { claimMail, mailsToRetry, recordDelivery } from './mailQueueStore.ts';

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
  const mail = await claimMail(db, id, now());
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
    const sentAt = now().toISOString();
    const delivery: Partial<MailDelivery> = {
      state: 'SUCCESS',
      endTime: sentAt,
      leaseExpireTime: null,
      error: null,
      info: {
        messageId: String(info.messageId ?? ''),
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
        response: String(info.response ?? ''),
      },
    };
    await recordDelivery(db, id, delivery, scrubAtFor(sentAt));
    return 'sent';
  } catch (error) {
    await recordDelivery(db, id, {
      state: 'ERROR',
      attempts: claimed.attempts,
      endTime: now().toISOString(),
      leaseExpireTime: null,
      error: String(error instanceof Error ? error.message : error),
    });
    return 'failed';
  }
}

/** Mails a sweep looks at per run. */
export const SWEEP_LIMIT = 100;

/**
 * Tries again every mail that failed (after its wait), was asked to be retried,
 * or whose sender's lease ran out. Returns how many were sent.
 */
export async function sweepMail(db: Firestore, transport: MailTransport, now: () => Date = () => new Date()): Promise<number> {
  let sent = 0;
  for (const { id, mail } of await mailsToRetry(db, SWEEP_LIMIT)) {
    if (!mayClaimMail(mail.delivery, now())) continue;
    if ((await deliverMail(db, id, transport, now)) === 'sent') sent++;
  }
  return sent;
}
