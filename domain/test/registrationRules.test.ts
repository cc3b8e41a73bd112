import { describe, expect, it } from 'vitest';
import {
  confirmationShown,
  canConfirm,
  canGiveFeedback,
  canOrganizerDelete,
  canParticipantCancel,
  canPay,
  initialRegistrationState,
  isCampOpenForRegistration,
  participantRefund,
  refundDeadline,
  type RegistrationState,
} from '../src/index.ts';

const unpaidPending: RegistrationState = { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending' };
const paidPending: RegistrationState = { PaymentStatus: 'Paid', ConfirmationStatus: 'Pending' };
const paidConfirmed: RegistrationState = { PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed' };
const freePending: RegistrationState = { PaymentStatus: 'Free', ConfirmationStatus: 'Pending' };
const freeConfirmed: RegistrationState = { PaymentStatus: 'Free', ConfirmationStatus: 'Confirmed' };
const refunded: RegistrationState = { PaymentStatus: 'Refunded', ConfirmationStatus: 'Pending' };
const disputed: RegistrationState = { PaymentStatus: 'Disputed', ConfirmationStatus: 'Confirmed' };

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

  it.each([
    ['cancel by participant', canParticipantCancel, [true, true, false, false, false]],
    ['delete by organizer', canOrganizerDelete, [true, false, false, false, false]],
    ['confirm', canConfirm, [true, false, false, false, false]],
    ['pay', canPay, [false, false, false, false, false]],
    ['feedback', canGiveFeedback, [false, true, false, true, true]],
  ] as const)('%s treats free, refunded and disputed registrations as their own states', (_name, rule, expected) => {
    expect([freePending, freeConfirmed, refunded, { ...refunded, ConfirmationStatus: 'Confirmed' as const }, disputed].map((s) => rule(s))).toEqual(expected);
  });

  it('starts paid camps unpaid and free camps free (not paid), both pending', () => {
    expect(initialRegistrationState(19.99)).toEqual(unpaidPending);
    expect(initialRegistrationState(0)).toEqual(freePending);
  });

  it('refunds a paid registration until the cut-off, 48 hours before the camp unless the camp says otherwise', () => {
    const camp = { DateTime: '2026-06-10T10:00:00.000Z' };
    expect(refundDeadline(camp).toISOString()).toBe('2026-06-08T10:00:00.000Z');
    expect(participantRefund(paidPending, camp, new Date('2026-06-08T09:59:59Z'))).toEqual({ allowed: true });
    expect(participantRefund(paidConfirmed, camp, new Date('2026-06-01T00:00:00Z'))).toEqual({ allowed: true });
    const late = participantRefund(paidPending, camp, new Date('2026-06-08T10:00:00Z'));
    expect(late.allowed).toBe(false);
    expect(late.allowed ? '' : late.reason).toMatch(/until 48 hours before the camp/);
    const ownCutoff = { ...camp, refundCutoffHours: 2 };
    expect(participantRefund(paidPending, ownCutoff, new Date('2026-06-10T07:59:00Z')).allowed).toBe(true);
    expect(participantRefund(paidPending, ownCutoff, new Date('2026-06-10T08:00:00Z')).allowed).toBe(false);
    for (const state of [unpaidPending, freePending, refunded, disputed]) {
      expect(participantRefund(state, camp, new Date('2026-06-01T00:00:00Z')).allowed).toBe(false);
    }
  });

  it('closes registration for a cancelled camp', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(isCampOpenForRegistration('2026-07-01T10:00:00Z', now, '2026-05-30T00:00:00Z')).toBe(false);
    expect(isCampOpenForRegistration('2026-07-01T10:00:00Z', now, null)).toBe(true);
  });

  it('closes registration once the camp has started', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(isCampOpenForRegistration('2026-06-01T10:00:01Z', now)).toBe(true);
    expect(isCampOpenForRegistration('2026-06-01T10:00:00Z', now)).toBe(false);
    expect(isCampOpenForRegistration('not a date', now)).toBe(false);
  });

  it('shows a refunded registration, or one of a cancelled camp, as cancelled rather than pending', () => {
    expect(confirmationShown(refunded)).toBe('Cancelled');
    expect(confirmationShown({ PaymentStatus: 'Refunded', ConfirmationStatus: 'Confirmed' })).toBe('Cancelled');
    expect(confirmationShown({ ...freePending, campCancelledAt: '2026-05-30T00:00:00Z' })).toBe('Cancelled');
    expect(confirmationShown(paidPending)).toBe('Pending');
    expect(confirmationShown(disputed)).toBe('Confirmed');
  });
});
