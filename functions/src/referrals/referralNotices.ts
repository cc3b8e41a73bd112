/**
 * One trigger for what a new referral sends its person: a mail to the
 * account the registration belongs to (mail/referralMails.ts) and, if they
 * opted in, a text with its follow-up reminder (sms/referralSms.ts). One
 * trigger rather than one per channel, as for registrations
 * (registrations/registrationNotices.ts). Both queue by ids made of the
 * referral's, so when one fails and the trigger is retried, the other
 * queues nothing twice.
 */
import { COLLECTIONS, isFreshEvent } from '@campcare/domain';
import type { Referral } from '@campcare/domain/clinical';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../firestore/firebase.ts';
import { mailLinks } from '../mail/links.ts';
import { queueEveryNotice } from '../mail/everyNotice.ts';
import { eventTimeOf } from '../mail/queue.ts';
import { readMailLanguage } from '../mail/mailPreferencesStore.ts';
import { enqueueMail } from '../mail/mailQueueStore.ts';
import { referralMail, referralMailId } from '../mail/referralMails.ts';
import { queueReferralSms } from '../sms/referralSms.ts';
import { referralMailFacts } from './referralStore.ts';

async function queueReferralMail(referralId: string, referral: Referral): Promise<boolean> {
  const facts = await referralMailFacts(referral);
  if (!facts) return false;
  const language = await readMailLanguage(db, facts.uid);
  return enqueueMail(db, referralMailId(referralId), referralMail(facts, mailLinks(), language));
}

export const notifyOnReferralCreated = onDocumentCreated({ document: `${COLLECTIONS.referrals}/{referralId}`, retry: true }, async (event) => {
  const referral = event.data?.data() as Referral | undefined;
  // A referral written long after it was made (an import, the seed's screening day) tells nobody anything new.
  if (!referral || !isFreshEvent(referral.createdAt, eventTimeOf(event))) return;
  const { referralId } = event.params;
  await queueEveryNotice([() => queueReferralMail(referralId, referral), () => queueReferralSms(db, referralId, referral)]);
});
