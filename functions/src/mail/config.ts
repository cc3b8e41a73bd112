/**
 * Mail settings. SMTP_URL is a secret (it carries the SMTP password):
 * `smtps://user:password@smtp.example.org:465` in production; on the
 * emulators the build writes MailDev's address (functions/build.mjs), so
 * every mail lands in the local inbox. MAIL_FROM is who mails come from.
 * MAIL_LINK_SECRET signs the unsubscribe links reminders carry.
 */
import { defineSecret, defineString } from 'firebase-functions/params';

export const smtpUrlSecret = defineSecret('SMTP_URL');
/** Signs the reminders' unsubscribe links (functions/src/mail/unsubscribe.ts): any long random text. */
export const mailLinkSecret = defineSecret('MAIL_LINK_SECRET');
export const mailFromParam = defineString('MAIL_FROM', {
  default: 'CampCare <no-reply@campcare.example.org>',
  description: 'The From address of the mails CampCare sends, like "CampCare <no-reply@your-domain>".',
});

/** A parameter's value, or the fallback while the deployment is analysed (no mail is sent then). */
export function readParam<T>(param: { value(): T }, fallback: T): T {
  try {
    return param.value();
  } catch {
    return fallback;
  }
}
