import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, switchLanguage, translate } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY, requestedLanguage } from './languages.ts';

describe('the language a page opens in', () => {
  it('is the ?lang= of the address, then the device’s choice, then English', () => {
    expect(requestedLanguage('?lang=bn', 'en')).toBe('bn');
    expect(requestedLanguage('?lang=en', 'bn')).toBe('en');
    expect(requestedLanguage('', 'bn')).toBe('bn');
    expect(requestedLanguage('?lang=fr', null)).toBe('en');
    expect(requestedLanguage('', 'klingon')).toBe('en');
  });
});

describe('switching language', () => {
  afterEach(async () => {
    await switchLanguage('en', { remember: false });
    localStorage.clear();
  });

  it('downloads the catalog, translates, sets <html lang> and remembers the choice', async () => {
    expect(translate('nav.home')).toBe('Home');
    await switchLanguage('bn');
    expect(currentLanguage()).toBe('bn');
    expect(translate('nav.home')).toBe('হোম');
    expect(translate('header.accountMenuFor', { name: 'Priya' })).toBe('Priya-এর অ্যাকাউন্ট মেনু');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
  });

  it('does not remember a language switched to for this page only', async () => {
    await switchLanguage('bn', { remember: false });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
