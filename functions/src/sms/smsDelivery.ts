/**
 * Sending one queued text message, at most once per success: the sender
 * claims it in a transaction (which also checks its person still wants
 * texts at that number), sends it through the provider, and records the
 * provider's id. A failure is recorded (ERROR) and tried again after a
 * wait (sweepSms), up to MAIL_MAX_ATTEMPTS, unless the provider refused it
 * for good (a number it cannot text). A message held by quiet hours is
 * sent by the sweep once they are over.
 */
import { MAIL_MAX_ATTEMPTS } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { SmsSendError, type SmsProvider } from './provider.ts';
import { claimSms, recordSmsDelivery, smsDue } from './smsQueueStore.ts';

export type SmsDeliveryOutcome = 'sent' | 'failed' | 'skipped' | 'not-claimed';

export async function deliverSms(db: Firestore, id: string, provider: SmsProvider, statusCallback: string, now: () => Date = () => new Date()): Promise<SmsDeliveryOutcome> {
  const claim = await claimSms(db, id, now());
  if (claim.kind !== 'claimed') return claim.kind;
  const { sms } = claim;
  try {
    const sent = await provider.send({ to: sms.to, body: sms.body, statusCallback });
    await recordSmsDelivery(db, id, { state: 'SUCCESS', endTime: now().toISOString(), leaseExpireTime: null, error: null }, sent);
    return 'sent';
  } catch (error) {
    const retry = !(error instanceof SmsSendError) || error.retry;
    await recordSmsDelivery(db, id, {
      state: 'ERROR',
      // A refusal for good (an unknown number) is not tried again.
      attempts: retry ? sms.delivery.attempts : MAIL_MAX_ATTEMPTS,
      endTime: now().toISOString(),
      leaseExpireTime: null,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
}

/** Messages a sweep looks at per run. */
export const SMS_SWEEP_LIMIT = 200;

/**
 * Sends what is due: messages whose quiet hours are over, failed ones after
 * their wait, and those whose sender's lease ran out. Returns how many were sent.
 */
export async function sweepSms(db: Firestore, provider: SmsProvider, statusCallback: string, now: () => Date = () => new Date()): Promise<number> {
  let sent = 0;
  for (const { id } of await smsDue(db, now(), SMS_SWEEP_LIMIT)) {
    if ((await deliverSms(db, id, provider, statusCallback, now)) === 'sent') sent++;
  }
  return sent;
}
