import { describe, expect, it } from 'vitest';
import {
  attendanceRates,
  checkInProblem,
  countAttendance,
  isTicketCode,
  mayHoldTicket,
  PAYMENT_STATUSES,
  WAITLIST_STATUSES,
  type PaymentStatus,
} from '../src/index.ts';

describe('mayHoldTicket', () => {
  it.each<[PaymentStatus, boolean]>([
    ['Paid', true],
    ['Free', true],
    ['Unpaid', false],
    ['Refunded', false],
    ['Disputed', false],
  ])('a %s registration: %s', (PaymentStatus, expected) => {
    expect(mayHoldTicket({ PaymentStatus })).toBe(expected);
  });

  it('covers every payment status there is', () => {
    expect(PAYMENT_STATUSES.filter((PaymentStatus) => mayHoldTicket({ PaymentStatus }))).toEqual(['Paid', 'Free']);
  });

  it('no waitlisted registration holds one, in any waiting-list state; a seated one does', () => {
    for (const waitlistStatus of WAITLIST_STATUSES) {
      expect(mayHoldTicket({ PaymentStatus: 'Free', waitlistStatus })).toBe(false);
      expect(checkInProblem({ PaymentStatus: 'Free', waitlistStatus })).toBe('no-ticket');
    }
    expect(mayHoldTicket({ PaymentStatus: 'Free', waitlistStatus: null })).toBe(true);
    expect(countAttendance([{ PaymentStatus: 'Free', waitlistStatus: 'Waiting' }, { PaymentStatus: 'Free' }])).toEqual({ expected: 1, checkedIn: 0 });
  });

  it('no registration of a cancelled camp holds one, paid or free', () => {
    for (const PaymentStatus of ['Paid', 'Free'] as const) {
      expect(mayHoldTicket({ PaymentStatus, campCancelledAt: '2026-11-01T10:00:00.000Z' })).toBe(false);
      expect(mayHoldTicket({ PaymentStatus, campCancelledAt: null })).toBe(true);
    }
  });
});

describe('checkInProblem', () => {
  it('lets a ticket holder in once', () => {
    expect(checkInProblem({ PaymentStatus: 'Paid' })).toBeNull();
    expect(checkInProblem({ PaymentStatus: 'Free', checkedInAt: null })).toBeNull();
    expect(checkInProblem({ PaymentStatus: 'Paid', checkedInAt: '2026-11-23T09:00:00.000Z' })).toBe('already-checked-in');
  });

  it('refuses who may not attend, even if scanned before', () => {
    expect(checkInProblem({ PaymentStatus: 'Unpaid' })).toBe('no-ticket');
    expect(checkInProblem({ PaymentStatus: 'Refunded', checkedInAt: '2026-11-23T09:00:00.000Z' })).toBe('no-ticket');
  });
});

describe('ticket codes', () => {
  it('accepts 24 base64url characters only', () => {
    expect(isTicketCode('AbCdEfGhIjKlMnOpQrStUv-_')).toBe(true);
    expect(isTicketCode('AbCdEfGhIjKlMnOpQrStUv-')).toBe(false);
    expect(isTicketCode('AbCdEfGhIjKlMnOpQrStUv-_x')).toBe(false);
    expect(isTicketCode('AbCdEfGhIjKlMnOpQrStUv+/')).toBe(false);
    expect(isTicketCode('')).toBe(false);
  });
});

describe('attendance', () => {
  it('counts only registrations that may attend', () => {
    const at = '2026-11-23T09:00:00.000Z';
    expect(
      countAttendance([
        { PaymentStatus: 'Paid', checkedInAt: at },
        { PaymentStatus: 'Free', checkedInAt: at },
        { PaymentStatus: 'Paid' },
        { PaymentStatus: 'Unpaid' },
        { PaymentStatus: 'Refunded', checkedInAt: at },
      ]),
    ).toEqual({ expected: 3, checkedIn: 2 });
  });

  it('gives attendance and no-show rates in whole percent', () => {
    expect(attendanceRates({ expected: 3, checkedIn: 2 })).toEqual({ attendanceRate: 67, noShowRate: 33 });
    expect(attendanceRates({ expected: 4, checkedIn: 4 })).toEqual({ attendanceRate: 100, noShowRate: 0 });
    expect(attendanceRates({ expected: 0, checkedIn: 0 })).toEqual({ attendanceRate: 0, noShowRate: 0 });
  });
});
