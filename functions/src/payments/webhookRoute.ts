/**
 * POST /stripe/webhook: verify the signature, keep to events of our own mode
 * and of the types we handle (webhookHandlers), and dispatch each to its
 * handler. Answers 2xx for events handled, ignored or recorded as problems;
 * 500 only when Firestore or Stripe failed, so that Stripe retries.
 */
import type { ApiErrorCode } from '@campcare/domain';
import type { Request, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import Stripe from 'stripe';
import { ApiError } from '../http/errors.ts';
import type { PaymentsContext } from './paymentsContext.ts';
import { handleWebhookEvent, isHandledEvent } from './webhookHandlers/index.ts';

export function stripeWebhook(getContext: () => PaymentsContext): RequestHandler {
  return async (req, res) => {
    const context = getContext();
    const signature = req.get('stripe-signature');
    // The functions framework keeps the exact bytes Stripe signed in req.rawBody.
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (!context.webhookSecret || !signature || !rawBody) {
      throw new ApiError(400, 'invalid-signature', 'The webhook signature is missing or cannot be checked.');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, context.webhookSecret);
    } catch {
      throw new ApiError(400, 'invalid-signature', 'The webhook signature does not match.');
    }
    if (event.livemode !== context.livemode) {
      // Another mode's event (a test event at a live site, or the reverse): never ours to act on.
      logger.warn('Stripe webhook event in the other mode ignored', { eventId: event.id, type: event.type });
      res.json({ received: true, ignored: true });
      return;
    }
    if (!isHandledEvent(event)) {
      res.json({ received: true, ignored: true });
      return;
    }
    try {
      res.json({ received: true, ...(await handleWebhookEvent(context, event)) });
    } catch (error) {
      // An outage (Firestore, Stripe): 500, so Stripe delivers the event again later.
      logger.error('Stripe webhook event not recorded', { eventId: event.id, type: event.type, error: String(error) });
      res.status(500).json({ error: { code: 'internal' satisfies ApiErrorCode, message: 'The event was not recorded; it will be retried.' } });
    }
  };
}
