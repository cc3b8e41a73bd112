import { MAIL_LANGUAGES } from '@campcare/domain';
import { describe, expect, it } from 'vitest';
import {
  campCancelledMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  registrationReceivedMail,
  seatOfferedMail,
  unpaidSeatReleasedMail,
  unpaidSeatReminderMail,
  type RegistrationFacts,
} from '../../src/mail/campMails.ts';
import { staffInvitationMail } from '../../src/mail/staffMails.ts';
import { campChangedMail, campReminderMail, paymentReceiptMail } from '../../src/mail/campMails.ts';
import { describeCampChanges } from '../../src/mail/campChangeMails.ts';
import { donationThanksMail } from '../../src/mail/donationMails.ts';
import { MAIL_TEXTS, type MailTexts } from '../../src/mail/mailTexts.ts';
import { referralMail, type ReferralMailFacts } from '../../src/mail/referralMails.ts';
import { resultsMail, type ResultMailFacts } from '../../src/mail/resultMails.ts';
import { unsubscribePage } from '../../src/mail/unsubscribe.ts';

/** Every text of a table, its functions called with a sample for each argument so their words show, a table of names (the referral reasons) as one text. */
function wordsOf(texts: MailTexts): Record<string, string> {
  const words = (text: unknown) =>
    typeof text === 'function' ? (text as (...samples: string[]) => string)('«X»', '«X»', '«X»') : typeof text === 'object' ? Object.values(text as object).join(' | ') : String(text);
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, words(text)]));
}

/**
 * The Latin words left in a Bengali mail once what is allowed to stay is
 * taken out: what organizers and participants typed (`typed`), links,
 * the name CampCare, and the AM/PM that Intl writes in bn-BD.
 */
function englishLeftovers(text: string, typed: string[]): string[] {
  let rest = text;
  for (const value of typed) rest = rest.split(value).join(' ');
  rest = rest.replace(/https?:\/\/\S+/g, ' ').replace(/\bCampCare\b/g, ' ').replace(/\b[AP]M\b/g, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('mail texts', () => {
  it('has every text in every language, with what it is given kept in, and no language left in English', () => {
    const english = wordsOf(MAIL_TEXTS.en);
    for (const language of MAIL_LANGUAGES) {
      const words = wordsOf(MAIL_TEXTS[language]);
      expect(Object.keys(words).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(words)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        if (typeof MAIL_TEXTS.en[key as keyof MailTexts] === 'function') expect(text, `${language}.${key}`).toContain('«X»');
        if (language !== 'en') expect(text, `${language}.${key} is still English`).not.toBe(english[key]);
      }
    }
  });
});

const registration: RegistrationFacts = {
  campId: 'camp-12',
  CampName: 'Eye Screening Camp',
  DateTime: '2026-12-05T09:00:00.000Z',
  TimeZone: 'Asia/Dhaka',
  Location: 'Dhaka Community Hall',
  HealthcareProfessional: 'Dr. Rahman',
  ParticipantName: 'Sam Carter',
  CampFees: 25,
  PaymentStatus: 'Unpaid',
};
const links = { origin: 'https://campcare.example' };

describe('registration received mail in Bengali', () => {
  it('is written in Bengali, with the fee and the date in Bengali digits on the camp’s clock; camp content stays as typed', () => {
    const mail = registrationReceivedMail(registration, links, 'bn');
    expect(mail.subject).toBe('নিবন্ধন পাওয়া গেছে: Eye Screening Camp');
    expect(mail.text).toContain('ধন্যবাদ, Sam Carter');
    expect(mail.text).toContain('২৫.০০');
    // 09:00 UTC is 3 PM in Dhaka, on Saturday 5 December.
    expect(mail.text).toMatch(/কখন: .*৫.*২০২৬.*৩:০০/);
    expect(mail.text).toContain('কোথায়: Dhaka Community Hall');
    expect(mail.text).toContain('ফি দিন ও নিবন্ধন দেখুন: https://campcare.example/dashboard/userRegisteredCamps');
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.text).not.toMatch(/Registration|Pay it|When:/);
  });

  it('stays English for an English reader', () => {
    const mail = registrationReceivedMail(registration, links, 'en');
    expect(mail.subject).toBe('Registration received: Eye Screening Camp');
    expect(mail.text).toContain('The fee is $25.00.');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('tells a waitlisted participant their place in line in Bengali digits', () => {
    const mail = registrationReceivedMail({ ...registration, waitlistStatus: 'Waiting', waitlistPosition: 3 }, links, 'bn');
    expect(mail.subject).toBe('অপেক্ষমাণ তালিকায় আছেন: Eye Screening Camp');
    expect(mail.text).toContain('ক্রমিক নম্বর ৩');
  });
});

describe('the other registration mails in Bengali', () => {
  it('confirm, offer a seat (deadline in Bengali digits on the camp’s clock) and tell of cancellations with the refund in Bengali digits', () => {
    const confirmed = registrationConfirmedMail(registration, links, null, 'bn');
    expect(confirmed.subject).toBe('নিবন্ধন নিশ্চিত হয়েছে: Eye Screening Camp');
    const offered = seatOfferedMail({ ...registration, waitlistStatus: 'Offered', offerExpiresAt: '2026-12-01T12:30:00.000Z' }, links, 'bn');
    expect(offered.subject).toBe('আসনের প্রস্তাব: Eye Screening Camp');
    // 12:30 UTC is 6:30 PM in Dhaka.
    expect(offered.text).toMatch(/গ্রহণের শেষ সময়: .*১.*২০২৬.*৬:৩০/);
    const cancelled = registrationCancelledMail(registration, 2500, links, 'bn');
    expect(cancelled.subject).toBe('নিবন্ধন বাতিল হয়েছে: Eye Screening Camp');
    expect(cancelled.text).toContain('২৫.০০');
    const campCancelled = campCancelledMail(registration, 'The doctor is ill.', 0, links, 'bn');
    expect(campCancelled.subject).toBe('ক্যাম্প বাতিল হয়েছে: Eye Screening Camp');
    expect(campCancelled.text).toContain('তাঁদের কারণ: The doctor is ill.');
    for (const mail of [confirmed, offered, cancelled, campCancelled]) expect(mail.html).toContain('<html lang="bn">');
  });

  it('attach a calendar file described in the mail’s language, the camp’s own words as typed', () => {
    // iCalendar folds long lines (a space at the start of the next): unfolded, each property is one line.
    const descriptionOf = (mail: { attachments?: { content: string | Buffer }[] }) =>
      String(mail.attachments![0]!.content).replace(/\r\n[ \t]/g, '').split('\r\n').find((line) => line.startsWith('DESCRIPTION:'));
    const url = 'https://campcare.example/campDetail/camp-12';
    expect(descriptionOf(registrationConfirmedMail(registration, links, null, 'bn'))).toBe(
      `DESCRIPTION:স্বাস্থ্যসেবা পেশাজীবী: Dr. Rahman\\nবিস্তারিত: ${url}`,
    );
    expect(descriptionOf(registrationConfirmedMail(registration, links, null))).toBe(`DESCRIPTION:Healthcare professional: Dr. Rahman\\nDetails: ${url}`);
  });
});

/** What the reader's copy of the camp says, and the words typed into it, which stay as typed in every language. */
const typed = ['Eye Screening Camp', 'Dhaka Community Hall', 'Banani Health Hall, Dhaka', 'Dr. Rahman', 'Sam Carter'];

describe('camp changed mail in Bengali', () => {
  const before = { CampName: registration.CampName, DateTime: registration.DateTime, TimeZone: 'Asia/Dhaka', Location: 'Dhaka Community Hall' };
  // An hour later, at another hall: 4 PM in Dhaka.
  const after = { ...before, DateTime: '2026-12-05T10:00:00.000Z', Location: 'Banani Health Hall, Dhaka' };

  it('says what changed in Bengali, the dates in Bengali digits on the camp’s clock, the places as typed', () => {
    const changes = describeCampChanges(before, after, 'bn');
    expect(changes.map((c) => c.label)).toEqual(['তারিখ ও সময়', 'স্থান']);
    const mail = campChangedMail({ ...registration, ...after }, changes, links, 'bn');
    expect(mail.subject).toBe('ক্যাম্পে পরিবর্তন হয়েছে: Eye Screening Camp');
    expect(mail.text).toContain('আয়োজকেরা তাতে এই পরিবর্তনগুলো করেছেন');
    expect(mail.text).toMatch(/তারিখ ও সময়: এখন .*৫.*২০২৬.*৪:০০.* \(আগে ছিল .*৫.*২০২৬.*৩:০০.*\)/);
    expect(mail.text).toContain('স্থান: এখন Banani Health Hall, Dhaka (আগে ছিল Dhaka Community Hall)');
    expect(mail.text).toContain('ক্যাম্পটি দেখুন: https://campcare.example/campDetail/camp-12');
    expect(mail.text.replace(/https?:\/\/\S+/g, ''), 'digits are Bengali').not.toMatch(/[0-9]/);
    expect(mail.html).toContain('<html lang="bn">');
    expect(englishLeftovers(mail.text, typed)).toEqual([]);
    expect(englishLeftovers(mail.html.replace(/<[^>]*>/g, ' '), typed)).toEqual([]);
  });

  it('stays as it was in English', () => {
    const mail = campChangedMail({ ...registration, ...after }, describeCampChanges(before, after), links);
    expect(mail.subject).toBe('Camp changed: Eye Screening Camp');
    expect(mail.text).toContain('The organizers changed the camp you registered for:');
    expect(mail.text).toMatch(/Date and time: now Sat, Dec 5, 2026, 4:00 PM Dhaka time \(GMT\+6\) \(was Sat, Dec 5, 2026, 3:00 PM Dhaka time \(GMT\+6\)\)/);
    expect(mail.text).toContain('Place: now Banani Health Hall, Dhaka (was Dhaka Community Hall)');
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('reminder in Bengali', () => {
  const unsubscribe = 'https://campcare.example/api/mail/unsubscribe?uid=user-1&sig=abc';

  it('reminds in Bengali, the start in Bengali digits on the camp’s clock, and its unsubscribe footer in Bengali with the same link', () => {
    const mail = campReminderMail(registration, unsubscribe, links, 'bn');
    expect(mail.subject).toBe('রিমাইন্ডার: Eye Screening Camp');
    expect(mail.text).toContain('Sam Carter, শিগগিরই দেখা হবে');
    expect(mail.text).toMatch(/Eye Screening Camp শুরু হবে .*৫.*২০২৬.*৩:০০/);
    expect(mail.text).toContain(`রিমাইন্ডার বন্ধ করুন: ${unsubscribe}`);
    expect(mail.html).toContain(`রিমাইন্ডার বন্ধ করুন: ${unsubscribe.replace(/&/g, '&amp;')}`);
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.text.replace(/https?:\/\/\S+/g, ''), 'digits are Bengali').not.toMatch(/[0-9]/);
    expect(englishLeftovers(mail.text, typed)).toEqual([]);
    expect(englishLeftovers(mail.html.replace(/<[^>]*>/g, ' '), typed)).toEqual([]);
  });

  it('stays as it was in English, footer too', () => {
    const mail = campReminderMail(registration, unsubscribe, links);
    expect(mail.subject).toBe('Reminder: Eye Screening Camp');
    expect(mail.text).toContain('Eye Screening Camp starts Sat, Dec 5, 2026, 3:00 PM Dhaka time (GMT+6).');
    expect(mail.text).toContain(`You get this reminder because you registered for this camp. Stop reminders: ${unsubscribe}`);
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('payment receipt in Bengali', () => {
  const booking = {
    ...registration,
    amount: 2500,
    currency: 'usd',
    transactionId: 'pi_3AbC',
    // 11:15 UTC.
    date: '2026-11-20T11:15:00.000Z',
  };

  it('thanks in Bengali, the amount and the payment’s date in Bengali digits, the transaction id as the provider gave it', () => {
    const mail = paymentReceiptMail(booking, links, 'bn');
    expect(mail.subject).toBe('পেমেন্টের রসিদ: Eye Screening Camp');
    expect(mail.text).toContain('Sam Carter, আপনার পেমেন্টের জন্য ধন্যবাদ');
    expect(mail.text).toMatch(/Eye Screening Camp-এর জন্য আমরা আপনার ২৫\.০০\sUS\$ পেয়েছি।/);
    expect(mail.text).toMatch(/পরিমাণ: .*২৫\.০০/);
    expect(mail.text).toMatch(/পরিশোধের তারিখ: .*২০.*২০২৬.*১১:১৫/);
    expect(mail.text).toContain('লেনদেন নম্বর: pi_3AbC');
    expect(mail.text).toContain('আপনার পেমেন্টের ইতিহাস দেখুন: https://campcare.example/dashboard/paymentHistory');
    expect(mail.html).toContain('<html lang="bn">');
    // The currency's sign (US$) is Intl's; the digits are Bengali.
    const withoutTyped = englishLeftovers(mail.text, [...typed, 'pi_3AbC']);
    expect(withoutTyped.filter((word) => word !== 'US')).toEqual([]);
    expect(mail.text.replace(/https?:\/\/\S+/g, '').replace('pi_3AbC', ''), 'digits are Bengali').not.toMatch(/[0-9]/);
  });

  it('stays as it was in English', () => {
    const mail = paymentReceiptMail(booking, links);
    expect(mail.subject).toBe('Payment receipt: Eye Screening Camp');
    expect(mail.text).toContain('We received $25.00 for Eye Screening Camp. Keep this mail as your receipt.');
    expect(mail.text).toContain('Paid on: Fri, Nov 20, 2026, 11:15 AM UTC');
    expect(mail.text).toContain('Transaction: pi_3AbC');
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('donation thank-you in Bengali', () => {
  const donation = { id: 'cs_1', amountCents: 123450, currency: 'usd', uid: 'user-1' };

  it('thanks in Bengali with the amount in Bengali digits; the reference as the provider gave it', () => {
    const { message } = donationThanksMail('ada@example.org', donation, links, 'bn');
    expect(message.subject).toMatch(/^আপনার ১,২৩৪\.৫০\sUS\$ অনুদানের জন্য ধন্যবাদ$/);
    expect(message.text).toContain('বিনামূল্যের চিকিৎসা ক্যাম্পের পাশে দাঁড়ানোর জন্য ধন্যবাদ');
    expect(message.text).toMatch(/পরিমাণ: .*১,২৩৪\.৫০/);
    expect(message.text).toContain('রেফারেন্স নম্বর: cs_1');
    expect(message.text).toContain('আসন্ন ক্যাম্পগুলো দেখুন: https://campcare.example/allCamps');
    expect(message.text).toContain('আপনি অনুদান দিয়েছেন বলে এই মেইলটি একবারই পাঠানো হলো।');
    expect(message.html).toContain('<html lang="bn">');
    expect(englishLeftovers(message.text, ['cs_1']).filter((word) => word !== 'US')).toEqual([]);
    expect(englishLeftovers(message.html.replace(/<[^>]*>/g, ' '), ['cs_1']).filter((word) => word !== 'US')).toEqual([]);
    expect(message.text.replace(/https?:\/\/\S+/g, '').replace('cs_1', ''), 'digits are Bengali').not.toMatch(/[0-9]/);
  });

  it('stays as it was in English', () => {
    const { message } = donationThanksMail('ada@example.org', donation, links);
    expect(message.subject).toBe('Thank you for your donation of $1,234.50');
    expect(message.text).toContain('We received your donation of $1,234.50.');
    expect(message.text).toContain('You get this mail once, because you made a donation.');
    expect(message.html).toContain('<html lang="en">');
  });
});

describe('unsubscribe pages in Bengali', () => {
  /** What a reader sees of a page: its title and body text, without markup. */
  const visible = (html: string) => html.replace(/<[^>]*>/g, ' ');

  it('asks and answers in Bengali, with <html lang="bn">; the button still posts the one-click body', () => {
    const ask = unsubscribePage('ask', 'bn');
    expect(ask).toContain('<html lang="bn">');
    expect(ask).toContain('<title>ক্যাম্পের রিমাইন্ডার বন্ধ করবেন? · CampCare</title>');
    expect(ask).toMatch(/<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">[\s\S]*রিমাইন্ডার বন্ধ করুন<\/button>/);
    expect(ask).toContain('আপনার নিবন্ধন সম্পর্কে অন্য মেইলগুলো আগের মতোই আসবে।');
    const done = unsubscribePage('done', 'bn');
    expect(done).toContain('<html lang="bn">');
    expect(done).toContain('<h1 style="font-size:22px">রিমাইন্ডার বন্ধ করা হয়েছে</h1>');
    expect(done).toContain('আপনার প্রোফাইল থেকে আবার চালু করতে পারবেন।');
    for (const page of [ask, done]) expect(englishLeftovers(visible(page), [])).toEqual([]);
  });

  it('stays as it was in English', () => {
    const ask = unsubscribePage('ask', 'en');
    expect(ask).toContain('<html lang="en">');
    expect(ask).toContain('<title>Stop camp reminders? · CampCare</title>');
    expect(ask).toMatch(/<form method="post">[\s\S]*Stop reminders/);
    expect(ask).toContain('<p>You will no longer get a reminder mail the day before your camps. Other mails about your registrations still come.</p>');
    const done = unsubscribePage('done', 'en');
    expect(done).toContain('<h1 style="font-size:22px">Reminders are off</h1>');
    expect(done).toContain('<p>You will get no more camp reminders. You can turn them on again in your Profile.</p>');
  });
});

describe('the unpaid seat and staff invitation mails', () => {
  it('remind to pay by the hold’s end on the camp’s clock, and say the seat was released, in both languages', () => {
    const held = { ...registration, unpaidHoldExpiresAt: '2026-12-01T12:30:00.000Z' };
    const reminder = unpaidSeatReminderMail(held, links, 'en');
    expect(reminder.subject).toBe('Please pay to keep your seat: Eye Screening Camp');
    // 12:30 UTC is 6:30 PM in Dhaka.
    expect(reminder.text).toMatch(/Pay by: .*Dec 1, 2026.*6:30/);
    expect(reminder.text).toContain('$25.00');
    const bengali = unpaidSeatReminderMail(held, links, 'bn');
    expect(bengali.text).toMatch(/ফি দেওয়ার শেষ সময়: .*১.*২০২৬.*৬:৩০/);
    // Intl writes the dollar as US$ in bn-BD.
    expect(englishLeftovers(bengali.text, [...typed, 'US$'])).toEqual([]);
    const released = unpaidSeatReleasedMail(registration, links, 'bn');
    expect(released.subject).toBe('আসন ছেড়ে দেওয়া হয়েছে: Eye Screening Camp');
    expect(englishLeftovers(released.text, typed)).toEqual([]);
    expect(String(released.attachments![0]!.content)).toContain('METHOD:CANCEL');
  });

  it('invite to a camp’s staff with the accepting link, saying what the role may see', () => {
    const facts = {
      invitationId: 'inv1',
      token: 'T'.repeat(43),
      email: 'volunteer@example.org',
      role: 'door' as const,
      CampName: 'Eye Screening Camp',
      TimeZone: 'Asia/Dhaka',
      inviterName: 'Dr. Rahman',
      expiresAt: '2026-12-01T12:30:00.000Z',
    };
    const mail = staffInvitationMail(facts, links, 'en');
    expect(mail).toMatchObject({ to: 'volunteer@example.org', kind: 'staff-invitation', uid: null });
    expect(mail.message.text).toContain(`https://campcare.example/dashboard/staff-invitation/inv1?token=${'T'.repeat(43)}`);
    expect(mail.message.text).toContain('never health details or payments');
    const bengali = staffInvitationMail({ ...facts, role: 'clinician' }, links, 'bn');
    expect(bengali.message.text).toContain('চিকিৎসাকর্মী');
    expect(englishLeftovers(bengali.message.text, [...typed, 'volunteer@example.org'])).toEqual([]);
  });
});

describe('referral mail', () => {
  const facts: ReferralMailFacts = {
    uid: 'u1',
    email: 'sam@example.org',
    personName: 'Sam Carter',
    CampName: 'Eye Screening Camp',
    TimeZone: 'Asia/Dhaka',
    reason: 'highBloodPressure',
    urgency: 'urgent',
    facility: { name: 'Dhaka Community Hall', address: 'Banani Health Hall, Dhaka', phone: '+8801700000000' },
    dueAt: '2026-12-06T12:30:00.000Z',
    code: 'R-ABCD-EFGH',
  };

  it('says why, that it is urgent, where and by when (on the camp’s clock) and the code, in Bengali with nothing left in English', () => {
    const { message } = referralMail(facts, links, 'bn');
    expect(message.subject).toBe('একটি স্বাস্থ্যকেন্দ্রে দেখান: Eye Screening Camp');
    expect(message.text).toContain('উচ্চ রক্তচাপ');
    expect(message.text).toContain('এটি জরুরি');
    // 12:30 UTC is 6:30 PM in Dhaka.
    expect(message.text).toMatch(/৬:৩০/);
    expect(message.text).toContain('R-ABCD-EFGH');
    expect(englishLeftovers(message.text.replace(/R-ABCD-EFGH|\+8801700000000/g, ' '), typed)).toEqual([]);
  });

  it('in English, without a facility, asks them to see any doctor', () => {
    const mail = referralMail({ ...facts, facility: null, urgency: 'routine' }, links);
    expect(mail).toMatchObject({ to: 'sam@example.org', uid: 'u1', kind: 'referral' });
    expect(mail.message.text).toContain('we found high blood pressure');
    expect(mail.message.text).toContain('Please see a doctor or a health facility by Sun, Dec 6, 2026, 6:30 PM Dhaka time');
    expect(mail.message.text).not.toContain('urgent');
  });
});

describe('screening results mail', () => {
  const facts: ResultMailFacts = {
    uid: 'u1',
    email: 'sam@example.org',
    personName: 'Sam Carter',
    CampName: 'Eye Screening Camp',
    TimeZone: 'Asia/Dhaka',
    results: [
      { measurement: { kind: 'bloodPressure', systolic: 152, diastolic: 95 }, outside: true },
      { measurement: { kind: 'glucose', mgPerDl: 110.5, fasting: false }, outside: false },
      { measurement: { kind: 'visualAcuity', right: { sixMetre: 18, decimal: 0.33 }, left: { sixMetre: 6, decimal: 1 } }, outside: false },
      { measurement: { kind: 'note' }, outside: false },
    ],
    referrals: [{ reason: 'highBloodPressure', urgency: 'routine', dueAt: '2026-12-06T12:30:00.000Z' }],
  };

  it('gives each reading with its unit, marks the one outside the camp’s lines, names the referral and says it is not a diagnosis', () => {
    const mail = resultsMail(facts, links);
    expect(mail).toMatchObject({ to: 'sam@example.org', uid: 'u1', kind: 'screening-results' });
    const { text, subject } = mail.message;
    expect(subject).toBe('Your screening results: Eye Screening Camp');
    expect(text).toContain("Blood pressure: 152/95 mmHg (outside the camp's line)");
    expect(text).toContain('Blood glucose: 110.5 mg/dL');
    expect(text).not.toContain("110.5 mg/dL (outside");
    expect(text).toContain('Vision: right eye 6/18, left eye 6/6');
    expect(text).toContain("Outside the camp's thresholds: Blood pressure.");
    expect(text).toContain('High blood pressure: please go by Sun, Dec 6, 2026, 6:30 PM Dhaka time');
    expect(text).toContain('A screening is not a diagnosis');
    expect(text).toContain('https://campcare.example/dashboard');
    expect(mail.message.html).toContain('152/95 mmHg');
  });

  it('with nothing outside the lines and no referral, says so', () => {
    const { text } = resultsMail({ ...facts, results: [{ measurement: { kind: 'pulse', bpm: 72 }, outside: false }], referrals: [] }, links).message;
    expect(text).toContain('Pulse: 72 beats per minute');
    expect(text).toContain("Every reading was within the camp's thresholds.");
    expect(text).not.toContain('referred');
  });

  it('in Bengali, in Bengali digits, with nothing left in English', () => {
    const { text, subject } = resultsMail(facts, links, 'bn').message;
    expect(subject).toBe('আপনার স্ক্রিনিংয়ের ফলাফল: Eye Screening Camp');
    expect(text).toContain('রক্তচাপ: ১৫২/৯৫ মিমি পারদ (ক্যাম্পের সীমার বাইরে)');
    expect(text).toContain('১১০.৫ মিগ্রা/ডেসিলি');
    expect(text).toContain('স্ক্রিনিং রোগনির্ণয় নয়');
    expect(englishLeftovers(text, typed)).toEqual([]);
  });
});
