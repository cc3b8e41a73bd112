import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

const PAID_CAMP = {
  registrationId: 'camp-1_u1',
  campId: 'camp-1',
  CampName: 'Eye Screening Day',
  DateTime: '2030-03-14T09:00:00.000Z',
  CampFees: 40,
  refundable: true,
};

async function openDialog() {
  renderWithApp(<DeleteAccountCard />, { path: '/dashboard/profile' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.findByTestId('delete-account-dialog');
}

describe('Delete my account', () => {
  it('sends nothing until DELETE is typed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const dialog = await openDialog();
    await userEvent.type(screen.getByLabelText(/Type DELETE to confirm/), 'delete');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByText('Type DELETE to confirm.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it("shows the server's paid camps and sends the choice made", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(409, { error: { code: 'paid-upcoming-registrations', message: 'Choose.', camps: [PAID_CAMP] } }))
      .mockResolvedValueOnce(answer(200, { acknowledged: true, deleted: true, cancelled: 1, refunded: 4000, kept: 0 }));
    await openDialog();
    await userEvent.type(screen.getByLabelText(/Type DELETE to confirm/), 'DELETE');
    const confirm = () => screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!;
    await userEvent.click(confirm());
    expect(await screen.findByText(/Eye Screening Day/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({});

    await userEvent.click(confirm());
    expect(await screen.findByText('Choose what happens to your paid camps.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByText('Cancel them and refund my payments'));
    await userEvent.click(confirm());
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const [path, init] = fetchSpy.mock.calls[1]!;
    expect(String(path)).toBe('/api/me');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ paidUpcoming: 'cancel-and-refund' });
  });
});
