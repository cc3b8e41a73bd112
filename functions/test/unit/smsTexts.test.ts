/** Every text message template, in both languages, with the longest names people give: at most three parts. */
import { SMS_MAX_PARTS, smsSegments, type MailLanguage } from '@campcare/domain';
import { describe, expect, it } from 'vitest';
import {
  campCancelledSms,
  campChangedSms,
  referralFollowUpSms,
  referralSms,
  registrationSms,
  reminderSms,
  seatOfferedSms,
  smsDate,
} from '../../src/sms/smsTexts.ts';

// The camp form's limits are 120 characters for a name and 200 for a place: real ones come close.
const longCamp = {
  CampName: 'Free Eye, Dental, Diabetes and Hypertension Screening Camp for Garment Workers and Their Families — Tongi Industrial Area',
  DateTime: '2026-12-05T03:30:00.000Z',
  Location: 'Tongi Government College Auditorium, Cherag Ali Market, Tongi–Ashulia Road, near the BSCIC Industrial Estate gate, Gazipur 1710, Dhaka Division',
  TimeZone: 'Asia/Dhaka',
};
const longBengaliCamp = {
  ...longCamp,
  CampName: 'গার্মেন্টস শ্রমিক ও তাদের পরিবারের জন্য বিনামূল্যে চোখ, দাঁত, ডায়াবেটিস ও উচ্চ রক্তচাপ পরীক্ষা ক্যাম্প — টঙ্গী শিল্প এলাকা',
  Location: 'টঙ্গী সরকারি কলেজ মিলনায়তন, চেরাগ আলী মার্কেট, টঙ্গী–আশুলিয়া সড়ক, বিসিক শিল্প নগরীর গেটের কাছে, গাজীপুর ১৭১০, ঢাকা বিভাগ',
};
const origin = 'https://campcare-bangladesh.example.org';
const ticket = 'Qx7_k2LmN9pR4sT6vW8yZa1b';
const stop = `${origin}/api/sms/stop?u=Xb8kP2mQ9rT4vW6yZ1aC3dE5fG7h&s=AbCdEfGhIjKlMnOp`;
const referral = {
  reason: 'highBloodPressure',
  facilityName: 'Shaheed Tajuddin Ahmad Medical College Hospital, Department of Medicine (Outpatient), Gazipur',
  dueAt: '2026-12-19T03:30:00.000Z',
  code: 'RF-7K2M9P',
  TimeZone: 'Asia/Dhaka',
};
const bengaliReferral = { ...referral, facilityName: 'শহীদ তাজউদ্দীন আহমদ মেডিকেল কলেজ হাসপাতাল, মেডিসিন বিভাগ (বহির্বিভাগ), গাজীপুর' };

const templates: Record<string, (language: MailLanguage, bengaliNames: boolean) => string> = {
  registration: (l, b) => registrationSms(b ? longBengaliCamp : longCamp, ticket, stop, l),
  reminder: (l, b) => reminderSms(b ? longBengaliCamp : longCamp, l),
  'seat offer': (l, b) => seatOfferedSms(b ? longBengaliCamp : longCamp, '2026-12-03T12:00:00.000Z', `${origin}/dashboard/userRegisteredCamps`, l),
  'camp change': (l, b) => campChangedSms(b ? longBengaliCamp : longCamp, `${origin}/campDetail/Xb8kP2mQ9rT4vW6yZ1aC`, l),
  'camp cancellation': (l, b) => campCancelledSms(b ? longBengaliCamp : longCamp, l),
  referral: (l, b) => referralSms(b ? bengaliReferral : referral, l),
  'referral follow-up': (l, b) => referralFollowUpSms(b ? bengaliReferral : referral, l),
};

describe.each(Object.keys(templates))('the %s text', (name) => {
  const write = templates[name]!;
  it.each([
    ['en', false],
    ['en', true],
    ['bn', true],
    ['bn', false],
  ] as const)(`in %s (Bengali names: %s) takes at most ${SMS_MAX_PARTS} parts`, (language, bengaliNames) => {
    const text = write(language, bengaliNames);
    expect(smsSegments(text).parts).toBeLessThanOrEqual(SMS_MAX_PARTS);
    expect(text).toMatch(language === 'bn' ? /[\u0980-\u09FF]/ : /CampCare/);
  });

  it('says how to stop texts', () => {
    expect(write('en', false)).toMatch(/STOP|Stop texts/);
    expect(write('bn', false)).toMatch(/STOP|বন্ধ/);
  });
});

describe('what the texts carry', () => {
  it('gives the ticket code whole, even when the names are cut', () => {
    expect(registrationSms(longCamp, ticket, stop, 'en')).toContain(ticket);
    expect(registrationSms(longBengaliCamp, ticket, stop, 'bn')).toContain(ticket);
    // English has room for the stop link; Bengali, at 67 characters a part, says the STOP reply instead.
    expect(registrationSms(longCamp, ticket, stop, 'en')).toContain(stop);
    expect(registrationSms(longBengaliCamp, ticket, stop, 'bn')).toContain('STOP');
  });

  it('keeps short names whole and writes the date on the camp’s clock, in the language’s digits', () => {
    const camp = { CampName: 'Mirpur Eye Camp', DateTime: '2026-12-05T03:30:00.000Z', Location: 'Mirpur 10', TimeZone: 'Asia/Dhaka' };
    expect(reminderSms(camp, 'en')).toBe('CampCare reminder: Mirpur Eye Camp is tomorrow, 5 Dec, 09:30, at Mirpur 10. Bring your ticket. Reply STOP to stop texts.');
    expect(smsDate(camp.DateTime, camp.TimeZone, 'bn')).toMatch(/৫/);
    expect(smsSegments(reminderSms(camp, 'en'))).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    // Cut names end in three dots, not the ellipsis character, which is not in GSM-7.
    expect(smsSegments(reminderSms(longCamp, 'en')).encoding).toBe('GSM-7');
  });

  it('names the seat offer’s deadline and where to accept it', () => {
    const text = seatOfferedSms(longCamp, '2026-12-03T12:00:00.000Z', `${origin}/dashboard/userRegisteredCamps`, 'en');
    expect(text).toContain('3 Dec, 18:00');
    expect(text).toContain(`${origin}/dashboard/userRegisteredCamps`);
  });
});
