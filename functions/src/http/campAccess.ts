/**
 * The one check every organizer route makes before touching a camp or its
 * registrations, payments and figures: the caller runs this camp, or is an
 * admin (domain canManageCamp). Refusals are 403 with a message that says
 * why, so another organizer's camp is never mistaken for a missing one.
 */
import { canManageCamp, type CampActor, type CampOwnership } from '@campcare/domain';
import { isOrganizer, type Caller } from './auth.ts';
import { forbidden } from './errors.ts';

export function campActor(caller: Caller): CampActor {
  return { uid: caller.uid, isOrganizer: isOrganizer(caller), isAdmin: caller.admin };
}

/** The 404 for a camp id that names no camp (never created, deleted, or cancelled since). */
export const CAMP_MISSING = 'This camp does not exist (it may have been deleted).';

export const NOT_YOUR_CAMP =
  'You do not run this camp: only its organizers (and admins) can manage it, its registrations and its payments.';

/** Throws 403 unless the caller may manage this camp. */
export function assertCanManageCamp(caller: Caller, camp: CampOwnership): void {
  if (!canManageCamp(campActor(caller), camp)) throw forbidden(NOT_YOUR_CAMP);
}

/**
 * Whose camps a list shows: null for every camp (an admin, optionally
 * narrowed to one organizer with `organizer`), else the caller's own.
 */
export function campScopeOf(caller: Caller, requestedOrganizer?: string): string | null {
  if (caller.admin) return requestedOrganizer || null;
  return caller.uid;
}
