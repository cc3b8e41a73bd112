/** Request schemas for a camp's stations: the organizer's layout, calling someone, passing them on, a result. */
import { DOOR_ACTION_ID_PATTERN, MAX_CAMP_STATIONS, MAX_STATION_NAME, STATION_ID_PATTERN, STATION_KINDS, STATION_KIND_NAMES, type StationKind } from '@campcare/domain';
import { measurementInput } from '@campcare/domain/clinical';
import { singleLineText } from '@campcare/domain/fields';
import { z } from 'zod';
import { DOCUMENT_ID, USER_ID } from '../http/schemaValidation.ts';

const stationKind = z
  .string({ error: (issue) => (issue.input === undefined ? 'kind is required.' : 'kind must be text.') })
  .refine((v): v is StationKind => (STATION_KINDS as readonly string[]).includes(v), { error: `kind must be one of ${STATION_KINDS.join(', ')}.` })
  .transform((v) => v as StationKind);

const stationName = singleLineText('The station’s name', 1, MAX_STATION_NAME);

const layoutEntry = z
  .object({
    stationId: z.string({ error: 'stationId must be text.' }).regex(STATION_ID_PATTERN, { error: 'stationId is not a station’s id.' }).optional(),
    kind: stationKind,
    name: stationName.optional(),
    clinicianUids: z
      .array(z.string({ error: 'A clinician’s uid must be text.' }).regex(USER_ID, { error: 'A clinician’s uid is not a valid uid.' }))
      .max(50, { error: 'Assign at most 50 clinicians to a station.' })
      .default([]),
  })
  // A free-form station needs a name; a catalogue one is named after its kind unless the organizer renames it.
  .refine((v) => v.kind !== 'custom' || v.name !== undefined, { error: 'Name your own station.', path: ['name'] })
  .transform((v) => ({ ...v, name: v.name ?? STATION_KIND_NAMES[v.kind] }));

/** The camp's stations, in order: PUT replaces the row. */
export const stationLayoutSchema = z.object({
  stations: z
    .array(layoutEntry, { error: 'stations must be a list.' })
    .max(MAX_CAMP_STATIONS, { error: `A camp has at most ${MAX_CAMP_STATIONS} stations.` })
    .refine((row) => new Set(row.flatMap((s) => (s.stationId ? [s.stationId] : []))).size === row.filter((s) => s.stationId).length, {
      error: 'A station is listed twice.',
    }),
});

const registrationId = z.string({ error: 'registrationId must be text.' }).regex(DOCUMENT_ID, { error: 'registrationId is not a valid id.' });

/** Calls the one waiting longest, or the one named. */
export const callSchema = z.object({ registrationId: registrationId.optional() });

/** Ends a visit: done, or skipped (left, or the station did not apply). */
export const passOnSchema = z.object({
  registrationId,
  status: z.enum(['done', 'skipped'], { error: 'status must be done or skipped.' }).default('done'),
});

/**
 * A result as a station sends it: the id its device made (recording it again
 * under the same id records it once), whose result it is, the measurement as
 * typed (the domain's clinical schemas: units, plausibility) and when it was
 * recorded on the device.
 */
export const resultSchema = z.object({
  resultId: z.string({ error: 'resultId must be text.' }).regex(DOOR_ACTION_ID_PATTERN, { error: 'resultId is not a UUID.' }),
  registrationId,
  measurement: measurementInput,
  deviceRecordedAt: z.iso.datetime({ error: 'deviceRecordedAt must be an ISO date and time.' }),
});

export type ResultInput = z.output<typeof resultSchema>;
