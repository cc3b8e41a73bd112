/** The organizers' CSV of a camp's registrations: one row per registration, health details included. */
import { HEALTH_FIELD_LABELS, HEALTH_FIELDS, toCsv, type Camp } from '@campcare/domain';
import type { ExportedRegistration } from './exportStore.ts';

const HEADER = [
  'Registration id',
  'Camp',
  'Camp date',
  'Participant',
  'Email',
  ...HEALTH_FIELDS.map((f) => HEALTH_FIELD_LABELS[f]),
  'Payment',
  'Confirmation',
  'Waiting list',
  'Checked in at',
  'Registered at',
  'Consent (policy version)',
] as const;

export function campRegistrationsCsv(rows: readonly ExportedRegistration[]): string {
  return toCsv(
    HEADER,
    rows.map(({ id, registration: r, details }) => [
      id,
      r.CampName,
      r.DateTime,
      r.ParticipantName,
      r.ParticipantEmail,
      // Erased details stay empty: the registration is still listed for attendance and accounting.
      ...HEALTH_FIELDS.map((f) => details?.[f] ?? ''),
      r.PaymentStatus,
      r.ConfirmationStatus,
      r.waitlistStatus ? `${r.waitlistStatus}${r.waitlistPosition ? ` #${r.waitlistPosition}` : ''}` : '',
      r.checkedInAt ?? '',
      r.createdAt,
      r.consent?.policyVersion ?? '',
    ]),
  );
}

/** A file name for the download: the camp's name in lower-case ASCII words. */
export function csvFileName(camp: Pick<Camp, 'CampName'>): string {
  const slug = camp.CampName.normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'camp'}-registrations.csv`;
}
