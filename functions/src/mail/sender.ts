/**
 * Our own sender for the `mail` queue (a deployed project may use the
 * "Trigger Email from Firestore" extension instead): each new mail is sent
 * at once; every five minutes the failed ones are tried again.
 */
import { COLLECTIONS } from '@campcare/domain';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../firestore/firebase.ts';
import { FUNCTION_SECRETS, mailFromParam, readParam, smtpUrlSecret } from '../config.ts';
import { deliverMail, mailTransport, sweepMail } from './delivery.ts';

const configuredTransport = () => mailTransport(readParam(smtpUrlSecret, ''), readParam(mailFromParam, 'CampCare <no-reply@campcare.example.org>'));

export const sendQueuedMail = onDocumentCreated({ document: `${COLLECTIONS.mail}/{mailId}`, secrets: FUNCTION_SECRETS.sendQueuedMail }, async (event) => {
  const outcome = await deliverMail(db, event.params.mailId, configuredTransport());
  if (outcome === 'failed') logger.warn('Mail not sent; it will be tried again', { mailId: event.params.mailId });
});

export const retryFailedMail = onSchedule({ schedule: 'every 5 minutes', secrets: FUNCTION_SECRETS.retryFailedMail }, async () => {
  const sent = await sweepMail(db, configuredTransport());
  if (sent > 0) logger.info('Failed mails sent on a later attempt', { sent });
});
