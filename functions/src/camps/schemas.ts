/**
 * Request schemas for camps, built from the domain's camp fields (the camp
 * form uses the same ones). Unknown fields (ParticipantCount among them) are
 * dropped.
 */
import {
  isCampSortValue,
  MAX_CAPACITY,
  MAX_SEARCH_LENGTH,
  MAX_SEAT_OFFER_HOURS,
  MIN_SEAT_OFFER_HOURS,
  type CampSortValue,
} from '@campcare/domain';
import { CAMP_IMAGE_URL, campFields, cancellationReasonField, emailAddress } from '@campcare/domain/fields';
import { z } from 'zod';
import { DOCUMENT_ID, USER_ID } from '../http/schemaValidation.ts';

/** The image document's id in one of our own image URLs (`/api/images/{id}`), or null. */
export function imageIdFromUrl(url: string): string | null {
  const id = CAMP_IMAGE_URL.exec(url)?.[1];
  return id && DOCUMENT_ID.test(id) ? id : null;
}

export const campInputSchema = z.object({
  ...campFields,
  // Absent: a new camp takes DEFAULT_REFUND_CUTOFF_HOURS, an edited one keeps its own.
  refundCutoffHours: campFields.refundCutoffHours.optional(),
  Capacity: z
    .number({ error: 'Capacity must be a number of seats (or empty for no limit).' })
    .int({ error: 'Capacity must be a whole number of seats.' })
    .min(1, { error: 'Capacity must be at least 1 seat (or empty for no limit).' })
    .max(MAX_CAPACITY, { error: `Capacity is at most ${MAX_CAPACITY.toLocaleString('en-US')} seats.` })
    // null: no limit. Absent: a new camp has no limit, an edited one keeps its own.
    .nullable()
    .optional(),
  seatOfferHours: z
    .number({ error: 'The seat offer time must be a number of hours.' })
    .int({ error: 'The seat offer time must be a whole number of hours.' })
    .min(MIN_SEAT_OFFER_HOURS, { error: `A seat offer lasts at least ${MIN_SEAT_OFFER_HOURS} hour.` })
    .max(MAX_SEAT_OFFER_HOURS, { error: `A seat offer lasts at most ${MAX_SEAT_OFFER_HOURS} hours (7 days).` })
    // Absent: a new camp takes DEFAULT_SEAT_OFFER_HOURS, an edited one keeps its own.
    .optional(),
  // Absent (older clients): a new camp is in UTC, the reading of its DateTime; an edited one keeps its zone.
  TimeZone: campFields.TimeZone.optional(),
});
export type CampInput = z.output<typeof campInputSchema>;

export const campListQuerySchema = z.object({
  sortValue: z
    .string({ error: 'sortValue must be text.' })
    .optional()
    .default('')
    .refine(isCampSortValue, {
      error: 'sortValue must be empty, ParticipantCount, CampFees or alphabetical.',
    })
    .transform((v) => v as CampSortValue),
  searchValue: z
    .string({ error: 'searchValue must be text.' })
    .max(MAX_SEARCH_LENGTH, { error: `searchValue must be at most ${MAX_SEARCH_LENGTH} characters.` })
    .optional()
    .default(''),
  page: z.string({ error: 'page must be a number.' }).optional(),
  limit: z.string({ error: 'limit must be a number.' }).optional(),
  /** Only the camps this organizer (a uid) runs: Manage Camps, and the admin's organizer filter. */
  organizer: z
    .string({ error: 'organizer must be a user id.' })
    .regex(USER_ID, { error: 'organizer must be a user id.' })
    .optional(),
  after: z.string({ error: 'after must be text.' }).optional(),
  before: z.string({ error: 'before must be text.' }).optional(),
  // userEmail is sent by the original client and ignored: identity comes from the token.
});

/** Adding a co-organizer: the email address of an organizer's account. */
export const coOrganizerInputSchema = z.object({ email: emailAddress('email') });

export const cancelCampSchema = z.object({ reason: cancellationReasonField });
