/**
 * Signing tickets, so that a door phone with no network can tell a real
 * ticket from a forged one (the domain's tickets.ts says what is signed).
 * The private key is the TICKET_SIGNING_KEY secret (config.ts). On the
 * emulators the build generates one into functions/.secret.local
 * (functions/build.mjs); a deployed project sets its own (README, Deploy). It never leaves the
 * functions: browsers get the public key, with the door list.
 */
import { createHash, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { ticketSigningMessage, TICKET_SIGNING_ALGORITHM, type TicketPublicKey } from '@campcare/domain';
import { readTicketSigningKey, ticketSigningKeySecret } from '../config.ts';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: TicketPublicKey;
}

/** The key and its public half, from the secret's text (config.ts readTicketSigningKey says what it may be). */
export function parseSigningKey(text: string): SigningKey {
  const privateKey = readTicketSigningKey(text);
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return {
    privateKey,
    publicKey: {
      alg: TICKET_SIGNING_ALGORITHM,
      spki: spki.toString('base64url'),
      keyId: createHash('sha256').update(spki).digest('base64url').slice(0, 8),
    },
  };
}

let cached: { source: string; key: SigningKey | null } | null = null;

/** The configured key, or null when none is set (tickets are then handed out unsigned, as before). */
function signingKey(): SigningKey | null {
  let source = '';
  try {
    source = ticketSigningKeySecret.value();
  } catch {
    source = process.env.TICKET_SIGNING_KEY ?? '';
  }
  if (cached?.source === source) return cached.key;
  let key: SigningKey | null = null;
  if (source.trim()) {
    key = parseSigningKey(source);
  } else {
    console.warn('TICKET_SIGNING_KEY is not set: tickets are not signed, so door phones check them only against their door list.');
  }
  cached = { source, key };
  return key;
}

/** The signature of a ticket for its camp with this key: 86 base64url characters (r‖s). */
export function signTicketWith(key: SigningKey, campId: string, ticket: string): string {
  return sign('sha256', Buffer.from(ticketSigningMessage(campId, ticket), 'utf8'), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
}

/** The signature of a ticket for its camp with the configured key, or null without one. */
export function signTicket(campId: string, ticket: string): string | null {
  const key = signingKey();
  return key ? signTicketWith(key, campId, ticket) : null;
}

/** The public key door phones verify with, or null without a key. */
export function ticketPublicKey(): TicketPublicKey | null {
  return signingKey()?.publicKey ?? null;
}

/** What the door list carries of a ticket: its SHA-256 in base64url, so the door matches a scanned code without holding the codes. */
export function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('base64url');
}
