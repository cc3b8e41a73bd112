import { describe, expect, it } from 'vitest';
import { confirmationRate, participantFigures, paymentsByMonth } from './analytics.ts';
import { dashboardLinks } from './navigation.ts';
import { filterSortPage } from '../participant/registrationList.ts';

describe('participant figures', () => {
  it('counts joined, upcoming and confirmed camps and sums the payments in dollars', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const figures = participantFigures(
      [
        { DateTime: '2026-07-01T09:00:00.000Z', ConfirmationStatus: 'Confirmed' },
        { DateTime: '2026-05-01T09:00:00.000Z', ConfirmationStatus: 'Confirmed' },
        { DateTime: '2026-08-01T09:00:00.000Z', ConfirmationStatus: 'Pending' },
      ],
      [{ amount: 1999 }, { amount: 501 }],
      now,
    );
    expect(figures).toEqual({ campsJoined: 3, upcomingCamps: 2, totalPaid: 25, confirmations: 2 });
  });

  it('counts payments net of refunds, in the total and per month', () => {
    const bookings = [
      { amount: 2000, amountRefunded: 2000, date: '2026-03-10T10:00:00.000Z' },
      { amount: 1000, amountRefunded: 250, date: '2026-03-11T10:00:00.000Z' },
      { amount: 500, date: '2026-03-12T10:00:00.000Z' },
    ];
    expect(participantFigures([], bookings).totalPaid).toBe(12.5);
    expect(paymentsByMonth(bookings)).toEqual([{ month: '2026-03', label: 'Mar 2026', amount: 12.5 }]);
  });

  it('groups payments per month, oldest first', () => {
    expect(
      paymentsByMonth([
        { amount: 1000, date: '2026-03-10T10:00:00.000Z' },
        { amount: 250, date: '2026-01-31T23:00:00.000Z' },
        { amount: 500, date: '2026-03-01T00:00:00.000Z' },
        { amount: 999, date: 'not a date' },
      ]),
    ).toEqual([
      { month: '2026-01', label: 'Jan 2026', amount: 2.5 },
      { month: '2026-03', label: 'Mar 2026', amount: 15 },
    ]);
  });

  it('computes the confirmation rate without dividing by zero', () => {
    expect(confirmationRate(0, 0)).toBe(0);
    expect(confirmationRate(1, 3)).toBe(33);
    expect(confirmationRate(5, 4)).toBe(100);
  });
});

describe('dashboard helpers', () => {
  it('never gives participants organizer links', () => {
    expect(dashboardLinks('Participant', true).map((l) => l.labelKey)).toEqual(['dashboard.nav.analytics', 'dashboard.nav.registeredCamps', 'dashboard.nav.paymentHistory', 'dashboard.nav.profile']);
    expect(dashboardLinks(undefined, false).some((l) => l.to.includes('addACamp'))).toBe(false);
  });

  it('searches, sorts and pages the participant registrations', () => {
    const rows = ['Eye Camp', 'Heart Day', 'Eye Clinic', 'Dental Fair'].map((name, i) => ({
      CampName: name,
      CampFees: i * 10,
      DateTime: `2026-0${4 - i}-01T00:00:00.000Z`,
      createdAt: `2026-01-0${i + 1}T00:00:00.000Z`,
      Location: 'Hall',
      ParticipantName: 'Priya',
    }));
    expect(filterSortPage(rows, { search: 'eye', sort: 'CampName', page: 1, limit: 5 }).rows.map((r) => r.CampName)).toEqual([
      'Eye Camp',
      'Eye Clinic',
    ]);
    // Words are matched as the API matches them: as the start of a word, not anywhere inside one.
    expect(filterSortPage(rows, { search: 'ye', sort: '', page: 1, limit: 5 }).total).toBe(0);
    expect(filterSortPage(rows, { search: 'eye cli', sort: '', page: 1, limit: 5 }).rows.map((r) => r.CampName)).toEqual(['Eye Clinic']);
    const firstPage = filterSortPage(rows, { search: '', sort: '', page: 2, limit: 3 });
    expect(firstPage.total).toBe(4);
    expect(firstPage.rows.map((r) => r.CampName)).toEqual(['Eye Camp']);
    expect(filterSortPage(rows, { search: '', sort: 'CampFees', page: 1, limit: 1 }).rows[0]!.CampName).toBe('Dental Fair');
  });
});
