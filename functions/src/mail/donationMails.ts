/**
 * The donation thank-you: one per donation, to the address the payer gave
 * the payment page (Stripe Checkout's customer_details.email, or the local
 * test checkout's email field). Nothing else keeps that address: it goes
 * into this mail only, queued with the donation itself (payments/recorder.ts).
 */
import { formatMoney } from '@campcare/domain';
import type { MailLinks } from './campMails.ts';
import { renderMail } from './layout.ts';
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

export function donationThanksMail(to: string, donation: DonationFacts, links: MailLinks): QueuedMail {
  const amount = formatMoney(donation.amountCents, donation.currency);
  return {
    to,
    uid: donation.uid,
    kind: 'donation-thanks',
    message: renderMail({
      subject: `Thank you for your donation of ${amount}`,
      heading: 'Thank you for supporting free medical camps',
      paragraphs: [
        `We received your donation of ${amount}. It goes to medicines, test strips, equipment and transport for camps that serve people who cannot reach a clinic.`,
        'Keep this mail as your receipt. Your card statement shows the same amount.',
      ],
      details: [
        ['Amount', amount],
        ['Reference', donation.id],
      ],
      action: { label: 'See the coming camps', url: `${links.origin}/allCamps` },
      footer: ['You get this mail once, because you made a donation.'],
    }),
  };
}
