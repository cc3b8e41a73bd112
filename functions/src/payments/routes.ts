/**
 * Payments: camp fees (PaymentIntent → booking), donations (Checkout
 * Session), the Stripe webhook, and the local test provider's own endpoints
 * (which exist only while it is the active provider).
 */
import { Router, type Request } from 'express';
import Stripe from 'stripe';
import { logger } from 'firebase-functions';
import {
  canPay,
  COLLECTIONS,
  CURRENCY,
  feeToCents,
  isPayableFee,
  MIN_PAYABLE_FEE,
  type Registration,
} from '@campcare/domain';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { currentPaymentsContext, type PaymentsContext } from './config.ts';
import type { LocalPaymentProvider } from './localProvider.ts';
import type { PaymentIntentRecord } from './provider.ts';
import { recordDonation, recordRegistrationPayment, registrationPaymentMetadata } from './recorder.ts';
import {
  bookingBody,
  createPaymentIntentBody,
  donationBody,
  fieldErrors,
  localConfirmBody,
} from './schemas.ts';
import { checkoutSessionRecord } from './stripeProvider.ts';
import type { z } from 'zod';

export const DONATION_PRODUCT_NAME = 'Donation to CampCare';

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? 'The request is not valid.', fields);
  }
  return result.data;
}

/** A provider outage is not the caller's fault, and its details stay in the logs. */
async function callProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    logger.error(`Payment provider call failed: ${what}`, { error: String(error) });
    throw new ApiError(502, 'payment-provider-error', 'The payment service is not available right now. Please try again.');
  }
}

/**
 * The site's origin for the Checkout return URLs: the browser's Origin when it
 * is this site (or a local development server), else the forwarded host.
 */
export function siteOrigin(req: Request): string {
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || 'localhost';
  const own = `${req.protocol}://${host}`;
  const header = req.get('origin');
  if (!header) return own;
  try {
    const origin = new URL(header);
    const local = origin.hostname === 'localhost' || origin.hostname === '127.0.0.1';
    if ((origin.protocol === 'https:' || origin.protocol === 'http:') && (origin.host === host || local)) return origin.origin;
  } catch {
    // Not a URL: ignore it.
  }
  return own;
}

const localOnly = (context: PaymentsContext): LocalPaymentProvider => {
  // With Stripe active these endpoints do not exist at all.
  if (!context.local) throw notFound('No such endpoint.');
  return context.local;
};

export function createPaymentsRouter(getContext: () => PaymentsContext = currentPaymentsContext): Router {
  const router = Router();

  router.post('/create-payment-stripe', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const { registrationId, price } = parse(createPaymentIntentBody, req.body);
    const context = getContext();
    const snapshot = await context.db.collection(COLLECTIONS.registrations).doc(registrationId).get();
    if (!snapshot.exists) throw notFound('This registration does not exist.');
    const registration = snapshot.data() as Registration;
    if (registration.participantUid !== caller.uid) throw forbidden('You can only pay for your own registrations.');
    if (!canPay(registration)) throw conflict('already-paid', 'This registration is already paid.');
    if (!isPayableFee(registration.CampFees)) {
      throw new ApiError(400, 'fee-too-low', `Fees under $${MIN_PAYABLE_FEE} are not paid by card.`);
    }
    const amount = feeToCents(registration.CampFees);
    if (price !== undefined && feeToCents(price) !== amount) {
      throw new ApiError(400, 'price-mismatch', 'The price shown is out of date. Please reload the page and try again.');
    }
    const intent = await callProvider('create PaymentIntent', () =>
      context.provider.createPaymentIntent({
        amount,
        currency: CURRENCY,
        metadata: { registrationId, uid: caller.uid, campId: registration.campId },
        description: `CampCare: ${registration.CampName}`,
        receiptEmail: registration.ParticipantEmail || null,
        // One PaymentIntent per registration and amount: reopening the modal reuses it.
        idempotencyKey: `registration-${registrationId}-${amount}`,
      }),
    );
    if (intent.status === 'succeeded') throw conflict('already-paid', 'This registration is already paid.');
    res.json({ clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider: context.provider.kind });
  });

  router.post('/booking', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const { paymentIntentId } = parse(bookingBody, req.body);
    const context = getContext();
    const intent = await callProvider('retrieve PaymentIntent', () =>
      context.provider.retrievePaymentIntent(paymentIntentId),
    );
    if (!intent) throw notFound('There is no payment with this id.');
    const { booking } = await recordRegistrationPayment(context.db, intent, caller.uid);
    res.json(booking);
  });

  router.post('/create_payment', async (req, res) => {
    const { amount, donorName, showName } = parse(donationBody, req.body);
    const context = getContext();
    const origin = siteOrigin(req);
    const name = showName ? (donorName ?? '') : '';
    const session = await callProvider('create Checkout Session', () =>
      context.provider.createCheckoutSession({
        amount: Math.round(amount * 100),
        currency: CURRENCY,
        productName: DONATION_PRODUCT_NAME,
        successUrl: `${origin}/success_payment`,
        cancelUrl: `${origin}/cancel_payment`,
        metadata: { kind: 'donation', showName: String(showName && name !== ''), donorName: name },
      }),
    );
    if (!session.url) throw new ApiError(502, 'payment-provider-error', 'The payment page could not be created.');
    res.json({ paymentUrl: session.url });
  });

  router.post('/stripe/webhook', async (req, res) => {
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
    try {
      if (event.type === 'payment_intent.succeeded') {
        const object = event.data.object;
        const intent: PaymentIntentRecord = {
          id: object.id,
          status: object.status,
          amount: object.amount,
          currency: object.currency,
          metadata: { ...object.metadata },
          clientSecret: null,
        };
        // Donations' PaymentIntents (and anything else on the account) are not camp fees.
        if (!registrationPaymentMetadata(intent)) {
          res.json({ received: true, ignored: true });
          return;
        }
        const { created } = await recordRegistrationPayment(context.db, intent, null);
        res.json({ received: true, created });
        return;
      }
      if (event.type === 'checkout.session.completed') {
        const result = await recordDonation(context.db, checkoutSessionRecord(event.data.object));
        res.json({ received: true, ...(result ? { created: result.created } : { ignored: true }) });
        return;
      }
      res.json({ received: true, ignored: true });
    } catch (error) {
      // Answering 2xx here would make Stripe drop the event and lose the payment: 500, so it retries.
      logger.error('Stripe webhook event not recorded', { eventId: event.id, type: event.type, error: String(error) });
      res.status(500).json({ error: { code: 'internal', message: 'The event was not recorded; it will be retried.' } });
    }
  });

  // The local test provider's stand-ins for Stripe.js and Stripe's hosted Checkout page.

  router.post('/local-payments/:id/confirm', async (req, res) => {
    const local = localOnly(getContext());
    const caller = requireCaller(res);
    const card = parse(localConfirmBody, req.body);
    const id = req.params.id ?? '';
    const intent = await local.retrievePaymentIntent(id);
    if (!intent) throw notFound('There is no payment with this id.');
    if (intent.metadata.uid !== caller.uid) throw forbidden('This payment belongs to another user.');
    const result = await local.confirmPaymentIntent(id, card);
    if (!result) throw notFound('There is no payment with this id.');
    const { outcome } = result;
    if (outcome.outcome === 'declined') {
      res.status(402).json({ error: { code: outcome.code, declineCode: outcome.declineCode, message: outcome.message } });
      return;
    }
    if (outcome.outcome === 'invalid') throw new ApiError(400, outcome.code, outcome.message);
    // What Stripe's webhook would do; the browser's /booking call that follows finds the booking written.
    try {
      await recordRegistrationPayment(getContext().db, result.intent, null);
    } catch (error) {
      logger.error('Local payment succeeded but was not recorded', { id, error: String(error) });
    }
    res.json({ id, status: result.intent.status });
  });

  router.get('/local-checkout/:id', async (req, res) => {
    const local = localOnly(getContext());
    const view = await local.viewCheckoutSession(req.params.id ?? '');
    if (!view) throw notFound('This checkout session does not exist.');
    res.json(view);
  });

  router.post('/local-checkout/:id/complete', async (req, res) => {
    const context = getContext();
    const local = localOnly(context);
    const session = await local.completeCheckoutSession(req.params.id ?? '');
    if (!session) throw notFound('This checkout session does not exist.');
    await recordDonation(context.db, session);
    res.json({ status: 'complete', redirectUrl: '/success_payment' });
  });

  return router;
}

export const paymentsRouter = createPaymentsRouter();
