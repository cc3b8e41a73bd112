/**
 * The journey harness must be able to fail a journey: each thing it watches
 * for is done on purpose here, and the journey's failure must name it. What
 * a step expects is not reported, and people's own words on a Bengali page
 * are not English to translate.
 */
import { describe, expect, it } from 'vitest';
import { findEnglish, literalFragments } from './support/englishText.ts';
import { JourneyError, WAIT, type Journey } from './support/journey.ts';
import { accountMenuButton, openCampCare } from './support/person.ts';
import { journeyBrowser, runJourney } from './support/run.ts';
import { catalogPattern, loosely } from './support/texts.ts';

const browser = journeyBrowser();

/** Runs a journey that must fail, and answers its report. */
async function failingJourney(name: string, variant: Parameters<typeof runJourney>[2], body: (j: Journey) => Promise<void>): Promise<string> {
  try {
    await runJourney(browser(), name, variant, [], body);
  } catch (error) {
    expect(error).toBeInstanceOf(JourneyError);
    return (error as Error).message;
  }
  throw new Error(`The ${name} journey passed, but it did what the harness must catch.`);
}

/** Logs in with a password that is wrong: the Auth emulator answers 400 and the form shows an error toast. */
async function wrongPassword(j: Journey): Promise<void> {
  await j.page.goto(`${j.page.url().replace(/\/[^/]*$/, '')}/login`);
  const form = j.page.getByRole('form', { name: j.text('auth.logIn.form') });
  await form.getByRole('textbox', { name: j.text('auth.email') }).fill('admin@campcare.test');
  await form.getByLabel(j.text('auth.password')).and(form.locator('input')).fill('not-the-password');
  await j.press(form.getByRole('button', { name: j.text('auth.logIn.submit'), exact: true }));
  await j.page.getByText(j.text('auth.errors.wrongCredentials')).first().waitFor(WAIT);
}

describe('the journey harness', () => {
  it('fails a journey on an error toast, the 4xx behind it, a console error and a CSP violation', async () => {
    const report = await failingJourney('harness-errors', { device: 'laptop', language: 'en' }, async (j) => {
      await j.step('opens CampCare', () => openCampCare(j));
      await j.step('logs in with a wrong password', () => wrongPassword(j));
      await j.step('meets a console error and a CSP violation', async () => {
        await j.page.evaluate(() => {
          console.error('journey self-test: a console error');
          document.dispatchEvent(
            new SecurityPolicyViolationEvent('securitypolicyviolation', {
              violatedDirective: 'script-src',
              effectiveDirective: 'script-src',
              blockedURI: 'https://evil.example/x.js',
              originalPolicy: "script-src 'self'",
              disposition: 'enforce',
              statusCode: 200,
            }),
          );
        });
      });
    });
    expect(report).toMatch(/\[logs in with a wrong password\] HTTP error: 400 POST .*accounts:signInWithPassword/);
    expect(report).toContain(`[logs in with a wrong password] error shown: error toast "The email or password is incorrect."`);
    expect(report).toContain('[meets a console error and a CSP violation] console error: journey self-test: a console error');
    expect(report).toMatch(/console error: Content-Security-Policy: script-src refused https:\/\/evil\.example\/x\.js/);
  });

  it('does not report an answer the step expects', async () => {
    await runJourney(browser(), 'harness-allowed', { device: 'laptop', language: 'en' }, [], async (j) => {
      await j.step('opens CampCare', () => openCampCare(j));
      await j.step(
        'asks for a camp that does not exist',
        async () => {
          const status = await j.page.evaluate(async () => (await fetch('/api/campDetails/no-such-camp')).status);
          expect(status).toBe(404);
        },
        { allow: [{ status: 404, url: /\/api\/campDetails\/no-such-camp$/, why: 'the camp is not there, on purpose' }] },
      );
    });
  });

  it('fails a journey on a button reached only by scrolling sideways, and on English on a Bengali page', async () => {
    const report = await failingJourney('harness-layout', { device: 'phone', language: 'bn' }, async (j) => {
      await j.step('opens CampCare', () => openCampCare(j));
      await j.step('presses a button beyond the right edge of a scrolling box', async () => {
        await j.page.evaluate(() => {
          // Styled through the CSSOM: the site's CSP refuses style attributes written as markup.
          const box = document.createElement('div');
          box.style.cssText = 'overflow-x:auto;width:100%;position:relative;z-index:10000;background:white';
          const wide = document.createElement('div');
          wide.style.cssText = 'width:900px;display:flex;justify-content:flex-end';
          const far = document.createElement('button');
          far.type = 'button';
          far.id = 'far';
          far.textContent = 'দূরে';
          wide.append(far);
          box.append(wide);
          document.querySelector('main')!.prepend(box);
        });
        await j.press(j.page.locator('#far'));
      });
      await j.step('shows English', async () => {
        await j.page.evaluate(() => {
          const p = document.createElement('p');
          p.textContent = 'Registered Camps';
          document.querySelector('main')!.prepend(p);
        });
      });
      await accountMenuButton(j).waitFor(WAIT);
    });
    expect(report).toMatch(/\[presses a button beyond the right edge of a scrolling box\] off screen: "দূরে": reaching it scrolls <div> \d+px sideways/);
    expect(report).toContain('[shows English] English on a Bengali page: /: "Registered Camps" has the English "Registered Camps" (dashboard.nav.registeredCamps)');
  });
});

describe('English on a Bengali page', () => {
  it('cuts ICU texts into their literal words, plural options included', () => {
    expect(literalFragments('Pay {amount}')).toEqual(['Pay ', '']);
    expect(literalFragments('{total} {count, plural, one {camp} other {camps}} · page {page} of {pages}')).toEqual(
      expect.arrayContaining(['camp', 'camps', ' · page ', ' of ']),
    );
  });

  it('finds a catalog text shown in English, but not the words people typed', () => {
    expect(findEnglish(['Pay'], []).map((f) => f.english)).toEqual(['Pay']);
    expect(findEnglish(['আপনার ড্যাশবোর্ডে Payment History দেখুন'], []).map((f) => f.english)).toContain('Payment History');
    // A one-word text only counts alone: inside a camp's name it is the organizer's word.
    expect(findEnglish(['Pay Day Health Camp'], [])).toEqual([]);
    expect(findEnglish(['Registered Camps Reunion-এর জন্য পেমেন্ট করুন'], ['Registered Camps Reunion'])).toEqual([]);
    // Words both catalogs write (the product's name) are not English to translate.
    expect(findEnglish(['CampCare'], [])).toEqual([]);
  });
});

describe('catalog texts as patterns', () => {
  it('matches a plural text in either language', () => {
    expect(catalogPattern('en', 'dashboard.registered.summary').test('1 registration · page 1 of 1')).toBe(true);
    expect(catalogPattern('bn', 'dashboard.registered.summary').test('১টি নিবন্ধন · পৃষ্ঠা ১/১')).toBe(true);
  });

  it('lets an accessible name made of pieces have spaces between them', () => {
    expect(loosely('উন্নীত করুন: Alex Morgan').test('উন্নীত করুন : Alex Morgan')).toBe(true);
    expect(loosely('Promote Alex Morgan').test('Promote  Alex Morgan')).toBe(true);
  });
});
