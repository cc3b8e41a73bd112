/**
 * A participant who finds a camp full: signs up (form, no picture), joins the
 * waiting list, sees their place in line, is offered a seat, accepts it and
 * pays. The offer comes the two ways it does in use: on the phone another
 * participant gives up their seat; on the laptop the organizer adds a seat.
 * Those other people act through the API (their part is not this journey).
 */
import { describe, it } from 'vitest';
import { PHONE_CARDS, PHONE_CARDS_WAIT, waitingFor } from './support/features.ts';
import { variantName, WAIT } from './support/journey.ts';
import { count, fillJoinForm, findCampBySearch, money, payWithTestCard } from './support/participant.ts';
import { goThroughDashboard, goThroughHeader, openCampCare, signUp, type Person } from './support/person.ts';
import { journeyBrowser, runJourney, TWO_VARIANTS } from './support/run.ts';
import {
  addCamp,
  cancelThroughApi,
  newOrganizer,
  newParticipant,
  registerThroughApi,
  setCapacityThroughApi,
  uniqueTag,
  uniqueWord,
} from './support/setup.ts';

const browser = journeyBrowser();
const FEE = 20;

describe.skipIf(!PHONE_CARDS)(waitingFor(PHONE_CARDS, 'a participant joins a full camp, is offered a seat, accepts it and pays', PHONE_CARDS_WAIT), () => {
  for (const variant of TWO_VARIANTS) {
    it(variantName(variant), async () => {
      const word = uniqueWord();
      const organizer = await newOrganizer('Dr. Imran Hossain');
      const campName = `${word} Hearing Clinic`;
      const { id: campId } = await addCamp(organizer, { name: campName, fee: FEE, startsInDays: 10, capacity: 1 });
      // The one seat is taken before our participant comes.
      const first = await newParticipant('Karim Uddin');
      const seat = await registerThroughApi(first, campId);
      const person: Person = {
        name: variant.language === 'bn' ? 'Shirin Akhter' : 'Maya Waiting',
        email: `waiting-${uniqueTag()}@example.org`,
        password: 'a-long-passphrase-2',
      };
      await runJourney(browser(), 'waitlist', variant, [person.name, person.email, campName], async (j) => {
        const price = money(j, FEE);

        await j.step('opens CampCare', () => openCampCare(j));

        await j.step('signs up without a picture', () => signUp(j, person));

        await j.step('finds the camp full', async () => {
          await goThroughHeader(j, 'nav.availableCamps');
          await findCampBySearch(j, word, campName);
        });

        await j.step('joins the waiting list', async () => {
          await j.press(j.page.getByRole('button', { name: j.text('camps.detail.joinWaitingList'), exact: true }));
          await fillJoinForm(j, campName);
          await j.page.getByText(j.text('camps.register.waitlisted', { position: count(j, 1) })).first().waitFor(WAIT);
        });

        const acceptSeat = j.page.getByRole('button', { name: j.text('dashboard.waitlist.acceptAt', { camp: campName }) });
        await j.step('sees their place in line', async () => {
          const dialog = j.page.getByRole('dialog');
          await j.press(dialog.getByRole('button', { name: j.text('dialog.close'), exact: true }).last());
          await dialog.waitFor({ state: 'hidden', ...WAIT });
          await goThroughDashboard(j, 'dashboard.nav.registeredCamps');
          await j.page.getByText(j.text('dashboard.waitlist.position', { position: count(j, 1) }), { exact: true }).waitFor(WAIT);
        });

        await j.step(j.phone ? 'is offered the seat another participant gave up' : 'is offered the seat the organizer added', async () => {
          if (j.phone) await cancelThroughApi(first, seat.id);
          else await setCapacityThroughApi(organizer, campId, 2);
          // The table follows Firestore live: the offer appears without reloading.
          await acceptSeat.waitFor(WAIT);
        });

        await j.step('accepts the seat', async () => {
          await j.press(acceptSeat);
          await j.page.getByText(j.text('dashboard.waitlist.seatConfirmedPay', { camp: campName })).first().waitFor(WAIT);
        });

        await j.step('pays the fee with the test card', async () => {
          await j.press(j.page.getByRole('button', { name: j.text('dashboard.actions.payFor', { camp: campName }) }));
          await payWithTestCard(j, price);
          await j.page.getByRole('button', { name: j.text('dashboard.ticket.showFor', { camp: campName }) }).waitFor(WAIT);
        });
      });
    });
  }
});
