import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMP_FEE_MESSAGE, localTimeZone } from '@campcare/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { switchLanguage } from '../../../lib/i18n/index.ts';
import { CampForm } from './CampForm.tsx';

const picture = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'camp.png', { type: 'image/png' });

async function fill(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

const valid = {
  'Camp name': 'Heart Health Day',
  'Camp fees': '25.50',
  'Date and time': '2030-05-01T09:30',
  Location: 'Riverside Hall',
  'Healthcare professional': 'Dr. Amara Obi',
  Description: 'Free blood pressure checks and advice for the whole family.',
};

describe('CampForm (Add A Camp)', () => {
  it('refuses to send an empty form and says which fields are required', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={onSubmit} uploadImage={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add camp' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(6);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the participant count as 0', () => {
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={vi.fn()} uploadImage={vi.fn()} />);
    expect(screen.getByTestId('participant-count')).toHaveValue('0');
  });

  it('rejects fees that are not money', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={onSubmit} uploadImage={vi.fn()} />);
    const user = await fill({ ...valid, 'Camp fees': '12.345' });
    await user.upload(screen.getByLabelText(/^Image/), picture());
    await user.click(screen.getByRole('button', { name: 'Add camp' }));
    expect(await screen.findByText(/at most two decimals/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a fee between free and the minimum card charge, with the same message as the API', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={onSubmit} uploadImage={vi.fn()} />);
    const user = await fill({ ...valid, 'Camp fees': '0.50' });
    await user.upload(screen.getByLabelText(/^Image/), picture());
    await user.click(screen.getByRole('button', { name: 'Add camp' }));
    expect(await screen.findByText(CAMP_FEE_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a camp without an image (the camp shows the default art)', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const uploadImage = vi.fn();
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={onSubmit} uploadImage={uploadImage} />);
    expect(screen.getByText(/default picture/)).toBeInTheDocument();
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Add camp' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ CampName: 'Heart Health Day', Image: '' });
  });

  it('refuses a date that has passed, beside the field', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={onSubmit} uploadImage={vi.fn()} />);
    const user = await fill({ ...valid, 'Date and time': '2020-05-01T09:30' });
    await user.click(screen.getByRole('button', { name: 'Add camp' }));
    expect(await screen.findByText(/Choose a date and time in the future/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date and time/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers time zones by city with their UTC offset, starting at the browser\'s own', () => {
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={vi.fn()} uploadImage={vi.fn()} />);
    const select = screen.getByLabelText(/^Time zone/) as HTMLSelectElement;
    expect(select.value).toBe(localTimeZone());
    const dhaka = [...select.options].find((o) => o.value === 'Asia/Dhaka');
    expect(dhaka?.textContent).toBe('Dhaka (UTC+06:00)');
    const cities = [...select.options].map((o) => o.textContent ?? '');
    expect(cities.indexOf('Dhaka (UTC+06:00)')).toBeLessThan(cities.findIndex((c) => c.startsWith('Lisbon')));
  });

  it('uploads the picture and sends numbers and an ISO date', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const uploadImage = vi.fn().mockResolvedValue('/api/images/new-pic');
    renderWithProviders(<CampForm submitLabel="Add camp" onSubmit={onSubmit} uploadImage={uploadImage} resetOnSuccess />);
    const user = await fill(valid);
    await user.upload(screen.getByLabelText(/^Image/), picture());
    await user.click(screen.getByRole('button', { name: 'Add camp' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(uploadImage).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      CampName: 'Heart Health Day',
      Image: '/api/images/new-pic',
      CampFees: 25.5,
      DateTime: new Date('2030-05-01T09:30').toISOString(),
      Location: 'Riverside Hall',
      HealthcareProfessional: 'Dr. Amara Obi',
      Description: 'Free blood pressure checks and advice for the whole family.',
      refundCutoffHours: 48,
      Capacity: null,
      seatOfferHours: 24,
      unpaidHoldHours: 48,
      // A new camp starts in the organizer's own zone, and its time is read there.
      TimeZone: localTimeZone(),
      retentionDays: 30,
    });
    // Emptied for the next camp.
    await waitFor(() => expect(screen.getByLabelText(/^Camp name/)).toHaveValue(''));
  });
});

describe('CampForm (Edit)', () => {
  const camp = {
    CampName: 'Eye Camp',
    Image: '/api/images/old-pic',
    CampFees: 10,
    DateTime: '2030-01-02T10:00:00.000Z',
    Location: 'Town Hall',
    HealthcareProfessional: 'Dr. Lee',
    Description: 'Free eye checks for everyone over forty.',
    ParticipantCount: 7,
  };

  it('keeps the old image when none is chosen, and shows the real count', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const uploadImage = vi.fn();
    renderWithProviders(<CampForm camp={camp} submitLabel="Save changes" onSubmit={onSubmit} uploadImage={uploadImage} />);
    expect(screen.getByTestId('participant-count')).toHaveValue('7');
    const user = await fill({ 'Camp name': 'Eye Camp Plus' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ CampName: 'Eye Camp Plus', Image: '/api/images/old-pic', DateTime: camp.DateTime, CampFees: 10 });
  });

  it('sends a capacity and offer hours, and refuses a capacity that is not a whole number of seats', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CampForm camp={camp} submitLabel="Save changes" onSubmit={onSubmit} uploadImage={vi.fn()} />);
    const user = await fill({ 'Capacity \\(seats\\)': '2.5' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Capacity must be a whole number of seats.');
    expect(onSubmit).not.toHaveBeenCalled();
    await fill({ 'Capacity \\(seats\\)': '40', 'Seat offers last': '6' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ Capacity: 40, seatOfferHours: 6 });
  });

  it('refuses a capacity below the seats already taken, before sending, with the API’s message', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <CampForm camp={{ ...camp, Capacity: 10, seatsOffered: 1 }} submitLabel="Save changes" onSubmit={onSubmit} uploadImage={vi.fn()} />,
    );
    expect(screen.getByLabelText(/^Capacity/)).toHaveValue('10');
    const user = await fill({ 'Capacity \\(seats\\)': '7' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Capacity cannot be below the 8 seats already taken.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a camp that took place be corrected, but not moved to another past date', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const past = { ...camp, DateTime: '2021-03-04T05:06:07.890Z' };
    renderWithProviders(<CampForm camp={past} submitLabel="Save changes" onSubmit={onSubmit} uploadImage={vi.fn()} />);
    const user = await fill({ Location: 'Old Hall' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await fill({ 'Date and time': '2021-03-05T09:00' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Choose a date and time in the future/)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps what was typed when the server refuses', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('nope'));
    renderWithProviders(<CampForm camp={camp} submitLabel="Save changes" onSubmit={onSubmit} uploadImage={vi.fn()} resetOnSuccess />);
    const user = await fill({ Location: 'New Hall' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByLabelText(/^Location/)).toHaveValue('New Hall');
  });
});

describe('CampForm in Bengali', () => {
  const camp = {
    CampName: 'Eye Camp',
    Image: '/api/images/old-pic',
    CampFees: 10,
    DateTime: '2030-01-02T10:00:00.000Z',
    Location: 'Town Hall',
    HealthcareProfessional: 'Dr. Lee',
    Description: 'Free eye checks for everyone over forty.',
    ParticipantCount: 7,
    Capacity: 10,
    seatsOffered: 1,
  };

  it('labels the fields and says what is wrong in Bengali, with the domain’s limits in Bengali digits; the camp stays as typed', async () => {
    await switchLanguage('bn', { remember: false });
    try {
      const onSubmit = vi.fn();
      renderWithProviders(<CampForm camp={camp} submitLabel="সংরক্ষণ" onSubmit={onSubmit} uploadImage={vi.fn()} />);
      expect(screen.getByLabelText(/^ক্যাম্পের নাম/)).toHaveValue('Eye Camp');
      expect(screen.getByTestId('participant-count')).toHaveValue('৭');
      const user = await fill({ 'ক্যাম্পের নাম': 'ab', 'ক্যাম্পের ফি': '0.50', আসনসংখ্যা: '7', 'আসনের প্রস্তাবের মেয়াদ': '2.5', বিবরণ: '' });
      await user.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
      expect(await screen.findByText('ক্যাম্পের নাম কমপক্ষে ৩ অক্ষরের হতে হবে।')).toBeInTheDocument();
      expect(screen.getByText(/১ থেকে ১,০০,০০০ ডলার/)).toBeInTheDocument();
      expect(screen.getByText('আসনের প্রস্তাবের মেয়াদ পূর্ণ সংখ্যার ঘণ্টা হতে হবে।')).toBeInTheDocument();
      expect(screen.getByText('এই ঘরটি পূরণ করা আবশ্যক')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      await fill({ 'ক্যাম্পের নাম': 'Eye Camp', 'ক্যাম্পের ফি': '10', 'আসনের প্রস্তাবের মেয়াদ': '24', বিবরণ: camp.Description });
      await user.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
      expect(await screen.findByText('ইতিমধ্যে নেওয়া ৮টি আসনের চেয়ে আসনসংখ্যা কম হতে পারে না।')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });
});
