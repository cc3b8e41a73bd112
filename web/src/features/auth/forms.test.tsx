import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { authErrorMessage } from './errors.ts';
import { LoginPage } from './LoginPage.tsx';
import { SignUpPage } from './SignUpPage.tsx';
import { validateImage } from './authForms.ts';

describe('the login form', () => {
  it('requires email and password, and a password of 6 characters', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<LoginPage />, { path: '/login', session: { status: 'signedOut' } });
    const form = await screen.findByRole('form', { name: 'Log in with email' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(form.querySelectorAll('[data-part="error-text"]')).toHaveLength(2));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(form.querySelector('input[autocomplete="current-password"]')!, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The password must have at least 6 characters.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('shows and hides the password', async () => {
    renderWithApp(<LoginPage />, { path: '/login', session: { status: 'signedOut' } });
    const form = await screen.findByRole('form', { name: 'Log in with email' });
    const password = form.querySelector('input[autocomplete="current-password"]')!;
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for the email before sending a reset link', async () => {
    renderWithApp(<LoginPage />, { path: '/login', session: { status: 'signedOut' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(/Enter your email address above/)).toBeInTheDocument();
  });

  it('sends a signed-in visitor on to the remembered page', async () => {
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      state: { from: '/campDetail/camp-03' },
      session: { status: 'signedIn', user: { uid: 'u', displayName: 'Lena', email: 'l@x.test', photoURL: null } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/campDetail/camp-03'));
  });
});

describe('the sign-up form', () => {
  it('requires name, email and password; the picture is optional', async () => {
    renderWithApp(<SignUpPage />, { path: '/signup', session: { status: 'signedOut' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
  });

  it('refuses files that are not pictures', () => {
    const list = (file: File) => ({ 0: file, length: 1, item: () => file }) as unknown as FileList;
    expect(validateImage(null)).toBe(true);
    expect(validateImage(list(new File(['x'], 'a.png', { type: 'image/png' })))).toBe(true);
    expect(validateImage(list(new File(['x'], 'a.pdf', { type: 'application/pdf' })))).toBe('Choose a JPEG, PNG or WebP picture.');
  });
});

describe('Firebase error messages', () => {
  it('become sentences', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe('The email or password is incorrect.');
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toMatch(/already exists/);
    expect(authErrorMessage({ code: 'auth/popup-closed-by-user' })).toMatch(/closed/);
    expect(authErrorMessage(new Error('Firebase: Error (auth/unknown).'))).toBe('Something went wrong while signing in. Please try again.');
  });
});
