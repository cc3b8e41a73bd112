/**
 * Who runs a camp. A camp belongs to the organizers listed on it (its
 * creator first, then the co-organizers the creator added); admins may
 * manage every camp. These decide *who* may act on a camp and its
 * registrations; what a registration's state allows is in registrationRules.
 */

/** Someone acting on a camp, as the token describes them. */
export interface CampActor {
  uid: string;
  isOrganizer: boolean;
  isAdmin: boolean;
}

export interface CampOwnership {
  /** Creator first. Missing on data written before camps had owners: nobody but admins runs those. */
  organizerUids?: readonly string[];
}

/** A camp has at most this many organizers (the creator included). */
export const MAX_CAMP_ORGANIZERS = 10;

/** The camp lists this person among its organizers (whatever their role is today). */
export function isCampOrganizer(uid: string, camp: CampOwnership): boolean {
  return (camp.organizerUids ?? []).includes(uid);
}

/**
 * Edit, cancel or delete the camp, see and export its registrations, confirm
 * or delete them, see its payments and figures: an admin, or an organizer the
 * camp lists. Someone listed who has since lost the Organizer role may not.
 */
export function canManageCamp(actor: CampActor, camp: CampOwnership): boolean {
  return actor.isAdmin || (actor.isOrganizer && isCampOrganizer(actor.uid, camp));
}

/** The camp's creator (first organizer), who alone adds and removes co-organizers, besides admins. */
export function campCreatorUid(camp: CampOwnership): string | null {
  return camp.organizerUids?.[0] ?? null;
}

export function canChangeCampOrganizers(actor: CampActor, camp: CampOwnership): boolean {
  return actor.isAdmin || (actor.isOrganizer && campCreatorUid(camp) === actor.uid);
}

/** Why a co-organizer cannot be added; null when they can. */
export function coOrganizerAdditionProblem(
  camp: CampOwnership,
  candidate: { uid: string; isOrganizer: boolean },
): 'not-an-organizer' | 'already-listed' | 'too-many' | null {
  if (!candidate.isOrganizer) return 'not-an-organizer';
  if (isCampOrganizer(candidate.uid, camp)) return 'already-listed';
  if ((camp.organizerUids ?? []).length >= MAX_CAMP_ORGANIZERS) return 'too-many';
  return null;
}

/** Why a co-organizer cannot be removed; null when they can. The creator always stays. */
export function coOrganizerRemovalProblem(camp: CampOwnership, uid: string): 'not-listed' | 'creator' | null {
  if (!isCampOrganizer(uid, camp)) return 'not-listed';
  if (campCreatorUid(camp) === uid) return 'creator';
  return null;
}
