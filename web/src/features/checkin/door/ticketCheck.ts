/**
 * Telling a real ticket from a forged one on the phone, with no network: the
 * signature the QR code carries is checked with the camp's public key (which
 * came with the door list) through the browser's own WebCrypto (ECDSA P-256,
 * in every browser that runs the app on https), and the code is matched to
 * the door list by its SHA-256, so the phone never holds the codes themselves.
 */
import { parseTicketCode, ticketSigningMessage, type ScannedTicket, type TicketPublicKey } from '@campcare/domain';

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of a ticket code as the door list carries it (base64url). */
export async function ticketHashOf(ticket: string): Promise<string> {
  return toBase64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ticket)));
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function verifyingKey(key: TicketPublicKey): Promise<CryptoKey> {
  let imported = importedKeys.get(key.spki);
  if (!imported) {
    imported = crypto.subtle.importKey('spki', fromBase64Url(key.spki), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    importedKeys.set(key.spki, imported);
  }
  return imported;
}

/** Whether the signature is the server's for this ticket of this camp. */
export async function isSignedByServer(key: TicketPublicKey, campId: string, scanned: ScannedTicket & { signature: string }): Promise<boolean> {
  try {
    return await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      await verifyingKey(key),
      fromBase64Url(scanned.signature),
      new TextEncoder().encode(ticketSigningMessage(campId, scanned.ticket)),
    );
  } catch {
    return false;
  }
}

/** What the phone makes of a scanned or typed code before anyone is admitted. */
export type TicketCheck =
  /** Not a CampCare ticket at all (another QR code). */
  | { kind: 'not-a-ticket' }
  /** Signed, but not by the server for this camp (forged, altered, or another camp's): never admitted. */
  | { kind: 'forged' }
  /** A real ticket: signed by the server, or its code on the door list. */
  | { kind: 'genuine'; ticket: string; hash: string }
  /** An unsigned code that is not on the door list: only the server can tell (refused offline). */
  | { kind: 'unknown'; ticket: string; hash: string };

/**
 * Checks a code at this camp's door: `key` is the camp's public key from the
 * door list (null when the server has no key), `knownHashes` the door list's
 * ticket hashes.
 */
export async function checkTicket(
  code: string,
  campId: string,
  key: TicketPublicKey | null,
  knownHashes: ReadonlySet<string>,
): Promise<TicketCheck> {
  const scanned = parseTicketCode(code);
  if (!scanned) return { kind: 'not-a-ticket' };
  const hash = await ticketHashOf(scanned.ticket);
  if (scanned.signature !== null) {
    // A signature that does not match is refused even when the code is known: an altered code is not a ticket.
    if (!key || !(await isSignedByServer(key, campId, { ...scanned, signature: scanned.signature }))) {
      return key ? { kind: 'forged' } : knownHashes.has(hash) ? { kind: 'genuine', ticket: scanned.ticket, hash } : { kind: 'unknown', ticket: scanned.ticket, hash };
    }
    return { kind: 'genuine', ticket: scanned.ticket, hash };
  }
  return knownHashes.has(hash) ? { kind: 'genuine', ticket: scanned.ticket, hash } : { kind: 'unknown', ticket: scanned.ticket, hash };
}
