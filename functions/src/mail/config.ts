/**
 * Mail settings. SMTP_URL is a secret (it carries the SMTP password):
 * `smtps://user:password@smtp.example.org:465` in production; on the
 * emulators the build writes MailDev's address (functions/build.mjs), so
 * every mail lands in the local inbox. MAIL_FROM is who mails come from.
 */
import { defineSecret, defineString } from 'firebase-functions/params';

export const smtpUrlSecret = defineSecret('SMTP_URL');
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
