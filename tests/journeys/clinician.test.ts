/**
 * A clinician's camp day: already on the camp's staff (the invitation's own
 * journey is the door volunteer's), they log in through the form, find the
 * camp among My staff camps, open its stations and their own station, call
 * the next person in the queue, record a blood pressure that the camp's rules
 * refer, refer them by hand too (with a note), open the referral slip the
 * station offers, then work the follow-up list: the referral made by hand
 * dismissed with a note, a contact attempt logged, then the outcome. The organizer's layout
 * of the stations and the participant's check-in are made through the API
 * (their part is not this journey).
 */
import { describe, it } from 'vitest';
import { api, createUser } from '../support/emulators.ts';
import { waitForMails } from '../support/maildev.ts';
import { STAFF_PAGES, waitingFor } from './support/features.ts';
import { variantName, WAIT } from './support/journey.ts';
import { catalogHas } from './support/texts.ts';
import { goThroughDashboard, logIn, openCampCare } from './support/person.ts';
import { journeyBrowser, runJourney, TWO_VARIANTS } from './support/run.ts';
import { addCamp, newOrganizer, newParticipant, registerThroughApi, uniqueTag, uniqueWord } from './support/setup.ts';

const browser = journeyBrowser();
const CLINICAL_PAGES = STAFF_PAGES && catalogHas('stations.followUp.logAttemptFor') && catalogHas('stations.referral.addFor');
const HAND_NOTE = 'Short of breath on the stairs';
const DISMISS_NOTE = 'Seen by the camp doctor: asthma, known and treated';
const FACILITY = { name: 'Upazila Health Complex', address: 'Hospital Road, Savar', phone: '+8801700000000' };

async function ok(what: string, answer: Promise<{ status: number; body: unknown }>): Promise<void> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
}

/** The invitation's id and token, as its mail's link carries them. */
async function invitationOf(email: string): Promise<{ id: string; token: string }> {
  const [mail] = await waitForMails(email, { settleMs: 0 });
  const match = /\/dashboard\/staff-invitation\/([A-Za-z0-9_-]+)\?token=([A-Za-z0-9_-]+)/.exec(`${mail!.text}\n${mail!.html}`);
  if (!match) throw new Error('The invitation mail holds no link to accept it.');
  return { id: match[1]!, token: match[2]! };
}

const TITLE = 'a clinician calls the next person, records a blood pressure that refers, prints the slip and follows it up';
describe.skipIf(!CLINICAL_PAGES)(waitingFor(CLINICAL_PAGES, TITLE, 'the stations, referrals and follow-up (issue 30)'), () => {
  for (const variant of TWO_VARIANTS) {
    it(variantName(variant), async () => {
      const bengali = variant.language === 'bn';
      const campName = `${uniqueWord()} Heart Health Camp`;
      const organizer = await newOrganizer(bengali ? 'Dr. Nasrin Akter' : 'Dr. Owen Park');
      const { id: campId } = await addCamp(organizer, { name: campName, fee: 0, startsInDays: 2 });
      const clinicianName = bengali ? 'Nurse Shirin Sultana' : 'Nurse Clara Mends';
      const clinician = await createUser({ role: 'Participant', displayName: clinicianName, email: `clinician-${uniqueTag()}@example.org` });
      await ok('Inviting the clinician', api('POST', `/camps/${campId}/staff`, { token: organizer.idToken, body: { email: clinician.email, role: 'clinician' } }));
      const invitation = await invitationOf(clinician.email);
      await ok('Accepting', api('POST', `/staffInvitations/${invitation.id}/accept`, { token: clinician.idToken, body: { token: invitation.token } }));
      await ok(
        'Laying out the stations',
        api('PUT', `/camps/${campId}/stations`, {
          token: organizer.idToken,
          body: { stations: [{ kind: 'bloodPressure', clinicianUids: [clinician.uid] }, { kind: 'consultation' }] },
        }),
      );
      await ok('Naming the facility', api('PUT', `/camps/${campId}/clinicalSettings`, { token: organizer.idToken, body: { facility: FACILITY } }));
      const patientName = bengali ? 'Abdul Karim' : 'Peter Pressure';
      const patient = await newParticipant(patientName);
      const { id: registrationId } = await registerThroughApi(patient, campId);
      await ok('Checking in', api('POST', '/checkin', { token: organizer.idToken, body: { registrationId } }));

      await runJourney(browser(), 'clinician', variant, [clinicianName, clinician.email, campName, patientName, FACILITY.name, FACILITY.address, FACILITY.phone, HAND_NOTE, DISMISS_NOTE], async (j) => {
        const bloodPressure = j.text('stations.kinds.bloodPressure');
        const reason = j.text('stations.reasons.highBloodPressure');

        await j.step('logs in through the form', async () => {
          await openCampCare(j);
          await logIn(j, { email: clinician.email, password: clinician.password });
        });

        await j.step('finds the camp among My staff camps and opens its stations', async () => {
          await goThroughDashboard(j, 'dashboard.nav.staffCamps');
          await j.press(j.page.getByRole('link', { name: j.text('dashboard.staffCamps.openStationsFor', { camp: campName }) }));
          await j.page.getByRole('heading', { level: 1, name: j.text('stations.page.title', { camp: campName }) }).waitFor(WAIT);
        });

        await j.step('opens their station and calls the next person', async () => {
          await j.press(j.page.getByRole('link', { name: j.text('stations.page.openFor', { name: bloodPressure }) }));
          await j.page.getByRole('heading', { level: 1, name: bloodPressure }).waitFor(WAIT);
          await j.press(j.page.getByRole('button', { name: j.text('stations.screen.callNext'), exact: true }));
          await j.page.getByTestId('being-seen').getByRole('heading', { name: patientName }).waitFor(WAIT);
        });

        await j.step('records a blood pressure of 150/95 and is told it refers', async () => {
          const seen = j.page.getByTestId('being-seen');
          await seen.getByLabel(j.text('stations.fields.systolic')).fill('150');
          await seen.getByLabel(j.text('stations.fields.diastolic')).fill('95');
          await j.press(seen.getByRole('button', { name: j.text('stations.screen.save'), exact: true }));
          await j.outcome(j.page.getByTestId('station-notice').getByText(j.text('stations.screen.referred', { reasons: reason })), seen);
          await j.screenshot('the referral made');
        });

        await j.step('refers them by hand too, with a note', async () => {
          const seen = j.page.getByTestId('being-seen');
          await j.press(seen.getByRole('button', { name: j.text('stations.referral.addFor', { name: patientName }) }));
          const dialog = j.page.getByRole('dialog', { name: j.text('stations.referral.addTitle', { name: patientName }) });
          await j.choose(dialog.getByLabel(j.text('stations.followUp.urgency'), { exact: true }), 'urgent');
          await dialog.getByLabel(j.text('stations.referral.note')).fill(HAND_NOTE);
          await j.press(dialog.getByRole('button', { name: j.text('stations.referral.add'), exact: true }));
          await dialog.waitFor({ state: 'hidden', ...WAIT });
          await j.outcome(j.page.getByTestId('station-notice').getByText(j.text('stations.referral.added', { name: patientName, reason: j.text('stations.reasons.clinician') })), seen);
        });

        await j.step('opens the referral slip the station offers', async () => {
          await j.press(j.page.getByRole('link', { name: j.text('stations.screen.slipFor', { reason, name: patientName }) }));
          const slip = j.page.getByTestId('referral-slip');
          await slip.getByRole('heading', { name: j.text('stations.slip.title') }).waitFor(WAIT);
          await slip.getByTestId('slip-qr').waitFor(WAIT);
          const facility = await slip.getByTestId('slip-facility').textContent();
          if (!facility?.includes(FACILITY.name)) j.problem(`the slip names no facility (${facility})`);
          await j.screenshot('the slip');
        });

        await j.step('opens the follow-up list and dismisses the referral made by hand, with a note', async () => {
          await goThroughDashboard(j, 'dashboard.nav.staffCamps');
          await j.press(j.page.getByRole('link', { name: j.text('dashboard.staffCamps.openStationsFor', { camp: campName }) }));
          await j.press(j.page.getByRole('link', { name: j.text('stations.page.followUp'), exact: true }));
          await j.page.getByRole('heading', { level: 1, name: j.text('stations.followUp.title', { camp: campName }) }).waitFor(WAIT);
          const byHand = j.page.locator('[data-testid^="follow-up-"]').filter({ hasText: HAND_NOTE });
          await j.press(byHand.getByRole('button', { name: j.text('stations.referral.dismissFor', { name: patientName }) }));
          const dialog = j.page.getByRole('dialog', { name: j.text('stations.referral.dismissTitle', { name: patientName }) });
          await dialog.getByLabel(j.text('stations.referral.dismissNote')).fill(DISMISS_NOTE);
          await j.press(dialog.getByRole('button', { name: j.text('stations.referral.dismiss'), exact: true }));
          await dialog.waitFor({ state: 'hidden', ...WAIT });
          await byHand.waitFor({ state: 'detached', ...WAIT });
        });

        await j.step('logs a contact attempt', async () => {
          await j.press(j.page.getByRole('button', { name: j.text('stations.followUp.logAttemptFor', { name: patientName }) }));
          const dialog = j.page.getByRole('dialog', { name: j.text('stations.followUp.attemptTitle', { name: patientName }) });
          await j.choose(dialog.getByLabel(j.text('stations.followUp.channelLabel')), 'phone');
          await j.press(dialog.getByRole('button', { name: j.text('stations.followUp.logAttempt'), exact: true }));
          await dialog.waitFor({ state: 'hidden', ...WAIT });
        });

        await j.step('records the outcome', async () => {
          await j.press(j.page.getByRole('button', { name: j.text('stations.followUp.outcomeFor', { name: patientName }) }));
          const dialog = j.page.getByRole('dialog', { name: j.text('stations.followUp.outcomeTitle', { name: patientName }) });
          await j.choose(dialog.getByLabel(j.text('stations.followUp.outcomeLabel')), 'reached');
          await j.press(dialog.getByRole('button', { name: j.text('stations.followUp.saveOutcome'), exact: true }));
          await dialog.waitFor({ state: 'hidden', ...WAIT });
          await j.choose(j.page.getByLabel(j.text('stations.followUp.show'), { exact: true }), 'all');
          await j.page.getByText(j.text('stations.followUp.outcome.reached')).first().waitFor(WAIT);
          await j.screenshot('the follow-up closed');
        });
      });
    });
  }
});
