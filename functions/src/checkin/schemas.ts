/** Request schemas for check-in: a scanned ticket code, or a registration picked by name. */
import { isTicketCode } from '@campcare/domain';
import { z } from 'zod';
import { DOCUMENT_ID } from '../http/schemaValidation.ts';

const ticket = z
  .string({ error: 'The ticket must be text.' })
  .trim()
  .refine(isTicketCode, { error: 'This is not a CampCare ticket code.' });

const registrationId = z
  .string({ error: 'The registration id must be text.' })
  .regex(DOCUMENT_ID, { error: 'The registration id is not a valid id.' });

/** `{ ticket }` from the scanner, or `{ registrationId }` from the name search: exactly one. */
export const checkInInputSchema = z
  .object({ ticket: ticket.optional(), registrationId: registrationId.optional() })
  .refine((v) => (v.ticket === undefined) !== (v.registrationId === undefined), {
    error: 'Send either a ticket or a registration id.',
  });

export type CheckInInput = z.output<typeof checkInInputSchema>;
