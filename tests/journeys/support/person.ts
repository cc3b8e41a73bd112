/**
 * What every journey's person does the same way: opens CampCare (and picks
 * Bengali in the header when that is their language), goes somewhere through
 * the header or the dashboard's menu, signs up through the form (no
 * picture) or logs in through the form.
 */
import { SITE } from '../../support/emulators.ts';
import { WAIT, type Journey } from './journey.ts';

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Opens the home page; a Bengali reader chooses বাংলা in the header's language menu. */
export async function openCampCare(j: Journey, path = '/'): Promise<void> {
  await j.page.goto(`${SITE}${path}`);
  await j.page.getByRole('banner').waitFor(WAIT);
  if (j.variant.language === 'bn') {
    await j.choose(j.page.getByRole('combobox', { name: 'Language' }), { label: 'বাংলা' });
    await j.page.waitForFunction(() => document.documentElement.lang === 'bn', undefined, WAIT);
  }
  await accountMenuButton(j).waitFor(WAIT);
}

/**
 * Goes to one of the header's places (catalog key `nav.*`): its link in the
 * header on a laptop, in the account menu (☰) on a phone, where the header
 * has no room for them.
 */
export async function goThroughHeader(j: Journey, key: string): Promise<void> {
  const name = j.text(key);
  const main = j.page.getByRole('navigation', { name: j.text('header.mainNav') });
  if (await main.isVisible()) {
    await j.press(main.getByRole('link', { name, exact: true }));
    return;
  }
  await j.press(accountMenuButton(j));
  await j.press(j.page.getByRole('menuitem', { name, exact: true }));
}

/** The header's account menu (☰), named for the person once signed in. */
export const accountMenuButton = (j: Journey) =>
  j.page.getByRole('button', { name: j.text('header.accountMenu'), exact: true }).or(j.page.getByRole('button', { name: j.pattern('header.accountMenuFor') }));

/** Goes to a dashboard page through the dashboard's own menu (catalog key `dashboard.nav.*`). */
export async function goThroughDashboard(j: Journey, key: string): Promise<void> {
  const menu = j.page.getByRole('navigation', { name: j.text('dashboard.layout.title') });
  if (!(await menu.isVisible())) await goThroughHeader(j, 'nav.dashboard');
  await j.press(menu.getByRole('link', { name: j.text(key), exact: true }));
  await j.page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
}

/**
 * Signs up as a newcomer does: Join Us (or Log in) in the header unless the
 * login form is already there, "Create an account", the form with name,
 * email and password and no picture. The account is theirs once the header
 * greets them by the name they typed.
 */
export async function signUp(j: Journey, person: Person): Promise<void> {
  const page = j.page;
  // A page that needs an account (an invitation's link, say) has already brought them to the login form.
  if (!(await page.getByRole('form', { name: j.text('auth.logIn.form') }).isVisible())) {
    const joinUs = page.getByRole('navigation', { name: j.text('header.mainNav') });
    if (await joinUs.isVisible()) {
      await j.press(joinUs.getByRole('link', { name: j.text('nav.joinUs'), exact: true }));
    } else {
      await j.press(accountMenuButton(j));
      await j.press(page.getByRole('menuitem', { name: j.text('header.logIn'), exact: true }));
    }
  }
  await j.press(page.getByRole('link', { name: j.text('auth.logIn.createAccount') }));
  const form = page.getByRole('form', { name: j.text('auth.signUp.form') });
  await form.waitFor(WAIT);
  await form.getByRole('textbox', { name: j.text('auth.signUp.name') }).fill(person.name);
  await form.getByRole('textbox', { name: j.text('auth.email') }).fill(person.email);
  await form.getByLabel(j.text('auth.password')).and(form.locator('input')).fill(person.password);
  await j.press(form.getByRole('button', { name: j.text('auth.signUp.submit'), exact: true }));
  await page.getByText(j.text('auth.signUp.success')).waitFor(WAIT);
  await page.waitForURL((url) => !/\/(signup|register|login)/i.test(url.pathname), WAIT);
  await page.getByRole('button', { name: j.text('header.accountMenuFor', { name: person.name }) }).waitFor(WAIT);
}

/** Logs in through the login form, reached from the header. */
export async function logIn(j: Journey, account: { email: string; password: string }): Promise<void> {
  const page = j.page;
  const main = page.getByRole('navigation', { name: j.text('header.mainNav') });
  if (await main.isVisible()) {
    await j.press(main.getByRole('link', { name: j.text('nav.joinUs'), exact: true }));
  } else {
    await j.press(accountMenuButton(j));
    await j.press(page.getByRole('menuitem', { name: j.text('header.logIn'), exact: true }));
  }
  const form = page.getByRole('form', { name: j.text('auth.logIn.form') });
  await form.waitFor(WAIT);
  await form.getByRole('textbox', { name: j.text('auth.email') }).fill(account.email);
  await form.getByLabel(j.text('auth.password')).and(form.locator('input')).fill(account.password);
  await j.press(form.getByRole('button', { name: j.text('auth.logIn.submit'), exact: true }));
  await page.getByText(j.text('auth.logIn.success')).waitFor(WAIT);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), WAIT);
}

/**
 * One entry of a dashboard list, found by a text in it: a table row on a
 * laptop, a card (list item) where the screen is narrow.
 */
export function entry(j: Journey, text: string) {
  return j.page.getByRole('row').filter({ hasText: text }).or(j.page.getByRole('listitem').filter({ hasText: text }));
}

/** Types in a list's search box (labelled `key`), as a person narrows a long list. */
export async function searchList(j: Journey, key: string, words: string): Promise<void> {
  const name = j.text(key);
  await j.page.getByRole('textbox', { name }).or(j.page.getByRole('searchbox', { name })).first().fill(words);
}
