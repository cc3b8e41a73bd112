import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

describe('the contact form', () => {
  it('validates each field before sending', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<ContactPage />, { path: '/contact' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));
    await userEvent.type(screen.getByLabelText(/^Your name/), 'A');
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@b');
    await userEvent.type(screen.getByLabelText(/^Phone/), 'call me');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Hi');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    // The domain's limits, in the catalog's words.
    expect(await screen.findByText('Write at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Use only digits, spaces and + - ( ).')).toBeInTheDocument();
    expect(screen.getByText('Write at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('posts the fields the API expects', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ id: 'm1' }), { status: 201 }));
    renderWithApp(<ContactPage />, { path: '/contact' });
    await userEvent.type(await screen.findByLabelText(/^Your name/), 'Chidi Obi');
    await userEvent.type(screen.getByLabelText(/^Email/), 'chidi@example.com');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Volunteering');
    await userEvent.type(screen.getByLabelText(/^Message/), 'I would like to volunteer as a nurse.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Chidi Obi',
      email: 'chidi@example.com',
      phone: '',
      subject: 'Volunteering',
      message: 'I would like to volunteer as a nurse.',
    });
    fetchSpy.mockRestore();
  });
});
