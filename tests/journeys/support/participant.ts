/** What participants do in more than one journey: find a camp, fill the Join form, pay with the test card. */
import type { Journey } from './journey.ts';
import { WAIT } from './journey.ts';

/** Money as the pages write it in the journey's language (Intl, as web/src/lib/format.ts does). */
export function money(j: Journey, dollars: number): string {
  return new Intl.NumberFormat(j.variant.language === 'bn' ? 'bn-BD' : 'en-US', { style: 'currency', currency: 'USD' }).format(dollars);
}

/** A count as the pages write it (Bengali digits in Bengali). */
export function count(j: Journey, n: number): string {
  return new Intl.NumberFormat(j.variant.language === 'bn' ? 'bn-BD' : 'en-US').format(n);
}

/** On Available Camps: types a word of the camp's name in the search box, then opens the camp's card. */
export async function findCampBySearch(j: Journey, word: string, campName: string): Promise<void> {
  await j.page.getByRole('heading', { level: 1, name: j.text('camps.list.title') }).waitFor(WAIT);
  const search = j.page.getByRole('combobox', { name: j.text('camps.search.label') });
  await search.fill(word.toLowerCase());
  await search.press('Enter');
  await j.press(j.page.getByRole('link', { name: new RegExp(campName) }).first());
  await j.page.getByRole('heading', { level: 1, name: campName }).waitFor(WAIT);
}

/** Fills the Join dialog (age, gender, phones, consent) and sends it. */
export async function fillJoinForm(j: Journey, campName: string): Promise<void> {
  const dialog = j.page.getByRole('dialog');
  await dialog.getByRole('heading', { name: j.text('camps.register.title', { name: campName }) }).waitFor(WAIT);
  await dialog.getByRole('spinbutton', { name: j.text('camps.register.age') }).fill('34');
  await j.choose(dialog.getByRole('combobox', { name: j.text('camps.register.gender') }), { label: j.text('camps.register.female') });
  await dialog.getByRole('textbox', { name: j.text('camps.register.phone') }).fill('+880 1711 000 111');
  await dialog.getByRole('textbox', { name: j.text('camps.register.emergencyContact') }).fill('+880 1711 000 222');
  // The consent, named by its link to the Privacy Policy (the other box asks for text messages).
  await j.press(dialog.getByRole('checkbox', { name: j.text('privacy.consent.policyLink') }));
  await j.press(dialog.getByRole('button', { name: j.text('camps.register.submit'), exact: true }));
}

/** In the open card form: the local test provider's success card, then Pay; waits for the payment to be taken. */
export async function payWithTestCard(j: Journey, price: string): Promise<void> {
  const number = j.page.getByLabel(j.text('payment.card.number'));
  const payment = j.page.getByRole('dialog').filter({ has: number });
  await number.fill('4242 4242 4242 4242');
  await payment.getByLabel(j.text('payment.card.expiry')).fill('12/34');
  await payment.getByLabel(j.text('payment.card.cvc')).fill('123');
  await j.press(payment.getByRole('button', { name: j.text('payment.card.pay', { amount: price }) }));
  await j.page.getByText(j.text('payment.modal.success')).first().waitFor(WAIT);
}
