// Temporary: screenshots of the door's screens for review (not committed).
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
const SITE = 'http://127.0.0.1:5052';
const OUT = '/tmp/door-shots';
const which = process.argv[2] ?? 'all';
const sizes = [{ w: 390, h: 844, name: 'phone' }, { w: 1366, h: 800, name: 'laptop' }];
async function login(page: Page, email: string, password: string) {
  await page.goto(`${SITE}/login`);
  const form = page.locator('form').first();
  await form.waitFor({ timeout: 45000 });
  await page.locator('input[type=email]').first().fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 45000 });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_OFFLINE_FLAGS] });
for (const lang of ['en', 'bn']) for (const size of sizes) {
  const tag = `${lang}-${size.name}`;
  const ctx = await browser.newContext({ viewport: { width: size.w, height: size.h }, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });
  await ctx.addInitScript((l) => localStorage.setItem('campcare.language', l), lang);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', tag, String(e)));
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', tag, m.text()); });
  await page.goto(`${SITE}/?lang=${lang}`);
  if (which === 'all' || which === 'door') {
    await login(page, 'door@campcare.test', 'campcare-staff');
    await page.goto(`${SITE}/dashboard`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${OUT}/door-home-${tag}.png` });
    await page.goto(`${SITE}/dashboard/check-in/camp-06`);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `${OUT}/door-desk-${tag}.png`, fullPage: true });
    const open = page.getByTestId('walk-in-open');
    if (await open.count()) {
      await open.click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/door-walkin-${tag}.png` });
      // Submit empty to see the field messages.
      await page.getByTestId('walk-in-dialog').locator('button[type=submit]').click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${OUT}/door-walkin-errors-${tag}.png` });
      const d = page.getByTestId('walk-in-dialog');
      const inputs = d.locator('input:not([type=checkbox])');
      await inputs.nth(0).fill(`Walk In ${tag}`);
      await inputs.nth(1).fill('44');
      await d.locator('select').selectOption('Female');
      await inputs.nth(3).fill('01711 000222');
      await d.locator('input[type=checkbox]').check();
      await d.locator('button[type=submit]').click();
      await page.getByTestId('walk-in-done').waitFor({ timeout: 15000 }).catch(async () => { await page.screenshot({ path: `${OUT}/door-walkin-stuck-${tag}.png` }); throw new Error('stuck'); });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT}/door-walkin-done-${tag}.png` });
    }
    await page.goto(`${SITE}/dashboard/logout-not-a-page`).catch(() => undefined);
  }
  await ctx.close();
}
for (const lang of ['en', 'bn']) for (const size of sizes) {
  if (!(which === 'all' || which === 'org')) break;
  const tag = `${lang}-${size.name}`;
  const ctx = await browser.newContext({ viewport: { width: size.w, height: size.h }, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });
  await ctx.addInitScript((l) => localStorage.setItem('campcare.language', l), lang);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', tag, String(e)));
  await page.goto(`${SITE}/?lang=${lang}`);
  await login(page, 'organizer2@campcare.test', 'campcare-organizer');
  await page.goto(`${SITE}/dashboard/manageCamps`);
  await page.waitForTimeout(4000);
  const btn = page.locator('button[aria-haspopup=dialog]').filter({ hasText: lang === 'en' ? 'Staff' : 'কর্মী দল' }).first();
  await btn.click();
  await page.getByTestId('staff-dialog').waitFor({ timeout: 30000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/org-staff-${tag}.png` });
  await ctx.close();
}
for (const lang of ['en', 'bn']) for (const size of sizes) {
  if (!(which === 'all' || which === 'family')) break;
  const tag = `${lang}-${size.name}`;
  const ctx = await browser.newContext({ viewport: { width: size.w, height: size.h }, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });
  await ctx.addInitScript((l) => localStorage.setItem('campcare.language', l), lang);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', tag, String(e)));
  await page.goto(`${SITE}/?lang=${lang}`);
  await login(page, 'participant@campcare.test', 'campcare-participant');
  await page.goto(`${SITE}/campDetail/camp-01`);
  await page.getByTestId('join-for-someone').waitFor({ timeout: 30000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/family-camp-${tag}.png` });
  await page.getByTestId('join-for-someone').click();
  await page.getByTestId('registration-modal').waitFor({ timeout: 30000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${OUT}/family-join-${tag}.png` });
  await page.goto(`${SITE}/dashboard/userRegisteredCamps`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${OUT}/family-registered-${tag}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
