import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { switchLanguage } from '../../../lib/i18n/index.ts';
import { AccessLogPage } from './AccessLogPage.tsx';
import { PaymentProblemsPage } from './PaymentProblemsPage.tsx';
import { UsersPage } from './UsersPage.tsx';

const USERS = [
  { uid: 'u-admin', email: 'olu@example.test', displayName: 'Olu Organizer', photoURL: null, role: 'Organizer', admin: true },
  { uid: 'u-1', email: 'lena@example.test', displayName: 'Lena Novak', photoURL: null, role: 'Participant', admin: false },
];
vi.mock('../api/users.ts', () => ({
  USERS_KEY: ['users'],
  useUsers: () => ({ data: { rows: USERS, total: USERS.length }, isFetching: false, error: null }),
}));
vi.mock('../api/setUserRole.ts', () => ({ useSetUserRole: () => ({ mutateAsync: vi.fn() }) }));
vi.mock('../api/paymentProblems.ts', () => ({
  usePaymentProblems: () => ({
    isPending: false,
    error: null,
    data: [
      {
        _id: 'pi_1',
        paymentIntentId: 'pi_1',
        registrationId: null,
        campId: null,
        participantUid: null,
        amount: 250000,
        currency: 'usd',
        reason: 'the registration no longer exists',
        action: 'refund-failed',
        refundId: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  }),
}));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const logEntry = {
  _id: 'a1',
  at: '2026-11-20T10:00:00.000Z',
  accessorUid: 'o1',
  accessorName: 'Dr. Helena Costa',
  accessorRole: 'organizer',
  participantUid: null,
  registrationId: 'camp-1_u1',
  campId: 'camp-1',
  CampName: 'Community Vaccination Drive',
  fields: ['age', 'phoneNumber'],
  reason: 'export',
};

afterEach(() => vi.restoreAllMocks());

async function inBengali(check: () => Promise<void>) {
  await switchLanguage('bn', { remember: false });
  try {
    await check();
  } finally {
    await switchLanguage('en', { remember: false });
  }
}

describe('the users page', () => {
  it('shows roles and the role change in English as before', async () => {
    renderWithProviders(<UsersPage />, adminSession);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const lena = screen.getByTestId('user-row-lena@example.test');
    expect(within(lena).getByText('Participant')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-row-olu@example.test')).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByTestId('page-summary')).toHaveTextContent('2 users · page 1 of 1');
    // Browsers keep the space before the hidden name; jsdom's name computation trims it.
    await userEvent.click(within(lena).getByRole('button', { name: /^Promote ?Lena Novak$/ }));
    expect(await screen.findByText('Lena Novak will become an Organizer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, promote' })).toBeInTheDocument();
  });

  it('speaks Bengali: roles, buttons, dialog, and the summary in Bengali digits', async () => {
    await inBengali(async () => {
      renderWithProviders(<UsersPage />, adminSession);
      expect(await screen.findByRole('heading', { name: 'ব্যবহারকারী' })).toBeInTheDocument();
      const lena = screen.getByTestId('user-row-lena@example.test');
      expect(within(lena).getByText('অংশগ্রহণকারী')).toBeInTheDocument();
      expect(within(screen.getByTestId('user-row-olu@example.test')).getByText('আয়োজক')).toBeInTheDocument();
      expect(screen.getByTestId('page-summary')).toHaveTextContent('২ জন ব্যবহারকারী · পৃষ্ঠা ১/১');
      expect(screen.getByRole('combobox', { name: 'ভূমিকা' })).toHaveValue('');
      await userEvent.click(within(lena).getByRole('button', { name: 'উন্নীত করুন: Lena Novak' }));
      expect(await screen.findByText('Lena Novak আয়োজক হবেন।')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'হ্যাঁ, উন্নীত করুন' })).toBeInTheDocument();
    });
  });
});

describe('the payment problems page', () => {
  it('says what was done, in English as before and in Bengali with Bengali digits', async () => {
    const { unmount } = renderWithProviders(<PaymentProblemsPage />, adminSession);
    const row = await screen.findByTestId('payment-problem-pi_1');
    expect(row).toHaveTextContent('$2,500.00');
    expect(within(row).getByText('Refund failed: refund by hand')).toBeInTheDocument();
    unmount();
    await inBengali(async () => {
      renderWithProviders(<PaymentProblemsPage />, adminSession);
      const row = await screen.findByTestId('payment-problem-pi_1');
      expect(within(row).getByText('ফেরত দেওয়া যায়নি: নিজ হাতে ফেরত দিন')).toBeInTheDocument();
      expect(row).toHaveTextContent('২,৫০০.০০');
      // The server's reason stays as it recorded it.
      expect(within(row).getByText('the registration no longer exists')).toBeInTheDocument();
    });
  });
});

describe('the access log page', () => {
  it('names who read what and why, in English as before and in Bengali', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json([logEntry])));
    const { unmount } = renderWithProviders(<AccessLogPage />, adminSession);
    const row = await screen.findByTestId('access-log-row');
    expect(within(row).getByText('Dr. Helena Costa (organizer)')).toBeInTheDocument();
    expect(within(row).getByText('Age, Phone number')).toBeInTheDocument();
    expect(within(row).getByText('Downloaded the camp’s registration list')).toBeInTheDocument();
    expect(within(row).getByText('deleted account')).toBeInTheDocument();
    unmount();
    await inBengali(async () => {
      renderWithProviders(<AccessLogPage />, adminSession);
      const row = await screen.findByTestId('access-log-row');
      expect(within(row).getByText('Dr. Helena Costa (আয়োজক)')).toBeInTheDocument();
      expect(within(row).getByText('বয়স, ফোন নম্বর')).toBeInTheDocument();
      expect(within(row).getByText('ক্যাম্পের নিবন্ধন-তালিকা ডাউনলোড করেছেন')).toBeInTheDocument();
      expect(within(row).getByText('মুছে ফেলা অ্যাকাউন্ট')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'দেখার রেকর্ড' })).toBeInTheDocument();
    });
  });

  it("shows a camp's counted figures (report, DHIS2) as the camp's, with how many were counted and no participant", async () => {
    const counted = { ...logEntry, _id: 'a2', participantName: null, registrationId: '', fields: ['age', 'gender'], reason: 'dhis2', people: 42 };
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json([counted])));
    const { unmount } = renderWithProviders(<AccessLogPage />, adminSession);
    const row = await screen.findByTestId('access-log-row');
    expect(within(row).getByText('Nobody’s details shown: 42 registrations counted')).toBeInTheDocument();
    expect(within(row).getByText('Counted for the DHIS2 export or push')).toBeInTheDocument();
    expect(within(row).queryByText('deleted account')).toBeNull();
    unmount();
    await inBengali(async () => {
      renderWithProviders(<AccessLogPage />, adminSession);
      const row = await screen.findByTestId('access-log-row');
      expect(within(row).getByText('কারও তথ্য দেখানো হয়নি: ৪২টি নিবন্ধন গোনা হয়েছে')).toBeInTheDocument();
      expect(within(row).getByText('DHIS2-এ রপ্তানি বা পাঠানোর জন্য গুনেছেন')).toBeInTheDocument();
    });
  });
});
