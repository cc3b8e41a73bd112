/** Request schemas for check-in: a scanned ticket code, or a registration picked by name. */
import { DOOR_ACTION_ID_PATTERN, DOOR_SYNC_MAX_ACTIONS, isTicketCode } from '@campcare/domain';
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

const uuid = (what: string) => z.string({ error: `${what} must be text.` }).regex(DOOR_ACTION_ID_PATTERN, { error: `${what} is not a UUID.` });

const checkInAction = z
  .object({
    actionId: uuid('The action id'),
    kind: z.literal('check-in'),
    at: z.iso.datetime({ error: 'The time of the check-in must be an ISO date and time.' }),
    admittedOffline: z.boolean({ error: 'admittedOffline must be true or false.' }),
    ticket: ticket.optional(),
    registrationId: registrationId.optional(),
  })
  .refine((v) => (v.ticket === undefined) !== (v.registrationId === undefined), {
    error: 'Send either a ticket or a registration id.',
  });

/** What a door phone sends when it syncs: its id and the actions it made, oldest first. */
export const doorSyncSchema = z.object({
  deviceId: uuid('The device id'),
  actions: z
    .array(checkInAction)
    .min(1, { error: 'Send at least one action.' })
    .max(DOOR_SYNC_MAX_ACTIONS, { error: `Send at most ${DOOR_SYNC_MAX_ACTIONS} actions at once.` }),
});

export type DoorSyncInput = z.output<typeof doorSyncSchema>;
