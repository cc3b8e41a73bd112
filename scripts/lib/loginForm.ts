/** Signing in as a person does, for scripts that drive a browser: the login page's email form, then wait to be sent on. */
import type { Page } from 'playwright-core';

type Account = { email: string; password: string };

/**
 * Fills and sends the email login form on the page. The form is found by its
 * fields, not its words, so this works on a page in any language.
 */
async function submitLoginForm(page: Page, account: Account, wait: { timeout: number }): Promise<void> {
  const password = page.locator('input[autocomplete="current-password"]');
  await password.waitFor(wait);
  const form = page.locator('form', { has: password });
  await form.locator('input[type="email"]').fill(account.email);
  await password.fill(account.password);
  await form.locator('button[type="submit"]').click();
}

export async function logInThroughForm(page: Page, site: string, account: Account, wait: { timeout: number }): Promise<void> {
  await page.goto(`${site}/login`);
  await submitLoginForm(page, account, wait);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), wait);
}

/**
 * Opens a page that needs someone signed in, as a person following a link to
 * it does: the app sends the fresh browser to the login form, and once signed
 * in, back to the page.
 */
export async function logInAt(page: Page, url: string, account: Account, wait: { timeout: number }): Promise<void> {
  await page.goto(url);
  await submitLoginForm(page, account, wait);
  const target = new URL(url).pathname;
  await page.waitForURL((current) => current.pathname === target, wait);
}
