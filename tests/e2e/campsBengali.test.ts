/**
 * Available Camps and a camp's page in Bengali, in a real browser against
 * the seeded emulators: the page's own words (headings, search, sort,
 * layout toggle, pager, the camp's facts and the join dialog) are Bengali,
 * numbers, fees and dates are written in Bengali digits, and what the
 * organizers typed (camp names, places, professionals) stays as typed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAD, newPage, seededBrowser } from '../support/browser.ts';
import { SITE } from '../support/emulators.ts';

const browser = seededBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const BENGALI_DIGIT = /[০-৯]/;
const LATIN_DIGIT = /[0-9]/;

describe('camps in Bengali', () => {
  it('lists the camps with Bengali controls and digits, and the camp names as typed', async () => {
    const { page, context, consoleErrors } = await newPage(browser());
    await page.goto(`${SITE}/allCamps?lang=bn&sort=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'উপলব্ধ ক্যাম্প' }).waitFor(LOAD);
    expect(await htmlLang(page)).toBe('bn');
    await page.getByTestId('camp-card').first().waitFor(LOAD);

    // The controls speak Bengali.
    await page.getByRole('combobox', { name: 'ক্যাম্প খুঁজুন' }).waitFor(LOAD);
    expect(await page.getByTestId('camp-search').getAttribute('placeholder')).toBe('ক্যাম্প, জায়গা বা চিকিৎসকের নাম দিয়ে খুঁজুন');
    expect(await page.getByTestId('camp-sort').locator('option').allInnerTexts()).toEqual([
      'সাজান: নতুনগুলো আগে',
      'সবচেয়ে বেশি নিবন্ধিত',
      'ক্যাম্প ফি (বেশি থেকে কম)',
      'বর্ণানুক্রমে',
    ]);
    expect(await page.getByTestId('column-toggle').innerText()).toContain('২ কলাম');

    // The camp names are the organizers' words; the card's labels, fees, dates and counts are Bengali.
    const card = page.getByTestId('camp-card').filter({ hasText: 'Diabetes Check and Foot Care Day' });
    await card.waitFor(LOAD);
    const text = await card.innerText();
    expect(text).toContain('Riverside Community Hall, Leeds');
    expect(text).toContain('ফি');
    expect(text).toContain('অংশগ্রহণকারী');
    expect(await card.locator('dd[data-fee]').innerText()).toMatch(/১৯\.৯৯/);
    // The date: Bengali digits, none in Latin ones.
    const date = await card.locator('p').nth(1).innerText();
    expect(date).toMatch(BENGALI_DIGIT);
    expect(date).not.toMatch(LATIN_DIGIT);
    // A free camp says so in Bengali.
    expect(await page.getByTestId('camp-card').locator('dd[data-fee]').allInnerTexts()).toContain('বিনামূল্যে');

    // The pager's summary, in Bengali digits.
    const summary = await page.getByTestId('page-summary').innerText();
    expect(summary).toMatch(/^[^0-9]*দেখানো হচ্ছে · পৃষ্ঠা ১\/[০-৯]+$/);

    // A search with no match: the empty state in Bengali, and its button clears the search.
    await page.goto(`${SITE}/allCamps?search=zzzqqq`);
    const empty = page.getByTestId('empty-state');
    await empty.waitFor(LOAD);
    expect(await empty.innerText()).toContain('কোনো ক্যাম্প পাওয়া যায়নি');
    expect(await empty.innerText()).toContain('“zzzqqq”-এর সঙ্গে কোনো ক্যাম্প মেলেনি');
    await empty.getByRole('button', { name: 'খোঁজা মুছুন' }).click();
    await page.getByTestId('camp-card').first().waitFor(LOAD);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows a camp's page in Bengali, its facts in Bengali digits, and asks a visitor to log in first in Bengali", async () => {
    const { page, context, consoleErrors } = await newPage(browser());
    await page.goto(`${SITE}/campDetail/camp-02?lang=bn`);
    await page.getByRole('heading', { level: 1, name: 'Diabetes Check and Foot Care Day' }).waitFor(LOAD);
    expect(await htmlLang(page)).toBe('bn');
    await page.getByRole('heading', { level: 2, name: 'এই ক্যাম্প সম্পর্কে' }).waitFor(LOAD);
    const facts = page.locator('dl').first();
    const factsText = await facts.innerText();
    for (const label of ['ফি', 'তারিখ ও সময়', 'স্থান', 'চিকিৎসক', 'অংশগ্রহণকারী']) expect(factsText).toContain(label);
    // Typed by the organizer: as typed.
    expect(factsText).toContain('Riverside Community Hall, Leeds');
    expect(factsText).toContain('Dr. Lee');
    expect(factsText).toMatch(/১৯\.৯৯/);
    // The description stays in the organizer's words.
    await page.getByText('For adults living with type 1 or type 2 diabetes', { exact: false }).waitFor(LOAD);

    await page.getByTestId('join-camp').click();
    const dialog = page.getByTestId('login-first-dialog');
    await dialog.waitFor(LOAD);
    expect(await dialog.innerText()).toContain('আগে লগ ইন করুন');
    await dialog.getByRole('button', { name: 'বাতিল' }).click();
    await dialog.waitFor({ state: 'hidden', ...LOAD });
    expect(consoleErrors).toEqual([]);

    // A camp that does not exist says so in Bengali (its reads answer 404, which the console reports).
    await page.goto(`${SITE}/campDetail/no-such-camp`);
    await page.getByTestId('camp-not-found').waitFor(LOAD);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('ক্যাম্পটি পাওয়া যায়নি');
    expect(await htmlLang(page)).toBe('bn');
    await context.close();
  });
});
