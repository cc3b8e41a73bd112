import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { TicketCell } from './TicketCell.tsx';

const base = {
  _id: 'camp-1_u1',
  CampName: 'Free Eye Screening',
  DateTime: '2026-12-05T09:00:00.000Z',
  Location: 'Lisbon',
  HealthcareProfessional: 'Dr. Sarah Mitchell',
  ParticipantName: 'Priya Sharma',
};
const TICKET = 'AbCdEfGhIjKlMnOpQrStUv-_';

describe('TicketCell', () => {
  it('shows the QR ticket with the camp and the code once the registration may attend', async () => {
    renderWithProviders(<TicketCell registration={{ ...base, PaymentStatus: 'Paid', ticket: TICKET }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show ticket for Free Eye Screening' }));
    expect(await screen.findByTestId('ticket-code')).toHaveTextContent(TICKET);
    expect(screen.getByText('Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print ticket' })).toBeInTheDocument();
  });

  it('has no ticket to show while unpaid, refunded or cancelled, whatever code the document holds', () => {
    const { unmount } = renderWithProviders(<TicketCell registration={{ ...base, PaymentStatus: 'Unpaid' }} />);
    expect(screen.getByText('After payment')).toBeInTheDocument();
    unmount();
    renderWithProviders(<TicketCell registration={{ ...base, PaymentStatus: 'Refunded', ticket: TICKET }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('says when the participant was checked in', () => {
    renderWithProviders(
      <TicketCell registration={{ ...base, PaymentStatus: 'Free', ticket: TICKET, TimeZone: 'Asia/Dhaka', checkedInAt: '2026-12-05T09:05:00.000Z' }} />,
    );
    // On the camp's clock, named, like every other date about the camp.
    expect(screen.getByText('Checked in')).toHaveAttribute('title', 'Sat, Dec 5, 2026, 3:05 PM Dhaka time (GMT+6)');
  });
});
