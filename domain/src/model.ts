/**
 * The Firestore data model. Field names in PascalCase (CampName, ratting, …)
 * are the public API's payload names, which clients already send and must
 * keep; fields in camelCase are ours.
 */
import type { CampCopy } from './campCopy.ts';
import type { CheckInConflict } from './door.ts';
import type { Consent } from './privacy.ts';

/** dhis2Settings/{uid}/pushes/{id}: what each of an organizer's pushes to DHIS2 answered (its import summary, or why it failed). */
export const DHIS2_PUSHES = 'pushes';

export const COLLECTIONS = {
  camps: 'camps',
  registrations: 'registrations',
  bookings: 'bookings',
  feedback: 'feedback',
  users: 'users',
  images: 'images',
  messages: 'messages',
  donations: 'donations',
  revocations: 'revocations',
  paymentProblems: 'paymentProblems',
  cancelledCamps: 'cancelledCamps',
  campCancellations: 'campCancellations',
  mail: 'mail',
  /** Outgoing text messages (sms.ts SmsDocument). */
  sms: 'sms',
  /** Server-maintained search entries of camps (campSearch.ts). */
  campSearch: 'campSearch',
  /** Server-maintained search entries of registrations, for the organizers' table (registrationSearch.ts). */
  registrationSearch: 'registrationSearch',
  /** A registration's health details, under the registration's id; no browser reads them (privacy.ts). */
  healthDetails: 'healthDetails',
  /** One entry per read of someone's health details (privacy.ts AccessLogEntry). */
  accessLog: 'accessLog',
  /** What the data migrations did, one document per migration (functions/src/migrations/). */
  migrations: 'migrations',
  /** A person's staff role on one camp, campStaff/{campId}_{uid} (campStaff.ts). */
  campStaff: 'campStaff',
  /** Invitations to a camp's staff, mailed to an address (campStaff.ts StaffInvitation). */
  staffInvitations: 'staffInvitations',
  /** The hashed one-time codes that link a walk-in's registration to an account (walkIns.ts). */
  walkInClaims: 'walkInClaims',
  /** Per-client request counters of the API's rate limits; only the functions read and write them. */
  rateLimits: 'rateLimits',
  /** Every action a door phone synced, under the id the phone made, so a sync sent again changes nothing (door.ts). */
  doorActions: 'doorActions',
  /** A camp's stations, campStations/{campId}_{stationId} (stations.ts). */
  campStations: 'campStations',
  /** One person at one station: the queues, stationVisits/{campId}_{registrationId}_{stationId} (stations.ts). */
  stationVisits: 'stationVisits',
  /** Screening results, under the recording device's idempotency key; health data, read only through the API. */
  screeningResults: 'screeningResults',
  /** Referrals from screening results or clinicians, referrals/{id}, with their contact attempts in attempts/ (clinical/followUp.ts). */
  referrals: 'referrals',
  /** A camp's referral thresholds, facility and follow-up days, campClinicalSettings/{campId} (clinical/). */
  campClinicalSettings: 'campClinicalSettings',
  /** An organizer's mapping of camp figures to DHIS2, dhis2Settings/{uid} (reports/dhis2.ts). */
  dhis2Settings: 'dhis2Settings',
  /** The DHIS2 personal access token of that mapping, dhis2Secrets/{uid}: read only by the functions. */
  dhis2Secrets: 'dhis2Secrets',
  /** A camp's held seats, one document each, seats/{campId}_{n} (seats.ts); only the functions read them. */
  seats: 'seats',
  /** Who holds each person's registration for a camp, campPeople/{campId}_{personKey} (seats.ts); only the functions read them. */
  campPeople: 'campPeople',
  /** Which settling of a camp runs for a time slot, campSettles/{campId}_{slot} (seats.ts); only the functions read them. */
  campSettles: 'campSettles',
} as const;

export type Role = 'Participant' | 'Organizer';
export const ROLES: readonly Role[] = ['Participant', 'Organizer'];
/**
 * Where a registration's money stands. Free: the camp costs nothing, so there
 * is nothing to pay or refund. Refunded: the fee went back (the participant
 * cancelled, the camp was cancelled, or a refund was made in Stripe's
 * dashboard). Disputed: the card holder's bank opened a dispute.
 */
export type PaymentStatus = 'Unpaid' | 'Paid' | 'Free' | 'Refunded' | 'Disputed';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['Unpaid', 'Paid', 'Free', 'Refunded', 'Disputed'];
/** A booking records one card payment, so it is never Unpaid or Free. */
export type BookingPaymentStatus = 'Paid' | 'Refunded' | 'Disputed';
export type ConfirmationStatus = 'Pending' | 'Confirmed';
/**
 * Where a registration stands on its camp's waiting list; absent or null on
 * a registration that holds a seat (every registration made while seats were
 * left, and every accepted offer). Rules and transitions: `waitlist.ts`.
 *
 * - Waiting: joined a full camp; `waitlistPosition` is its place in line,
 *   1, 2, 3… without gaps (the server renumbers when someone ahead leaves or
 *   gets an offer).
 * - Offered: a seat freed up and this registration was first in line; it
 *   may accept until `offerExpiresAt` (`seatOfferedAt` says when it was made).
 * - Expired: the offer ran out and the seat went to the next in line; the
 *   participant may cancel this registration and join again at the end.
 *
 * Each change is a change of this field (Waiting → Offered → null, or
 * Offered → Expired), so triggers (mails) can watch it. A waitlisted
 * registration is Unpaid (or Free) and Pending, and may not pay, be
 * confirmed, give feedback or hold a ticket until it holds a seat.
 */
export type WaitlistStatus = 'Waiting' | 'Offered' | 'Expired';
export const WAITLIST_STATUSES: readonly WaitlistStatus[] = ['Waiting', 'Offered', 'Expired'];
export type Gender = 'Male' | 'Female' | 'Other';
export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Other'];

/** Custom claims set by the functions; the browser can read but never write them. */
export interface RoleClaims {
  role?: Role;
  admin?: boolean;
}

/** ISO 8601 instants (UTC, `2026-12-05T09:00:00.000Z`) sort as text and parse everywhere. */
export type IsoDateTime = string;

export interface Camp {
  CampName: string;
  /** Our own image URL: `/api/images/{id}`; '' for a camp without a picture (campImageUrl shows the default art). */
  Image: string;
  CampFees: number;
  DateTime: IsoDateTime;
  Location: string;
  HealthcareProfessional: string;
  ParticipantCount: number;
  Description: string;
  /** Server-maintained: word prefixes of name, location and professional, folded. */
  searchTokens: string[];
  /** Server-maintained: the name folded for the alphabetical sort. */
  nameKey: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  createdBy: string;
  /** Who runs the camp: the creator first, then co-organizers (see campOwnership). */
  organizerUids: string[];
  /**
   * Hours before the start until which a participant may cancel a paid
   * registration and get the fee back. Absent on older camps: the default.
   */
  refundCutoffHours?: number;
  /**
   * Set on the copy in cancelledCamps/{id} when an organizer cancels the camp:
   * it leaves camps/ (so every listing drops it) and its page says why.
   */
  cancelledAt?: IsoDateTime | null;
  cancellationReason?: string | null;
  /**
   * Days after the camp until its participants' health details are erased
   * (DEFAULT_RETENTION_DAYS when absent). Copied onto registrations and
   * bookings, and turned into each health record's eraseAt.
   */
  retentionDays?: number;
  /** Seats the camp has; absent or null: unlimited (nobody is ever waitlisted). */
  Capacity?: number | null;
  /** Hours the first person in line has to accept a freed seat (DEFAULT_SEAT_OFFER_HOURS when absent). */
  seatOfferHours?: number;
  /**
   * Server-maintained summary: registrations Waiting in line (see
   * WaitlistStatus). Like ParticipantCount and seatsOffered, counted from
   * the registrations and refreshed at most about once a second after they
   * change (seats.ts), so a burst of joins never writes the camp each time.
   */
  waitlistCount?: number;
  /** Server-maintained summary: open seat offers; they hold seats, so seats left = Capacity - ParticipantCount - seatsOffered. */
  seatsOffered?: number;
  /**
   * Server-maintained: when its held seats and its people were first written
   * as documents (seats.ts); absent on a camp from before, whose first join
   * (or the migration) writes them.
   */
  seatsLaidOutAt?: IsoDateTime;
  /** Server-maintained: when the summary counts were last counted (ms since the epoch). */
  countsAt?: number;
  /**
   * Hours an unpaid seat of a paid camp is held before it goes to the waiting
   * list (DEFAULT_UNPAID_HOLD_HOURS when absent); never past the refund
   * cut-off (unpaidHolds.ts).
   */
  unpaidHoldHours?: number;
  /**
   * Where the camp's clock runs: an IANA zone name (`Asia/Dhaka`), chosen in
   * the camp form. Every date of the camp is shown in it, named. Absent on
   * camps saved before zones existed: DEFAULT_CAMP_TIME_ZONE (timeZones.ts).
   */
  TimeZone?: string;
}

/**
 * The background work of a camp's cancellation, one document per camp
 * (campCancellations/{campId}): each run of its trigger handles one batch of
 * registrations after `lastRegistrationId` and writes its progress back,
 * which starts the next run, until `status` is done.
 */
export interface CampCancellationJob {
  campId: string;
  reason: string;
  /** Which provider's payments these are: only an instance with that provider processes them. */
  provider: 'stripe' | 'local';
  status: 'running' | 'done';
  lastRegistrationId: string | null;
  registrations: number;
  refunded: number;
  refundedCents: number;
  cancelledPayments: number;
  /** Registrations whose refund failed for good (listed for admins in paymentProblems). */
  failures: number;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  finishedAt: IsoDateTime | null;
}
/**
 * How far a cancelled camp's refunds have got, as Manage Camps shows it:
 * `done` of its `due` paid registrations refunded (those still paid are
 * on their way, or were refused: `failed`, listed in payment problems),
 * and whether the background work has been through every registration.
 */
export interface RefundProgress {
  done: number;
  due: number;
  failed: number;
  finished: boolean;
}
export type CampWithId = Camp & { _id: string };

/** A registration carries a copy of its camp's fields (CampCopy, campCopy.ts). */
export interface Registration extends CampCopy {
  campId: string;
  /**
   * The account responsible for the registration: the person themself, or
   * the guardian of a dependant (`dependant` set), who sees, pays and
   * cancels it. '' for a walk-in nobody has claimed yet, and for a
   * registration kept after its account was deleted.
   */
  participantUid: string;
  /**
   * Who the registration is for, one registration per person per camp
   * (people.ts): `account:{uid}`, `dependant:{uid}:{name}` or
   * `walkin:{registration id}`. Absent on registrations made before it
   * existed (the migration adds it): those are the account holder's own.
   * null once kept without its deleted account (it named the account).
   */
  personKey?: string | null;
  /** Set when the registration is for someone the account holder cares for (ParticipantName is theirs). */
  dependant?: Dependant | null;
  /** Set when camp staff registered the person at the door (walkIns.ts). */
  walkIn?: WalkInRecord | null;
  ParticipantName: string;
  ParticipantEmail: string;
  PaymentStatus: PaymentStatus;
  ConfirmationStatus: ConfirmationStatus;
  // The participant's age, gender, phone number and emergency contact are not
  // here: they live in healthDetails/{registration id} (privacy.ts HealthDetails).
  feedbackGiven: boolean;
  /**
   * The review written from this registration (feedback/{id}), so the
   * participant's data export and account deletion find it; the public
   * review itself holds nothing that leads back here. Absent on reviews
   * written before it was kept.
   */
  feedbackId?: string;
  /**
   * Set when the participant deleted their account: the registration was
   * kept (attendance, accounting) without their name, email or uid, under a
   * new id, and no mail goes out about it any more.
   */
  accountDeletedAt?: IsoDateTime | null;
  /**
   * The participant's consent to the Privacy Policy's use of their health
   * details, given when registering (or joining the waiting list). Absent on
   * registrations made before consent was asked for.
   */
  consent?: Consent;
  /**
   * The open PaymentIntent of this registration, reused when the Pay modal is
   * opened again and cancelled at the provider when the registration goes.
   */
  paymentIntentId?: string | null;
  /** Set when the camp was cancelled: the registration stays as a record, refunded if it was paid. */
  campCancelledAt?: IsoDateTime | null;
  /** When the health details were erased (the retention ran out); the registration stays for attendance and accounting. */
  healthErasedAt?: IsoDateTime | null;
  /** On the waiting list (absent or null: holds a seat). See WaitlistStatus. */
  waitlistStatus?: WaitlistStatus | null;
  /**
   * While Waiting, as the API shows it: the place in line, from 1, without
   * gaps, from the join times of those Waiting (the line is ordered by
   * lineAt, then id: seats.ts); written by the camp's settling, at most
   * about a second after the line changed, and computed afresh for the join's
   * answer and the organizers' view of the line.
   */
  waitlistPosition?: number | null;
  /**
   * While Waiting: when its joining (or its move to the line) committed, a
   * server timestamp; the line's order (seats.ts). A Firestore Timestamp on
   * the server; registrations from before have none until laid out.
   */
  lineAt?: unknown;
  /** While Offered: until when the seat may be accepted (kept once Expired). */
  offerExpiresAt?: IsoDateTime | null;
  /** When the seat was offered. */
  seatOfferedAt?: IsoDateTime | null;
  /** When an offered seat was accepted (the registration then holds a seat). */
  seatAcceptedAt?: IsoDateTime | null;
  /**
   * The ticket code (see tickets.ts), made by the server when the
   * registration may first attend: at registration for a free camp, when the
   * payment is recorded for a paid one. Absent until then. Readable only by
   * those who read the registration: the participant, the camp's organizers
   * and admins.
   */
  ticket?: string | null;
  /**
   * While an unpaid seat of a paid camp is held: when it is released to the
   * waiting list, and when the reminder to pay goes out (null once sent).
   * Both cleared when the seat is paid or released (unpaidHolds.ts).
   */
  unpaidHoldExpiresAt?: IsoDateTime | null;
  unpaidReminderAt?: IsoDateTime | null;
  /** When the reminder to pay was sent (the mail trigger watches it). */
  unpaidReminderSentAt?: IsoDateTime | null;
  /** When the unpaid seat was released (the registration is then Expired, like a lapsed seat offer). */
  unpaidSeatReleasedAt?: IsoDateTime | null;
  /** The server's signature of the ticket for this camp (tickets.ts), which the QR code carries so a door phone can check it offline. */
  ticketSignature?: string | null;
  /** When the ticket was first scanned at the door (or the person checked in by name), and by whom (uid). */
  checkedInAt?: IsoDateTime | null;
  checkedInBy?: string | null;
  /** Who checked the person in (their name then), the id of the phone it was done on and the id of that action (door.ts). */
  checkedInByName?: string | null;
  checkedInDevice?: string | null;
  checkedInAction?: string | null;
  /** Admissions of the same person on other phones while they were apart: recorded beside the check-in that counts. */
  checkInConflicts?: CheckInConflict[];
  /** Server-maintained: word prefixes of camp name and participant name, folded. */
  searchTokens: string[];
  nameKey: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}
export type RegistrationWithId = Registration & { _id: string };

/**
 * Written once per successful payment; its id is the payment's id
 * (PaymentIntent id). It carries the camp's copy from the registration it paid for.
 */
export interface Booking extends CampCopy {
  registrationId: string;
  campId: string;
  participantUid: string;
  paymentCampId: string;
  ParticipantName: string;
  ParticipantEmail: string;
  ConfirmationStatus: ConfirmationStatus;
  paymentStatus: BookingPaymentStatus;
  transactionId: string;
  /** Amount actually charged, in cents, and its currency. */
  amount: number;
  currency: string;
  date: IsoDateTime;
  /** Cents given back so far (absent: none). */
  amountRefunded?: number;
  refundedAt?: IsoDateTime | null;
  disputedAt?: IsoDateTime | null;
}

/**
 * A payment that succeeded but could not be kept (its registration was gone,
 * cancelled or already paid, or it did not match it), and what was done
 * about it. The id is the PaymentIntent's id, so a replay records it once.
 */
export interface PaymentProblem {
  paymentIntentId: string;
  registrationId: string | null;
  campId: string | null;
  participantUid: string | null;
  amount: number;
  currency: string;
  /** Why the payment could not be kept, in words an admin understands. */
  reason: string;
  /** 'refunded': the whole amount went back; 'refund-failed': a person must refund it; 'not-recorded': no money moved on our side (livemode mismatch). */
  action: 'refunded' | 'refund-failed' | 'not-recorded';
  refundId: string | null;
  createdAt: IsoDateTime;
}

/**
 * A public review: who wrote it is shown by name and photo only. Neither the
 * author's uid nor the registration is stored on it (the registration's
 * feedbackGiven flag is the link), and its id is random.
 */
export interface Feedback {
  campId: string;
  CampName: string;
  Name: string;
  photoURL: string | null;
  ratting: number;
  feedback: string;
  createdAt: IsoDateTime;
}

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  role: Role;
  admin: boolean;
  /** Mail me a reminder the day before each camp (absent: yes). Profile and every reminder's unsubscribe link set it. */
  emailReminders?: boolean;
  /** The language their mails are written in ('en' or 'bn', the site's language they last chose; absent: English). */
  language?: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/**
 * revocations/{uid}: the first second (since the epoch, like a token's
 * auth_time) whose sign-ins count after this user's tokens were last revoked
 * (a role change); it is after the second of the change itself. The rules
 * refuse organizer and admin rights to tokens signed in before it, and the
 * user's open browser watches it to sign in again.
 */
export interface Revocation {
  revokeTime: number;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  senderUid: string | null;
  createdAt: IsoDateTime;
}

export interface Donation {
  amount: number;
  currency: string;
  /** Shown on the home page only when the donor agreed. */
  donorName: string | null;
  createdAt: IsoDateTime;
}

/**
 * The local test provider's checkout session as its checkout page shows it
 * (GET /api/local-checkout/{id}), the stand-in for Stripe's hosted page;
 * nothing private.
 */
export interface LocalCheckoutView {
  id: string;
  status: 'open' | 'complete';
  amount: number;
  currency: string;
  productName: string;
  /** Set when the donor was signed in: the page shows it and asks for no other, as Stripe Checkout does with customer_email; null: the page asks for one. */
  customerEmail: string | null;
}

/**
 * The id registrations of an account holder for themself had before
 * families and walk-ins (one per camp and account). Registrations made since
 * get random ids; these old ones keep theirs, and the rules still let the
 * account holder ask for it (the camp page's check on older clients).
 */
export function registrationId(campId: string, participantUid: string): string {
  return `${campId}_${participantUid}`;
}

/** How a dependant is related to the account holder who registers them. */
export type DependantRelationship = 'child' | 'parent' | 'spouse' | 'other';
export const DEPENDANT_RELATIONSHIPS: readonly DependantRelationship[] = ['child', 'parent', 'spouse', 'other'];

/** Someone an account holder registers for a camp (ParticipantName on the registration is their name). */
export interface Dependant {
  relationship: DependantRelationship;
  /** The account holder's name as it was when they registered them (for the organizers' table). */
  guardianName: string;
}

/** Who recorded a walk-in at the door, and when. */
export interface WalkInRecord {
  recordedBy: string;
  recordedByName: string;
  recordedAt: IsoDateTime;
  /** The recording device's own id for it, so a retried or synced walk-in is recorded once. */
  requestId: string | null;
  /** When an account claimed it with its one-time code (participantUid is then theirs). */
  claimedAt?: IsoDateTime | null;
}
