import { CALENDAR_CONTENT_TYPE } from '@campcare/domain/calendar';
import { describe, expect, it } from 'vitest';
import { registrationConfirmedMail, registrationReceivedMail, seatOfferedMail, type RegistrationFacts } from '../../src/mail/campMails.ts';

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
