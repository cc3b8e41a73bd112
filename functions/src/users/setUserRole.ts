/**
 * The callable an admin uses to make someone an Organizer or a Participant.
 * Only the `admin` claim counts; an admin cannot demote themself (so there
 * is always someone left who can undo a mistake).
 */
import { roleFromClaims, type Role } from '@campcare/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { fieldCodes, fieldMessages } from '../http/schemaValidation.ts';
import { setUserRoleSchema } from './schemas.ts';
import { changeRole } from './userStore.ts';

export const setUserRole = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to change roles.');
  if (!roleFromClaims(request.auth.token).admin) throw new HttpsError('permission-denied', 'Only admins can change roles.');
  const parsed = setUserRoleSchema.safeParse(request.data ?? {});
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', 'Send { uid, role } with role Participant or Organizer.', {
      fields: fieldMessages(parsed.error),
      fieldCodes: fieldCodes(parsed.error, request.data ?? {}),
    });
  }
  const { uid } = parsed.data;
  const role = parsed.data.role as Role;
  if (uid === request.auth.uid && role !== 'Organizer') {
    throw new HttpsError('failed-precondition', 'You cannot demote yourself. Ask another admin.');
  }
  const profile = await changeRole(uid, role);
  if (!profile) throw new HttpsError('not-found', 'No account has this user id.');
  return { uid, role: profile.role, admin: profile.admin };
});
