/**
 * What a person may do by role, read from their ID token's custom claims
 * (set only by the functions). The API, the rules and the web app read the
 * claims the same way: without a `role` claim someone is a participant at
 * most, and `admin` alone does not make them an organizer.
 */
import type { Role } from './model.ts';

export interface ClaimedRole {
  role: Role;
  admin: boolean;
}

/** The role and admin flag these claims grant; anything unexpected grants nothing. */
export function roleFromClaims(claims: object | null | undefined): ClaimedRole {
  const { role, admin } = (claims ?? {}) as { role?: unknown; admin?: unknown };
  return { role: role === 'Organizer' ? 'Organizer' : 'Participant', admin: admin === true };
}

/**
 * The claims a guard asks for, as exact values (reactfire's `requiredClaims`
 * compares each with ===): the same test as roleFromClaims, which grants
 * Organizer only for role === 'Organizer' and admin only for admin === true.
 */
export const ORGANIZER_CLAIMS = { role: 'Organizer' } as const satisfies Record<string, unknown>;
export const ADMIN_CLAIMS = { role: 'Organizer', admin: true } as const satisfies Record<string, unknown>;
