/**
 * Request schemas for registrations, built from the domain's registration
 * fields (the registration modal uses the same ones). Unknown fields are
 * dropped: old clients also send CampName, ParticipantName, PaymentStatus and
 * other copies, which the server takes from the camp document and the token
 * instead.
 */
import { isCampSortValue, MAX_SEARCH_LENGTH, type CampSortValue } from '@campcare/domain';
import { consentField, registrationFields } from '@campcare/domain/fields';
import { z } from 'zod';
import { documentId, USER_ID } from '../http/schemaValidation.ts';

export const registrationInputSchema = z.object({
  campId: documentId('campId'),
  ...registrationFields,
  consent: consentField,
});
export type RegistrationInput = z.output<typeof registrationInputSchema>;

/** Registrations have no participant count; that sort is read as "newest first". */
export type RegistrationSort = Exclude<CampSortValue, 'ParticipantCount'>;

const pageParam = (label: string) => z.string({ error: `${label} must be a number.` }).optional();
/** page and limit, and the cursors a Link header hands out (checked by http/paging.ts). */
const pageParams = () => ({
  page: pageParam('page'),
  limit: pageParam('limit'),
  after: z.string({ error: 'after must be text.' }).optional(),
  before: z.string({ error: 'before must be text.' }).optional(),
});

export const registrationListQuerySchema = z.object({
  sortValue: z
    .string({ error: 'sortValue must be text.' })
    .optional()
    .default('')
    .refine(isCampSortValue, { error: 'sortValue must be empty, ParticipantCount, CampFees or alphabetical.' })
    .transform((v): RegistrationSort => (v === 'ParticipantCount' ? '' : (v as RegistrationSort))),
  searchValue: z
    .string({ error: 'searchValue must be text.' })
    .max(MAX_SEARCH_LENGTH, { error: `searchValue must be at most ${MAX_SEARCH_LENGTH} characters.` })
    .optional()
    .default(''),
  ...pageParams(),
  /** An admin's filter: only the camps this organizer (a uid) runs. Ignored for organizers, who see their own. */
  organizer: z
    .string({ error: 'organizer must be a user id.' })
    .regex(USER_ID, { error: 'organizer must be a user id.' })
    .optional(),
});

export const pageQuerySchema = z.object(pageParams());

