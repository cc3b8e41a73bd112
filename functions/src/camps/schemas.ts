/**
 * Request schemas for camps, built from the domain's camp fields (the camp
 * form uses the same ones). Unknown fields (ParticipantCount among them) are
 * dropped.
 */
import { CAMP_IMAGE_URL, campFields, cancellationReasonField, emailAddress } from '@campcare/domain/fields';
import { z } from 'zod';
import { campSortParam, organizerParam, pageParams, searchValueParam } from '../http/listQuery.ts';
import { DOCUMENT_ID } from '../http/schemaValidation.ts';

/** The image document's id in one of our own image URLs (`/api/images/{id}`), or null. */
export function imageIdFromUrl(url: string): string | null {
  const id = CAMP_IMAGE_URL.exec(url)?.[1];
  return id && DOCUMENT_ID.test(id) ? id : null;
}

export const campInputSchema = z.object({
  ...campFields,
  // Absent: a new camp has no picture, an edited one keeps its own. null or '': no picture (the site shows its default art).
  Image: campFields.Image.nullable().optional(),
  // Absent: a new camp takes DEFAULT_REFUND_CUTOFF_HOURS, an edited one keeps its own.
  refundCutoffHours: campFields.refundCutoffHours.optional(),
  // null: no limit. Absent: a new camp has no limit, an edited one keeps its own.
  Capacity: campFields.Capacity.nullable().optional(),
  // Absent: a new camp takes DEFAULT_SEAT_OFFER_HOURS, an edited one keeps its own.
  seatOfferHours: campFields.seatOfferHours.optional(),
  // Absent: a new camp takes DEFAULT_RETENTION_DAYS, an edited one keeps its own.
  retentionDays: campFields.retentionDays.optional(),
  // Absent: a new camp takes DEFAULT_UNPAID_HOLD_HOURS, an edited one keeps its own (seats held already keep their deadline).
  unpaidHoldHours: campFields.unpaidHoldHours.optional(),
  // Absent (older clients): a new camp is in UTC, the reading of its DateTime; an edited one keeps its zone.
  TimeZone: campFields.TimeZone.optional(),
});
export type CampInput = z.output<typeof campInputSchema>;

export const campListQuerySchema = z.object({
  sortValue: campSortParam,
  searchValue: searchValueParam,
  ...pageParams,
  /** Only the camps this organizer runs: Manage Camps, and the admin's organizer filter. */
  organizer: organizerParam,
  // userEmail is sent by the original client and ignored: identity comes from the token.
});

/** GET /cancelledCamps: a page of them, and (admins) one organizer's. */
export const cancelledCampsQuerySchema = z.object({ ...pageParams, organizer: organizerParam });

/** Adding a co-organizer: the email address of an organizer's account. */
export const coOrganizerInputSchema = z.object({ email: emailAddress('email') });

export const cancelCampSchema = z.object({ reason: cancellationReasonField });
