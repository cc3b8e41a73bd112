import { API_ERROR_CODES, FIELD_ERROR_CODES } from '@campcare/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api.ts';
import { apiErrorMessage, MESSAGE_KEYS } from './apiErrorMessage.ts';
import { FIELD_MESSAGE_KEYS, localizeFieldMessages } from './apiFieldMessages.ts';
import { needCatalog, switchLanguage } from './i18n/i18n.ts';
import { LANGUAGES } from './i18n/languages.ts';

/** A catalog part as written, so a key is looked up in the file a language really ships. */
function errorTexts(language: string): Record<string, string> {
  const catalog = JSON.parse(readFileSync(join(import.meta.dirname, 'i18n', 'catalogs', language, 'shared.json'), 'utf8')) as {
    apiErrors: Record<string, string>;
  };
  return catalog.apiErrors;
}

describe('apiErrorMessage', () => {
  afterEach(() => switchLanguage('en', { remember: false }));

  it('has a text in every language for every code the API answers', () => {
    const missing: string[] = [];
    for (const { code: language } of LANGUAGES) {
      const texts = errorTexts(language);
      for (const code of [...API_ERROR_CODES, 'network-error']) {
        const key = (MESSAGE_KEYS as Record<string, string | undefined>)[code];
        const text = key?.startsWith('apiErrors.') ? texts[key.slice('apiErrors.'.length)] : undefined;
        if (!text?.trim()) missing.push(`${language}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
    expect(API_ERROR_CODES.length).toBeGreaterThan(40);
  });

  it('shows the catalog text for a known code, in the chosen language', async () => {
    const error = new ApiRequestError(409, 'already-registered', 'You are already registered for this camp.');
    expect(apiErrorMessage(error)).toBe('You are already registered for this camp.');
    await needCatalog('shared');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(error)).toBe('আপনি এই ক্যাম্পে আগেই নিবন্ধন করেছেন।');
    expect(apiErrorMessage(new ApiRequestError(402, 'card_declined', 'Your card was declined.'))).toBe(
      'আপনার কার্ডটি গ্রহণ করা হয়নি। অনুগ্রহ করে অন্য একটি কার্ড দিয়ে চেষ্টা করুন।',
    );
  });

  it('shows a field error in Bengali by the code the server gives the field', async () => {
    const fields = { DateTime: 'Date and time must be in the future.', Capacity: 'Capacity cannot be below the 12 seats already taken.', age: 'Age must be from 1 to 120.' };
    const codes = { DateTime: 'in-past', Capacity: 'below-taken', age: 'a-code-from-a-newer-server' };
    expect(localizeFieldMessages(fields, codes)).toEqual(fields);
    await needCatalog('shared');
    await switchLanguage('bn', { remember: false });
    expect(localizeFieldMessages(fields, codes)).toEqual({
      DateTime: 'ভবিষ্যতের একটি তারিখ ও সময় বেছে নিন।',
      Capacity: 'এটি ইতিমধ্যে নেওয়া আসনের চেয়ে কম।',
      age: 'এই তথ্যটি গ্রহণ করা যায়নি। অনুগ্রহ করে দেখে নিন।',
    });
  });

  it('has a text in every language for every field code the API answers', () => {
    const missing: string[] = [];
    for (const { code: language } of LANGUAGES) {
      const catalog = JSON.parse(readFileSync(join(import.meta.dirname, 'i18n', 'catalogs', language, 'shared.json'), 'utf8')) as Record<string, Record<string, string>>;
      for (const code of FIELD_ERROR_CODES) {
        const [section, key] = FIELD_MESSAGE_KEYS[code].split('.') as [string, string];
        if (!catalog[section]?.[key]?.trim()) missing.push(`${language}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('tells a rate-limited caller how many minutes to wait, from Retry-After, in the chosen language', async () => {
    const error = (seconds: number | null) => new ApiRequestError(429, 'rate-limited', 'Too many requests.', {}, null, seconds);
    await needCatalog('shared');
    expect(apiErrorMessage(error(540))).toBe('Too many attempts in a short time. Please wait 9 minutes and try again.');
    expect(apiErrorMessage(error(20))).toBe('Too many attempts in a short time. Please wait 1 minute and try again.');
    expect(apiErrorMessage(error(null))).toBe('Too many attempts in a short time. Please wait 1 minute and try again.');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(error(540))).toBe('অল্প সময়ে অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে ৯ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
  });

  it('shows a field error’s own words in English, and the general text in Bengali', async () => {
    const error = new ApiRequestError(400, 'invalid-argument', 'The request has invalid fields: age.', { age: 'Age must be from 1 to 120.' });
    expect(apiErrorMessage(error)).toBe('The request has invalid fields: age.');
    expect(localizeFieldMessages(error.fields)).toEqual({ age: 'Age must be from 1 to 120.' });
    await needCatalog('shared');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(error)).toBe('আপনার দেওয়া কিছু তথ্য গ্রহণ করা যায়নি। অনুগ্রহ করে দেখে আবার চেষ্টা করুন।');
    expect(localizeFieldMessages(error.fields)).toEqual({ age: 'এই তথ্যটি গ্রহণ করা যায়নি। অনুগ্রহ করে দেখে নিন।' });
  });

  it('shows the server’s words for a code it does not know only in English', async () => {
    const error = new ApiRequestError(502, 'http-502', 'The server answered 502 Bad Gateway.');
    expect(apiErrorMessage(error)).toBe('The server answered 502 Bad Gateway.');
    await needCatalog('shared');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(error)).toBe('কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।');
  });

  it('shows a Firebase SDK error’s own words only in English, and the text for its code in Bengali', async () => {
    const firebaseError = (code: string, message: string) => Object.assign(new Error(message), { name: 'FirebaseError', code });
    const denied = firebaseError('permission-denied', 'Missing or insufficient permissions.');
    expect(apiErrorMessage(denied)).toBe('Missing or insufficient permissions.');
    await needCatalog('shared');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(denied)).toBe(apiErrorMessage(new ApiRequestError(403, 'permission-denied', 'Forbidden.')));
    expect(apiErrorMessage(firebaseError('unavailable', 'Failed to get document because the client is offline.'))).toBe(
      'সার্ভারে পৌঁছানো যায়নি। আপনার সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(apiErrorMessage(firebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).'))).toBe(
      'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    );
  });

  it('says something for an error with no message at all', async () => {
    expect(apiErrorMessage(null)).toBe('Something went wrong. Please try again.');
    await switchLanguage('bn', { remember: false });
    expect(apiErrorMessage(undefined)).toBe('কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।');
  });
});
