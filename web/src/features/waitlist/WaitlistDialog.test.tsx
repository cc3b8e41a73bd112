import { screen } from '@testing-library/react';
import type { WaitlistEntry } from '@campcare/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizerSession, renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { holdFetch } from '../../../test/holdFetch.ts';
import { WaitlistDialog } from './WaitlistDialog.tsx';

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
    renderWithProviders(<WaitlistDialog campId="camp-x" campName="Eye Camp" timeZone="Asia/Dhaka" onClose={() => {}} />, organizerSession);
    expect(await screen.findByRole('dialog', { name: 'Waiting list of Eye Camp' })).toBeInTheDocument();
    expect(await screen.findByText('Seat offered until Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)')).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/camps/camp-x/waitlist');
  });

  it('says it is loading, busy, until the list arrives', async () => {
    const { answer } = holdFetch();
    renderWithProviders(<WaitlistDialog campId="camp-x" campName="Eye Camp" timeZone="Asia/Dhaka" onClose={() => {}} />, organizerSession);
    // Busy, so assistive technology (and the accessibility scans) wait for what replaces it.
    expect(await screen.findByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    answer([offer]);
    expect(await screen.findByText('Sam Okoro')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
