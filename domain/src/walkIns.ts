/**
 * Walk-ins: people who arrive at a camp without an account, registered at
 * the door by its staff, with their consent recorded as given in person.
 * They take a seat like any join, get a ticket and are checked in at once.
 * A one-time code given at the door lets the person claim the registration
 * with an account later (only its SHA-256 is stored; it works once).
 */

/** Characters of a claim code: no 0/O, 1/I/L, so it survives being read aloud and copied by hand. */
export const CLAIM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Letters in a claim code: 10 of 31 characters, about 49 bits. */
export const CLAIM_CODE_LENGTH = 10;

/** A code as typed (any case, spaces or dashes between) in the one form it is hashed in, or null when it cannot be one. */
export function normalizeClaimCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CLAIM_CODE_LENGTH) return null;
  for (const c of code) if (!CLAIM_CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** How a code is shown and printed: two groups of five (`K7M2P-Q9TXR`). */
export function formatClaimCode(code: string): string {
  const half = CLAIM_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/**
 * A claim code from random bytes (the caller's cryptographic generator: the
 * server's, or a door device's own when it records a walk-in offline).
 * Rejection sampling keeps every character equally likely.
 */
export function claimCodeFromBytes(nextBytes: (count: number) => Uint8Array): string {
  const limit = 256 - (256 % CLAIM_CODE_ALPHABET.length);
  let code = '';
  while (code.length < CLAIM_CODE_LENGTH) {
    for (const byte of nextBytes(CLAIM_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += CLAIM_CODE_ALPHABET[byte % CLAIM_CODE_ALPHABET.length];
      if (code.length === CLAIM_CODE_LENGTH) break;
    }
  }
  return code;
}

/** A camp is taken to last the day it starts on: walk-ins are registered until a day after its start. */
const CAMP_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the camp still takes walk-ins at `at`: any time before it ends
 * (staff may register people ahead, say by phone), never once it is over.
 */
export function takesWalkIns(campDateTime: string, at: Date): boolean {
  const start = Date.parse(campDateTime);
  return Number.isFinite(start) && at.getTime() < start + CAMP_DAY_MS;
}

/** A walk-in recorded on a device without network reaches the server later: its own time is kept if it is this recent. */
export const WALK_IN_MAX_AGE_MS = 7 * CAMP_DAY_MS;
/** …and not further ahead than a device's clock may run fast. */
export const WALK_IN_MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The time a walk-in is recorded at: the device's when given and believable, else now. null: given but not believable. */
export function walkInTime(deviceTime: string | undefined, now: Date): Date | null {
  if (deviceTime === undefined) return now;
  const at = Date.parse(deviceTime);
  if (!Number.isFinite(at)) return null;
  if (at > now.getTime() + WALK_IN_MAX_CLOCK_SKEW_MS || at < now.getTime() - WALK_IN_MAX_AGE_MS) return null;
  return new Date(Math.min(at, now.getTime()));
}
