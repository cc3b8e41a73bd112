/**
 * Sends the `sms` queue: each new message at once (unless its quiet hours
 * hold it); every five minutes the ones whose quiet hours ended and the
 * failed ones are tried again. The emulators run no schedules:
 * scripts/start.ts calls POST /api/emulator/sweepSms every minute instead.
 */
import { COLLECTIONS } from '@campcare/domain';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS } from '../config.ts';
import { db } from '../firestore/firebase.ts';
import { deliverSms, sweepSms } from './smsDelivery.ts';
import { configuredSmsProvider, smsStatusCallbackUrl } from './smsSettings.ts';

export const sendQueuedSms = onDocumentCreated({ document: `${COLLECTIONS.sms}/{smsId}`, secrets: FUNCTION_SECRETS.sendQueuedSms }, async (event) => {
  const outcome = await deliverSms(db, event.params.smsId, configuredSmsProvider(), smsStatusCallbackUrl());
  if (outcome === 'failed') logger.warn('Text message not sent; it will be tried again', { smsId: event.params.smsId });
});

export const sweepQueuedSms = onSchedule({ schedule: 'every 5 minutes', secrets: FUNCTION_SECRETS.sweepQueuedSms }, async () => {
  const sent = await sweepSms(db, configuredSmsProvider(), smsStatusCallbackUrl());
  if (sent > 0) logger.info('Text messages sent by the sweep', { sent });
});
