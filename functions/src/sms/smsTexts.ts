/**
 * The words of every text message, in English and Bengali. A message is
 * short: what happened, the camp, when and where, what to do, and how to
 * stop the messages. A link only where it helps (to accept a seat, to see
 * a changed camp, to turn messages off in the first one). Typed values (a
 * camp's name, a place) are cut to fit, so that no message takes more than
 * SMS_MAX_PARTS parts (smsSegments: Bengali is UCS-2, 67 characters a part).
 */
import { campTimeZone, SMS_MAX_PARTS, smsSegments, type MailLanguage } from '@campcare/domain';

/** What a camp message names. */
export interface SmsCampFacts {
  CampName: string;
  DateTime: string;
  Location: string;
  TimeZone?: string | null;
}

const LOCALES: Record<MailLanguage, string> = { en: 'en-GB', bn: 'bn-BD' };

/** "5 Dec, 09:00" on the camp's clock, in the language's digits: the zone is the camp's own, so it is not named. */
export function smsDate(iso: string, timeZone: string | null | undefined, language: MailLanguage): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: campTimeZone({ TimeZone: timeZone ?? null }),
  }).format(time);
}

/**
 * Cuts typed text to `max` characters (whole characters), ending in three
 * dots: the one-character ellipsis is not in GSM-7 and would make a whole
 * English message UCS-2, less than half as long per part.
 */
export function cut(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(1, max - 3)).join('').trimEnd()}...`;
}

const CUTS = [60, 48, 40, 32, 24, 18, 12, 8];

/** One way to write a message, given the longest its typed parts may be; not tried with them cut below `shortest`. */
interface Way {
  write: (max: number) => string;
  shortest?: number;
}

/**
 * The first way to write a message that fits in SMS_MAX_PARTS parts, its
 * typed parts cut shorter and shorter; ways come in order of preference.
 */
function fitted(...ways: (Way | Way['write'])[]): string {
  const all = ways.map((way) => (typeof way === 'function' ? { write: way } : way));
  for (const { write, shortest = 0 } of all) {
    for (const max of CUTS.filter((cutTo) => cutTo >= shortest)) {
      const text = write(max);
      if (smsSegments(text).parts <= SMS_MAX_PARTS) return text;
    }
  }
  return all.at(-1)!.write(CUTS.at(-1)!);
}

interface Words {
  stop: string;
  registered: (camp: string, when: string, place: string, code: string | null) => string;
  reminder: (camp: string, when: string, place: string) => string;
  seatOffered: (camp: string, when: string, deadline: string, link: string) => string;
  changed: (camp: string, when: string, place: string, link: string) => string;
  cancelled: (camp: string, when: string) => string;
  referral: (reason: string, facility: string, due: string, code: string) => string;
  referralFollowUp: (facility: string, code: string) => string;
  reasons: Record<string, string>;
  /** Where to go when the camp named no facility: the one the slip names. */
  slipFacility: string;
  stopLink: (link: string) => string;
}

const WORDS: Record<MailLanguage, Words> = {
  en: {
    stop: 'Reply STOP to stop texts.',
    registered: (camp, when, place, code) =>
      `CampCare: you are registered for ${camp}, ${when}, ${place}.${code ? ` Your ticket: ${code}. Show it at the door.` : ''}`,
    reminder: (camp, when, place) => `CampCare reminder: ${camp} is tomorrow, ${when}, at ${place}. Bring your ticket.`,
    seatOffered: (camp, when, deadline, link) => `CampCare: a seat at ${camp} (${when}) is yours if you accept by ${deadline}: ${link}`,
    changed: (camp, when, place, link) => `CampCare: ${camp} has changed. Now ${when} at ${place}. Details: ${link}`,
    cancelled: (camp, when) => `CampCare: ${camp} on ${when} is cancelled. We are sorry. Any payment is refunded.`,
    referral: (reason, facility, due, code) =>
      `CampCare: the camp referred you for ${reason}. Please visit ${facility} by ${due} and show code ${code}.`,
    referralFollowUp: (facility, code) => `CampCare: did you visit ${facility} about your referral ${code}? Please go soon if not.`,
    reasons: {
      highBloodPressure: 'high blood pressure',
      highGlucose: 'high blood sugar',
      lowOxygen: 'low oxygen',
      lowVision: 'your eyesight',
      clinician: 'a check-up',
    },
    slipFacility: 'the facility on your slip',
    stopLink: (link) => `Stop texts: ${link}`,
  },
  bn: {
    stop: 'বন্ধ করতে STOP লিখে পাঠান।',
    registered: (camp, when, place, code) =>
      `CampCare: ${camp} এ আপনার নিবন্ধন হয়েছে, ${when}, ${place}।${code ? ` টিকিট: ${code}। দরজায় দেখান।` : ''}`,
    reminder: (camp, when, place) => `CampCare: আগামীকাল ${camp}, ${when}, ${place}। টিকিট সঙ্গে আনুন।`,
    seatOffered: (camp, when, deadline, link) => `CampCare: ${camp} (${when}) এ একটি আসন খালি। ${deadline} এর মধ্যে নিন: ${link}`,
    changed: (camp, when, place, link) => `CampCare: ${camp} বদলেছে। এখন ${when}, ${place}। বিস্তারিত: ${link}`,
    cancelled: (camp, when) => `CampCare: ${when} এর ${camp} বাতিল হয়েছে। দুঃখিত। টাকা ফেরত দেওয়া হবে।`,
    referral: (reason, facility, due, code) => `CampCare: ${reason} এর জন্য আপনাকে রেফার করা হয়েছে। ${due} এর মধ্যে ${facility} এ যান, কোড ${code} দেখান।`,
    referralFollowUp: (facility, code) => `CampCare: রেফারেল ${code} নিয়ে ${facility} এ গিয়েছেন? না গেলে শীঘ্রই যান।`,
    reasons: {
      highBloodPressure: 'উচ্চ রক্তচাপ',
      highGlucose: 'উচ্চ রক্তে শর্করা',
      lowOxygen: 'কম অক্সিজেন',
      lowVision: 'চোখের দৃষ্টি',
      clinician: 'পরীক্ষা',
    },
    slipFacility: 'স্লিপে লেখা হাসপাতাল',
    stopLink: (link) => `বন্ধ করুন: ${link}`,
  },
};

const withStop = (language: MailLanguage, text: string) => `${text} ${WORDS[language].stop}`;

/**
 * The first message after registering, with the ticket code when the
 * registration holds one, and the link that turns texts off; where the
 * link leaves too little room for the camp's name (Bengali, 67 characters
 * a part), the STOP reply is said instead.
 */
export function registrationSms(camp: SmsCampFacts, ticket: string | null, stopLink: string, language: MailLanguage): string {
  const words = WORDS[language];
  const when = smsDate(camp.DateTime, camp.TimeZone, language);
  const registered = (max: number) => words.registered(cut(camp.CampName, max), when, cut(camp.Location, max), ticket);
  return fitted(
    { write: (max) => `${registered(max)} ${words.stopLink(stopLink)}`, shortest: 24 },
    (max) => withStop(language, registered(max)),
  );
}

export function reminderSms(camp: SmsCampFacts, language: MailLanguage): string {
  const when = smsDate(camp.DateTime, camp.TimeZone, language);
  return fitted((max) => withStop(language, WORDS[language].reminder(cut(camp.CampName, max), when, cut(camp.Location, max))));
}

export function seatOfferedSms(camp: SmsCampFacts, offerExpiresAt: string, link: string, language: MailLanguage): string {
  const when = smsDate(camp.DateTime, camp.TimeZone, language);
  const deadline = smsDate(offerExpiresAt, camp.TimeZone, language);
  return fitted((max) => withStop(language, WORDS[language].seatOffered(cut(camp.CampName, max), when, deadline, link)));
}

export function campChangedSms(camp: SmsCampFacts, link: string, language: MailLanguage): string {
  const when = smsDate(camp.DateTime, camp.TimeZone, language);
  return fitted((max) => withStop(language, WORDS[language].changed(cut(camp.CampName, max), when, cut(camp.Location, max), link)));
}

export function campCancelledSms(camp: SmsCampFacts, language: MailLanguage): string {
  const when = smsDate(camp.DateTime, camp.TimeZone, language);
  return fitted((max) => withStop(language, WORDS[language].cancelled(cut(camp.CampName, max), when)));
}

/** What a referral names: why, where to go, by when (on the camp's clock) and the slip's code. */
export interface SmsReferralFacts {
  reason: string;
  /** null: the camp named none, and the slip says where. */
  facilityName: string | null;
  dueAt: string;
  code: string;
  TimeZone?: string | null;
}

export function referralSms(referral: SmsReferralFacts, language: MailLanguage): string {
  const words = WORDS[language];
  const reason = words.reasons[referral.reason] ?? words.reasons.clinician!;
  const due = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', timeZone: campTimeZone({ TimeZone: referral.TimeZone ?? null }) }).format(
    Date.parse(referral.dueAt) || Date.now(),
  );
  return fitted((max) => withStop(language, words.referral(reason, cut(referral.facilityName ?? words.slipFacility, max), due, referral.code)));
}

export function referralFollowUpSms(referral: SmsReferralFacts, language: MailLanguage): string {
  const words = WORDS[language];
  return fitted((max) => withStop(language, words.referralFollowUp(cut(referral.facilityName ?? words.slipFacility, max), referral.code)));
}

/** What the STOP reply and the link answer (the SMS inbox and the provider show it to the person). */
export const SMS_STOPPED: Record<MailLanguage, string> = {
  en: 'CampCare: you will get no more texts. Turn them on again in your Profile.',
  bn: 'CampCare: আর কোনো বার্তা পাঠানো হবে না। প্রোফাইল থেকে আবার চালু করতে পারেন।',
};

/** The stop link's pages: `ask` (one button, so a link checker that opens links turns nothing off) and `done`. */
const STOP_PAGE: Record<MailLanguage, { askTitle: string; askBody: string; button: string; doneTitle: string; doneBody: string }> = {
  en: {
    askTitle: 'Stop text messages?',
    askBody: 'CampCare will send no more text messages to your phone. Your mails are not changed. You can turn texts on again in your Profile.',
    button: 'Stop text messages',
    doneTitle: 'Text messages stopped',
    doneBody: 'You will get no more text messages from CampCare. You can turn them on again in your Profile.',
  },
  bn: {
    askTitle: 'টেক্সট বার্তা বন্ধ করবেন?',
    askBody: 'CampCare আপনার ফোনে আর কোনো টেক্সট বার্তা পাঠাবে না। আপনার ইমেইল বদলাবে না। প্রোফাইল থেকে আবার চালু করতে পারেন।',
    button: 'টেক্সট বার্তা বন্ধ করুন',
    doneTitle: 'টেক্সট বার্তা বন্ধ হয়েছে',
    doneBody: 'CampCare থেকে আর কোনো টেক্সট বার্তা আসবে না। প্রোফাইল থেকে আবার চালু করতে পারেন।',
  },
};

export function stopPage(step: 'ask' | 'done', language: MailLanguage): string {
  const words = STOP_PAGE[language];
  const title = step === 'ask' ? words.askTitle : words.doneTitle;
  const body =
    step === 'ask'
      ? `<p>${words.askBody}</p><form method="post"><button type="submit" style="font-size:16px;padding:10px 18px">${words.button}</button></form>`
      : `<p>${words.doneBody}</p>`;
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · CampCare</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#1a202c"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`
  );
}
