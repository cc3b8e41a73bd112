/**
 * What the caller may do on one camp (domain campPermissions): everything
 * for its organizers and admins, their role's permissions for its staff,
 * nothing for anyone else. Staff roles are read from Firestore on every
 * request (one document; none for an organizer of the camp), so a revoked
 * volunteer is refused from their next request on.
 */
import { campPermissions, canManageCamp, type CampOwnership, type CampPermission } from '@campcare/domain';
import type { RequestHandler } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { campActor, NOT_YOUR_CAMP } from '../http/campAccess.ts';
import { isOrganizer, optionalCaller, type Caller } from '../http/auth.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { isStaffOfAnyCamp, staffRoleOf } from './staffStore.ts';

/** The caller's permissions on this camp; `tx` reads the staff role in the caller's transaction. */
export async function permissionsOn(caller: Caller, campId: string, camp: CampOwnership, tx?: Transaction): Promise<ReadonlySet<CampPermission>> {
  const actor = campActor(caller);
  if (canManageCamp(actor, camp)) return campPermissions(camp, actor, null);
  return campPermissions(camp, actor, await staffRoleOf(campId, caller.uid, tx));
}

/** Why staff (or someone else) are refused a permission: the 403's message. */
export function missingPermissionMessage(permission: CampPermission): string {
  switch (permission) {
    case 'checkIn':
    case 'walkIn':
    case 'doorList':
      return 'Only this camp’s organizers and its door or clinician staff can do this.';
    case 'healthDetails':
      return 'Only this camp’s organizers and clinicians can see health details.';
    case 'recordResults':
      return 'Only this camp’s organizers and clinicians can record screening results and referrals.';
    case 'followUp':
      return 'Only this camp’s organizers and clinicians can follow up referrals.';
    case 'manage':
    case 'money':
      return NOT_YOUR_CAMP;
  }
}

/** Throws 403 unless the caller has `permission` on this camp. */
export async function assertCampPermission(
  caller: Caller,
  campId: string,
  camp: CampOwnership,
  permission: CampPermission,
  tx?: Transaction,
): Promise<ReadonlySet<CampPermission>> {
  const granted = await permissionsOn(caller, campId, camp, tx);
  if (!granted.has(permission)) throw forbidden(missingPermissionMessage(permission));
  return granted;
}

/**
 * The door's routes are for organizers, admins and camp staff: anyone else
 * is refused before any camp or ticket is looked at, so the answers tell a
 * participant nothing about which tickets or registrations exist.
 */
export const requireCampWorker: RequestHandler = async (_req, res, next) => {
  const caller = optionalCaller(res);
  if (!caller) return next(unauthenticated());
  if (isOrganizer(caller) || caller.admin) return next();
  try {
    if (await isStaffOfAnyCamp(caller.uid)) return next();
    next(forbidden('Only camp organizers and camp staff can do this.'));
  } catch (error) {
    next(error);
  }
};
