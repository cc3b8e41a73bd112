/**
 * Request schemas for registrations, built from the domain's registration
 * fields (the registration modal uses the same ones). Unknown fields are
 * dropped: old clients also send CampName, ParticipantName, PaymentStatus and
 * other copies, which the server takes from the camp document and the token
 * instead.
 */
import type { RegistrationSortValue } from '@campcare/domain';
import { consentField, dependantField, registrationFields } from '@campcare/domain/fields';
import { z } from 'zod';
import { campSortParam, organizerParam, pageParams, searchValueParam } from '../http/listQuery.ts';
import { documentId } from '../http/schemaValidation.ts';

export const registrationInputSchema = z.object({
  campId: documentId('campId'),
  ...registrationFields,
  consent: consentField,
  /** Absent or null: the account holder registers themself. Else someone they care for (their name and relationship). */
  dependant: dependantField.nullish(),
  /** "Text me about this camp": the phone number above gets the texts (absent: the account's settings stay as they are). */
  smsOptIn: z.boolean({ error: 'smsOptIn must be true or false.' }).optional(),
  /** The browser's zone, for the texts' quiet hours. */
  timeZone: z.string({ error: 'timeZone must be text.' }).max(64).optional(),
});
export type RegistrationInput = z.output<typeof registrationInputSchema>;

export const registrationListQuerySchema = z.object({
  // Registrations have no participant count: that sort is read as "newest first".
  sortValue: campSortParam.transform((v): RegistrationSortValue => (v === 'ParticipantCount' ? '' : v)),
  searchValue: searchValueParam,
  ...pageParams,
  /** An admin's filter: only the camps this organizer runs. Ignored for organizers, who see their own. */
  organizer: organizerParam,
});
