import { campFields, contactFields } from '@campcare/domain/fields';
import { afterEach, describe, expect, it } from 'vitest';
import { requiredInput, validateField, validateText } from './formRules.ts';
import { needCatalog, switchLanguage } from './i18n/i18n.ts';

describe('a single-line field with a line break', () => {
  afterEach(() => switchLanguage('en', { remember: false }));

  it('is refused with the one-line text of the language shown, by every form', async () => {
    await needCatalog('shared');
    const campName = validateField(requiredInput(campFields.CampName), { other: () => 'other' });
    const subject = validateText(contactFields.subject);
    for (const value of ['Eye\r\nCamp', 'Eye\nCamp', 'Eye\tCamp']) {
      expect(campName(value)).toBe('Write it on one line, without line breaks.');
      expect(subject(value)).toBe('Write it on one line, without line breaks.');
    }
    await switchLanguage('bn', { remember: false });
    expect(campName('Eye\nCamp')).toBe('লাইন ভাঙা ছাড়া এক লাইনে লিখুন।');
    expect(subject('Eye\nCamp')).toBe('লাইন ভাঙা ছাড়া এক লাইনে লিখুন।');
    // Markup is still its own refusal, and one line passes.
    await switchLanguage('en', { remember: false });
    expect(subject('<b>Hello</b> there')).toBe('Please write plain text, without HTML.');
    expect(subject('Eye Camp in Dhaka')).toBe(true);
  });
});
