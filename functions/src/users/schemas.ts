/** Request schemas for users. Identity always comes from the token; bodies only carry wishes. */
import { ROLES } from '@campcare/domain';
import { EMAIL_MAX_LENGTH } from '@campcare/domain/fields';
import { z } from 'zod';
import { USER_ID } from '../http/schemaValidation.ts';

/**
 * POST /users: the original client sends `{ email, role }`. Both are
 * ignored (the profile is the caller's own, the role is the admin's call),
 * so the body is accepted as long as it is an object.
 */
export const upsertProfileSchema = z.object({}, { error: 'The body must be a JSON object.' });

export const setUserRoleSchema = z.object({
  uid: z
    .string({ error: 'uid is required.' })
    .regex(USER_ID, { error: 'uid is not a valid user id.' }),
  role: z.enum(ROLES as [string, ...string[]], { error: 'role must be Participant or Organizer.' }),
});

/**
 * GET /users filters for the admin page: `search`, the start of an email
 * address (any case), and `role`; both optional. Matching on the start of
 * the stored (lower-case) email keeps the query on Firestore's index.
 */
export const userListFilterSchema = z.object({
  search: z
    .string({ error: 'search must be text.' })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: `search is at most ${EMAIL_MAX_LENGTH} characters.` })
    .default(''),
  role: z.enum(['', ...ROLES] as [string, ...string[]], { error: 'role must be Participant or Organizer.' }).default(''),
});
export type UserListFilter = z.output<typeof userListFilterSchema>;
