/**
 * A referral by text: when a referral is created (a screening result met a
 * rule, or a clinician added one), its person, if they opted in, gets a
 * text saying why, where to go (the facility the camp named) and by when,
 * with the slip's code; a day before it is due, a follow-up reminder, sent
 * only if the referral is still open then (smsQueueStore's claim checks).
 * Ids name the referral, so a replayed trigger queues nothing more.
 */
import type { Referral } from '@campcare/domain/clinical';
import type { Firestore } from 'firebase-admin/firestore';
import { queueSms, smsId, type SmsQueueOutcome } from './smsQueue.ts';
import { referralFacts } from './referralStore.ts';
import { referralFollowUpSms, referralSms } from './smsTexts.ts';

/** How long before a referral is due its follow-up reminder goes. */
const FOLLOW_UP_LEAD_MS = 24 * 3_600_000;

export async function queueReferralSms(firestore: Firestore, referralId: string, referral: Referral, now: Date = new Date()): Promise<SmsQueueOutcome[]> {
  if (!referral.personUid || referral.status !== 'open') return [];
  const { camp, facilityName } = await referralFacts(firestore, referral.campId);
  const facts = { reason: referral.reason, facilityName, dueAt: referral.dueAt, code: referral.code, TimeZone: camp?.TimeZone ?? null };
  const base = { uid: referral.personUid, campId: referral.campId, campStartsAt: null, campTimeZone: facts.TimeZone };
  const outcomes = [await queueSms(firestore, { ...base, id: smsId('referral', referralId), kind: 'referral', body: (language) => referralSms(facts, language) }, now)];
  const followUpAt = new Date(Date.parse(referral.dueAt) - FOLLOW_UP_LEAD_MS);
  if (followUpAt > now) {
    outcomes.push(
      await queueSms(
        firestore,
        { ...base, id: smsId('referral-follow-up', referralId), kind: 'referral-follow-up', body: (language) => referralFollowUpSms(facts, language), sendAt: followUpAt, referralId },
        now,
      ),
    );
  }
  return outcomes;
}
