/**
 * Twilio signs every request it makes to us (status callbacks, incoming
 * messages): X-Twilio-Signature is the base64 HMAC-SHA1, keyed with the
 * auth token, of the full URL it called followed by each POST parameter's
 * name and value, sorted by name. A request without a valid one did not
 * come from our provider and changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function isValidTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
