/**
 * The one-click unsubscribe link of reminders. The link names the account
 * and carries an HMAC of it made with the MAIL_LINK_SECRET, so it works
 * without signing in, only for the account it was made for, and only
 * changes that account's reminder setting.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailLinks } from './campMails.ts';

/** What the signature is for: a signature for something else never unsubscribes. */
const PURPOSE = 'campcare:unsubscribe:reminders';

export function unsubscribeSignature(uid: string, secret: string): string {
  if (!secret) throw new Error('MAIL_LINK_SECRET is not set: reminders cannot carry an unsubscribe link.');
  return createHmac('sha256', secret).update(`${PURPOSE}:${uid}`).digest('base64url');
}

export function isValidUnsubscribeSignature(uid: string, signature: string, secret: string): boolean {
  if (!secret) return false;
  const expected = Buffer.from(unsubscribeSignature(uid, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address both the reminder's link and its List-Unsubscribe header point at. */
export function unsubscribeUrl(links: MailLinks, uid: string, secret: string): string {
  const query = new URLSearchParams({ uid, sig: unsubscribeSignature(uid, secret) });
  return `${links.origin}/api/mail/unsubscribe?${query}`;
}

/** The headers of RFC 8058's one-click unsubscribe: mail clients POST to the link without opening it. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
