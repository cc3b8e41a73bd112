/** A card payment succeeded: record the camp fee it pays (the browser's POST /booking may not have). */
import type Stripe from 'stripe';
import type { PaymentsContext } from '../paymentsContext.ts';
import { recordRegistrationPayment, registrationPaymentMetadata } from '../recorder.ts';
import { paymentIntentRecord } from '../stripeProvider.ts';
import type { WebhookAnswer } from './answer.ts';

export async function paymentIntentSucceeded(context: PaymentsContext, event: Stripe.PaymentIntentSucceededEvent): Promise<WebhookAnswer> {
  const intent = paymentIntentRecord(event.data.object);
  // Donations' PaymentIntents (and anything else on the account) are not camp fees.
  if (!registrationPaymentMetadata(intent)) return { ignored: true };
  const outcome = await recordRegistrationPayment(context, intent, null);
  switch (outcome.kind) {
    case 'booked':
      return { created: outcome.created };
    case 'problem':
      return { problem: outcome.problem.reason, action: outcome.problem.action };
    default:
      // Will not change on a retry: acknowledged, so Stripe does not retry for days.
      return { refused: outcome.kind };
  }
}
