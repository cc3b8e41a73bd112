import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  canGiveFeedback,
  canOrganizerDelete,
  canParticipantCancel,
  canPay,
  initialRegistrationState,
  isCampOpenForRegistration,
  type RegistrationState,
} from '../src/index.ts';

const unpaidPending: RegistrationState = { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending' };
const paidPending: RegistrationState = { PaymentStatus: 'Paid', ConfirmationStatus: 'Pending' };
const paidConfirmed: RegistrationState = { PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed' };

describe('registration rules', () => {
  it.each([
    ['cancel by participant', canParticipantCancel, [true, false, false]],
    ['delete by organizer', canOrganizerDelete, [true, false, false]],
    ['confirm', canConfirm, [false, true, false]],
    ['pay', canPay, [true, false, false]],
    ['feedback', canGiveFeedback, [false, false, true]],
  ] as const)('%s is allowed in the right states only', (_name, rule, expected) => {
    expect([unpaidPending, paidPending, paidConfirmed].map((s) => rule(s))).toEqual(expected);
  });

  it('allows feedback once per registration', () => {
    expect(canGiveFeedback({ ...paidConfirmed, feedbackGiven: true })).toBe(false);
  });

  it('starts paid camps unpaid and free camps paid, both pending', () => {
    expect(initialRegistrationState(19.99)).toEqual(unpaidPending);
    expect(initialRegistrationState(0)).toEqual(paidPending);
  });

  it('closes registration once the camp has started', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(isCampOpenForRegistration('2026-06-01T10:00:01Z', now)).toBe(true);
    expect(isCampOpenForRegistration('2026-06-01T10:00:00Z', now)).toBe(false);
    expect(isCampOpenForRegistration('not a date', now)).toBe(false);
  });
});
