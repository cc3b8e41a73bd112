/**
 * Links that go somewhere: signed out, every link of the footer is followed
 * by clicking it, and must reach a page of the site (its own heading, not
 * the error page); nothing is an anchor to nothing. The mail and phone
 * links must be real addresses. Contact Us is reachable signed out, from the
 * header too. With `?lang=bn` the footer, Our Team and the FAQ speak
 * Bengali. (The accessibility suite scans these pages, in both languages.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAD, newPage, seededBrowser } from '../support/browser.ts';
import { SITE } from '../support/emulators.ts';

const browser = seededBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

interface FooterLink {
  label: string;
  href: string;
}

async function footerLinks(page: Page): Promise<FooterLink[]> {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link').first().waitFor(LOAD);
  return footer.locator('a').evaluateAll((links) =>
    links.map((a) => ({ label: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
  );
}

describe('the footer, signed out', () => {
  it('leads every link to a real page of the site', async () => {
    const { page, context } = await newPage(browser());
    try {
      await page.goto(`${SITE}/`);
      const links = await footerLinks(page);
      const pages = links.filter((l) => l.href.startsWith('/'));
      const others = links.filter((l) => !l.href.startsWith('/'));
      // Nothing points nowhere: no '#', no empty href, no in-page anchor, nothing off-site.
      expect(links.filter((l) => !l.href || l.href.startsWith('#') || /^https?:/.test(l.href))).toEqual([]);
      expect(others.map((l) => l.href)).toEqual(['mailto:hello@campcare.org', 'tel:+15551234567']);
      expect(pages.map((l) => l.label)).toEqual(['About Us', 'Our Team', 'Contact Us', 'Available Camps', 'FAQ', 'Privacy Policy']);

      for (const link of pages) {
        await page.goto(`${SITE}/`);
        await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click(LOAD);
        await page.waitForURL(`${SITE}${link.href}`, LOAD);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.first().waitFor(LOAD);
        const title = (await heading.first().innerText()).trim();
        expect(title, link.href).not.toBe('Something Went Wrong!');
        expect(await page.getByText('Here are some helpful links:').count(), link.href).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('has real Our Team and FAQ pages', async () => {
    const { page, context } = await newPage(browser());
    try {
      await page.goto(`${SITE}/team`);
      await page.getByRole('heading', { level: 1, name: 'Our team' }).waitFor(LOAD);
      await expect(page.getByRole('heading', { name: 'Who you meet at a camp' }).count()).resolves.toBe(1);
      await expect(page.title()).resolves.toBe('Our Team | CampCare');
      await page.goto(`${SITE}/faq`);
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor(LOAD);
      await expect(page.getByRole('heading', { name: 'Can I cancel and get my money back?' }).count()).resolves.toBe(1);
      await expect(page.title()).resolves.toBe('FAQ | CampCare');
    } finally {
      await context.close();
    }
  });

  it('offers Contact Us in the header to visitors (the contact form needs no account)', async () => {
    const { page, context } = await newPage(browser());
    try {
      await page.goto(`${SITE}/allCamps`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Contact Us' }).click(LOAD);
      await page.waitForURL(`${SITE}/contact`, LOAD);
      await page.getByRole('form', { name: 'Contact form' }).waitFor(LOAD);
    } finally {
      await context.close();
    }
  });
});

describe('the footer and its pages in Bengali', () => {
  it('shows the footer, Our Team and the FAQ in Bengali with <html lang="bn">', async () => {
    const { page, context } = await newPage(browser());
    try {
      await page.goto(`${SITE}/faq?lang=bn`);
      await page.getByRole('heading', { level: 1, name: 'সচরাচর জিজ্ঞাসিত প্রশ্ন' }).waitFor(LOAD);
      expect(await htmlLang(page)).toBe('bn');
      await expect(page.title()).resolves.toBe('সাধারণ জিজ্ঞাসা | CampCare');
      // The domain's figures come in Bengali digits: 48 hours before the camp for a refund.
      await expect(page.getByText('ক্যাম্প শুরুর ৪৮ ঘণ্টা আগে').count()).resolves.toBe(1);
      // A link inside a translated answer goes where it says.
      expect(await page.getByRole('main').getByRole('link', { name: 'যোগাযোগ করুন' }).getAttribute('href')).toBe('/contact');

      const footer = page.getByRole('contentinfo');
      expect((await footerLinks(page)).filter((l) => l.href.startsWith('/')).map((l) => l.label)).toEqual([
        'আমাদের সম্পর্কে',
        'আমাদের দল',
        'যোগাযোগ করুন',
        'উপলব্ধ ক্যাম্প',
        'সাধারণ জিজ্ঞাসা',
        'গোপনীয়তা নীতি',
      ]);
      await expect(footer.getByRole('navigation', { name: 'তথ্যসূত্র' }).count()).resolves.toBe(1);
      // The year in Bengali digits, and CampCare's name as written.
      await expect(footer.getByText(/^© [০-৯]{4} CampCare। সর্বস্বত্ব সংরক্ষিত।$/).count()).resolves.toBe(1);

      // Reached by its Bengali footer link: the language stays.
      await footer.getByRole('link', { name: 'আমাদের দল', exact: true }).click(LOAD);
      await page.waitForURL(`${SITE}/team`, LOAD);
      await page.getByRole('heading', { level: 1, name: 'আমাদের দল' }).waitFor(LOAD);
      expect(await htmlLang(page)).toBe('bn');
      await expect(page.getByRole('heading', { name: 'ক্যাম্পে আপনি যাঁদের দেখা পাবেন' }).count()).resolves.toBe(1);
      // People's names stay as they are written.
      await expect(page.getByText('Dr. Amara Okafor', { exact: true }).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});
