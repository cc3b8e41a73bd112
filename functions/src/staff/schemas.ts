/** Request schemas for camp staff: an invitation (address and role), and accepting one with its link's token. */
import { STAFF_ROLES, type StaffRole } from '@campcare/domain';
import { emailAddress } from '@campcare/domain/fields';
import { z } from 'zod';

export const staffRoleField = z
  .string({ error: (issue) => (issue.input === undefined ? 'role is required.' : 'role must be text.') })
  .refine((v): v is StaffRole => (STAFF_ROLES as readonly string[]).includes(v), { error: `role must be one of ${STAFF_ROLES.join(', ')}.` })
  .transform((v) => v as StaffRole);

export const staffInviteSchema = z.object({ email: emailAddress('email'), role: staffRoleField });

/** The token of an invitation link: 32 random bytes in base64url. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const invitationTokenSchema = z.object({
  token: z
    .string({ error: (issue) => (issue.input === undefined ? 'token is required.' : 'token must be text.') })
    .regex(INVITATION_TOKEN, { error: 'This invitation link is not valid.' }),
});
