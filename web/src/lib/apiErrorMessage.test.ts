import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api.ts';
import { apiErrorMessage } from './apiErrorMessage.ts';
import { needCatalog, switchLanguage } from './i18n/i18n.ts';

describe('apiErrorMessage', () => {
  afterEach(() => switchLanguage('en', { remember: false }));

  it('shows the catalog text for a known code, in the chosen language', async () => {
    const error = new ApiRequestError(409, 'already-registered', 'You are already registered for this camp.');
    expect(apiErrorMessage(error)).toBe('You are already registered for this camp.');
    await needCatalog('errors');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(error)).toBe('আপনি এই ক্যাম্পে আগেই নিবন্ধন করেছেন।');
  });

  it('falls back to the server’s message for a code it does not know', async () => {
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(new ApiRequestError(402, 'card_declined', 'Your card was declined.'))).toBe('Your card was declined.');
  });

  it('says something for an error with no message at all', async () => {
    expect(apiErrorMessage(null)).toBe('Something went wrong. Please try again.');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(undefined)).toBe('কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।');
  });
});
