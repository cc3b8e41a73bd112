/** Request schemas for camps. Unknown fields (ParticipantCount among them) are dropped. */
import {
  CAMP_FEE_MESSAGE,
  CANCELLATION_REASON_MAX,
  isAllowedCampFee,
  isCampSortValue,
  MAX_REFUND_CUTOFF_HOURS,
  type CampSortValue,
} from '@campcare/domain';
import { z } from 'zod';
import { DOCUMENT_ID, text } from '../http/schemaValidation.ts';

/** A Firebase Auth uid (and the seed's readable ones). */
export const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Our own image URLs only: `/api/images/{id}`. */
export const IMAGE_URL = /^\/api\/images\/([A-Za-z0-9_-]{1,128})$/;

export function imageIdFromUrl(url: string): string | null {
  const id = IMAGE_URL.exec(url)?.[1];
  return id && DOCUMENT_ID.test(id) ? id : null;
}

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An instant as an ISO UTC string, from either a full ISO 8601 value or the
 * `YYYY-MM-DDTHH:mm` of an `<input type="datetime-local">` (read as UTC: the
 * web app converts local time to ISO before sending, so a bare value only
 * comes from API clients, and UTC is the one reading that does not depend on
 * the server's zone). Impossible dates (February 30th) are refused rather
 * than rolled over, and only years 2000 to 2100 are accepted.
 */
export function normalizeDateTime(value: string): string | null {
  const m = ISO_WITH_ZONE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00', ms = '0', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  const instant = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms.padEnd(3, '0')}${zone}`);
  return Number.isFinite(instant) ? new Date(instant).toISOString() : null;
}

export const campInputSchema = z.object({
  CampName: text('Camp name', 3, 120),
  Image: z
    .string({ error: 'Image is required: upload a picture of the camp.' })
    .trim()
    .regex(IMAGE_URL, { error: 'Image must be an image uploaded to CampCare (/api/images/…).' }),
  CampFees: z
    .number({ error: 'Camp fees must be a number of dollars.' })
    .refine(isAllowedCampFee, { error: CAMP_FEE_MESSAGE }),
  DateTime: z
    .string({ error: 'Date and time are required.' })
    .transform((value, ctx) => {
      const iso = normalizeDateTime(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: 'Date and time must be a valid date, like 2026-12-05T09:00.' });
        return z.NEVER;
      }
      return iso;
    }),
  Location: text('Location', 3, 200),
  HealthcareProfessional: text('Healthcare professional', 3, 200),
  Description: text('Description', 10, 5000),
  refundCutoffHours: z
    .number({ error: 'The refund cut-off must be a number of hours.' })
    .int({ error: 'The refund cut-off must be a whole number of hours.' })
    .min(0, { error: 'The refund cut-off cannot be negative.' })
    .max(MAX_REFUND_CUTOFF_HOURS, { error: `The refund cut-off is at most ${MAX_REFUND_CUTOFF_HOURS} hours (30 days).` })
    // Absent: a new camp takes DEFAULT_REFUND_CUTOFF_HOURS, an edited one keeps its own.
    .optional(),
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
    .max(200, { error: 'searchValue must be at most 200 characters.' })
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
export const coOrganizerInputSchema = z.object({
  email: z
    .string({ error: 'email is required: the address of the organizer to add.' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'The email address is too long.' })
    .pipe(z.email({ error: 'Enter a valid email address.' })),
});

export const cancelCampSchema = z.object({
  reason: text('Reason', 3, CANCELLATION_REASON_MAX),
});
