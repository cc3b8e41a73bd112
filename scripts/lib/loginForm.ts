/** Signing in as a person does, for scripts that drive a browser: the login page's email form, then wait to be sent on. */
import type { Page } from 'playwright-core';

export async function logInThroughForm(page: Page, site: string, account: { email: string; password: string }, wait: { timeout: number }): Promise<void> {
  await page.goto(`${site}/login`);
  const form = page.getByRole('form', { name: 'Log in with email' });
  await form.waitFor(wait);
  await form.getByLabel('Email').fill(account.email);
  await form.locator('input[autocomplete="current-password"]').fill(account.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), wait);
}
