/**
 * Mails sent before sent mails lost their words kept the participant's name,
 * ticket codes (and their QR pictures) and signed links in the queue for
 * good. Each gets the time it loses them (scrubAt: sent + SENT_MAIL_KEEP_DAYS),
 * which the hourly scrubSentMail then keeps; those sent longer ago lose them now.
 */
import { COLLECTIONS, scrubAtFor, scrubbedMail, type MailDocument } from '@campcare/domain';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

const needsScrubAt = (mail: MailDocument) => mail.delivery?.state === 'SUCCESS' && !mail.scrubAt && !mail.scrubbedAt;

export const sentMailScrubbed: Migration = {
  id: '003-sent-mail-scrubbed',
  description: 'Mails sent before sent mails lost their words: each gets its scrubAt, and those sent more than SENT_MAIL_KEEP_DAYS ago lose their words now.',
  run: (db, { now }) =>
    scanCollection(db, COLLECTIONS.mail, async (page) => {
      const batch = db.batch();
      let changed = 0;
      for (const doc of page) {
        const mail = doc.data() as MailDocument;
        if (!needsScrubAt(mail)) continue;
        const scrubAt = scrubAtFor(mail.delivery?.endTime ?? mail.createdAt);
        batch.update(doc.ref, Date.parse(scrubAt) <= now.getTime() ? scrubbedMail(now.toISOString()) : { scrubAt });
        changed++;
      }
      if (changed > 0) await batch.commit();
      return changed;
    }),
};
