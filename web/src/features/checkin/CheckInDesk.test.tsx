import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { switchLanguage } from '../../lib/i18n/index.ts';
import { sendCheckIn } from './api/checkIn.ts';
import type { DoorList } from './api/doorList.ts';
import { CheckInDesk } from './CheckInDesk.tsx';

vi.mock('./api/doorList.ts', () => ({ fetchDoorList: vi.fn(() => Promise.resolve(structuredClone(DOOR_LIST))) }));
vi.mock('./api/campAttendance.ts', () => ({ fetchCampAttendance: vi.fn(() => new Promise(() => {})) }));
vi.mock('./api/checkIn.ts', () => ({ sendCheckIn: vi.fn() }));

/** A ticket code as the server makes them: 24 base64url characters. */
const ticketOf = (id: string) => `Tk${id}`.padEnd(24, 'x');

const attendee = (id: string, name: string, email: string, checkedInAt: string | null = null) => ({
  _id: `camp-1_${id}`,
  ticketStart: ticketOf(id).slice(0, 6),
  campId: 'camp-1',
  CampName: 'Free Eye Screening',
  ParticipantName: name,
  ParticipantEmail: email,
  PaymentStatus: 'Paid' as const,
  ConfirmationStatus: 'Confirmed' as const,
  checkedInAt,
});

const DOOR_LIST: DoorList = {
  camp: { _id: 'camp-1', CampName: 'Free Eye Screening', DateTime: '2026-12-05T03:00:00.000Z', Location: 'Dhaka', TimeZone: 'Asia/Dhaka' },
  expected: 3,
  checkedIn: 1,
  attendanceRate: 33,
  noShowRate: 67,
  attendees: [
    attendee('u1', 'Lena Novak', 'lena@example.test'),
    attendee('u2', 'Priya Sharma', 'priya@example.test', '2026-12-05T03:10:00.000Z'),
    attendee('u3', 'Omar Haque', 'omar@example.test'),
  ],
};

const checkIn = vi.mocked(sendCheckIn);

beforeEach(() => localStorage.clear());
afterEach(() => checkIn.mockReset());

async function checkInByName(name: string, button: string) {
  await userEvent.type(await screen.findByRole('searchbox'), name.split(' ')[0]!);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the check-in desk', () => {
  it('counts, checks someone in by name and shows a refusal in the server’s words, in English as before', async () => {
    checkIn.mockResolvedValueOnce({ kind: 'checked-in', name: 'Lena Novak', registrationId: 'camp-1_u1', at: '2026-12-05T03:20:00.000Z' });
    renderWithProviders(<CheckInDesk campId="camp-1" />);
    expect(await screen.findByRole('heading', { name: 'Check-in: Free Eye Screening' })).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('1 checked in / 3 expected');
    await checkInByName('Lena Novak', 'Check in Lena Novak');
    expect(await screen.findByText('✓ Checked in: Lena Novak')).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('2 checked in / 3 expected');
    expect(screen.getByTestId('attendee-camp-1_u1')).toHaveTextContent(/In at 9:20\sAM/);

    checkIn.mockResolvedValueOnce({ kind: 'refused', status: 409, error: new ApiRequestError(409, 'no-ticket', "Omar Haque's registration does not admit them (its payment is unpaid)."), name: 'Omar Haque' });
    await userEvent.clear(screen.getByRole('searchbox'));
    await checkInByName('Omar Haque', 'Check in Omar Haque');
    expect(await screen.findByText("Omar Haque's registration does not admit them (its payment is unpaid).")).toBeInTheDocument();
  });

  it('speaks Bengali: counts and times in Bengali digits, the answers in Bengali, names as typed', async () => {
    checkIn.mockResolvedValueOnce({ kind: 'refused', status: 409, error: new ApiRequestError(409, 'no-ticket', "Omar Haque's registration does not admit them."), name: 'Omar Haque' });
    checkIn.mockResolvedValueOnce({ kind: 'refused', status: 404, error: new ApiRequestError(404, 'not-found', 'This registration does not exist.') });
    await switchLanguage('bn', { remember: false });
    try {
      renderWithProviders(<CheckInDesk campId="camp-1" />);
      expect(await screen.findByRole('heading', { name: 'চেক-ইন: Free Eye Screening' })).toBeInTheDocument();
      expect(screen.getByTestId('checkin-counts')).toHaveTextContent('৩ জনের মধ্যে ১ জনের চেক-ইন হয়েছে');
      expect(screen.getByRole('button', { name: 'টিকিট স্ক্যান করুন' })).toBeInTheDocument();
      await checkInByName('Omar Haque', 'Omar Haque-এর চেক-ইন করুন');
      expect(await screen.findByText('Omar Haque-এর নিবন্ধন দিয়ে ক্যাম্পে প্রবেশ করা যাবে না।')).toBeInTheDocument();
      await userEvent.clear(screen.getByRole('searchbox'));
      await checkInByName('Lena Novak', 'Lena Novak-এর চেক-ইন করুন');
      expect(await screen.findByText('অজানা টিকিট: এই কোডের কোনো টিকিট নেই।')).toBeInTheDocument();
      await userEvent.clear(screen.getByRole('searchbox'));
      await userEvent.type(screen.getByRole('searchbox'), 'Priya');
      expect(screen.getByTestId('attendee-camp-1_u2')).toHaveTextContent(/প্রবেশ: ৯:১০/);
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });

  it('finds a person by the ticket code typed from their mail or printout (whole, or its first characters), and checks them in', async () => {
    checkIn.mockResolvedValueOnce({ kind: 'checked-in', name: 'Omar Haque', registrationId: 'camp-1_u3', at: '2026-12-05T03:20:00.000Z' });
    renderWithProviders(<CheckInDesk campId="camp-1" />);
    const search = await screen.findByRole('searchbox');
    await userEvent.type(search, ticketOf('u3'));
    expect(screen.getByTestId('attendee-camp-1_u3')).toHaveTextContent('Omar Haque');
    expect(screen.queryByTestId('attendee-camp-1_u1')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, ticketOf('u3').slice(0, 8).toLowerCase());
    expect(screen.getByTestId('attendee-camp-1_u3')).toHaveTextContent('Omar Haque');
    await userEvent.click(screen.getByRole('button', { name: 'Check in Omar Haque' }));
    expect(checkIn).toHaveBeenCalledWith({ registrationId: 'camp-1_u3' });
    expect(await screen.findByText('✓ Checked in: Omar Haque')).toBeInTheDocument();
    // A code nobody at this camp holds finds nobody.
    await userEvent.clear(search);
    await userEvent.type(search, 'ZZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(screen.getByText('Nobody with a ticket matches.')).toBeInTheDocument();
  });
});
