/**
 * The server writes someone's mails in the language they use the site in:
 * when someone signs in (or up) on a device showing another language than
 * English (the server's default), and when a signed-in person changes it,
 * it is sent (PUT /api/mail/language). The
 * device remembers what it last sent for whom, so a page load sends nothing
 * new.
 *
 * The session (features/auth/session.tsx) follows changes once Auth has
 * loaded, and sends at a sign-in only once it has recorded the profile the
 * language is stored on: sent as soon as the sign-in was seen, a new
 * account's language reached the server before its profile and was refused
 * (404). When that record failed, the auth trigger writes the profile a
 * little later, so a 404 is still tried again. It calls the API through the
 * one client, lib/api.ts, as the signed-in user.
 */
import type { Auth, User } from 'firebase/auth';
import { ApiRequestError, apiFetch } from './api.ts';
import { currentLanguage, i18n } from './i18n/i18n.ts';

const SENT_KEY = 'campcare.mailLanguageSent';
const RETRIES = 3;
const RETRY_MS = 2_000;

function sentBefore(): string | null {
  try {
    return localStorage.getItem(SENT_KEY);
  } catch {
    return null; // Storage blocked: sent again, which is harmless.
  }
}

async function sendMailLanguage(user: User, attempt = 0): Promise<void> {
  const language = currentLanguage();
  const mark = `${user.uid}:${language}`;
  if (sentBefore() === mark) return;
  try {
    await apiFetch('/mail/language', { method: 'PUT', body: { language } });
    localStorage.setItem(SENT_KEY, mark);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404 && attempt < RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      await sendMailLanguage(user, attempt + 1);
    }
    // Otherwise offline, refused or storage blocked: the mails keep the language stored before; the next sign-in or choice sends it again.
  }
}

/**
 * A switch fires several changes (each catalog part loaded, then the
 * language itself): the language is read once they have settled, and sends
 * go one after the other, so the last one stored is the language shown.
 */
let settling: ReturnType<typeof setTimeout> | undefined;
let sends: Promise<void> = Promise.resolve();
const SETTLE_MS = 200;

function sendSoon(user: User): void {
  clearTimeout(settling);
  settling = setTimeout(() => {
    sends = sends.then(() => sendMailLanguage(user));
  }, SETTLE_MS);
}

/** At a sign-in, once the profile is recorded: sends the language this device shows, if the server may not know it. */
export function sendMailLanguageAtSignIn(user: User): void {
  // English is what the server assumes: a sign-in in English sends only to undo a choice this device sent.
  if (currentLanguage() !== 'en' || sentBefore()?.startsWith(`${user.uid}:`)) sendSoon(user);
}

/** Sends each change of language while someone is signed in. */
export function followMailLanguage(auth: Auth): void {
  // Loading a catalog part is a change too: only a new language is sent.
  let shown = currentLanguage();
  i18n.on('change', () => {
    if (currentLanguage() === shown) return;
    shown = currentLanguage();
    if (auth.currentUser) sendSoon(auth.currentUser);
  });
}
