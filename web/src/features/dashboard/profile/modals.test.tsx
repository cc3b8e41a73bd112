import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackModal } from '../participant/FeedbackModal.tsx';
import { participantSession, renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { UpdateProfileModal } from './UpdateProfileModal.tsx';

describe('Change Password', () => {
  it('requires the 6-character minimum and matching passwords', async () => {
    const change = vi.fn();
    renderWithProviders(<ChangePasswordModal onClose={vi.fn()} change={change} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'old-secret');
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('re-authenticates with the current password and sets the new one', async () => {
    const change = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordModal onClose={onClose} change={change} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'old-secret');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith('old-secret', 'new-secret'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the current password is wrong', async () => {
    const change = vi.fn().mockRejectedValue(Object.assign(new Error('Firebase: wrong'), { code: 'auth/invalid-credential' }));
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordModal onClose={onClose} change={change} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'bad-secret');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(change).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Update Profile', () => {
  it('requires a name', async () => {
    const save = vi.fn();
    renderWithProviders(<UpdateProfileModal onClose={vi.fn()} save={save} />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Priya Sharma');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the new name, keeps the photo when none is chosen, and refreshes the session', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const refreshClaims = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithProviders(<UpdateProfileModal onClose={onClose} save={save} />, { ...participantSession, refreshClaims });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, '  Priya S. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ displayName: 'Priya S.', photo: null }));
    await waitFor(() => expect(refreshClaims).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a file that is not a picture', async () => {
    const save = vi.fn();
    renderWithProviders(<UpdateProfileModal onClose={vi.fn()} save={save} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText(/^New photo/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Choose a picture file/)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('Feedback', () => {
  it('needs a rating and a message before sending', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<FeedbackModal registration={{ _id: 'camp-1_u', CampName: 'Eye Camp' }} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(2);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Rating/ })).toHaveDisplayValue('Choose a rating');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', '5', '4', '3', '2', '1']);
  });
});
