/**
 * The link in the first text message that turns texts off without signing
 * in: it names the account and carries an HMAC of it (MAIL_LINK_SECRET, for
 * another purpose than the mail's unsubscribe link), cut to 16 characters
 * (96 bits) so the message stays short; it only ever turns that account's
 * texts off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'campcare:sms:stop';
export const STOP_SIGNATURE_LENGTH = 16;

export function stopSignature(uid: string, secret: string): string {
  if (!secret) throw new Error('MAIL_LINK_SECRET is not set: text messages cannot carry a stop link.');
  return createHmac('sha256', secret).update(`${PURPOSE}:${uid}`).digest('base64url').slice(0, STOP_SIGNATURE_LENGTH);
}

export function isValidStopSignature(uid: string, signature: string, secret: string): boolean {
  if (!secret) return false;
  const expected = Buffer.from(stopSignature(uid, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function stopUrl(origin: string, uid: string, secret: string): string {
  return `${origin}/api/sms/stop?u=${encodeURIComponent(uid)}&s=${stopSignature(uid, secret)}`;
}
