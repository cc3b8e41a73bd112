import { describe, expect, it } from 'vitest';
import { registrationReceivedMail, type RegistrationFacts } from '../../src/mail/campMails.ts';

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
