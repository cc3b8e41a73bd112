/**
 * The words of every mail about a camp. Each builder takes the documents as
 * they are and returns the message; none reads or writes anything. Every
 * camp date is written in the camp's own zone, named, and every mail about
 * a camp carries its calendar file.
 */
import {
  buildCampCalendar,
  CALENDAR_CONTENT_TYPE,
  CANCEL_CALENDAR_CONTENT_TYPE,
  campCalendarFileName,
  type CampCalendarInput,
} from '@campcare/domain/calendar';
import {
  campTimeZone,
  formatDateTimeInZone,
  type MailAttachment,
  type MailLanguage,
  type MailMessage,
} from '@campcare/domain';
import { renderMail, type MailContent } from './layout.ts';
import { MAIL_LOCALES, MAIL_TEXTS, mailCount, mailFee, mailMoney } from './mailTexts.ts';

/** What a mail needs to know about the camp: the copy every registration and booking carries. */
export type CampCopy = Omit<CampCalendarInput, 'url'>;

export interface MailLinks {
  /** The site's origin, for links in the mail. */
  origin: string;
}

export const campUrl = (links: MailLinks, campId: string) => `${links.origin}/campDetail/${encodeURIComponent(campId)}`;
export const registeredCampsUrl = (links: MailLinks) => `${links.origin}/dashboard/userRegisteredCamps`;

/** The camp's date on its own clock, in the reader's language (Bengali digits and zone name in Bengali). */
export const campWhen = (camp: CampCopy, language: MailLanguage = 'en') =>
  formatDateTimeInZone(camp.DateTime, campTimeZone(camp), MAIL_LOCALES[language]);

function campDetails(camp: CampCopy, language: MailLanguage = 'en'): [string, string][] {
  const words = MAIL_TEXTS[language];
  return [
    [words.campLabel, camp.CampName],
    [words.whenLabel, campWhen(camp, language)],
    [words.whereLabel, camp.Location],
    [words.professionalLabel, camp.HealthcareProfessional],
  ];
}

/**
 * The camp's calendar file, its description in the mail's language;
 * `cancelled`: the same event, cancelled, which takes it off the reader's calendar.
 */
export function calendarAttachment(
  camp: CampCopy,
  links: MailLinks,
  now: Date = new Date(),
  cancelled = false,
  language: MailLanguage = 'en',
): MailAttachment {
  const words = MAIL_TEXTS[language];
  const labels = { professional: (name: string) => `${words.professionalLabel}: ${name}`, details: (url: string) => `${words.detailsLabel}: ${url}` };
  return {
    filename: campCalendarFileName(camp.CampName),
    content: buildCampCalendar({ ...camp, url: campUrl(links, camp.campId) }, now, { cancelled, labels }),
    contentType: cancelled ? CANCEL_CALENDAR_CONTENT_TYPE : CALENDAR_CONTENT_TYPE,
  };
}

/** Every mail about a camp carries its calendar file: the event, or (`calendar: 'cancel'`) its cancellation. */
function campMail(
  camp: CampCopy,
  links: MailLinks,
  content: MailContent,
  calendar: 'event' | 'cancel' = 'event',
  pictures: MailAttachment[] = [],
  language: MailLanguage = 'en',
): MailMessage {
  const attachments = [calendarAttachment(camp, links, new Date(), calendar === 'cancel', language), ...pictures];
  return { ...renderMail(content, language), attachments };
}


/** A registration's ticket as a mail shows it: the code, and its QR code as an inline picture (ticketQr.ts). */
export interface MailTicket {
  code: string;
  qr: MailAttachment & { cid: string };
}

/** The ticket's picture and caption in a mail's content, and its inline attachment; nothing without a ticket. */
function ticketParts(ticket: MailTicket | null, campName: string, language: MailLanguage): { image?: MailContent['image']; pictures: MailAttachment[] } {
  if (!ticket) return { pictures: [] };
  const words = MAIL_TEXTS[language];
  return { image: { cid: ticket.qr.cid, alt: words.ticketAlt(campName), caption: words.ticketCaption(ticket.code) }, pictures: [ticket.qr] };
}

export interface RegistrationFacts extends CampCopy {
  ParticipantName: string;
  CampFees: number;
  PaymentStatus: string;
  /** Set while the participant is on the camp's waiting list (they hold no seat yet). */
  waitlistStatus?: string | null;
  waitlistPosition?: number | null;
  /** While a seat is offered: until when it may be accepted. */
  offerExpiresAt?: string | null;
  /** While an unpaid seat is held: when it is released. */
  unpaidHoldExpiresAt?: string | null;
}

/**
 * `language`: the participant's (their mail language; English when they
 * chose none). `ticket`: the registration's, when it holds one already (a
 * free camp's comes with the registration).
 */
export function registrationReceivedMail(
  r: RegistrationFacts,
  links: MailLinks,
  language: MailLanguage = 'en',
  ticket: MailTicket | null = null,
): MailMessage {
  if (r.waitlistStatus) return waitlistJoinedMail(r, links, language);
  const words = MAIL_TEXTS[language];
  const free = r.CampFees === 0 || r.PaymentStatus === 'Free';
  const { image, pictures } = ticketParts(ticket, r.CampName, language);
  return campMail(
    r,
    links,
    {
      subject: words.receivedSubject(r.CampName),
      heading: words.receivedHeading(r.ParticipantName),
      paragraphs: [free ? words.receivedFree : words.receivedFee(mailFee(r.CampFees, language)), ...(ticket ? [words.ticketAtDoor] : []), words.calendarAdds],
      ...(image ? { image } : {}),
      details: campDetails(r, language),
      action: { label: free ? words.seeRegistration : words.payAndSeeRegistration, url: registeredCampsUrl(links) },
    },
    'event',
    pictures,
    language,
  );
}

/** A join of a full camp: the participant holds a place in line, not a seat, so the mail must not read as a registration. */
function waitlistJoinedMail(r: RegistrationFacts, links: MailLinks, language: MailLanguage): MailMessage {
  const words = MAIL_TEXTS[language];
  return campMail(
    r,
    links,
    {
      subject: words.waitlistSubject(r.CampName),
      heading: words.waitlistHeading(r.ParticipantName),
      paragraphs: [words.waitlistFull(r.waitlistPosition ? mailCount(r.waitlistPosition, language) : null), words.waitlistNothingOwed],
      details: campDetails(r, language),
      action: { label: words.seePlaceInLine, url: registeredCampsUrl(links) },
    },
    'event',
    [],
    language,
  );
}


export function registrationConfirmedMail(
  r: RegistrationFacts,
  links: MailLinks,
  ticket: MailTicket | null = null,
  language: MailLanguage = 'en',
): MailMessage {
  const words = MAIL_TEXTS[language];
  const { image, pictures } = ticketParts(ticket, r.CampName, language);
  return campMail(
    r,
    links,
    {
      subject: words.confirmedSubject(r.CampName),
      heading: words.confirmedHeading(r.ParticipantName),
      paragraphs: [ticket ? words.confirmedWithTicket : words.confirmedNoTicket],
      ...(image ? { image } : {}),
      details: campDetails(r, language),
      action: { label: ticket ? words.seeTicket : words.seeRegistration, url: registeredCampsUrl(links) },
    },
    'event',
    pictures,
    language,
  );
}

/** A seat freed up and the first in line may take it until the deadline, written on the camp's clock. */
export function seatOfferedMail(r: RegistrationFacts, links: MailLinks, language: MailLanguage = 'en'): MailMessage {
  const words = MAIL_TEXTS[language];
  const deadline = r.offerExpiresAt ? formatDateTimeInZone(r.offerExpiresAt, campTimeZone(r), MAIL_LOCALES[language]) : null;
  return campMail(
    r,
    links,
    {
      subject: words.offeredSubject(r.CampName),
      heading: words.offeredHeading(r.ParticipantName),
      paragraphs: [
        words.offeredFreedUp(r.CampName) + (deadline ? words.offeredDeadline(deadline) : ''),
        r.CampFees > 0 ? words.offeredPay(mailFee(r.CampFees, language)) : words.offeredFree,
      ],
      details: [...campDetails(r, language), ...(deadline ? ([[words.acceptBy, deadline]] as [string, string][]) : [])],
      action: { label: words.acceptSeat, url: registeredCampsUrl(links) },
    },
    'event',
    [],
    language,
  );
}

/** An unpaid seat's hold ends soon: pay before the deadline (on the camp's clock), or the seat goes to the next in line. */
export function unpaidSeatReminderMail(r: RegistrationFacts, links: MailLinks, language: MailLanguage = 'en'): MailMessage {
  const words = MAIL_TEXTS[language];
  const deadline = r.unpaidHoldExpiresAt ? formatDateTimeInZone(r.unpaidHoldExpiresAt, campTimeZone(r), MAIL_LOCALES[language]) : '';
  return campMail(
    r,
    links,
    {
      subject: words.unpaidReminderSubject(r.CampName),
      heading: words.unpaidReminderHeading(r.ParticipantName),
      paragraphs: [words.unpaidReminderBody(mailFee(r.CampFees, language), deadline)],
      details: [...campDetails(r, language), [words.payBy, deadline]],
      action: { label: words.payAndSeeRegistration, url: registeredCampsUrl(links) },
    },
    'event',
    [],
    language,
  );
}

/** The hold ran out unpaid: the seat went to the next in line; the calendar file takes the camp off the reader's calendar. */
export function unpaidSeatReleasedMail(r: RegistrationFacts, links: MailLinks, language: MailLanguage = 'en'): MailMessage {
  const words = MAIL_TEXTS[language];
  return campMail(
    r,
    links,
    {
      subject: words.seatReleasedSubject(r.CampName),
      heading: words.seatReleasedHeading,
      paragraphs: [words.seatReleasedBody(r.CampName), words.calendarRemoves],
      details: campDetails(r, language),
      action: { label: words.seeRegistration, url: registeredCampsUrl(links) },
    },
    'cancel',
    [],
    language,
  );
}

export function registrationCancelledMail(r: RegistrationFacts, refundedCents: number, links: MailLinks, language: MailLanguage = 'en'): MailMessage {
  const words = MAIL_TEXTS[language];
  return campMail(
    r,
    links,
    {
      subject: words.cancelledSubject(r.CampName),
      heading: words.cancelledHeading,
      paragraphs: [
        words.cancelledBody(r.CampName),
        refundedCents > 0 ? words.refunded(mailFee(refundedCents / 100, language)) : words.nothingTaken,
        words.calendarRemoves,
      ],
      details: campDetails(r, language),
      action: { label: words.findAnotherCamp, url: `${links.origin}/allCamps` },
    },
    'cancel',
    [],
    language,
  );
}

export function campCancelledMail(
  r: RegistrationFacts,
  reason: string | null,
  refundCents: number,
  links: MailLinks,
  language: MailLanguage = 'en',
): MailMessage {
  const words = MAIL_TEXTS[language];
  return campMail(
    r,
    links,
    {
      subject: words.campCancelledSubject(r.CampName),
      heading: words.campCancelledHeading(r.CampName),
      paragraphs: [
        words.campCancelledBody(r.CampName) + (reason ? words.campCancelledReason(reason) : ''),
        refundCents > 0 ? words.beingRefunded(mailFee(refundCents / 100, language)) : words.nothingPaid,
        words.calendarRemoves,
      ],
      details: campDetails(r, language),
      action: { label: words.findAnotherCamp, url: `${links.origin}/allCamps` },
    },
    'cancel',
    [],
    language,
  );
}

/** One announced change, already in the reader's language (campChangeMails.ts's describeCampChanges). */
export interface CampChange {
  label: string;
  before: string;
  after: string;
}

/** `changes`: described in the same `language` (organizers' names and places as typed). */
export function campChangedMail(r: RegistrationFacts, changes: CampChange[], links: MailLinks, language: MailLanguage = 'en'): MailMessage {
  const words = MAIL_TEXTS[language];
  return campMail(
    r,
    links,
    {
      subject: words.changedSubject(r.CampName),
      heading: words.changedHeading(r.CampName),
      paragraphs: [words.changedIntro, ...changes.map((c) => words.changeLine(c.label, c.after, c.before)), words.changedCalendar],
      details: campDetails(r, language),
      action: { label: words.seeCamp, url: campUrl(links, r.campId) },
    },
    'event',
    [],
    language,
  );
}

/** The footer's words (why it came, the unsubscribe link) follow the mail's `language` too; `ticket`: the registration's, if it holds one. */
export function campReminderMail(
  r: RegistrationFacts,
  unsubscribeUrl: string,
  links: MailLinks,
  language: MailLanguage = 'en',
  ticket: MailTicket | null = null,
): MailMessage {
  const words = MAIL_TEXTS[language];
  const { image, pictures } = ticketParts(ticket, r.CampName, language);
  return campMail(
    r,
    links,
    {
      subject: words.reminderSubject(r.CampName),
      heading: words.reminderHeading(r.ParticipantName),
      paragraphs: [words.reminderStarts(r.CampName, campWhen(r, language)), words.reminderBring, ...(ticket ? [words.ticketAtDoor] : [])],
      ...(image ? { image } : {}),
      details: campDetails(r, language),
      action: { label: words.seeCamp, url: campUrl(links, r.campId) },
      footer: [words.reminderFooter(unsubscribeUrl)],
    },
    'event',
    pictures,
    language,
  );
}

export interface ReceiptFacts extends CampCopy {
  ParticipantName: string;
  amount: number;
  currency: string;
  transactionId: string;
  date: string;
}

/** `ticket`: the registration's, which the payment gave it. */
export function paymentReceiptMail(b: ReceiptFacts, links: MailLinks, language: MailLanguage = 'en', ticket: MailTicket | null = null): MailMessage {
  const words = MAIL_TEXTS[language];
  const amount = mailMoney(b.amount, b.currency, language);
  const { image, pictures } = ticketParts(ticket, b.CampName, language);
  return campMail(
    b,
    links,
    {
      subject: words.receiptSubject(b.CampName),
      heading: words.receiptHeading(b.ParticipantName),
      paragraphs: [words.receiptBody(amount, b.CampName), ...(ticket ? [words.ticketAtDoor] : [])],
      ...(image ? { image } : {}),
      details: [
        [words.amountLabel, amount],
        [words.paidOnLabel, formatDateTimeInZone(b.date, 'UTC', MAIL_LOCALES[language])],
        [words.transactionLabel, b.transactionId],
        ...campDetails(b, language),
      ],
      action: { label: words.seePaymentHistory, url: `${links.origin}/dashboard/paymentHistory` },
    },
    'event',
    pictures,
    language,
  );
}
