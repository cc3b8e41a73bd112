/**
 * The one-click unsubscribe link of reminders. The link names the account
 * and carries an HMAC of it made with the MAIL_LINK_SECRET, so it works
 * without signing in, only for the account it was made for, and only
 * changes that account's reminder setting.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailLanguage } from '@campcare/domain';
import type { MailLinks } from './campMails.ts';
import { MAIL_TEXTS } from './mailTexts.ts';

/** What the signature is for: a signature for something else never unsubscribes. */
const PURPOSE = 'campcare:unsubscribe:reminders';

export function unsubscribeSignature(uid: string, secret: string): string {
  if (!secret) throw new Error('MAIL_LINK_SECRET is not set: reminders cannot carry an unsubscribe link.');
  return createHmac('sha256', secret).update(`${PURPOSE}:${uid}`).digest('base64url');
}

export function isValidUnsubscribeSignature(uid: string, signature: string, secret: string): boolean {
  if (!secret) return false;
  const expected = Buffer.from(unsubscribeSignature(uid, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address both the reminder's link and its List-Unsubscribe header point at. */
export function unsubscribeUrl(links: MailLinks, uid: string, secret: string): string {
  const query = new URLSearchParams({ uid, sig: unsubscribeSignature(uid, secret) });
  return `${links.origin}/api/mail/unsubscribe?${query}`;
}

/** The headers of RFC 8058's one-click unsubscribe: mail clients POST to the link without opening it. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The pages the link answers in a browser, in the account's mail language
 * (`<html lang>` too): `ask`, what opening the link shows (one button, which
 * posts to the same address, as mail clients' one-click unsubscribe does);
 * `done`, what the button's post answers.
 */
export function unsubscribePage(step: 'ask' | 'done', language: MailLanguage): string {
  const words = MAIL_TEXTS[language];
  const title = step === 'ask' ? words.unsubscribeAskTitle : words.unsubscribedTitle;
  const body =
    step === 'ask'
      ? `<p>${words.unsubscribeAskBody}</p>` +
        `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:16px;padding:10px 18px">${words.unsubscribeButton}</button></form>`
      : `<p>${words.unsubscribedBody}</p>`;
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · CampCare</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#1a202c"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`
  );
}
