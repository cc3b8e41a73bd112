/** The card holder's bank opened a dispute: the booking shows Disputed. */
import type Stripe from 'stripe';
import type { PaymentsContext } from '../paymentsContext.ts';
import { paymentIntentIdOf } from '../stripeProvider.ts';
import { markBookingDisputed } from '../paymentStore.ts';
import type { WebhookAnswer } from './answer.ts';

export async function chargeDisputeCreated(context: PaymentsContext, event: Stripe.ChargeDisputeCreatedEvent): Promise<WebhookAnswer> {
  const intentId = paymentIntentIdOf(event.data.object);
  if (!intentId) return { ignored: true };
  const found = await markBookingDisputed(context.db, intentId);
  return found ? { updated: true } : { ignored: true };
}
