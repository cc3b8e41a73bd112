/**
 * An organizer reports their camps: they log in through the form, open the
 * camp report from the dashboard, print it (Chromium's PDF, as the print
 * dialog would save it: the report alone, without the dashboard's frame),
 * then open DHIS2 and push last month's figures to their health office's
 * server, the local DHIS2 of this run, which the seed's demo organizer is
 * already mapped to (the mapping's own form is not this journey).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { SCREENSHOTS, variantName, WAIT } from './support/journey.ts';
import { goThroughDashboard, logIn, openCampCare } from './support/person.ts';
import { catalogHas } from './support/texts.ts';
import { journeyBrowser, runJourney, TWO_VARIANTS } from './support/run.ts';
import { waitingFor } from './support/features.ts';

const browser = journeyBrowser();
const REPORT_PAGES = catalogHas('reports.dhis2.push');
const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };

const TITLE = 'an organizer opens the camp report, prints it and pushes last month to DHIS2';
describe.skipIf(!REPORT_PAGES)(waitingFor(REPORT_PAGES, TITLE, 'the camp report and DHIS2 export (issue 32)'), () => {
  for (const variant of TWO_VARIANTS) {
    it(variantName(variant), async () => {
      await runJourney(browser(), 'report', variant, [ORGANIZER.email], async (j) => {
        await j.step('logs in through the form', async () => {
          await openCampCare(j);
          await logIn(j, ORGANIZER);
        });

        await j.step('opens the camp report', async () => {
          await goThroughDashboard(j, 'dashboard.nav.campReport');
          await j.page.getByRole('heading', { level: 1, name: j.text('reports.rangeTitle'), exact: true }).waitFor(WAIT);
          await j.page.getByText(j.text('reports.section.attendance'), { exact: true }).first().waitFor(WAIT);
        });

        await j.step('prints it', async () => {
          // What the print dialog's "Save as PDF" makes: the print stylesheet, on A4.
          await j.page.emulateMedia({ media: 'print' });
          const pdf = await j.page.pdf({ format: 'A4', printBackground: true });
          await j.page.emulateMedia({ media: 'screen' });
          const folder = join(SCREENSHOTS, 'report');
          mkdirSync(folder, { recursive: true });
          writeFileSync(join(folder, `report-${variant.device}-${variant.language}.pdf`), pdf);
          const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
          if (pages < 1) j.problem('the printed report has no page');
          // Only the report is printed: the dashboard's navigation is hidden in the print view.
          await j.page.emulateMedia({ media: 'print' });
          const navPrinted = await j.page.getByRole('link', { name: j.text('dashboard.nav.manageCamps') }).first().isVisible();
          await j.page.emulateMedia({ media: 'screen' });
          if (navPrinted) j.problem('the dashboard navigation is printed with the report');
        });

        await j.step('pushes last month to DHIS2', async () => {
          await goThroughDashboard(j, 'dashboard.nav.dhis2');
          await j.page.getByRole('heading', { level: 1, name: j.text('reports.dhis2.title'), exact: true }).waitFor(WAIT);
          await j.press(j.page.getByRole('button', { name: j.text('reports.dhis2.push'), exact: true }));
          await j.page.getByText(j.pattern('reports.dhis2.pushed')).first().waitFor(WAIT);
          await j.screenshot('pushed');
        });
      });
    });
  }
});
