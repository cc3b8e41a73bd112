/**
 * CampCare in Bengali, in a real browser against the seeded emulators:
 * `?lang=bn` opens a page in Bengali (`<html lang="bn">`, Bengali texts and
 * digits), the header's switcher changes the language and the device
 * remembers it across a reload, and English is what a new visitor sees.
 * A page in Bengali draws its letters with the Bengali font the app ships.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, seededBrowser } from '../support/browser.ts';
import { SITE } from '../support/emulators.ts';

const LOAD = { timeout: 45_000 };

const browser = seededBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** The Bengali font files this page has downloaded so far. */
const bengaliFontsLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('noto-sans-bengali')).length);

/**
 * Records, when the app first puts a heading in the page, which of the page's
 * fonts are loaded: a font that arrives after the text is laid out makes the
 * browser lay the whole page out again, and the words jump.
 */
function recordFontsAtFirstHeading(): void {
  const root = document.getElementById('root');
  if (!root) return;
  new MutationObserver((_changes, observer) => {
    // The app's own heading: index.html's first paint has none on Available Camps.
    if (!root.querySelector('h1')) return;
    observer.disconnect();
    (window as unknown as { fontsAtFirstHeading: string[] }).fontsAtFirstHeading = [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family);
  }).observe(root, { childList: true, subtree: true });
}

describe('languages', () => {
  it('has the page\'s fonts loaded before the app writes its text, in English and in Bengali', async () => {
    for (const [language, fonts] of [
      ['en', ['Inter Variable', 'Inter Fallback']],
      ['bn', ['Inter Variable', 'Inter Fallback', 'Noto Sans Bengali Variable']],
    ] as const) {
      const { page, context } = await newPage(browser());
      await page.addInitScript({ content: `${recordFontsAtFirstHeading.toString()}\ndocument.addEventListener('DOMContentLoaded', recordFontsAtFirstHeading);` });
      await page.goto(`${SITE}/allCamps?lang=${language}`);
      await page.locator('main h1').waitFor(LOAD);
      const loaded = await page.evaluate(() => (window as unknown as { fontsAtFirstHeading?: string[] }).fontsAtFirstHeading);
      expect(new Set(loaded), language).toEqual(new Set(fonts));
      await context.close();
    }
  });

  it('opens in English for a new visitor, and ?lang=bn opens any page in Bengali', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${SITE}/`);
    await page.getByTestId('language-switcher').waitFor(LOAD);
    expect(await htmlLang(page)).toBe('en');
    await expect.poll(() => page.getByTestId('language-switcher').inputValue()).toBe('en');
    // The Bengali font is only for pages that show Bengali.
    await page.evaluate(() => document.fonts.ready);
    expect(await bengaliFontsLoaded(page)).toBe(0);

    await page.goto(`${SITE}/allCamps?lang=bn`);
    await page.getByRole('link', { name: 'উপলব্ধ ক্যাম্প' }).first().waitFor(LOAD);
    expect(await htmlLang(page)).toBe('bn');
    // Asked for from index.html's first lines, and Bengali letters are drawn with it (the machine may have no Bengali font).
    expect(await page.locator('link[rel="preload"][as="font"][href*="noto-sans-bengali"]').count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded')))
      .toBe(true);
    expect(await bengaliFontsLoaded(page)).toBe(1);
    await expect.poll(() => page.getByTestId('language-switcher').inputValue()).toBe('bn');
    // The switcher names each language in its own words, whatever the page's language.
    expect(await page.getByTestId('language-switcher').locator('option').allInnerTexts()).toEqual(['English', 'বাংলা']);
    await context.close();
  });

  it('switches with the header switcher and keeps the choice after a reload', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${SITE}/`);
    const switcher = page.getByRole('combobox', { name: 'Language' });
    await switcher.waitFor(LOAD);
    await switcher.selectOption('bn');
    await page.getByRole('combobox', { name: 'ভাষা' }).waitFor(LOAD);
    await expect.poll(() => htmlLang(page)).toBe('bn');
    await page.getByRole('link', { name: 'CampCare হোম' }).waitFor(LOAD);

    await page.reload({ waitUntil: 'domcontentloaded', ...LOAD });
    await page.getByRole('combobox', { name: 'ভাষা' }).waitFor(LOAD);
    expect(await htmlLang(page)).toBe('bn');
    await context.close();
  });

  it('switches back to English from an address that names Bengali, and a reload keeps English', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${SITE}/?lang=bn`);
    await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
    await page.getByRole('combobox', { name: 'Language' }).waitFor(LOAD);
    // The address no longer names a language, so the reload shows the choice.
    await expect.poll(() => new URL(page.url()).searchParams.has('lang')).toBe(false);
    await page.reload({ waitUntil: 'domcontentloaded', ...LOAD });
    await page.getByRole('combobox', { name: 'Language' }).waitFor(LOAD);
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });

  it('shows the contact form with its field messages, the pager and the error page in Bengali', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${SITE}/contact?lang=bn`);
    const form = page.getByRole('form', { name: 'যোগাযোগের ফর্ম' });
    await form.waitFor(LOAD);
    await form.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await expect.poll(() => form.getByText('এই ঘরটি পূরণ করা আবশ্যক').count()).toBe(4);
    await form.getByLabel('আপনার নাম').fill('ক');
    await form.getByLabel('আপনার নাম').blur();
    // The domain's limit (2), in Bengali digits.
    await form.getByText('কমপক্ষে ২টি অক্ষর লিখুন।').waitFor(LOAD);
    expect(await page.getByText('সোমবার থেকে শুক্রবার').count()).toBe(1);

    await page.goto(`${SITE}/allCamps?lang=bn`);
    const pages = page.getByRole('navigation', { name: 'পৃষ্ঠাগুলো' });
    await pages.waitFor(LOAD);
    expect(await pages.getByRole('button', { name: 'পরের পৃষ্ঠা' }).count()).toBe(1);
    expect(await pages.getByRole('button', { name: 'পৃষ্ঠা ১' }).innerText()).toBe('১');

    await page.goto(`${SITE}/no/such/page?lang=bn`);
    await page.getByRole('heading', { level: 1, name: 'কিছু একটা ভুল হয়েছে!' }).waitFor(LOAD);
    expect(await page.getByText('আপনি যে পৃষ্ঠাটি খুঁজছেন সেটি আমরা খুঁজে পাইনি।').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'হোমে যান' }).count()).toBe(1);
    await context.close();
  });
});
