/**
 * One trigger for every notice a registration's change sends: its mails
 * (registrationMails.ts) and its text messages (registrationSms.ts), which
 * follow the same events. One trigger rather than one per channel: a camp
 * edit rewrites the copies on every registration of the camp, and each
 * write would otherwise start two functions that both find nothing to send.
 * Both channels queue by ids made of the registration, its creation and the
 * event, so when one fails and the trigger is retried, the other queues
 * nothing twice.
 */
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS, mailLinkSecret, readParam, siteOrigin } from '../config.ts';
import { db } from '../firestore/firebase.ts';
import { mailLinks } from '../mail/links.ts';
import { queueEveryNotice } from '../mail/everyNotice.ts';
import { eventTimeOf } from '../mail/queue.ts';
import { accountStillExists } from '../mail/recipients.ts';
import { queueRegistrationMails, registrationMailEvents } from './registrationMails.ts';
import { queueRegistrationSms } from './registrationSms.ts';

export const notifyOnRegistrationChange = onDocumentWritten(
  { document: `${COLLECTIONS.registrations}/{registrationId}`, retry: true, secrets: FUNCTION_SECRETS.notifyOnRegistrationChange },
  async (event) => {
    const before = event.data?.before.exists ? (event.data.before.data() as Registration) : undefined;
    const after = event.data?.after.exists ? (event.data.after.data() as Registration) : undefined;
    const eventTime = eventTimeOf(event);
    if (registrationMailEvents(before, after, eventTime).length === 0) return;
    const { registrationId } = event.params;
    const mails = async () => {
      // Nothing is mailed to an account that is gone (queueRegistrationSms checks the registration's own erasure mark).
      if (await accountStillExists((after ?? before)?.participantUid)) await queueRegistrationMails(db, registrationId, before, after, eventTime, mailLinks());
    };
    const texts = () => queueRegistrationSms(db, registrationId, before, after, eventTime, siteOrigin(), readParam(mailLinkSecret, ''));
    await queueEveryNotice([mails, texts]);
  },
);
