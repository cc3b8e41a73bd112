/**
 * The Stripe events CampCare acts on, one handler module each (the layout of
 * Stripe's own Firebase extension): an allow-list, and a dispatch on the
 * event's type. Every other type is acknowledged and ignored.
 */
import type Stripe from 'stripe';
import type { PaymentsContext } from '../paymentsContext.ts';
import type { WebhookAnswer } from './answer.ts';
import { chargeDisputeCreated } from './chargeDisputeCreated.ts';
import { chargeRefunded } from './chargeRefunded.ts';
import { checkoutSessionCompleted } from './checkoutSessionCompleted.ts';
import { paymentIntentSucceeded } from './paymentIntentSucceeded.ts';

export type { WebhookAnswer };

/** The README's "events" list and the Stripe CLI's `--events` are these. */
export const HANDLED_EVENT_TYPES = [
  'payment_intent.succeeded',
  'checkout.session.completed',
  'charge.refunded',
  'charge.dispute.created',
] as const satisfies readonly Stripe.Event.Type[];

export type HandledEvent = Extract<Stripe.Event, { type: (typeof HANDLED_EVENT_TYPES)[number] }>;

const handled: ReadonlySet<string> = new Set(HANDLED_EVENT_TYPES);

export function isHandledEvent(event: Stripe.Event): event is HandledEvent {
  return handled.has(event.type);
}

/** Runs the event's handler. Outages (Firestore, Stripe) are thrown, so that Stripe delivers the event again. */
export function handleWebhookEvent(context: PaymentsContext, event: HandledEvent): Promise<WebhookAnswer> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentIntentSucceeded(context, event);
    case 'checkout.session.completed':
      return checkoutSessionCompleted(context, event);
    case 'charge.refunded':
      return chargeRefunded(context, event);
    case 'charge.dispute.created':
      return chargeDisputeCreated(context, event);
  }
}
