/** A hosted Checkout page was paid: record the donation it was for. */
import type Stripe from 'stripe';
import type { PaymentsContext } from '../paymentsContext.ts';
import { recordDonation } from '../recorder.ts';
import { checkoutSessionRecord } from '../stripeProvider.ts';
import type { WebhookAnswer } from './answer.ts';

export async function checkoutSessionCompleted(context: PaymentsContext, event: Stripe.CheckoutSessionCompletedEvent): Promise<WebhookAnswer> {
  const result = await recordDonation(context.db, checkoutSessionRecord(event.data.object), { origin: context.siteOrigin });
  return result ? { created: result.created } : { ignored: true };
}
