import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFetch } from '../../../../test/holdFetch.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { switchLanguage } from '../../../lib/i18n/index.ts';
import { CoOrganizersDialog } from './CoOrganizersDialog.tsx';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ORGANIZERS = [{ uid: 'o1', email: 'daniel@campcare.test', displayName: 'Daniel Okafor' }];
// The API's answer for a participant's address, the same as for an address with no account.
const NO_ORGANIZER_ACCOUNT = 'No organizer account uses this email address: an admin must make an account an organizer first.';
const NOT_AN_ORGANIZER = {
  error: { code: 'invalid-argument', message: NO_ORGANIZER_ACCOUNT, fields: { email: NO_ORGANIZER_ACCOUNT }, fieldCodes: { email: 'no-organizer-account' } },
};

afterEach(() => vi.restoreAllMocks());

describe('the co-organizers dialog', () => {
  it('says it is loading beside the list, busy, and the list then holds only its organizers', async () => {
    const held = holdFetch();
    renderWithApp(<CoOrganizersDialog campId="camp-1" campName="Eye Camp" onClose={vi.fn()} />);
    // A list may hold only its items: the loading line inside it was a serious axe "list" violation.
    const loading = await screen.findByText('Loading…');
    expect(loading.closest('ul, ol')).toBeNull();
    expect(loading).toHaveAttribute('aria-busy', 'true');
    held.answer(ORGANIZERS);
    const list = await screen.findByRole('list', { name: 'Organizers of this camp' });
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI']);
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the server’s refusal under the field in English', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => (init?.method === 'POST' ? answer(400, NOT_AN_ORGANIZER) : answer(200, ORGANIZERS)));
    renderWithApp(<CoOrganizersDialog campId="camp-1" campName="Eye Camp" onClose={vi.fn()} />);
    expect(await screen.findByText('Daniel Okafor')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a co-organizer by email'), 'participant@campcare.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add organizer' }));
    expect(await screen.findByText(NO_ORGANIZER_ACCOUNT)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('speaks Bengali: a malformed address is refused before sending, the server’s refusal in the catalog’s words', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => (init?.method === 'POST' ? answer(400, NOT_AN_ORGANIZER) : answer(200, ORGANIZERS)));
    await switchLanguage('bn', { remember: false });
    try {
      renderWithApp(<CoOrganizersDialog campId="camp-1" campName="Eye Camp" onClose={vi.fn()} />);
      expect(await screen.findByText('Daniel Okafor')).toBeInTheDocument();
      expect(screen.getByText(/ক্যাম্পটি তৈরি করেছেন/)).toBeInTheDocument();
      const field = screen.getByLabelText('ইমেইল দিয়ে একজন সহ-আয়োজক যোগ করুন');
      await userEvent.type(field, 'not-an-address');
      await userEvent.click(screen.getByRole('button', { name: 'আয়োজক যোগ করুন' }));
      expect(await screen.findByText('একটি সঠিক ইমেইল ঠিকানা লিখুন।')).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      await userEvent.clear(field);
      await userEvent.type(field, 'participant@campcare.test');
      await userEvent.click(screen.getByRole('button', { name: 'আয়োজক যোগ করুন' }));
      expect(await screen.findByText('এই ইমেইল ঠিকানায় কোনো আয়োজক অ্যাকাউন্ট নেই।')).toBeInTheDocument();
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });
});
