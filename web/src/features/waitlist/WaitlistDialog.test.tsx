import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistEntry } from '@campcare/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizerSession, renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { WaitlistButton } from './WaitlistButton.tsx';

const offer: WaitlistEntry = {
  _id: 'camp-x_u1',
  ParticipantName: 'Sam Okoro',
  ParticipantEmail: 'sam@example.test',
  waitlistStatus: 'Offered',
  waitlistPosition: null,
  offerExpiresAt: '2026-12-05T03:00:00.000Z',
  seatOfferedAt: '2026-12-04T03:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe("the organizer's waiting list", () => {
  it('shows an offer’s deadline on the camp’s clock, with the zone named, whatever the organizer’s own zone', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([offer]), { status: 200 }));
    const camp = { _id: 'camp-x', CampName: 'Eye Camp', Capacity: 10, waitlistCount: 0, seatsOffered: 1, TimeZone: 'Asia/Dhaka' };
    renderWithProviders(<WaitlistButton camp={camp} />, organizerSession);
    await userEvent.click(screen.getByRole('button', { name: 'Waiting list of Eye Camp' }));
    expect(await screen.findByText('Seat offered until Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)')).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/camps/camp-x/waitlist');
  });
});
