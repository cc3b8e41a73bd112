/**
 * Outgoing mail. A mail is a document in `mail/{id}` in the shape Firebase's
 * "Trigger Email from Firestore" extension reads (`to`, `message`, `headers`,
 * and a `delivery` record written back by whoever sends it), so a deployed
 * project may send with the official extension or with our own sending
 * function (functions/src/mail/). The id says which event the mail is about
 * (`{registrationId}_{created}_confirmed`, …) and the document is created
 * with `create()`, so an event seen twice queues its mail once.
 */
import type { IsoDateTime } from './model.ts';

export interface MailAttachment {
  filename: string;
  /** The file itself, as text (calendar files are text), or base64 when `encoding` says so (pictures). */
  content: string;
  contentType: string;
  encoding?: 'base64';
  /** Content-ID of a picture the HTML shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * PENDING: queued, nobody has tried yet (a document without `delivery` is
 * PENDING too, as the extension creates them). PROCESSING: a sender holds it
 * until `leaseExpireTime`. SUCCESS: the SMTP server accepted it; never sent
 * again. ERROR: the last attempt failed; tried again later until
 * MAIL_MAX_ATTEMPTS. RETRY: someone asked for another attempt.
 */
export type MailDeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

export interface MailDeliveryInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

export interface MailDelivery {
  state: MailDeliveryState;
  attempts: number;
  startTime: IsoDateTime | null;
  endTime: IsoDateTime | null;
  leaseExpireTime: IsoDateTime | null;
  error: string | null;
  info: MailDeliveryInfo | null;
}

/** What a mail is about, for people reading the queue and for tests. */
export type MailKind =
  | 'registration-received'
  | 'payment-receipt'
  | 'registration-confirmed'
  | 'seat-offered'
  | 'registration-cancelled'
  | 'camp-changed'
  | 'camp-cancelled'
  | 'camp-reminder'
  | 'donation-thanks'
  | 'staff-invitation'
  | 'unpaid-seat-reminder'
  | 'unpaid-seat-released'
  | 'referral'
  | 'screening-results';

export interface MailDocument {
  to: string;
  message: MailMessage;
  /** Extra SMTP headers (List-Unsubscribe on reminders). */
  headers?: Record<string, string>;
  kind: MailKind;
  /** The account the mail is for, when there is one. */
  uid: string | null;
  createdAt: IsoDateTime;
  delivery?: MailDelivery;
  /** Set once it was sent: when it loses its words (SENT_MAIL_KEEP_DAYS later). Removed when that is done. */
  scrubAt?: IsoDateTime;
  /** When its words (names, ticket codes, links) were taken out: only the fact that it was sent, to whom and when, remains. */
  scrubbedAt?: IsoDateTime;
}

/**
 * Days a sent mail keeps its words in the queue (the participant's name, a
 * ticket code and its QR picture, signed links): long enough to look into a
 * question about it, no longer, as the queue is no place to keep them.
 */
export const SENT_MAIL_KEEP_DAYS = 30;

/** When a mail sent at `sentAt` loses its words. */
export function scrubAtFor(sentAt: IsoDateTime): IsoDateTime {
  return new Date(Date.parse(sentAt) + SENT_MAIL_KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** What a sent mail keeps of its message and headers once scrubbed: nothing that names or admits anyone. */
export function scrubbedMail(at: IsoDateTime): Pick<MailDocument, 'message' | 'headers' | 'scrubbedAt'> {
  return { message: { subject: '', text: '', html: '', attachments: [] }, headers: {}, scrubbedAt: at };
}

/** After this many failed attempts a mail stays ERROR for a person to look at. */
export const MAIL_MAX_ATTEMPTS = 5;
/** How long a sender may hold a mail before another may take it over (it must have crashed). */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Waits between attempts: 1, 2, 4, 8 minutes… */
export const mailRetryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Whether a sender may take this mail now. A SUCCESS is never sent again; a
 * PROCESSING mail only once its holder's lease ran out; a failed one after
 * its wait, until the attempts run out.
 */
export function mayClaimMail(delivery: MailDelivery | undefined, now: Date): boolean {
  if (!delivery) return true;
  const at = now.getTime();
  switch (delivery.state) {
    case 'PENDING':
    case 'RETRY':
      return true;
    case 'SUCCESS':
      return false;
    case 'PROCESSING':
      return delivery.leaseExpireTime !== null && Date.parse(delivery.leaseExpireTime) <= at;
    case 'ERROR':
      return (
        delivery.attempts < MAIL_MAX_ATTEMPTS &&
        (delivery.endTime === null || Date.parse(delivery.endTime) + mailRetryDelayMs(delivery.attempts) <= at)
      );
  }
}

/** The delivery record of a mail a sender has just taken. */
export function claimedDelivery(delivery: MailDelivery | undefined, now: Date): MailDelivery {
  return {
    state: 'PROCESSING',
    attempts: (delivery?.attempts ?? 0) + 1,
    startTime: now.toISOString(),
    endTime: null,
    leaseExpireTime: new Date(now.getTime() + MAIL_LEASE_MS).toISOString(),
    error: null,
    info: null,
  };
}

/**
 * Events are news only while they are fresh: a document written with a
 * timestamp older than this (an import, the seed's history) sends no mail.
 */
export const MAIL_EVENT_FRESHNESS_MS = 10 * 60_000;

export function isFreshEvent(documentTime: string | undefined | null, eventTime: Date): boolean {
  if (!documentTime) return false;
  const age = eventTime.getTime() - Date.parse(documentTime);
  // A minute of clock skew the other way is allowed.
  return Number.isFinite(age) && age <= MAIL_EVENT_FRESHNESS_MS && age >= -60_000;
}
