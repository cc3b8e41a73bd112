/**
 * Who a rate limit counts: the signed-in account, or else the address the
 * request came from.
 *
 * Behind Firebase Hosting the function never sees the client's connection:
 * Hosting's CDN passes the address it was connected from in
 * `Fastly-Client-IP`, and Google's front end before Cloud Functions puts the
 * caller's address first in `X-Forwarded-For`. Both are headers, so a script
 * calling the function's own URL (not through Hosting) can write them
 * itself: the address is a speed bump for anonymous callers, while signed-in
 * callers are counted by their uid, which nobody can forge. The emulators
 * set neither header, so there the connection's address counts (and tests
 * pose as other clients by sending the header).
 */
import { isIP } from 'node:net';
import type { Request } from 'express';

/** `uid:<uid>` for a signed-in caller, otherwise `ip:<address>` (IPv6 by its /64 network). */
export function rateLimitClient(req: Request, uid: string | null): string {
  if (uid) return `uid:${uid}`;
  return `ip:${clientAddress(req)}`;
}

export function clientAddress(req: Request): string {
  const candidates = [req.get('fastly-client-ip'), req.get('x-forwarded-for')?.split(',')[0], req.socket?.remoteAddress];
  for (const candidate of candidates) {
    const address = normalizeAddress(candidate ?? '');
    if (address) return address;
  }
  return 'unknown';
}

/**
 * An IPv4 address as it is (an IPv4-mapped IPv6 one too); an IPv6 address
 * as its first 64 bits, the network one subscriber is given: anyone holding
 * a /64 can use any of its 2^64 addresses. null for what is not an address.
 */
export function normalizeAddress(text: string): string | null {
  const address = text.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return null;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (a zone id dropped). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
