/**
 * A camp's fields as the organizer gives them, with their limits and
 * messages: the API's request schema and the camp form are both built from
 * these. Server-kept fields (ParticipantCount, organizers, search keys) are
 * not here: nobody sends them.
 */
import { z } from 'zod';
import { CANCELLATION_REASON_MAX, MAX_CAPACITY, MAX_REFUND_CUTOFF_HOURS, MAX_SEAT_OFFER_HOURS, MIN_SEAT_OFFER_HOURS } from '../constants.ts';
import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from '../privacy.ts';
import { MAX_UNPAID_HOLD_HOURS, MIN_UNPAID_HOLD_HOURS } from '../unpaidHolds.ts';
import { CAMP_FEE_MESSAGE, isAllowedCampFee } from '../fees.ts';
import { isTimeZone, TIME_ZONE_MESSAGE } from '../timeZones.ts';
import { normalizeDateTime } from './dateTime.ts';
import { singleLineText, text } from './text.ts';

/** Our own image URLs only: `/api/images/{id}` (uploaded through POST /api/images). */
export const CAMP_IMAGE_URL = /^\/api\/images\/([A-Za-z0-9_-]{1,128})$/;

export const campFields = {
  CampName: singleLineText('Camp name', 3, 120),
  /** Optional: '' (or null, or absent, in the API) for none, and the site shows its default art (campImageUrl). */
  Image: z
    .string({ error: 'Image must be the address of an uploaded picture, or empty for none.' })
    .trim()
    .refine((value) => value === '' || CAMP_IMAGE_URL.test(value), { error: 'Image must be an image uploaded to CampCare (/api/images/…).' }),
  /** Dollars: 0 (free) or a card-payable amount, at most two decimals (isAllowedCampFee). */
  CampFees: z
    .number({ error: 'Camp fees must be a number of dollars.' })
    .refine(isAllowedCampFee, { error: CAMP_FEE_MESSAGE }),
  /** Answered as an ISO UTC string (normalizeDateTime). */
  DateTime: z.string({ error: 'Date and time are required.' }).transform((value, ctx) => {
    const iso = normalizeDateTime(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'Date and time must be a valid date, like 2026-12-05T09:00.' });
      return z.NEVER;
    }
    return iso;
  }),
  Location: singleLineText('Location', 3, 200),
  HealthcareProfessional: singleLineText('Healthcare professional', 3, 200),
  Description: text('Description', 10, 5000),
  /** Until how many hours before the camp a paid registration is refunded on cancellation. */
  refundCutoffHours: z
    .number({ error: 'The refund cut-off must be a number of hours.' })
    .int({ error: 'The refund cut-off must be a whole number of hours.' })
    .min(0, { error: 'The refund cut-off cannot be negative.' })
    .max(MAX_REFUND_CUTOFF_HOURS, { error: `The refund cut-off is at most ${MAX_REFUND_CUTOFF_HOURS} hours (30 days).` }),
  /** Where the camp's clock runs: an IANA zone name (`Asia/Dhaka`); DateTime is shown in it, and the camp form reads the typed time in it. */
  TimeZone: z.string({ error: TIME_ZONE_MESSAGE }).trim().refine(isTimeZone, { error: TIME_ZONE_MESSAGE }),
  /** Seats, when the camp has a limit (no limit is null in the API and an empty input in the form). */
  Capacity: z
    .number({ error: 'Capacity must be a number of seats (or empty for no limit).' })
    .int({ error: 'Capacity must be a whole number of seats.' })
    .min(1, { error: 'Capacity must be at least 1 seat (or empty for no limit).' })
    .max(MAX_CAPACITY, { error: `Capacity is at most ${MAX_CAPACITY.toLocaleString('en-US')} seats.` }),
  /** How long a freed seat is offered to the first person waiting. */
  seatOfferHours: z
    .number({ error: 'The seat offer time must be a number of hours.' })
    .int({ error: 'The seat offer time must be a whole number of hours.' })
    .min(MIN_SEAT_OFFER_HOURS, { error: `A seat offer lasts at least ${MIN_SEAT_OFFER_HOURS} hour.` })
    .max(MAX_SEAT_OFFER_HOURS, { error: `A seat offer lasts at most ${MAX_SEAT_OFFER_HOURS} hours (7 days).` }),
  /** How many days after the camp its participants' health details are erased (privacy.ts). */
  retentionDays: z
    .number({ error: 'The retention must be a number of days.' })
    .int({ error: 'The retention must be a whole number of days.' })
    .min(MIN_RETENTION_DAYS, { error: `Health details are kept at least ${MIN_RETENTION_DAYS} day after the camp.` })
    .max(MAX_RETENTION_DAYS, { error: `Health details are kept at most ${MAX_RETENTION_DAYS} days after the camp.` }),
  /** How long an unpaid seat of a paid camp is held before it goes to the waiting list (unpaidHolds.ts). */
  unpaidHoldHours: z
    .number({ error: 'The unpaid seat hold must be a number of hours.' })
    .int({ error: 'The unpaid seat hold must be a whole number of hours.' })
    .min(MIN_UNPAID_HOLD_HOURS, { error: `An unpaid seat is held at least ${MIN_UNPAID_HOLD_HOURS} hour.` })
    .max(MAX_UNPAID_HOLD_HOURS, { error: `An unpaid seat is held at most ${MAX_UNPAID_HOLD_HOURS} hours (14 days).` }),
} as const;

/** Why an organizer cancels a camp (shown on the camp's page and to its participants). */
export const cancellationReasonField = text('Reason', 3, CANCELLATION_REASON_MAX);

