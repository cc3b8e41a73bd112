/**
 * A referral by mail: when the camp's screening refers someone (a result met
 * a rule, or a clinician added one), the account the registration belongs to
 * gets why, where to go (the facility the camp named) and by when, with the
 * slip's code and a link to the results on their dashboard, in the language
 * they read mail in. Beside the text message of the same referral (sms/),
 * which goes only to those who opted in to texts; a mail goes to every
 * account holder, as every registration mail does. One mail per referral.
 */
import { campTimeZone, formatDateTimeInZone, type MailLanguage } from '@campcare/domain';
import type { ReferralReason, ReferralUrgency } from '@campcare/domain/clinical';
import type { MailLinks } from './campMails.ts';
import { renderMail } from './layout.ts';
import { MAIL_LOCALES, MAIL_TEXTS } from './mailTexts.ts';
import { mailId, type QueuedMail } from './queue.ts';

export interface ReferralMailFacts {
  uid: string;
  email: string;
  /** The person referred, as registered (a dependant's own name). */
  personName: string;
  CampName: string;
  TimeZone: string | null;
  reason: ReferralReason;
  urgency: ReferralUrgency;
  facility: { name: string; address: string; phone: string } | null;
  dueAt: string;
  code: string;
}

export const referralMailId = (referralId: string) => mailId(referralId, 'referral');

export function referralMail(facts: ReferralMailFacts, links: MailLinks, language: MailLanguage = 'en'): QueuedMail {
  const words = MAIL_TEXTS[language];
  const reason = words.referralReasons[facts.reason];
  const by = formatDateTimeInZone(facts.dueAt, campTimeZone({ TimeZone: facts.TimeZone }), MAIL_LOCALES[language]);
  const where = facts.facility ? `${facts.facility.name}, ${facts.facility.address} (${facts.facility.phone})` : null;
  return {
    to: facts.email,
    uid: facts.uid,
    kind: 'referral',
    message: renderMail(
      {
        subject: words.referralSubject(facts.CampName),
        heading: words.referralHeading(facts.personName),
        paragraphs: [
          words.referralWhy(reason),
          ...(facts.urgency === 'urgent' ? [words.referralUrgent] : []),
          where ? words.referralGoTo(where, by) : words.referralGoAnywhere(by),
          words.referralBringCode(facts.code),
          words.referralNotDiagnosis,
        ],
        details: [
          [words.campLabel, facts.CampName],
          [words.referralReasonLabel, reason],
          ...(where ? ([[words.referralFacilityLabel, where]] as [string, string][]) : []),
          [words.referralByLabel, by],
          [words.referralCodeLabel, facts.code],
        ],
        action: { label: words.referralSeeResults, url: `${links.origin}/dashboard` },
      },
      language,
    ),
  };
}
