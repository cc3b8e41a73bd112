/** Where links in mails point: the site's configured origin (SITE_ORIGIN), never a request's. */
import { normalizeSiteOrigin, siteOriginParam } from '../payments/config.ts';
import type { MailLinks } from './campMails.ts';
import { readParam } from './config.ts';

export function mailLinks(): MailLinks {
  return { origin: normalizeSiteOrigin(readParam(siteOriginParam, 'http://127.0.0.1:5000')) };
}
