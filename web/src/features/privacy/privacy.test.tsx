import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { holdFetch } from '../../../test/holdFetch.ts';
import { switchLanguage } from '../../lib/i18n/index.ts';
import { AccessLogCard } from './AccessLogCard.tsx';
import { HealthDetailsButton } from './HealthDetailsButton.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe("the organizers' detail view", () => {
  it('reads the health details only when opened, and says the opening is recorded', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json({ registrationId: 'camp-1_u1', age: 34, gender: 'Female', phoneNumber: '5550142387', emergencyContact: '5550198214', erased: false }));
    renderWithApp(<HealthDetailsButton registrationId="camp-1_u1" participantName="Lena Novak" />);
    const button = await screen.findByRole('button', { name: 'Details of Lena Novak' });
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(await screen.findByText('5550198214')).toBeInTheDocument();
    expect(screen.getByText('34')).toBeInTheDocument();
    expect(screen.getByText(/Opening these details is recorded/)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/registrations/camp-1_u1/health');
  });

  it('says it is loading, busy, until the details arrive', async () => {
    const { answer } = holdFetch();
    renderWithApp(<HealthDetailsButton registrationId="camp-1_u1" participantName="Lena Novak" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Lena Novak' }));
    // Busy, so assistive technology (and the accessibility scans) wait for what replaces it.
    expect(await screen.findByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    answer({ registrationId: 'camp-1_u1', age: 34, gender: 'Female', phoneNumber: '5550142387', emergencyContact: '5550198214', erased: false });
    expect(await screen.findByText('5550198214')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the details in Bengali: labels, the gender and the age in Bengali digits, the numbers as given', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ registrationId: 'camp-1_u1', age: 34, gender: 'Female', phoneNumber: '5550142387', emergencyContact: '5550198214', erased: false }),
    );
    await switchLanguage('bn', { remember: false });
    try {
      renderWithApp(<HealthDetailsButton registrationId="camp-1_u1" participantName="Lena Novak" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Lena Novak-এর বিস্তারিত' }));
      expect(await screen.findByText('৩৪')).toBeInTheDocument();
      expect(screen.getByText('নারী')).toBeInTheDocument();
      expect(screen.getByText('জরুরি যোগাযোগ')).toBeInTheDocument();
      expect(screen.getByText('5550198214')).toBeInTheDocument();
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });

  it('says when the details were erased', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ registrationId: 'camp-1_u1', erased: true }));
    renderWithApp(<HealthDetailsButton registrationId="camp-1_u1" participantName="Lena Novak" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Lena Novak' }));
    expect(await screen.findByText(/were erased/)).toBeInTheDocument();
  });
});

/** One read of Lena's health details by an organizer, as the API answers it. */
const logEntry = (changes: Record<string, unknown> = {}) => ({
  _id: 'a1',
  at: '2026-11-20T10:00:00.000Z',
  accessorUid: 'o1',
  accessorName: 'Dr. Helena Costa',
  accessorRole: 'organizer',
  participantUid: 'u1',
  registrationId: 'camp-1_u1',
  campId: 'camp-1',
  CampName: 'Community Vaccination Drive',
  fields: ['age', 'gender', 'phoneNumber', 'emergencyContact'],
  reason: 'detail',
  ...changes,
});

describe("the participant's access log", () => {
  it('lists who opened which details, for which camp and when', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json([logEntry()]));
    renderWithApp(<AccessLogCard />);
    expect(await screen.findByText('Dr. Helena Costa (organizer)')).toBeInTheDocument();
    expect(screen.getByText(/for Community Vaccination Drive: age, gender, phone number, emergency contact/)).toBeInTheDocument();
  });

  it('says it is loading, busy and beside the list, until the log arrives', async () => {
    const { answer } = holdFetch();
    renderWithApp(<AccessLogCard />);
    const loading = await screen.findByText('Loading…');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.closest('ul, ol')).toBeNull();
    answer([logEntry()]);
    expect(await screen.findByText('Dr. Helena Costa (organizer)')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('speaks Bengali: reason, camp as typed, the details, and the date in Bengali digits', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json([logEntry({ accessorRole: 'admin', fields: ['age', 'phoneNumber'], reason: 'check-in' })]));
    await switchLanguage('bn', { remember: false });
    try {
      renderWithApp(<AccessLogCard />);
      expect(await screen.findByText('Dr. Helena Costa (CampCare অ্যাডমিনিস্ট্রেটর)')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'কারা আপনার স্বাস্থ্য-তথ্য দেখেছেন' })).toBeInTheDocument();
      expect(screen.getByText('Community Vaccination Drive: চেক-ইনের সময় নিবন্ধনটি খুঁজেছেন — বয়স, ফোন নম্বর')).toBeInTheDocument();
      expect(screen.getByText(/২০২৬/)).toBeInTheDocument();
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });

  it('says when nobody has opened them', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json([]));
    renderWithApp(<AccessLogCard />);
    await waitFor(() => expect(screen.getByText('Nobody has opened your health details yet.')).toBeInTheDocument());
  });
});
