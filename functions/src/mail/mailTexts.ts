/**
 * The words of the mails in every language they are written in (English,
 * Bengali): one table per language with the same keys, so a missing text
 * fails the typecheck (and mailTexts.test.ts). Numbers, money and dates are
 * written by Intl in the language's locale (Bengali digits in Bengali); camp
 * content typed by organizers (names, places, reasons) stays as typed.
 */
import { type MailLanguage } from '@campcare/domain';

/** The locale Intl writes a language's dates and numbers in. */
export const MAIL_LOCALES: Record<MailLanguage, string> = { en: 'en-US', bn: 'bn-BD' };

export interface MailTexts {
  // The details table every mail about a camp carries
  campLabel: string;
  whenLabel: string;
  whereLabel: string;
  professionalLabel: string;
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
}

const en: MailTexts = {
  campLabel: 'Camp',
  whenLabel: 'When',
  whereLabel: 'Where',
  professionalLabel: 'Healthcare professional',
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
};

const bn: MailTexts = {
  campLabel: 'ক্যাম্প',
  whenLabel: 'কখন',
  whereLabel: 'কোথায়',
  professionalLabel: 'স্বাস্থ্যসেবা পেশাজীবী',
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
};

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = { en, bn };

/** A camp's fee in the language's digits ("$20.00", "US$২০.০০"); a free camp says so. */
export function mailFee(fee: number, language: MailLanguage): string {
  if (fee === 0) return MAIL_TEXTS[language].free;
  return new Intl.NumberFormat(MAIL_LOCALES[language], { style: 'currency', currency: 'USD' }).format(fee);
}

/** A count in the language's digits (a place in line). */
export const mailCount = (n: number, language: MailLanguage) => new Intl.NumberFormat(MAIL_LOCALES[language]).format(n);
