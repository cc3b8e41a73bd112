/**
 * The report pages on a phone, in Bengali: the camp report lists each camp
 * as a card, and the DHIS2 mapping is a card per line, every control in view
 * (both were tables running off a 390 px screen's edge); a wrong data element
 * is refused at its field, which gets the focus and nothing is saved.
 */
import { describe, expect, it } from 'vitest';
import { LOAD, logInAt, newPage, screenshot, seededBrowser } from '../support/browser.ts';
import { SITE } from '../support/emulators.ts';

const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const browser = seededBrowser();

describe('reports on a phone', () => {
  it('the camp report and the DHIS2 mapping are cards in Bengali at 390 px, and a wrong data element is refused at its field, which gets the focus', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, `${SITE}/dashboard/campReport?lang=bn`, ORGANIZER);
    await page.getByRole('heading', { name: 'প্রতিটি ক্যাম্প', level: 2 }).waitFor(LOAD);
    const camps = page.getByRole('list', { name: 'প্রতিটি ক্যাম্প' });
    expect(await camps.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'camp-report-390-bn');

    await page.goto(`${SITE}/dashboard/dhis2?lang=bn`);
    const firstElement = page.getByRole('textbox', { name: '১ নম্বর লাইনের ডেটা এলিমেন্ট', exact: true });
    await firstElement.waitFor(LOAD);
    const saved = await firstElement.inputValue();
    const lines = page.getByRole('list', { name: 'পরিসংখ্যান ও সেগুলো কোথায় যায়' });
    expect(await lines.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await firstElement.fill('1 not an id');
    await page.getByRole('button', { name: 'সেটিংস সংরক্ষণ করুন' }).click();
    await page.getByText('DHIS2 আইডি ১১টি অক্ষর ও অঙ্ক, প্রথমটি অক্ষর।').first().waitFor(LOAD);
    // The button is many cards below the line in error: the reader is taken to it.
    await expect.poll(() => firstElement.evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshot(page, 'dhis2-mapping-field-error-390-bn');
    await page.reload();
    await firstElement.waitFor(LOAD);
    expect(await firstElement.inputValue()).toBe(saved);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps every control of the DHIS2 mapping inside its card, each id whole, in English at 390 px, where the labels are longest', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, `${SITE}/dashboard/dhis2?lang=en`, ORGANIZER);
    await page.getByRole('textbox', { name: 'Data element of line 1', exact: true }).waitFor(LOAD);
    const lines = page.getByRole('list', { name: 'Figures and where they go' });
    // Each card's right edge, and the furthest right any of its inputs and selects reaches (the document itself does not scroll: the cards clip nothing).
    const spill = await lines.evaluate((list) =>
      [...list.querySelectorAll(':scope > li')].map((card) => {
        const edge = card.getBoundingClientRect().right;
        const reach = Math.max(...[...card.querySelectorAll('input, select')].map((c) => c.getBoundingClientRect().right));
        return Math.max(0, Math.round(reach - edge));
      }),
    );
    expect(spill.length).toBeGreaterThan(1);
    expect(spill.filter((px) => px > 0)).toEqual([]);
    // And each id shows whole: a DHIS2 id is 11 letters, which a value column narrowed by the label cut short.
    const cut = await lines.evaluate((list) => [...list.querySelectorAll('input')].filter((input) => input.scrollWidth > input.clientWidth).map((input) => input.value));
    expect(cut).toEqual([]);
    await screenshot(page, 'dhis2-mapping-390-en');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
