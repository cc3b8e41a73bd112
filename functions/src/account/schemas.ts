/** Request schemas for the account routes. */
import { PAID_UPCOMING_CHOICES } from '@campcare/domain';
import { z } from 'zod';

/**
 * DELETE /me: what to do with paid registrations of camps still to come
 * (needed only when there are some; the 409 answer lists them).
 */
export const deleteAccountSchema = z.object(
  {
    paidUpcoming: z
      .enum(PAID_UPCOMING_CHOICES as ['cancel-and-refund', 'keep'], { error: 'paidUpcoming must be "cancel-and-refund" or "keep".' })
      .optional(),
  },
  { error: 'The body must be a JSON object.' },
);
