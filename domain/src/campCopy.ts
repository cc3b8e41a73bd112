/**
 * The camp's fields that its registrations and bookings carry a copy of, so
 * that a participant's lists, the organizers' tables, the rules (who runs the
 * camp) and the mails read one document instead of two. One type, one
 * function that makes it: a registration takes its copy from the camp, a
 * booking from the registration it pays for, and the camp's edits are copied
 * onto both (functions/src/camps/propagateCampEdits.ts).
 */
export interface CampCopy {
  CampName: string;
  Image: string;
  /** The fee the participant saw when joining: kept when the camp's fee changes later. */
  CampFees: number;
  DateTime: string;
  Location: string;
  HealthcareProfessional: string;
  /** Who runs the camp, so the rules and the organizers' queries keep each camp's people to its organizers. */
  organizerUids: string[];
  /** Until how many hours before the camp a paid registration is refunded on cancellation (absent: the default). */
  refundCutoffHours?: number;
  /** The camp's IANA time zone (absent: the camp has none, DEFAULT_CAMP_TIME_ZONE). */
  TimeZone?: string;
  /** Days after the camp until the health details are erased (absent: the default). */
  retentionDays?: number;
}

/** Where a copy can be taken from: a camp (whose organizerUids may be missing on old documents), or a document that holds a copy. */
export type CampCopySource = Omit<CampCopy, 'organizerUids'> & { organizerUids?: string[] };

/** The copy of a camp's fields, without the optional ones it does not have (Firestore refuses undefined). */
export function campCopyOf(source: CampCopySource): CampCopy {
  return {
    CampName: source.CampName,
    Image: source.Image,
    CampFees: source.CampFees,
    DateTime: source.DateTime,
    Location: source.Location,
    HealthcareProfessional: source.HealthcareProfessional,
    organizerUids: source.organizerUids ?? [],
    ...(source.refundCutoffHours !== undefined ? { refundCutoffHours: source.refundCutoffHours } : {}),
    ...(source.TimeZone !== undefined ? { TimeZone: source.TimeZone } : {}),
    ...(source.retentionDays !== undefined ? { retentionDays: source.retentionDays } : {}),
  };
}

/**
 * The copied fields a camp's edit rewrites on every copy. The fee is left
 * out on purpose: a registration keeps the price its participant saw.
 * Another copied field is added to CampCopy and here, nowhere else.
 */
export const PROPAGATED_CAMP_FIELDS = [
  'CampName',
  'DateTime',
  'Location',
  'HealthcareProfessional',
  'Image',
  'refundCutoffHours',
  'retentionDays',
  'organizerUids',
  'TimeZone',
] as const satisfies readonly (keyof CampCopy)[];
export type PropagatedField = (typeof PROPAGATED_CAMP_FIELDS)[number];
/** New values of the propagated fields (a camp's edit, or just its organizers). */
export type CampChanges = Partial<Pick<CampCopy, PropagatedField>>;
