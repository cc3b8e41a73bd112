/** Where links in mails point: the site's configured origin (SITE_ORIGIN), never a request's. */
import { siteOrigin } from '../config.ts';
import type { MailLinks } from './campMails.ts';

export function mailLinks(): MailLinks {
  return { origin: siteOrigin() };
}
