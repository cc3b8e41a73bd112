/**
 * A newcomer's first visit: signs up through the form (no picture), finds a
 * camp by searching Available Camps, joins it, pays the fee with the local
 * test card, sees the ticket, then cancels and is refunded. At both sizes in
 * both languages: every participant takes this journey first. The camp is
 * an organizer's, added through the API (not what is tested).
 */
import { describe, it } from 'vitest';
import { PHONE_CARDS, PHONE_CARDS_WAIT, waitingFor } from './support/features.ts';
import { variantName, WAIT } from './support/journey.ts';
import { fillJoinForm, findCampBySearch, money, payWithTestCard } from './support/participant.ts';
import { entry, goThroughDashboard, goThroughHeader, openCampCare, signUp, type Person } from './support/person.ts';
import { ALL_VARIANTS, journeyBrowser, runJourney } from './support/run.ts';
import { addCamp, newOrganizer, uniqueTag, uniqueWord } from './support/setup.ts';

const browser = journeyBrowser();
const FEE = 25;

describe.skipIf(!PHONE_CARDS)(waitingFor(PHONE_CARDS, 'a newcomer signs up, finds a camp, joins, pays, sees the ticket and cancels with a refund', PHONE_CARDS_WAIT), () => {
  for (const variant of ALL_VARIANTS) {
    it(variantName(variant), async () => {
      const word = uniqueWord();
      const organizer = await newOrganizer('Dr. Nasreen Akter');
      const campName = `${word} Eye Screening`;
      await addCamp(organizer, { name: campName, fee: FEE, startsInDays: 12 });
      const person: Person = {
        name: variant.language === 'bn' ? 'Rahima Khatun' : 'Grace Newcomer',
        email: `newcomer-${uniqueTag()}@example.org`,
        password: 'a-long-passphrase-1',
      };
      await runJourney(browser(), 'newcomer', variant, [person.name, person.email, campName], async (j) => {
        const price = money(j, FEE);

        await j.step('opens CampCare', () => openCampCare(j));

        await j.step('signs up without a picture', () => signUp(j, person));

        await j.step('finds the camp by searching Available Camps', async () => {
          await goThroughHeader(j, 'nav.availableCamps');
          await findCampBySearch(j, word, campName);
        });

        await j.step('joins the camp', async () => {
          await j.press(j.page.getByRole('button', { name: j.text('camps.detail.join'), exact: true }));
          await fillJoinForm(j, campName);
          await j.page.getByText(j.text('camps.register.registered')).first().waitFor(WAIT);
        });

        await j.step('pays the fee with the test card', async () => {
          // Joining a paid camp goes straight on to paying.
          await j.press(j.page.getByRole('button', { name: j.text('camps.register.payNow', { fee: price }), exact: true }));
          await payWithTestCard(j, price);
        });

        await j.step('sees the ticket', async () => {
          await j.press(j.page.getByRole('link', { name: j.text('camps.register.seeTicket'), exact: true }));
          await j.page.getByRole('heading', { level: 1, name: j.text('dashboard.registered.title') }).waitFor(WAIT);
          await j.press(j.page.getByRole('button', { name: j.text('dashboard.ticket.showFor', { camp: campName }) }));
          const qr = j.page.getByRole('img', { name: j.text('dashboard.ticket.qrAlt', { camp: campName }) });
          const ticket = j.page.getByRole('dialog').filter({ has: qr });
          await qr.waitFor(WAIT);
          // The name typed at sign-up is the one on the ticket.
          await ticket.getByText(j.text('dashboard.ticket.participant', { name: person.name })).waitFor(WAIT);
          await j.screenshot('the ticket');
          await j.press(ticket.getByRole('button', { name: j.text('dialog.close'), exact: true }).last());
          await ticket.waitFor({ state: 'hidden', ...WAIT });
        });

        await j.step('cancels and is refunded', async () => {
          const cancel = j.text('dashboard.actions.cancelFor', { action: j.text('dashboard.actions.cancelRefund'), camp: campName });
          await j.press(j.page.getByRole('button', { name: cancel }));
          const confirm = j.page.getByRole('alertdialog').or(j.page.getByRole('dialog')).filter({ hasText: j.text('dashboard.registered.confirmTitle') });
          await confirm.getByText(j.text('dashboard.registered.confirmRefund', { camp: campName, fee: price })).waitFor(WAIT);
          await j.press(confirm.getByRole('button', { name: j.text('dashboard.registered.confirmYes') }));
          await j.page.getByText(j.text('dashboard.registered.cancelledRefunded', { camp: campName, fee: price })).first().waitFor(WAIT);
          await confirm.waitFor({ state: 'hidden', ...WAIT });
        });

        await j.step('sees the refund in Payment History', async () => {
          await goThroughDashboard(j, 'dashboard.nav.paymentHistory');
          const row = entry(j, campName).first();
          await row.getByText(j.text('dashboard.status.refunded'), { exact: true }).waitFor(WAIT);
          // Refunded and still "waiting for the organizer's confirmation" says two things at once.
          if (await row.getByText(j.text('dashboard.status.pending'), { exact: true }).isVisible()) {
            j.problem(`the refunded payment for ${campName} still reads "${j.text('dashboard.status.pending')}"`);
          }
        });
      });
    });
  }
});
