/**
 * The words of the mails in every language they are written in (English,
 * Bengali): one table per language with the same keys, so a missing text
 * fails the typecheck (and mailTexts.test.ts). Numbers, money and dates are
 * written by Intl in the language's locale (Bengali digits in Bengali); camp
 * content typed by organizers (names, places, reasons) stays as typed.
 */
import { type MailLanguage } from '@campcare/domain';
import type { MeasurementKind, ReferralReason } from '@campcare/domain/clinical';

/** The locale Intl writes a language's dates and numbers in. */
export const MAIL_LOCALES: Record<MailLanguage, string> = { en: 'en-US', bn: 'bn-BD' };

export interface MailTexts {
  // The details table every mail about a camp carries
  campLabel: string;
  whenLabel: string;
  whereLabel: string;
  professionalLabel: string;
  /** Before the camp's address in the calendar file's description. */
  detailsLabel: string;
  free: string;
  calendarAdds: string;
  // Registration received
  receivedSubject: (camp: string) => string;
  receivedHeading: (name: string) => string;
  receivedFree: string;
  receivedFee: (fee: string) => string;
  seeRegistration: string;
  payAndSeeRegistration: string;
  // Joined a full camp's waiting list
  waitlistSubject: (camp: string) => string;
  waitlistHeading: (name: string) => string;
  waitlistFull: (place: string | null) => string;
  waitlistNothingOwed: string;
  seePlaceInLine: string;
  // Registration confirmed (with the ticket once it holds one)
  confirmedSubject: (camp: string) => string;
  confirmedHeading: (name: string) => string;
  confirmedWithTicket: string;
  confirmedNoTicket: string;
  ticketAlt: (camp: string) => string;
  ticketCaption: (code: string) => string;
  seeTicket: string;
  /** Under the other mails of a registration that holds a ticket (received, receipt, reminder). */
  ticketAtDoor: string;
  // A seat offered to the first in line
  offeredSubject: (camp: string) => string;
  offeredHeading: (name: string) => string;
  offeredFreedUp: (camp: string) => string;
  offeredDeadline: (deadline: string) => string;
  offeredPay: (fee: string) => string;
  offeredFree: string;
  acceptBy: string;
  acceptSeat: string;
  // The participant's cancellation, and a cancelled camp
  cancelledSubject: (camp: string) => string;
  cancelledHeading: string;
  cancelledBody: (camp: string) => string;
  refunded: (amount: string) => string;
  nothingTaken: string;
  calendarRemoves: string;
  findAnotherCamp: string;
  campCancelledSubject: (camp: string) => string;
  campCancelledHeading: (camp: string) => string;
  campCancelledBody: (camp: string) => string;
  campCancelledReason: (reason: string) => string;
  beingRefunded: (amount: string) => string;
  nothingPaid: string;
  // A camp's name, date, place or professional changed
  changedSubject: (camp: string) => string;
  changedHeading: (camp: string) => string;
  changedIntro: string;
  changeNameLabel: string;
  changeDateLabel: string;
  changePlaceLabel: string;
  /** One change: what it is now and what it was. */
  changeLine: (label: string, now: string, was: string) => string;
  changedCalendar: string;
  seeCamp: string;
  // The reminder before a camp, and its unsubscribe footer
  reminderSubject: (camp: string) => string;
  reminderHeading: (name: string) => string;
  reminderStarts: (camp: string, when: string) => string;
  reminderBring: string;
  reminderFooter: (unsubscribeUrl: string) => string;
  // The payment receipt
  receiptSubject: (camp: string) => string;
  receiptHeading: (name: string) => string;
  receiptBody: (amount: string, camp: string) => string;
  amountLabel: string;
  paidOnLabel: string;
  transactionLabel: string;
  seePaymentHistory: string;
  // The donation thank-you
  donationSubject: (amount: string) => string;
  donationHeading: string;
  donationBody: (amount: string) => string;
  donationKeep: string;
  referenceLabel: string;
  seeComingCamps: string;
  donationFooter: string;
  // The page the reminders' unsubscribe link opens (unsubscribe.ts), and the one after its button
  // An invitation to a camp's staff
  staffInviteSubject: (camp: string) => string;
  staffInviteHeading: (camp: string) => string;
  staffInviteBody: (inviter: string, role: string, camp: string) => string;
  staffRoleDoor: string;
  staffRoleClinician: string;
  staffDoorDoes: string;
  staffClinicianDoes: string;
  staffInviteAccount: (email: string) => string;
  staffInviteExpires: (date: string) => string;
  staffInviteAccept: string;
  staffInviteFooter: string;
  // A referral from the camp's screening, to the person (or the one who registered them)
  referralSubject: (camp: string) => string;
  referralHeading: (name: string) => string;
  referralWhy: (reason: string) => string;
  referralUrgent: string;
  referralGoTo: (facility: string, by: string) => string;
  referralGoAnywhere: (by: string) => string;
  referralBringCode: (code: string) => string;
  referralNotDiagnosis: string;
  referralReasonLabel: string;
  referralFacilityLabel: string;
  referralByLabel: string;
  referralCodeLabel: string;
  referralSeeResults: string;
  referralReasons: Record<ReferralReason, string>;
  // A person's screening results, once the camp's day is over (the referral texts' "not a diagnosis" and link too)
  resultsSubject: (camp: string) => string;
  resultsHeading: (name: string) => string;
  resultsIntro: (camp: string) => string;
  resultKinds: Record<MeasurementKind, string>;
  resultsBloodPressure: (systolic: string, diastolic: string) => string;
  resultsPulse: (bpm: string) => string;
  resultsTemperature: (celsius: string) => string;
  resultsSpo2: (percent: string) => string;
  resultsBmi: (bmi: string, kg: string, cm: string) => string;
  resultsGlucose: (mgPerDl: string) => string;
  resultsGlucoseFasting: (mgPerDl: string) => string;
  resultsVision: (right: string, left: string) => string;
  /** After a reading that crossed one of the camp's lines. */
  resultsOutsideMark: string;
  resultsOutside: (kinds: string) => string;
  resultsAllWithin: string;
  resultsReferred: string;
  resultsReferralLine: (reason: string, by: string, urgent: boolean) => string;
  // An unpaid seat about to be released, and released
  unpaidReminderSubject: (camp: string) => string;
  unpaidReminderHeading: (name: string) => string;
  unpaidReminderBody: (fee: string, deadline: string) => string;
  payBy: string;
  seatReleasedSubject: (camp: string) => string;
  seatReleasedHeading: string;
  seatReleasedBody: (camp: string) => string;
  unsubscribeAskTitle: string;
  unsubscribeAskBody: string;
  unsubscribeButton: string;
  unsubscribedTitle: string;
  unsubscribedBody: string;
}

const en: MailTexts = {
  campLabel: 'Camp',
  whenLabel: 'When',
  whereLabel: 'Where',
  professionalLabel: 'Healthcare professional',
  detailsLabel: 'Details',
  free: 'Free',
  calendarAdds: 'The calendar file attached adds the camp to your calendar.',
  receivedSubject: (camp) => `Registration received: ${camp}`,
  receivedHeading: (name) => `Thank you, ${name}: we have your registration`,
  receivedFree: 'This camp is free. The organizers will confirm your place; we will write again when they do.',
  receivedFee: (fee) => `The fee is ${fee}. Pay it from your dashboard; the organizers confirm your place once it is paid.`,
  seeRegistration: 'See your registration',
  payAndSeeRegistration: 'Pay and see your registration',
  waitlistSubject: (camp) => `On the waiting list: ${camp}`,
  waitlistHeading: (name) => `${name}, you are on the waiting list`,
  waitlistFull: (place) =>
    `The camp is full.${place ? ` You are number ${place} in line.` : ''} When a seat frees up, the first in line is offered it for a limited time; accept it from your dashboard.`,
  waitlistNothingOwed: 'Nothing is owed until you accept a seat. The calendar file attached keeps the date in your calendar meanwhile.',
  seePlaceInLine: 'See your place in line',
  confirmedSubject: (camp) => `Registration confirmed: ${camp}`,
  confirmedHeading: (name) => `You are confirmed, ${name}`,
  confirmedWithTicket:
    'The organizers confirmed your place. Please arrive a few minutes early and show this ticket at the door: they scan the QR code, or type the code under it.',
  confirmedNoTicket: 'The organizers confirmed your place. Please arrive a few minutes early and bring this mail or your dashboard.',
  ticketAlt: (camp) => `QR code of your ticket for ${camp}`,
  ticketCaption: (code) => `Ticket: ${code}`,
  seeTicket: 'See your ticket',
  ticketAtDoor: 'Your ticket is below: show it at the door, where they scan the QR code or type the code under it.',
  offeredSubject: (camp) => `Seat offered: ${camp}`,
  offeredHeading: (name) => `${name}, a seat is yours if you want it`,
  offeredFreedUp: (camp) => `A seat at ${camp} freed up and you are first in line.`,
  offeredDeadline: (deadline) => ` Accept it by ${deadline}; after that it goes to the next person waiting.`,
  offeredPay: (fee) => `Once you accept, pay the fee of ${fee} from your dashboard.`,
  offeredFree: 'The camp is free: accepting is all it takes.',
  acceptBy: 'Accept by',
  acceptSeat: 'Accept your seat',
  cancelledSubject: (camp) => `Registration cancelled: ${camp}`,
  cancelledHeading: 'Your registration was cancelled',
  cancelledBody: (camp) => `Your registration for ${camp} is cancelled.`,
  refunded: (amount) => `Your fee of ${amount} is refunded in full; banks usually show it within 5 to 10 days.`,
  nothingTaken: 'No payment was taken, so nothing is refunded.',
  calendarRemoves: 'The calendar file attached takes the camp off your calendar.',
  findAnotherCamp: 'Find another camp',
  campCancelledSubject: (camp) => `Camp cancelled: ${camp}`,
  campCancelledHeading: (camp) => `${camp} is cancelled`,
  campCancelledBody: (camp) => `We are sorry: the organizers cancelled ${camp}.`,
  campCancelledReason: (reason) => ` Their reason: ${reason}`,
  beingRefunded: (amount) => `Your fee of ${amount} is being refunded in full; banks usually show it within 5 to 10 days.`,
  nothingPaid: 'You paid nothing for it, so there is nothing to refund.',
  changedSubject: (camp) => `Camp changed: ${camp}`,
  changedHeading: (camp) => `${camp} has changed`,
  changedIntro: 'The organizers changed the camp you registered for:',
  changeNameLabel: 'Name',
  changeDateLabel: 'Date and time',
  changePlaceLabel: 'Place',
  changeLine: (label, now, was) => `${label}: now ${now} (was ${was})`,
  changedCalendar: 'The calendar file attached replaces the one you may already have.',
  seeCamp: 'See the camp',
  reminderSubject: (camp) => `Reminder: ${camp}`,
  reminderHeading: (name) => `See you soon, ${name}`,
  reminderStarts: (camp, when) => `${camp} starts ${when}.`,
  reminderBring: 'Please bring any medication you take and arrive a few minutes early.',
  reminderFooter: (url) => `You get this reminder because you registered for this camp. Stop reminders: ${url}`,
  receiptSubject: (camp) => `Payment receipt: ${camp}`,
  receiptHeading: (name) => `Thank you for your payment, ${name}`,
  receiptBody: (amount, camp) => `We received ${amount} for ${camp}. Keep this mail as your receipt.`,
  amountLabel: 'Amount',
  paidOnLabel: 'Paid on',
  transactionLabel: 'Transaction',
  seePaymentHistory: 'See your payment history',
  donationSubject: (amount) => `Thank you for your donation of ${amount}`,
  donationHeading: 'Thank you for supporting free medical camps',
  donationBody: (amount) =>
    `We received your donation of ${amount}. It goes to medicines, test strips, equipment and transport for camps that serve people who cannot reach a clinic.`,
  donationKeep: 'Keep this mail as your receipt. Your card statement shows the same amount.',
  referenceLabel: 'Reference',
  seeComingCamps: 'See the coming camps',
  donationFooter: 'You get this mail once, because you made a donation.',
  staffInviteSubject: (camp) => `You are invited to help at ${camp}`,
  staffInviteHeading: (camp) => `Help at ${camp}`,
  staffInviteBody: (inviter, role, camp) => `${inviter} invites you to join the staff of ${camp} as ${role}.`,
  staffRoleDoor: 'door staff',
  staffRoleClinician: 'clinician',
  staffDoorDoes: 'At the door you check people in with their tickets and register people who arrive without one. You see names and tickets, never health details or payments.',
  staffClinicianDoes:
    'You check people in, register people who arrive without a ticket, and see the health details of the camp’s participants (every time you open them is logged).',
  staffInviteAccount: (email) => `Accept with the CampCare account of ${email}: sign up with that address if you have none yet.`,
  staffInviteExpires: (date) => `The invitation can be accepted until ${date}.`,
  staffInviteAccept: 'Accept the invitation',
  staffInviteFooter: 'You get this mail because a camp organizer typed your address. If you did not expect it, ignore it: nothing happens.',
  referralSubject: (camp) => `Please see a health facility: ${camp}`,
  referralHeading: (name) => `${name}, the camp refers you for a check`,
  referralWhy: (reason) => `At the camp's screening we found ${reason}.`,
  referralUrgent: 'This is urgent: please go as soon as you can, today if possible.',
  referralGoTo: (facility, by) => `Please go to ${facility} by ${by}.`,
  referralGoAnywhere: (by) => `Please see a doctor or a health facility by ${by}.`,
  referralBringCode: (code) => `Take this referral's code with you: ${code}. The slip from the camp carries it too.`,
  referralNotDiagnosis: 'A screening is not a diagnosis: the facility will check again and tell you what it means.',
  referralReasonLabel: 'Why',
  referralFacilityLabel: 'Where',
  referralByLabel: 'By',
  referralCodeLabel: 'Referral code',
  referralSeeResults: 'See your results',
  referralReasons: {
    highBloodPressure: 'high blood pressure',
    highGlucose: 'high blood glucose',
    lowOxygen: 'low oxygen saturation',
    lowVision: 'low vision',
    clinician: 'a reason a clinician noted',
  },
  resultsSubject: (camp) => `Your screening results: ${camp}`,
  resultsHeading: (name) => `${name}, your screening results`,
  resultsIntro: (camp) => `These are the readings the stations at ${camp} took.`,
  resultKinds: {
    bloodPressure: 'Blood pressure',
    pulse: 'Pulse',
    temperature: 'Temperature',
    spo2: 'Oxygen saturation (SpO2)',
    weightHeight: 'Weight and height',
    glucose: 'Blood glucose',
    visualAcuity: 'Vision',
    note: 'Note',
  },
  resultsBloodPressure: (systolic, diastolic) => `${systolic}/${diastolic} mmHg`,
  resultsPulse: (bpm) => `${bpm} beats per minute`,
  resultsTemperature: (celsius) => `${celsius} °C`,
  resultsSpo2: (percent) => `${percent}%`,
  resultsBmi: (bmi, kg, cm) => `BMI ${bmi} (${kg} kg, ${cm} cm)`,
  resultsGlucose: (mgPerDl) => `${mgPerDl} mg/dL`,
  resultsGlucoseFasting: (mgPerDl) => `${mgPerDl} mg/dL, fasting`,
  resultsVision: (right, left) => `right eye 6/${right}, left eye 6/${left}`,
  resultsOutsideMark: "outside the camp's line",
  resultsOutside: (kinds) => `Outside the camp's thresholds: ${kinds}.`,
  resultsAllWithin: "Every reading was within the camp's thresholds.",
  resultsReferred: 'The camp referred you for a check:',
  resultsReferralLine: (reason, by, urgent) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}: please go by ${by}${urgent ? ' (urgent)' : ''}. The referral mail and the slip say where.`,
  unpaidReminderSubject: (camp) => `Please pay to keep your seat: ${camp}`,
  unpaidReminderHeading: (name) => `${name}, your seat is waiting for your payment`,
  unpaidReminderBody: (fee, deadline) =>
    `Your seat is held until ${deadline}. Pay the fee of ${fee} from your dashboard before then; after that the seat goes to the next person on the waiting list.`,
  payBy: 'Pay by',
  seatReleasedSubject: (camp) => `Seat released: ${camp}`,
  seatReleasedHeading: 'Your unpaid seat was released',
  seatReleasedBody: (camp) =>
    `The fee for ${camp} was not paid in time, so your seat went to the next person in line. Nothing was taken. If seats are left you may register again.`,
  unsubscribeAskTitle: 'Stop camp reminders?',
  unsubscribeAskBody: 'You will no longer get a reminder mail the day before your camps. Other mails about your registrations still come.',
  unsubscribeButton: 'Stop reminders',
  unsubscribedTitle: 'Reminders are off',
  unsubscribedBody: 'You will get no more camp reminders. You can turn them on again in your Profile.',
};

const bn: MailTexts = {
  campLabel: 'ক্যাম্প',
  whenLabel: 'কখন',
  whereLabel: 'কোথায়',
  professionalLabel: 'স্বাস্থ্যসেবা পেশাজীবী',
  detailsLabel: 'বিস্তারিত',
  free: 'বিনামূল্যে',
  calendarAdds: 'সংযুক্ত ক্যালেন্ডার ফাইলটি খুললে ক্যাম্পটি আপনার ক্যালেন্ডারে যোগ হবে।',
  receivedSubject: (camp) => `নিবন্ধন পাওয়া গেছে: ${camp}`,
  receivedHeading: (name) => `ধন্যবাদ, ${name}: আপনার নিবন্ধন আমরা পেয়েছি`,
  receivedFree: 'এই ক্যাম্পটি বিনামূল্যে। আয়োজকেরা আপনার আসন নিশ্চিত করবেন; নিশ্চিত করলে আমরা আবার জানাব।',
  receivedFee: (fee) => `ফি ${fee}। আপনার ড্যাশবোর্ড থেকে ফি দিন; ফি দেওয়ার পর আয়োজকেরা আপনার আসন নিশ্চিত করবেন।`,
  seeRegistration: 'আপনার নিবন্ধন দেখুন',
  payAndSeeRegistration: 'ফি দিন ও নিবন্ধন দেখুন',
  waitlistSubject: (camp) => `অপেক্ষমাণ তালিকায় আছেন: ${camp}`,
  waitlistHeading: (name) => `${name}, আপনি অপেক্ষমাণ তালিকায় আছেন`,
  waitlistFull: (place) =>
    `ক্যাম্পের সব আসন পূর্ণ।${place ? ` সারিতে আপনার ক্রমিক নম্বর ${place}।` : ''} কোনো আসন খালি হলে সারির প্রথম জনকে অল্প সময়ের জন্য সেটি দেওয়া হয়; আপনার ড্যাশবোর্ড থেকে আসনটি গ্রহণ করুন।`,
  waitlistNothingOwed: 'আসন গ্রহণ না করা পর্যন্ত কোনো টাকা দিতে হবে না। এর মধ্যে সংযুক্ত ক্যালেন্ডার ফাইলটি তারিখটি আপনার ক্যালেন্ডারে রাখবে।',
  seePlaceInLine: 'সারিতে আপনার অবস্থান দেখুন',
  confirmedSubject: (camp) => `নিবন্ধন নিশ্চিত হয়েছে: ${camp}`,
  confirmedHeading: (name) => `${name}, আপনার আসন নিশ্চিত হয়েছে`,
  confirmedWithTicket:
    'আয়োজকেরা আপনার আসন নিশ্চিত করেছেন। অনুগ্রহ করে কয়েক মিনিট আগে আসুন এবং প্রবেশপথে এই টিকিটটি দেখান: তাঁরা QR কোডটি স্ক্যান করবেন, অথবা নিচের কোডটি লিখে নেবেন।',
  confirmedNoTicket: 'আয়োজকেরা আপনার আসন নিশ্চিত করেছেন। অনুগ্রহ করে কয়েক মিনিট আগে আসুন এবং এই মেইল বা আপনার ড্যাশবোর্ড সঙ্গে আনুন।',
  ticketAlt: (camp) => `${camp}-এর জন্য আপনার টিকিটের QR কোড`,
  ticketCaption: (code) => `টিকিট: ${code}`,
  seeTicket: 'আপনার টিকিট দেখুন',
  ticketAtDoor: 'আপনার টিকিট নিচে দেওয়া আছে: প্রবেশপথে এটি দেখান, সেখানে QR কোডটি স্ক্যান করা হবে অথবা নিচের কোডটি লিখে নেওয়া হবে।',
  offeredSubject: (camp) => `আসনের প্রস্তাব: ${camp}`,
  offeredHeading: (name) => `${name}, আপনি চাইলে একটি আসন আপনার`,
  offeredFreedUp: (camp) => `${camp}-এ একটি আসন খালি হয়েছে এবং সারিতে আপনি প্রথম।`,
  offeredDeadline: (deadline) => ` ${deadline}-এর মধ্যে আসনটি গ্রহণ করুন; এরপর এটি অপেক্ষায় থাকা পরের জন পাবেন।`,
  offeredPay: (fee) => `গ্রহণ করার পর আপনার ড্যাশবোর্ড থেকে ${fee} ফি দিন।`,
  offeredFree: 'ক্যাম্পটি বিনামূল্যে: শুধু গ্রহণ করলেই হবে।',
  acceptBy: 'গ্রহণের শেষ সময়',
  acceptSeat: 'আসনটি গ্রহণ করুন',
  cancelledSubject: (camp) => `নিবন্ধন বাতিল হয়েছে: ${camp}`,
  cancelledHeading: 'আপনার নিবন্ধন বাতিল করা হয়েছে',
  cancelledBody: (camp) => `${camp}-এ আপনার নিবন্ধন বাতিল করা হয়েছে।`,
  refunded: (amount) => `আপনার ${amount} ফি পুরোটা ফেরত দেওয়া হয়েছে; সাধারণত ৫ থেকে ১০ দিনের মধ্যে ব্যাংকে দেখা যায়।`,
  nothingTaken: 'কোনো টাকা নেওয়া হয়নি, তাই কিছু ফেরত দেওয়ার নেই।',
  calendarRemoves: 'সংযুক্ত ক্যালেন্ডার ফাইলটি খুললে ক্যাম্পটি আপনার ক্যালেন্ডার থেকে সরে যাবে।',
  findAnotherCamp: 'অন্য ক্যাম্প খুঁজুন',
  campCancelledSubject: (camp) => `ক্যাম্প বাতিল হয়েছে: ${camp}`,
  campCancelledHeading: (camp) => `${camp} বাতিল করা হয়েছে`,
  campCancelledBody: (camp) => `আমরা দুঃখিত: আয়োজকেরা ${camp} বাতিল করেছেন।`,
  campCancelledReason: (reason) => ` তাঁদের কারণ: ${reason}`,
  beingRefunded: (amount) => `আপনার ${amount} ফি পুরোটা ফেরত দেওয়া হচ্ছে; সাধারণত ৫ থেকে ১০ দিনের মধ্যে ব্যাংকে দেখা যায়।`,
  nothingPaid: 'এর জন্য আপনি কোনো টাকা দেননি, তাই ফেরত দেওয়ার কিছু নেই।',
  changedSubject: (camp) => `ক্যাম্পে পরিবর্তন হয়েছে: ${camp}`,
  changedHeading: (camp) => `${camp}-এ পরিবর্তন হয়েছে`,
  changedIntro: 'আপনি যে ক্যাম্পে নিবন্ধন করেছেন, আয়োজকেরা তাতে এই পরিবর্তনগুলো করেছেন:',
  changeNameLabel: 'নাম',
  changeDateLabel: 'তারিখ ও সময়',
  changePlaceLabel: 'স্থান',
  changeLine: (label, now, was) => `${label}: এখন ${now} (আগে ছিল ${was})`,
  changedCalendar: 'আপনার কাছে আগের কোনো ক্যালেন্ডার ফাইল থাকলে, সংযুক্ত ফাইলটি সেটির জায়গা নেবে।',
  seeCamp: 'ক্যাম্পটি দেখুন',
  reminderSubject: (camp) => `রিমাইন্ডার: ${camp}`,
  reminderHeading: (name) => `${name}, শিগগিরই দেখা হবে`,
  reminderStarts: (camp, when) => `${camp} শুরু হবে ${when}।`,
  reminderBring: 'অনুগ্রহ করে আপনার নিয়মিত ওষুধগুলো সঙ্গে আনুন এবং কয়েক মিনিট আগে পৌঁছান।',
  reminderFooter: (url) => `আপনি এই ক্যাম্পে নিবন্ধন করেছেন বলে এই রিমাইন্ডারটি পাচ্ছেন। রিমাইন্ডার বন্ধ করুন: ${url}`,
  receiptSubject: (camp) => `পেমেন্টের রসিদ: ${camp}`,
  receiptHeading: (name) => `${name}, আপনার পেমেন্টের জন্য ধন্যবাদ`,
  receiptBody: (amount, camp) => `${camp}-এর জন্য আমরা আপনার ${amount} পেয়েছি। এই মেইলটি আপনার রসিদ হিসেবে রেখে দিন।`,
  amountLabel: 'পরিমাণ',
  paidOnLabel: 'পরিশোধের তারিখ',
  transactionLabel: 'লেনদেন নম্বর',
  seePaymentHistory: 'আপনার পেমেন্টের ইতিহাস দেখুন',
  donationSubject: (amount) => `আপনার ${amount} অনুদানের জন্য ধন্যবাদ`,
  donationHeading: 'বিনামূল্যের চিকিৎসা ক্যাম্পের পাশে দাঁড়ানোর জন্য ধন্যবাদ',
  donationBody: (amount) =>
    `আপনার ${amount} অনুদান আমরা পেয়েছি। এটি ব্যয় হবে ওষুধ, টেস্ট স্ট্রিপ, চিকিৎসা সরঞ্জাম ও যাতায়াতে, সেইসব ক্যাম্পের জন্য যেগুলো ক্লিনিকে যেতে না পারা মানুষদের সেবা দেয়।`,
  donationKeep: 'এই মেইলটি আপনার রসিদ হিসেবে রেখে দিন। আপনার কার্ডের স্টেটমেন্টেও একই পরিমাণ দেখা যাবে।',
  referenceLabel: 'রেফারেন্স নম্বর',
  seeComingCamps: 'আসন্ন ক্যাম্পগুলো দেখুন',
  donationFooter: 'আপনি অনুদান দিয়েছেন বলে এই মেইলটি একবারই পাঠানো হলো।',
  staffInviteSubject: (camp) => `${camp}-এ সহায়তার আমন্ত্রণ`,
  staffInviteHeading: (camp) => `${camp}-এ সহায়তা করুন`,
  staffInviteBody: (inviter, role, camp) => `${inviter} আপনাকে ${camp}-এর কর্মী দলে ${role} হিসেবে যোগ দিতে আমন্ত্রণ জানিয়েছেন।`,
  staffRoleDoor: 'প্রবেশপথের কর্মী',
  staffRoleClinician: 'চিকিৎসাকর্মী',
  staffDoorDoes:
    'প্রবেশপথে আপনি টিকিট দেখে মানুষদের চেক-ইন করবেন এবং টিকিট ছাড়া আসা মানুষদের নিবন্ধন করবেন। আপনি নাম ও টিকিট দেখবেন, কখনো স্বাস্থ্য-তথ্য বা পেমেন্ট নয়।',
  staffClinicianDoes:
    'আপনি মানুষদের চেক-ইন করবেন, টিকিট ছাড়া আসা মানুষদের নিবন্ধন করবেন এবং ক্যাম্পের অংশগ্রহণকারীদের স্বাস্থ্য-তথ্য দেখবেন (প্রতিবার খোলা লগে লেখা থাকে)।',
  staffInviteAccount: (email) => `${email}-এর CampCare অ্যাকাউন্ট দিয়ে গ্রহণ করুন: অ্যাকাউন্ট না থাকলে এই ঠিকানা দিয়ে সাইন আপ করুন।`,
  staffInviteExpires: (date) => `${date} পর্যন্ত আমন্ত্রণটি গ্রহণ করা যাবে।`,
  staffInviteAccept: 'আমন্ত্রণ গ্রহণ করুন',
  staffInviteFooter: 'একজন ক্যাম্প আয়োজক আপনার ঠিকানা লিখেছেন বলে এই মেইলটি পাচ্ছেন। আপনি এটি আশা না করলে উপেক্ষা করুন: কিছুই হবে না।',
  referralSubject: (camp) => `একটি স্বাস্থ্যকেন্দ্রে দেখান: ${camp}`,
  referralHeading: (name) => `${name}, ক্যাম্প আপনাকে পরীক্ষার জন্য রেফার করেছে`,
  referralWhy: (reason) => `ক্যাম্পের স্ক্রিনিংয়ে পাওয়া গেছে: ${reason}।`,
  referralUrgent: 'এটি জরুরি: যত তাড়াতাড়ি সম্ভব যান, পারলে আজই।',
  referralGoTo: (facility, by) => `অনুগ্রহ করে ${by}-এর মধ্যে ${facility}-এ যান।`,
  referralGoAnywhere: (by) => `অনুগ্রহ করে ${by}-এর মধ্যে একজন চিকিৎসক বা স্বাস্থ্যকেন্দ্রে দেখান।`,
  referralBringCode: (code) => `এই রেফারালের কোডটি সঙ্গে নিন: ${code}। ক্যাম্পের স্লিপেও এটি আছে।`,
  referralNotDiagnosis: 'স্ক্রিনিং রোগনির্ণয় নয়: স্বাস্থ্যকেন্দ্র আবার পরীক্ষা করে এর মানে জানাবে।',
  referralReasonLabel: 'কারণ',
  referralFacilityLabel: 'কোথায়',
  referralByLabel: 'যার মধ্যে',
  referralCodeLabel: 'রেফারাল কোড',
  referralSeeResults: 'আপনার ফলাফল দেখুন',
  referralReasons: {
    highBloodPressure: 'উচ্চ রক্তচাপ',
    highGlucose: 'রক্তে উচ্চ গ্লুকোজ',
    lowOxygen: 'অক্সিজেনের কম মাত্রা',
    lowVision: 'দৃষ্টিশক্তি কম',
    clinician: 'একজন চিকিৎসাকর্মীর লেখা কারণ',
  },
  resultsSubject: (camp) => `আপনার স্ক্রিনিংয়ের ফলাফল: ${camp}`,
  resultsHeading: (name) => `${name}, আপনার স্ক্রিনিংয়ের ফলাফল`,
  resultsIntro: (camp) => `${camp}-এর স্টেশনগুলোতে যা মাপা হয়েছে তা নিচে দেওয়া হলো।`,
  resultKinds: {
    bloodPressure: 'রক্তচাপ',
    pulse: 'নাড়ির গতি',
    temperature: 'শরীরের তাপমাত্রা',
    spo2: 'রক্তে অক্সিজেনের মাত্রা',
    weightHeight: 'ওজন ও উচ্চতা',
    glucose: 'রক্তে শর্করা',
    visualAcuity: 'দৃষ্টি',
    note: 'মন্তব্য',
  },
  resultsBloodPressure: (systolic, diastolic) => `${systolic}/${diastolic} মিমি পারদ`,
  resultsPulse: (bpm) => `মিনিটে ${bpm} বার`,
  resultsTemperature: (celsius) => `${celsius} °সে`,
  resultsSpo2: (percent) => `${percent} শতাংশ`,
  resultsBmi: (bmi, kg, cm) => `বিএমআই ${bmi} (${kg} কেজি, ${cm} সেমি)`,
  resultsGlucose: (mgPerDl) => `${mgPerDl} মিগ্রা/ডেসিলি`,
  resultsGlucoseFasting: (mgPerDl) => `${mgPerDl} মিগ্রা/ডেসিলি, খালি পেটে`,
  resultsVision: (right, left) => `ডান চোখ ৬/${right}, বাঁ চোখ ৬/${left}`,
  resultsOutsideMark: 'ক্যাম্পের সীমার বাইরে',
  resultsOutside: (kinds) => `ক্যাম্পের সীমার বাইরে ছিল: ${kinds}।`,
  resultsAllWithin: 'সব মাপ ক্যাম্পের সীমার মধ্যে ছিল।',
  resultsReferred: 'ক্যাম্প আপনাকে পরীক্ষার জন্য রেফার করেছে:',
  resultsReferralLine: (reason, by, urgent) => `${reason}: অনুগ্রহ করে ${by}-এর মধ্যে যান${urgent ? ' (জরুরি)' : ''}। কোথায় যাবেন তা রেফারাল মেইল ও স্লিপে লেখা আছে।`,
  unpaidReminderSubject: (camp) => `আসন ধরে রাখতে ফি দিন: ${camp}`,
  unpaidReminderHeading: (name) => `${name}, আপনার আসনটি ফি-এর অপেক্ষায় আছে`,
  unpaidReminderBody: (fee, deadline) =>
    `আপনার আসন ${deadline} পর্যন্ত ধরে রাখা হয়েছে। এর আগে আপনার ড্যাশবোর্ড থেকে ${fee} ফি দিন; এরপর আসনটি অপেক্ষমাণ তালিকার পরের জন পাবেন।`,
  payBy: 'ফি দেওয়ার শেষ সময়',
  seatReleasedSubject: (camp) => `আসন ছেড়ে দেওয়া হয়েছে: ${camp}`,
  seatReleasedHeading: 'আপনার ফি না দেওয়া আসনটি ছেড়ে দেওয়া হয়েছে',
  seatReleasedBody: (camp) =>
    `${camp}-এর ফি সময়মতো দেওয়া হয়নি, তাই আপনার আসনটি সারির পরের জন পেয়েছেন। কোনো টাকা নেওয়া হয়নি। আসন খালি থাকলে আবার নিবন্ধন করতে পারেন।`,
  unsubscribeAskTitle: 'ক্যাম্পের রিমাইন্ডার বন্ধ করবেন?',
  unsubscribeAskBody: 'আপনার ক্যাম্পের আগের দিন আর কোনো রিমাইন্ডার মেইল পাবেন না। আপনার নিবন্ধন সম্পর্কে অন্য মেইলগুলো আগের মতোই আসবে।',
  unsubscribeButton: 'রিমাইন্ডার বন্ধ করুন',
  unsubscribedTitle: 'রিমাইন্ডার বন্ধ করা হয়েছে',
  unsubscribedBody: 'আপনি আর কোনো ক্যাম্পের রিমাইন্ডার পাবেন না। আপনার প্রোফাইল থেকে আবার চালু করতে পারবেন।',
};

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = { en, bn };

/** A camp's fee in the language's digits ("$20.00", "US$২০.০০"); a free camp says so. */
export function mailFee(fee: number, language: MailLanguage): string {
  if (fee === 0) return MAIL_TEXTS[language].free;
  return new Intl.NumberFormat(MAIL_LOCALES[language], { style: 'currency', currency: 'USD' }).format(fee);
}

/** An amount in a currency's smallest unit, in the language's digits (100000, 'usd' → "$1,000.00", "১,০০০.০০ US$"). */
export function mailMoney(cents: number, currency: string, language: MailLanguage): string {
  return new Intl.NumberFormat(MAIL_LOCALES[language], { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** A count in the language's digits (a place in line). */
export const mailCount = (n: number, language: MailLanguage) => new Intl.NumberFormat(MAIL_LOCALES[language]).format(n);
