import { describe, expect, it } from 'vitest';
import {
  canAcceptSeat,
  canConfirm,
  canGiveFeedback,
  canOrganizerDelete,
  canParticipantCancel,
  canPay,
  capacityProblem,
  holdsSeat,
  isCampFull,
  isOfferExpired,
  isWaitlisted,
  offerDeadline,
  planOffers,
  seatsLeft,
  seatsTaken,
  type RegistrationState,
} from '../src/index.ts';

const now = new Date('2026-12-01T10:00:00.000Z');
const inAnHour = '2026-12-01T11:00:00.000Z';
const anHourAgo = '2026-12-01T09:00:00.000Z';

describe('seats', () => {
  it('counts registered participants and open offers as taken', () => {
    expect(seatsTaken({ ParticipantCount: 7, seatsOffered: 2 })).toBe(9);
    expect(seatsTaken({ ParticipantCount: 7 })).toBe(7);
  });

  it('has no limit without a capacity', () => {
    expect(seatsLeft({ ParticipantCount: 500 })).toBeNull();
    expect(seatsLeft({ ParticipantCount: 500, Capacity: null })).toBeNull();
    expect(isCampFull({ ParticipantCount: 500 })).toBe(false);
  });

  it('leaves capacity minus taken seats, never fewer than none', () => {
    expect(seatsLeft({ Capacity: 40, ParticipantCount: 26, seatsOffered: 2 })).toBe(12);
    expect(seatsLeft({ Capacity: 3, ParticipantCount: 5 })).toBe(0);
  });

  it('is full when every seat is taken, offers included', () => {
    expect(isCampFull({ Capacity: 10, ParticipantCount: 9, seatsOffered: 1 })).toBe(true);
    expect(isCampFull({ Capacity: 10, ParticipantCount: 9 })).toBe(false);
  });

  it('refuses a capacity below the seats taken, and accepts equal, above or none', () => {
    const camp = { Capacity: 40, ParticipantCount: 11, seatsOffered: 1 };
    expect(capacityProblem(11, camp)).toBe('Capacity cannot be below the 12 seats already taken.');
    expect(capacityProblem(12, camp)).toBeNull();
    expect(capacityProblem(50, camp)).toBeNull();
    expect(capacityProblem(null, camp)).toBeNull();
    expect(capacityProblem(5, null)).toBeNull();
    expect(capacityProblem(0, { ParticipantCount: 1 })).toBe('Capacity cannot be below the 1 seat already taken.');
  });
});

describe('waiting-list states', () => {
  const seated: RegistrationState = { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending' };
  const waiting = { ...seated, waitlistStatus: 'Waiting' as const, waitlistPosition: 3 };
  const offered = { ...seated, waitlistStatus: 'Offered' as const, offerExpiresAt: inAnHour };
  const expired = { ...seated, waitlistStatus: 'Expired' as const, offerExpiresAt: anHourAgo };

  it('tells waitlisted registrations from seated ones', () => {
    expect([seated, waiting, offered, expired].map(isWaitlisted)).toEqual([false, true, true, true]);
    expect(isWaitlisted({ waitlistStatus: null })).toBe(false);
  });

  it('holds a seat only when seated and not refunded', () => {
    expect([seated, waiting, offered, expired].map(holdsSeat)).toEqual([true, false, false, false]);
    expect(holdsSeat({ PaymentStatus: 'Paid' })).toBe(true);
    expect(holdsSeat({ PaymentStatus: 'Refunded' })).toBe(false);
    expect(holdsSeat({ PaymentStatus: 'Disputed' })).toBe(true);
  });

  it('lets a waitlisted registration neither pay nor be confirmed nor give feedback', () => {
    for (const state of [waiting, offered, expired]) {
      expect(canPay(state)).toBe(false);
      expect(canConfirm({ ...state, PaymentStatus: 'Free' })).toBe(false);
      expect(canGiveFeedback({ ...state, ConfirmationStatus: 'Confirmed' })).toBe(false);
    }
    expect(canPay(seated)).toBe(true);
    expect(canConfirm({ ...seated, PaymentStatus: 'Free' })).toBe(true);
  });

  it('lets the participant leave and an organizer delete a waitlisted registration', () => {
    for (const state of [waiting, offered, expired]) {
      expect(canParticipantCancel(state)).toBe(true);
      expect(canOrganizerDelete(state)).toBe(true);
    }
  });

  it('accepts an offer only before its deadline', () => {
    expect(canAcceptSeat(offered, now)).toBe(true);
    expect(canAcceptSeat({ ...offered, offerExpiresAt: anHourAgo }, now)).toBe(false);
    expect(canAcceptSeat({ ...offered, offerExpiresAt: now.toISOString() }, now)).toBe(false);
    expect(canAcceptSeat(waiting, now)).toBe(false);
    expect(canAcceptSeat(expired, now)).toBe(false);
    expect(isOfferExpired({ ...offered, offerExpiresAt: anHourAgo }, now)).toBe(true);
    expect(isOfferExpired(offered, now)).toBe(false);
    expect(isOfferExpired(expired, now)).toBe(false);
  });

  it('makes offers that run for the camp’s hours, 24 by default', () => {
    expect(offerDeadline(now, undefined)).toBe('2026-12-02T10:00:00.000Z');
    expect(offerDeadline(now, 2)).toBe('2026-12-01T12:00:00.000Z');
  });
});

describe('planOffers', () => {
  const line = [
    { id: 'c', position: 3 },
    { id: 'a', position: 1 },
    { id: 'd', position: 4 },
    { id: 'b', position: 2 },
  ];

  it('offers the first in line and moves everyone behind up, without gaps', () => {
    const plan = planOffers(line, 1);
    expect(plan.offered.map((e) => e.id)).toEqual(['a']);
    expect(plan.renumbered.map(({ entry, position }) => [entry.id, position])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('offers as many seats as are free, at most everyone', () => {
    expect(planOffers(line, 3).offered.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(planOffers(line, 10).offered).toHaveLength(4);
    expect(planOffers(line, 10).renumbered).toEqual([]);
  });

  it('closes a gap left by someone who left, with no offer', () => {
    const plan = planOffers([{ id: 'a', position: 1 }, { id: 'c', position: 3 }], 0);
    expect(plan.offered).toEqual([]);
    expect(plan.renumbered.map(({ entry, position }) => [entry.id, position])).toEqual([['c', 2]]);
  });
});
