import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  adminSession,
  organizerSession,
  participantSession,
  renderRoutes,
} from '../../../../test/renderWithProviders.tsx';
import { ORGANIZER_HOME } from '../lib/navigation.ts';
import { DashboardLayout } from './DashboardLayout.tsx';
import { isRouteErrorResponse } from 'react-router-dom';
import { ForbiddenPageError, RequireAdmin, RequireOrganizer, RequireParticipant } from './guards.tsx';

const pages = [
  { path: 'organizer-only', element: <RequireOrganizer><p>organizer page</p></RequireOrganizer> },
  { path: 'admin-only', element: <RequireAdmin><p>admin page</p></RequireAdmin> },
  { path: 'participant-only', element: <RequireParticipant><p>participant page</p></RequireParticipant> },
  { path: ORGANIZER_HOME.slice(1), element: <p>organizer home</p> },
];

describe('role guards', () => {
  it('shows the error page when a participant opens an organizer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught render error.
    renderRoutes(pages, '/organizer-only', participantSession);
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong!' })).toBeInTheDocument();
    expect(screen.queryByText('organizer page')).not.toBeInTheDocument();
  });

  it('lets an organizer open an organizer page', async () => {
    renderRoutes(pages, '/organizer-only', organizerSession);
    expect(await screen.findByText('organizer page')).toBeInTheDocument();
  });

  it('sends an organizer who opens a participant page to the organizer home', async () => {
    const { router } = renderRoutes(pages, '/participant-only', organizerSession);
    expect(await screen.findByText('organizer home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ORGANIZER_HOME);
  });

  it('lets a participant open a participant page', async () => {
    renderRoutes(pages, '/participant-only', participantSession);
    expect(await screen.findByText('participant page')).toBeInTheDocument();
  });

  it('keeps the users page for admins', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(pages, '/admin-only', organizerSession);
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong!' })).toBeInTheDocument();
  });

  it('opens the users page for an admin', async () => {
    renderRoutes(pages, '/admin-only', adminSession);
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });
});

const layoutRoutes = [
  { path: 'login', element: <p>login page</p> },
  { path: 'dashboard', element: <DashboardLayout />, children: [{ index: true, element: <p>dashboard index</p> }] },
];

describe('dashboard layout', () => {
  it('shows a loader while the session (and role) loads', () => {
    renderRoutes(layoutRoutes, '/dashboard', { status: 'loading', user: null });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText('dashboard index')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the path', async () => {
    const { router } = renderRoutes(layoutRoutes, '/dashboard', { status: 'signedOut', user: null });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('gives a participant the participant menu with Profile and Logout', async () => {
    renderRoutes(layoutRoutes, '/dashboard', participantSession);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Analytics', 'Registered Camps', 'Payment History', 'Profile']);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByText('dashboard index')).toBeInTheDocument();
  });

  it('gives an organizer the organizer menu, without Users unless admin', async () => {
    renderRoutes(layoutRoutes, '/dashboard', organizerSession);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Analytics',
      'Add A Camp',
      'Manage Camps',
      'Registered Camps',
      'Camp report',
      'DHIS2',
      'Profile',
    ]);
  });

  it('adds Users for an admin', async () => {
    renderRoutes(layoutRoutes, '/dashboard', adminSession);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/dashboard/users');
  });
});

describe('the forbidden error', () => {
  it('reads as a 403 router error response, so the error page can explain it', () => {
    const error = new ForbiddenPageError('This page is for organizers only.');
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error.status).toBe(403);
  });
});
