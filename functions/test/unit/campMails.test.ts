import { CALENDAR_CONTENT_TYPE, CANCEL_CALENDAR_CONTENT_TYPE } from '@campcare/domain/calendar';
import { describe, expect, it } from 'vitest';
import {
  campCancelledMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  registrationReceivedMail,
  seatOfferedMail,
  type RegistrationFacts,
} from '../../src/mail/campMails.ts';
import { donationThanksMail } from '../../src/mail/donationMails.ts';

const links = { origin: 'https://campcare.example' };
const registration: RegistrationFacts = {
  campId: 'camp-12',
  CampName: 'Eye Screening Camp',
  DateTime: '2026-12-05T09:00:00.000Z',
  Location: 'Dhaka Community Hall',
  HealthcareProfessional: 'Dr. Rahman',
  ParticipantName: 'Sam Carter',
  CampFees: 25,
  PaymentStatus: 'Unpaid',
};

describe('registration received mail', () => {
  it('asks a registered participant to pay', () => {
    const mail = registrationReceivedMail(registration, links);
    expect(mail.subject).toBe('Registration received: Eye Screening Camp');
    expect(mail.text).toContain('Pay it from your dashboard');
  });

  it('tells a waitlisted participant their place in line and that nothing is owed yet', () => {
    const mail = registrationReceivedMail({ ...registration, waitlistStatus: 'Waiting', waitlistPosition: 3 }, links);
    expect(mail.subject).toBe('On the waiting list: Eye Screening Camp');
    expect(mail.text).toContain('You are number 3 in line.');
    expect(mail.text).not.toContain('Pay it from your dashboard');
  });
});

describe('seat offered mail', () => {
  it('gives the deadline on the camp’s clock, named, and links to accept', () => {
    const mail = seatOfferedMail({ ...registration, TimeZone: 'Asia/Dhaka', waitlistStatus: 'Offered', offerExpiresAt: '2026-12-01T12:30:00.000Z' }, links);
    expect(mail.subject).toBe('Seat offered: Eye Screening Camp');
    expect(mail.text).toContain('Accept it by Tue, Dec 1, 2026, 6:30 PM Dhaka time (GMT+6)');
    expect(mail.text).toContain('Accept your seat: https://campcare.example/dashboard/userRegisteredCamps');
    expect(mail.attachments?.map((a) => a.contentType)).toEqual([CALENDAR_CONTENT_TYPE]);
  });
});

describe('registration confirmed mail', () => {
  const qr = { filename: 'ticket-qr.png', content: 'iVBORw0KGgo=', encoding: 'base64' as const, contentType: 'image/png', cid: 'ticket-qr@campcare' };

  it('shows the ticket: its QR code inline and the code in letters', () => {
    const mail = registrationConfirmedMail({ ...registration, PaymentStatus: 'Paid' }, links, { code: 'tkt-abc123', qr });
    expect(mail.subject).toBe('Registration confirmed: Eye Screening Camp');
    expect(mail.text).toContain('Ticket: tkt-abc123');
    expect(mail.html).toContain('<img src="cid:ticket-qr@campcare" alt="QR code of your ticket for Eye Screening Camp"');
    expect(mail.attachments?.map((a) => a.filename)).toEqual(['camp-eye-screening-camp.ics', 'ticket-qr.png']);
  });

  it('without a ticket, says to bring the mail', () => {
    const mail = registrationConfirmedMail(registration, links);
    expect(mail.html).not.toContain('cid:');
    expect(mail.attachments).toHaveLength(1);
  });
});

describe('cancellation mails', () => {
  it('carry the camp’s calendar file as a cancellation, and say what is refunded', () => {
    const own = registrationCancelledMail({ ...registration, PaymentStatus: 'Refunded' }, 2500, links);
    const camp = campCancelledMail({ ...registration, PaymentStatus: 'Paid' }, 'The doctor is ill.', 2500, links);
    for (const mail of [own, camp]) {
      expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([['camp-eye-screening-camp.ics', CANCEL_CALENDAR_CONTENT_TYPE]]);
      expect(mail.attachments![0]!.content).toContain('STATUS:CANCELLED');
      expect(mail.text).toContain('$25.00');
    }
    expect(camp.text).toContain('Their reason: The doctor is ill.');
    expect(registrationCancelledMail(registration, 0, links).text).toContain('nothing is refunded');
  });
});

describe('donation thank-you', () => {
  it('thanks the payer with the amount, in text and HTML, with no calendar file', () => {
    const mail = donationThanksMail('ada@example.org', { id: 'cs_1', amountCents: 123450, currency: 'usd', uid: null }, links);
    expect(mail).toMatchObject({ to: 'ada@example.org', uid: null, kind: 'donation-thanks' });
    expect(mail.message.subject).toBe('Thank you for your donation of $1,234.50');
    expect(mail.message.text).toContain('Amount: $1,234.50');
    expect(mail.message.html).toContain('$1,234.50');
    expect(mail.message.attachments).toBeUndefined();
  });
});
