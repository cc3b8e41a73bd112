import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { destinationAfterLogin } from './authForms.ts';
import { RequireAuth } from './RequireAuth.tsx';

const user = { uid: 'u1', displayName: 'Lena', email: 'lena@campcare.test', photoURL: null };

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const { router } = renderWithApp(
      <RequireAuth>
        <p>Secret</p>
      </RequireAuth>,
      { path: '/dashboard/profile', session: { status: 'signedOut' } },
    );
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard/profile' });
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('waits while the session loads', async () => {
    renderWithApp(
      <RequireAuth>
        <p>Secret</p>
      </RequireAuth>,
      { session: { status: 'loading' } },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    renderWithApp(
      <RequireAuth>
        <p>Secret</p>
      </RequireAuth>,
      { session: { status: 'signedIn', user } },
    );
    expect(await screen.findByText('Secret')).toBeInTheDocument();
  });
});

describe('where login goes afterwards', () => {
  it('goes to the remembered path of our own site', () => {
    expect(destinationAfterLogin({ from: '/campDetail/camp-03' })).toBe('/campDetail/camp-03');
    expect(destinationAfterLogin({ from: '/allCamps?sort=CampFees' })).toBe('/allCamps?sort=CampFees');
  });

  it('goes home otherwise, and never to another site', () => {
    expect(destinationAfterLogin(null)).toBe('/');
    expect(destinationAfterLogin({ from: 'https://evil.example' })).toBe('/');
    expect(destinationAfterLogin({ from: '//evil.example/x' })).toBe('/');
    expect(destinationAfterLogin({ from: '/login' })).toBe('/');
  });
});
