/**
 * The admin's rounds: logs in (the seeded admin), promotes a participant to
 * Organizer from Users, looks at Payment problems, and reads the access log
 * of health details. What they look at is made beforehand through the API:
 * a payment that came in for a cancelled registration (refunded by the
 * product and written down), and an organizer who opened a participant's
 * health details.
 */
import { describe, it } from 'vitest';
import { adminServices } from '../support/emulators.ts';
import { PHONE_CARDS, PHONE_CARDS_WAIT, waitingFor } from './support/features.ts';
import { variantName, WAIT } from './support/journey.ts';
import { loosely } from './support/texts.ts';
import { money } from './support/participant.ts';
import { entry, goThroughDashboard, logIn, openCampCare, searchList } from './support/person.ts';
import { journeyBrowser, runJourney, TWO_VARIANTS } from './support/run.ts';
import {
  addCamp,
  newOrganizer,
  newParticipant,
  paymentProblemFor,
  readHealthThroughApi,
  registerThroughApi,
  uniqueWord,
} from './support/setup.ts';

const browser = journeyBrowser();
const ADMIN = { email: 'admin@campcare.test', password: 'campcare-admin' };
const FEE = 15;

describe.skipIf(!PHONE_CARDS)(waitingFor(PHONE_CARDS, 'an admin promotes a participant, checks payment problems and reads the access log', PHONE_CARDS_WAIT), () => {
  for (const variant of TWO_VARIANTS) {
    it(variantName(variant), async () => {
      const word = uniqueWord();
      const bengali = variant.language === 'bn';
      const futureOrganizer = await newParticipant(bengali ? 'Tahmina Rahman' : 'Nadia Promoted');
      const futureName = bengali ? 'Tahmina Rahman' : 'Nadia Promoted';
      const organizerName = bengali ? 'Dr. Mahbub Alam' : 'Dr. Ruth Reader';
      const organizer = await newOrganizer(organizerName);
      const campName = `${word} Vision Camp`;
      const { id: campId } = await addCamp(organizer, { name: campName, fee: FEE, startsInDays: 8 });
      const payer = await newParticipant('Jamal Hasan');
      const problemId = await paymentProblemFor(payer, campId, FEE * 100);
      const reader = await newParticipant(bengali ? 'Salma Khatun' : 'Lucy Details');
      const readerName = bengali ? 'Salma Khatun' : 'Lucy Details';
      const read = await registerThroughApi(reader, campId);
      await readHealthThroughApi(organizer, read.id);

      await runJourney(browser(), 'admin', variant, [futureName, futureOrganizer.email, organizerName, campName, readerName, 'Jamal Hasan', problemId], async (j) => {
        await j.step('opens CampCare and logs in', async () => {
          await openCampCare(j);
          await logIn(j, ADMIN);
        });

        await j.step('promotes a participant to Organizer', async () => {
          await goThroughDashboard(j, 'dashboard.nav.users');
          await searchList(j, 'admin.users.search', futureOrganizer.email);
          const row = entry(j, futureOrganizer.email);
          await row.getByText(j.text('admin.users.roleParticipant'), { exact: true }).waitFor(WAIT);
          await j.press(row.getByRole('button', { name: loosely(`${j.text('admin.users.promote')}${j.text('admin.users.whom', { name: futureName })}`) }));
          const dialog = j.page.getByRole('alertdialog').or(j.page.getByRole('dialog')).filter({ hasText: j.text('admin.users.promoteTitle') });
          await dialog.getByText(j.text('admin.users.promoteMessage', { name: futureName })).waitFor(WAIT);
          await j.press(dialog.getByRole('button', { name: j.text('admin.users.yesPromote') }));
          await j.page.getByText(j.text('admin.users.nowOrganizer', { name: futureName })).first().waitFor(WAIT);
          await dialog.waitFor({ state: 'hidden', ...WAIT });
          await row.getByText(j.text('admin.users.roleOrganizer'), { exact: true }).waitFor(WAIT);
          const claims = (await adminServices().auth.getUser(futureOrganizer.uid)).customClaims;
          if (claims?.role !== 'Organizer') j.problem(`Users says ${futureName} is an Organizer, but the account's role claim is ${JSON.stringify(claims?.role)}`);
        });

        await j.step('looks at payment problems', async () => {
          await goThroughDashboard(j, 'dashboard.nav.paymentProblems');
          const row = entry(j, problemId);
          await row.getByText(money(j, FEE)).waitFor(WAIT);
          await row.getByText(j.text('admin.paymentProblems.refunded'), { exact: true }).waitFor(WAIT);
        });

        await j.step('reads the access log', async () => {
          await goThroughDashboard(j, 'dashboard.nav.accessLog');
          const who = j.text('admin.accessLog.who', { name: organizerName, role: j.text('admin.accessLog.roleOrganizer') });
          const row = entry(j, who).filter({ hasText: campName });
          await row.first().waitFor(WAIT);
          // Whose details were read, said so a person can tell: by name, not by an account id.
          if (!(await row.first().getByText(readerName).isVisible())) {
            j.problem(`the access log's entry for ${campName} does not name whose details were read (${readerName}): "${(await row.first().innerText()).replace(/\s+/g, ' ')}"`);
          }
        });
      });
    });
  }
});
