/**
 * A door volunteer's camp day: invited by email to a camp's door before they
 * have an account, they open the mail's link, create an account from the
 * login page it leads to (the form, no picture), come back to the
 * invitation and accept it, then find the camp among My staff camps, check
 * in a participant who holds a ticket, and register someone who walked in
 * without one. The organizer's invitation and the participant's
 * registration are made through the API (their part is not this journey);
 * the mail is read from the local inbox as the volunteer's mail app would.
 */
import { describe, it } from 'vitest';
import { api } from '../support/emulators.ts';
import { waitForMails } from '../support/maildev.ts';
import { STAFF_PAGES, waitingFor } from './support/features.ts';
import { variantName, WAIT } from './support/journey.ts';
import { count } from './support/participant.ts';
import { goThroughDashboard, openCampCare, signUp, type Person } from './support/person.ts';
import { journeyBrowser, runJourney, TWO_VARIANTS } from './support/run.ts';
import { addCamp, newOrganizer, newParticipant, registerThroughApi, uniqueTag, uniqueWord } from './support/setup.ts';

const browser = journeyBrowser();

/** The invitation's link as the mail gives it (its button's address). */
function invitationLink(html: string, text: string): string {
  const link = `${text}\n${html}`.match(/https?:\/\/[^\s"'<>]+\/dashboard\/staff-invitation\/[^\s"'<>]+/);
  if (!link) throw new Error('The invitation mail holds no link to accept it.');
  return link[0].replace(/&amp;/g, '&');
}

const TITLE = 'a door volunteer is invited by email, accepts, checks people in and registers a walk-in';
describe.skipIf(!STAFF_PAGES)(waitingFor(STAFF_PAGES, TITLE, 'the staff pages and walk-ins (issue 29)'), () => {
  for (const variant of TWO_VARIANTS) {
    it(variantName(variant), async () => {
      const bengali = variant.language === 'bn';
      const word = uniqueWord();
      const campName = `${word} Family Health Day`;
      const organizerName = bengali ? 'Dr. Shahana Parvin' : 'Dr. Alan Porter';
      const organizer = await newOrganizer(organizerName);
      const { id: campId } = await addCamp(organizer, { name: campName, fee: 0, startsInDays: 5 });
      const ticketHolderName = bengali ? 'Rafiqul Islam' : 'Helen Ticket';
      const ticketHolder = await newParticipant(ticketHolderName);
      await registerThroughApi(ticketHolder, campId);
      const walkInName = bengali ? 'Jahanara Begum' : 'Walter Walkin';
      const person: Person = {
        name: bengali ? 'Sumon Mia' : 'Dora Volunteer',
        email: `door-${uniqueTag()}@example.org`,
        password: 'a-long-passphrase-3',
      };
      const invited = await api('POST', `/camps/${campId}/staff`, { token: organizer.idToken, body: { email: person.email, role: 'door' } });
      if (invited.status !== 201) throw new Error(`Inviting ${person.email}: ${invited.status} ${JSON.stringify(invited.body)}`);
      const [mail] = await waitForMails(person.email, { settleMs: 0 });
      const link = invitationLink(mail!.html, mail!.text);

      await runJourney(browser(), 'volunteer', variant, [person.name, person.email, campName, ticketHolderName, walkInName, organizerName], async (j) => {
        await j.step('opens the invitation mail’s link and is asked to log in', async () => {
          await openCampCare(j, link.slice(new URL(link).origin.length));
          await j.page.getByRole('form', { name: j.text('auth.logIn.form') }).waitFor(WAIT);
        });

        await j.step('creates an account from the login page, without a picture', () => signUp(j, person));

        await j.step('accepts the invitation', async () => {
          await j.page.getByRole('heading', { level: 1, name: j.text('dashboard.staffInvitation.title') }).waitFor(WAIT);
          await j.press(j.page.getByRole('button', { name: j.text('dashboard.staffInvitation.accept'), exact: true }));
          await j.page.getByText(j.text('dashboard.staffInvitation.accepted', { camp: campName })).waitFor(WAIT);
        });

        await j.step('finds the camp among My staff camps and opens its check-in', async () => {
          await goThroughDashboard(j, 'dashboard.nav.staffCamps');
          await j.press(j.page.getByRole('link', { name: j.text('dashboard.staffCamps.openDoorFor', { camp: campName }) }));
          await j.page.getByRole('heading', { name: j.text('checkin.desk.heading', { camp: campName }) }).waitFor(WAIT);
        });

        await j.step('checks in a participant with a ticket by name', async () => {
          const search = j.page
            .getByRole('textbox', { name: j.text('checkin.desk.searchLabel') })
            .or(j.page.getByRole('searchbox', { name: j.text('checkin.desk.searchLabel') }))
            .first();
          await search.fill(ticketHolderName.split(' ')[0]!);
          await j.press(j.page.getByRole('button', { name: j.text('checkin.desk.checkInWho', { name: ticketHolderName }) }));
          await j.page.getByText(j.text('checkin.result.checkedIn', { name: ticketHolderName })).waitFor(WAIT);
        });

        await j.step('registers a walk-in', async () => {
          await j.press(j.page.getByRole('button', { name: j.text('checkin.walkIn.open'), exact: true }));
          const dialog = j.page.getByRole('dialog', { name: j.text('checkin.walkIn.title') });
          await dialog.getByRole('textbox', { name: j.text('checkin.walkIn.name') }).fill(walkInName);
          await dialog.getByRole('spinbutton', { name: j.text('checkin.walkIn.age') }).fill('58');
          await j.choose(dialog.getByRole('combobox', { name: j.text('checkin.walkIn.gender') }), { label: j.text('checkin.walkIn.female') });
          await dialog.getByRole('textbox', { name: j.text('checkin.walkIn.emergencyContact') }).fill('+880 1711 000 333');
          await j.press(dialog.getByRole('checkbox'));
          await j.press(dialog.getByRole('button', { name: j.text('checkin.walkIn.submit'), exact: true }));
          const done = j.page.getByRole('dialog', { name: j.text('checkin.walkIn.doneTitle', { name: walkInName }) });
          await j.outcome(done, dialog);
          // The code the walk-in takes home, to add the registration to an account later.
          const code = (await done.getByTestId('walk-in-claim-code').innerText()).trim();
          if (!code) j.problem(`the walk-in ${walkInName} was given no claim code`);
          await j.screenshot('the claim code');
          await j.press(done.getByRole('button', { name: j.text('checkin.walkIn.done'), exact: true }));
          await done.waitFor({ state: 'hidden', ...WAIT });
          // Both people are in: the one with a ticket and the walk-in.
          await j.page.getByText(j.pattern('checkin.desk.counts', { checkedIn: count(j, 2) })).first().waitFor(WAIT);
        });
      });
    });
  }
});
