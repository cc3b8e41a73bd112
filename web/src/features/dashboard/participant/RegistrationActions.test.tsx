import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmationStatus, PaymentStatus } from '@campcare/domain';
import { describe, expect, it, vi } from 'vitest';
import { OrganizerRegistrationActions } from '../organizer/OrganizerRegistrationActions.tsx';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { RegistrationActions } from './RegistrationActions.tsx';

const IN_TEN_DAYS = new Date(Date.now() + 10 * 86_400_000).toISOString();
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();

function registration(PaymentStatus: PaymentStatus, ConfirmationStatus: ConfirmationStatus, feedbackGiven = false, DateTime = IN_TEN_DAYS) {
  return { _id: 'camp-1_u', CampName: 'Eye Camp', ParticipantName: 'Priya', PaymentStatus, ConfirmationStatus, feedbackGiven, DateTime };
}

function renderParticipant(r: ReturnType<typeof registration>, busy = false) {
  const handlers = { onPay: vi.fn(), onFeedback: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(<RegistrationActions registration={r} busy={busy} {...handlers} />);
  return handlers;
}

describe('participant actions follow the domain rules', () => {
  it('Unpaid + Pending: Pay and Cancel are live, feedback is N/A', async () => {
    const handlers = renderParticipant(registration('Unpaid', 'Pending'));
    const pay = screen.getByRole('button', { name: 'Pay for Eye Camp' });
    const cancel = screen.getByRole('button', { name: 'Cancel registration for Eye Camp' });
    expect(pay).toBeEnabled();
    expect(cancel).toBeEnabled();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /feedback/i })).not.toBeInTheDocument();
    await userEvent.click(pay);
    await userEvent.click(cancel);
    expect(handlers.onPay).toHaveBeenCalledOnce();
    expect(handlers.onCancel).toHaveBeenCalledOnce();
  });

  it('Paid + Pending before the cut-off: shows Paid, Cancel & refund is live, feedback N/A', async () => {
    const handlers = renderParticipant(registration('Paid', 'Pending'));
    expect(screen.queryByRole('button', { name: /^Pay for/ })).not.toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    const cancel = screen.getByRole('button', { name: 'Cancel & refund registration for Eye Camp' });
    expect(cancel).toBeEnabled();
    expect(cancel).toHaveTextContent('Cancel & refund');
    expect(screen.getByText('N/A')).toBeInTheDocument();
    await userEvent.click(cancel);
    expect(handlers.onCancel).toHaveBeenCalledOnce();
  });

  it('Paid after the cut-off: Cancel is disabled and the page says why', async () => {
    const handlers = renderParticipant(registration('Paid', 'Pending', false, TOMORROW));
    const cancel = screen.getByRole('button', { name: 'Cancel registration for Eye Camp' });
    expect(cancel).toBeDisabled();
    expect(screen.getByTestId('cancel-refusal')).toHaveTextContent(/until 48 hours before the camp/);
    await userEvent.click(cancel).catch(() => {});
    expect(handlers.onCancel).not.toHaveBeenCalled();
  });

  it.each(['Free', 'Refunded', 'Disputed'] as const)('%s: shows the state instead of Pay', (status) => {
    renderParticipant(registration(status, 'Pending'));
    expect(screen.queryByRole('button', { name: /^Pay for/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(status).length).toBeGreaterThan(0);
    // Free registrations are cancelled like unpaid ones; refunded and disputed ones hold money matters, not seats.
    expect(screen.getByRole('button', { name: 'Cancel registration for Eye Camp' }).hasAttribute('disabled')).toBe(status !== 'Free');
  });

  it('Paid + Confirmed: Feedback is live', async () => {
    const handlers = renderParticipant(registration('Paid', 'Confirmed'));
    const feedback = screen.getByRole('button', { name: 'Give feedback on Eye Camp' });
    expect(feedback).toBeEnabled();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    await userEvent.click(feedback);
    expect(handlers.onFeedback).toHaveBeenCalledOnce();
  });

  it('feedback already given: no second Feedback button', () => {
    renderParticipant(registration('Paid', 'Confirmed', true));
    expect(screen.queryByRole('button', { name: /feedback/i })).not.toBeInTheDocument();
    expect(screen.getByText('Thank you')).toBeInTheDocument();
  });

  it('every button is disabled while an action runs', () => {
    renderParticipant(registration('Unpaid', 'Pending'), true);
    expect(screen.getByRole('button', { name: 'Pay for Eye Camp' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel registration for Eye Camp' })).toBeDisabled();
  });
});

describe('organizer actions follow the domain rules', () => {
  const cases: [PaymentStatus, ConfirmationStatus, boolean, boolean][] = [
    ['Unpaid', 'Pending', false, true],
    ['Free', 'Pending', true, true],
    ['Paid', 'Pending', true, false],
    ['Paid', 'Confirmed', false, false],
    ['Refunded', 'Pending', false, false],
  ];
  it.each(cases)('%s + %s: confirm %s, delete %s', (payment, confirmation, confirmable, deletable) => {
    renderWithProviders(
      <OrganizerRegistrationActions registration={registration(payment, confirmation)} busy={false} onConfirm={vi.fn()} onDelete={vi.fn()} />,
    );
    const confirm = screen.getByRole('button', { name: /^Confirm(ed)? Priya at Eye Camp$/ });
    const del = screen.getByRole('button', { name: 'Delete Priya at Eye Camp' });
    expect(confirm.hasAttribute('disabled')).toBe(!confirmable);
    // A confirmed registration says so on its (disabled) button.
    expect(confirm).toHaveTextContent(confirmation === 'Confirmed' ? 'Confirmed' : 'Confirm');
    expect(del.hasAttribute('disabled')).toBe(!deletable);
  });

  it('disables both while an action runs', () => {
    renderWithProviders(
      <OrganizerRegistrationActions registration={registration('Paid', 'Pending')} busy onConfirm={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm Priya at Eye Camp' })).toBeDisabled();
  });
});
