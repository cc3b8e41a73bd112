/**
 * Request schemas for walk-ins: the person's name and health details, their
 * consent given in person, and (for a device that records walk-ins without a
 * network and sends them later) its own id for the walk-in, its time and
 * the claim code it already showed; claiming with a code.
 */
import {
  claimCodeField,
  inPersonConsentField,
  optionalPhoneField,
  personNameField,
  registrationFields,
} from '@campcare/domain/fields';
import { z } from 'zod';

/** A device's own id for one walk-in: the same id sent twice records one walk-in. */
export const WALK_IN_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const walkInInputSchema = z.object({
  ParticipantName: personNameField,
  age: registrationFields.age,
  gender: registrationFields.gender,
  phoneNumber: optionalPhoneField,
  emergencyContact: registrationFields.emergencyContact,
  consent: inPersonConsentField,
  requestId: z
    .string({ error: 'requestId must be text.' })
    .regex(WALK_IN_REQUEST_ID, { error: 'requestId must be 8 to 64 letters, digits, - or _.' })
    .optional(),
  recordedAt: z.iso.datetime({ error: 'recordedAt must be an ISO 8601 instant, like 2026-12-05T09:00:00Z.' }).optional(),
  claimCode: claimCodeField.optional(),
});
export type WalkInInput = z.output<typeof walkInInputSchema>;

export const claimInputSchema = z.object({ code: claimCodeField });
