/**
 * A family in a real browser, in Bengali on a phone: a mother registers her
 * two children for the same camp through the Join dialog's "who is this
 * for" choice; each child gets a registration and a ticket of their own,
 * listed apart on her Registered Camps; registering one of them again (the
 * name typed another way) is refused on the name's field, and the form
 * stays so she can correct it. The camp and her account are made through
 * the API.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { createCamp } from '../../functions/test/api/registrationFixtures.ts';
import { launchBrowser, LOAD, logIn, newPage, screenshot } from '../support/browser.ts';
import { catalogText } from '../support/catalog.ts';
import { adminServices, createUser, SITE } from '../support/emulators.ts';

const PHONE = { width: 390, height: 844 };
const bn = (key: string, values?: Record<string, string>) => catalogText('bn', key, values);
/** A required field's accessible name ends with its asterisk: it starts with the label. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Child {
  name: string;
  age: string;
  gender: 'male' | 'female';
}

async function fillForChild(dialog: Locator, child: Child) {
  await dialog.getByRole('textbox', { name: startsWith(bn('camps.register.dependantName')) }).fill(child.name);
  await dialog.getByRole('combobox', { name: startsWith(bn('camps.register.relationship')) }).selectOption({ label: bn('camps.register.relationshipChild') });
  await dialog.getByRole('spinbutton').fill(child.age);
  await dialog.getByRole('combobox', { name: startsWith(bn('camps.register.gender')) }).selectOption({ label: bn(`camps.register.${child.gender}`) });
  await dialog.getByRole('textbox', { name: startsWith(bn('camps.register.phone')) }).fill('+880 1711 444 101');
  await dialog.getByRole('textbox', { name: startsWith(bn('camps.register.emergencyContact')) }).fill('+880 1711 444 102');
  await dialog.getByRole('checkbox', { name: bn('privacy.consent.policyLink') }).check();
}

async function openJoin(page: Page, button: string, campName: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click(LOAD);
  const dialog = page.getByRole('dialog', { name: bn('camps.register.title', { name: campName }) });
  await dialog.waitFor(LOAD);
  return dialog;
}

describe('a family at one camp', () => {
  it('a mother registers her two children, each with a ticket of their own; the same child again is refused on the name field', async () => {
    const { id: campId, camp } = await createCamp({ fee: 0, startsInDays: 6, name: `Family Day ${Date.now().toString(36)}` });
    const mother = await createUser({ displayName: 'Rokeya Rahman' });
    const children: Child[] = [
      { name: 'Amina Rahman', age: '9', gender: 'female' },
      { name: 'Karim Rahman', age: '6', gender: 'male' },
    ];

    const { page, context } = await newPage(browser, { viewport: PHONE });
    try {
      await logIn(page, mother);
      await page.goto(`${SITE}/campDetail/${campId}?lang=bn`);

      // Join Camp starts for herself; the choice turns the form to someone she cares for.
      let dialog = await openJoin(page, bn('camps.detail.join'), camp.CampName);
      const choice = dialog.getByRole('radiogroup', { name: bn('camps.register.forWhom') });
      expect(await choice.getByRole('radio', { name: bn('camps.register.forMyself') }).isChecked()).toBe(true);
      await choice.getByRole('radio', { name: bn('camps.register.forDependant') }).check();
      await dialog.getByText(bn('camps.register.dependantHelp')).waitFor(LOAD);
      await screenshot(page, 'family-choice-bn-390');
      await fillForChild(dialog, children[0]!);
      await dialog.getByRole('button', { name: bn('camps.register.submit'), exact: true }).click();
      await dialog.getByTestId('registration-outcome').getByText(bn('camps.register.registeredFor', { name: children[0]!.name })).waitFor(LOAD);
      await dialog.getByRole('button', { name: catalogText('bn', 'dialog.close'), exact: true }).first().click();
      await dialog.waitFor({ state: 'hidden', ...LOAD });

      // The second child, from the button for someone she cares for.
      dialog = await openJoin(page, bn('camps.detail.registerSomeoneElse'), camp.CampName);
      expect(await dialog.getByRole('radio', { name: bn('camps.register.forDependant') }).isChecked()).toBe(true);
      await fillForChild(dialog, children[1]!);
      await dialog.getByRole('button', { name: bn('camps.register.submit'), exact: true }).click();
      await dialog.getByTestId('registration-outcome').getByText(bn('camps.register.registeredFor', { name: children[1]!.name })).waitFor(LOAD);
      await dialog.getByRole('button', { name: catalogText('bn', 'dialog.close'), exact: true }).first().click();
      await dialog.waitFor({ state: 'hidden', ...LOAD });

      // The first child again, her name typed another way: refused on the name's field, the form kept.
      dialog = await openJoin(page, bn('camps.detail.registerSomeoneElse'), camp.CampName);
      await fillForChild(dialog, { ...children[0]!, name: ' amina  RAHMAN ' });
      await dialog.getByRole('button', { name: bn('camps.register.submit'), exact: true }).click();
      const name = dialog.getByRole('textbox', { name: startsWith(bn('camps.register.dependantName')) });
      await expect.poll(() => name.getAttribute('aria-invalid'), LOAD).toBe('true');
      await dialog.getByText(bn('camps.register.alreadyRegisteredFor', { name: 'amina RAHMAN' })).waitFor(LOAD);
      await expect.poll(() => name.evaluate((el) => el === document.activeElement), LOAD).toBe(true);
      await screenshot(page, 'family-duplicate-bn-390');
      await dialog.getByRole('button', { name: bn('camps.register.cancel'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden', ...LOAD });

      // Two registrations, one per child, each with its own ticket; none for the mother herself.
      const snap = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
      const registrations = snap.docs.map((d) => ({ id: d.id, ...(d.data() as Registration) }));
      expect(registrations.map((r) => r.ParticipantName).sort()).toEqual(children.map((c) => c.name));
      expect(registrations.every((r) => r.participantUid === mother.uid && r.dependant?.relationship === 'child')).toBe(true);
      const tickets = registrations.map((r) => r.ticket);
      expect(tickets.every(Boolean)).toBe(true);
      expect(new Set(tickets).size).toBe(2);

      // Her Registered Camps lists them apart, each with a ticket to show.
      await page.goto(`${SITE}/dashboard/userRegisteredCamps`);
      for (const r of registrations) {
        const row = page.getByTestId(`registration-${r.id}`);
        await row.getByText(r.ParticipantName).waitFor(LOAD);
        await row.getByText(bn('dashboard.registered.relationship.child')).waitFor(LOAD);
        // Two Ticket buttons for one camp: each names whose ticket it shows.
        await row.getByRole('button', { name: r.ParticipantName }).waitFor(LOAD);
      }
      await screenshot(page, 'family-registered-bn-390');
    } finally {
      await context.close();
    }
  });
});
