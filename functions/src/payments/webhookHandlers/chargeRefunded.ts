/** Money went back, by our cancellations or by hand in Stripe's dashboard: the booking shows Refunded. */
import type Stripe from 'stripe';
import type { PaymentsContext } from '../paymentsContext.ts';
import { paymentIntentIdOf } from '../stripeProvider.ts';
import { markBookingRefunded } from '../paymentStore.ts';
import type { WebhookAnswer } from './answer.ts';

export async function chargeRefunded(context: PaymentsContext, event: Stripe.ChargeRefundedEvent): Promise<WebhookAnswer> {
  const charge = event.data.object;
  const intentId = paymentIntentIdOf(charge);
  if (!intentId) return { ignored: true };
  const found = await markBookingRefunded(context.db, intentId, charge.amount_refunded);
  return found ? { updated: true } : { ignored: true };
}
