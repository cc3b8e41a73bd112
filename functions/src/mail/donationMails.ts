/**
 * The donation thank-you: one per donation, to the address the payer gave
 * the payment page (Stripe Checkout's customer_details.email, or the local
 * test checkout's email field). Nothing else keeps that address: it goes
 * into this mail only, queued with the donation itself (payments/recorder.ts).
 * It is written in the donor's mail language when a signed-in donor has one.
 */
import type { MailLanguage } from '@campcare/domain';
import type { MailLinks } from './campMails.ts';
import { renderMail } from './layout.ts';
import { MAIL_TEXTS, mailMoney } from './mailTexts.ts';
import { mailId, type QueuedMail } from './queue.ts';

export interface DonationFacts {
  /** The Checkout Session's id, which is also the donation's. */
  id: string;
  /** In the currency's smallest unit. */
  amountCents: number;
  currency: string;
  /** The signed-in donor's account, when there was one. */
  uid: string | null;
}

/** The thank-you's id: one per donation, so a replayed payment event cannot queue a second. */
export const donationThanksMailId = (donationId: string) => mailId(donationId, 'thanks');

export function donationThanksMail(to: string, donation: DonationFacts, links: MailLinks, language: MailLanguage = 'en'): QueuedMail {
  const words = MAIL_TEXTS[language];
  const amount = mailMoney(donation.amountCents, donation.currency, language);
  return {
    to,
    uid: donation.uid,
    kind: 'donation-thanks',
    message: renderMail(
      {
        subject: words.donationSubject(amount),
        heading: words.donationHeading,
        paragraphs: [words.donationBody(amount), words.donationKeep],
        details: [
          [words.amountLabel, amount],
          [words.referenceLabel, donation.id],
        ],
        action: { label: words.seeComingCamps, url: `${links.origin}/allCamps` },
        footer: [words.donationFooter],
      },
      language,
    ),
  };
}
