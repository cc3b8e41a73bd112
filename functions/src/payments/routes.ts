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
  isWaitlisted,
  WAITLISTED_HOLDS_NO_SEAT,
  COLLECTIONS,
  CURRENCY,
  feeToCents,
  isPayableFee,
  MIN_PAYABLE_FEE,
  type Registration,
} from '@campcare/domain';
import { requireAdmin, requireCaller, requireSignedIn } from '../http/auth.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { fieldMessages } from '../http/schemaValidation.ts';
import { runTransaction } from '../transactions.ts';
import { currentPaymentsContext, type PaymentsContext } from './config.ts';
import type { LocalPaymentProvider } from './localProvider.ts';
import { listPaymentProblems } from './paymentProblems.ts';
import type { PaymentIntentRecord } from './provider.ts';
import {
  recordDonation,
  recordRegistrationPayment,
  refundedPaymentError,
  registrationPaymentMetadata,
} from './recorder.ts';
import { markBookingDisputed, markBookingRefunded } from './refunds.ts';
import { paymentIntentRecord } from './stripeProvider.ts';
import {
  bookingBody,
  createPaymentIntentBody,
  donationBody,
  localConfirmBody,
} from './schemas.ts';
import { checkoutSessionRecord } from './stripeProvider.ts';
import type { z } from 'zod';

export const DONATION_PRODUCT_NAME = 'Donation to CampCare';

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldMessages(result.error);
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

/** PaymentIntent statuses in which the participant can still pay the same intent. */
const PAYABLE_INTENT_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

/**
 * The registration's one open PaymentIntent: the one it remembers when that
 * can still be paid for this amount, else a new one, remembered on the
 * registration. The idempotency key names the registration's incarnation and
 * the intent it replaces, so two tabs opening the modal at once share one
 * intent, and a cancelled intent is never handed out again.
 */
async function openPaymentIntent(
  context: PaymentsContext,
  registrationId: string,
  registration: Registration,
  amount: number,
): Promise<PaymentIntentRecord> {
  const remembered = registration.paymentIntentId
    ? await callProvider('retrieve PaymentIntent', () => context.provider.retrievePaymentIntent(registration.paymentIntentId!))
    : null;
  if (remembered && remembered.amount === amount && PAYABLE_INTENT_STATUSES.has(remembered.status)) return remembered;
  if (remembered?.status === 'succeeded') {
    // Paid, but not recorded yet (the webhook is on its way): record it now.
    await callProvider('record payment', () => recordRegistrationPayment(context, remembered, null));
    throw conflict('already-paid', 'This registration is already paid.');
  }
  const intent = await callProvider('create PaymentIntent', () =>
    context.provider.createPaymentIntent({
      amount,
      currency: CURRENCY,
      metadata: { registrationId, uid: registration.participantUid, campId: registration.campId },
      description: `CampCare: ${registration.CampName}`,
      receiptEmail: registration.ParticipantEmail || null,
      idempotencyKey: `registration-${registrationId}-${registration.createdAt}-${amount}-${remembered?.id ?? 'first'}`,
    }),
  );
  if (intent.status === 'succeeded') throw conflict('already-paid', 'This registration is already paid.');
  const ref = context.db.collection(COLLECTIONS.registrations).doc(registrationId);
  const kept = await runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || !canPay(snap.data() as Registration)) return false;
      tx.update(ref, { paymentIntentId: intent.id });
      return true;
    },
    { firestore: context.db },
  );
  if (!kept) {
    // Cancelled or paid meanwhile: this intent must never be paid.
    await callProvider('cancel PaymentIntent', () => context.provider.cancelPaymentIntent(intent.id));
    throw conflict('registration-changed', 'This registration was cancelled or paid meanwhile. Please reload the page.');
  }
  return intent;
}

type WebhookHandler = (context: PaymentsContext, event: Stripe.Event) => Promise<Record<string, unknown>>;

/** The events CampCare acts on; every other type is acknowledged and ignored. */
const WEBHOOK_HANDLERS: Partial<Record<Stripe.Event['type'], WebhookHandler>> = {
  'payment_intent.succeeded': async (context, event) => {
    const intent = paymentIntentRecord(event.data.object as Stripe.PaymentIntent);
    // Donations' PaymentIntents (and anything else on the account) are not camp fees.
    if (!registrationPaymentMetadata(intent)) return { ignored: true };
    const outcome = await recordRegistrationPayment(context, intent, null);
    return outcome.kind === 'booked'
      ? { created: outcome.created }
      : { problem: outcome.problem.reason, action: outcome.problem.action };
  },
  'checkout.session.completed': async (context, event) => {
    const result = await recordDonation(context.db, checkoutSessionRecord(event.data.object as Stripe.Checkout.Session));
    return result ? { created: result.created } : { ignored: true };
  },
  // A refund made anywhere (our cancellations, or by hand in Stripe's dashboard).
  'charge.refunded': async (context, event) => {
    const charge = event.data.object as Stripe.Charge;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId) return { ignored: true };
    const found = await markBookingRefunded(context.db, intentId, charge.amount_refunded);
    return found ? { updated: true } : { ignored: true };
  },
  'charge.dispute.created': async (context, event) => {
    const dispute = event.data.object as Stripe.Dispute;
    const intentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
    if (!intentId) return { ignored: true };
    const found = await markBookingDisputed(context.db, intentId);
    return found ? { updated: true } : { ignored: true };
  },
};

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
    if (registration.campCancelledAt) throw conflict('camp-cancelled', 'This camp was cancelled, so there is nothing to pay.');
    if (isWaitlisted(registration)) throw conflict('waitlisted', WAITLISTED_HOLDS_NO_SEAT);
    if (!canPay(registration)) {
      throw conflict(
        'already-paid',
        registration.PaymentStatus === 'Free' ? 'This camp is free: there is nothing to pay.' : 'This registration is already paid.',
      );
    }
    if (!isPayableFee(registration.CampFees)) {
      throw new ApiError(400, 'fee-too-low', `Fees under $${MIN_PAYABLE_FEE} are not paid by card.`);
    }
    const amount = feeToCents(registration.CampFees);
    if (price !== undefined && feeToCents(price) !== amount) {
      throw new ApiError(400, 'price-mismatch', 'The price shown is out of date. Please reload the page and try again.');
    }
    const intent = await openPaymentIntent(context, registrationId, registration, amount);
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
    const outcome = await callProvider('record payment', () => recordRegistrationPayment(context, intent, caller.uid));
    if (outcome.kind === 'problem') throw refundedPaymentError(outcome.problem);
    res.json(outcome.booking);
  });

  router.post('/create_payment', async (req, res) => {
    const { amount, donorName, showName } = parse(donationBody, req.body);
    const context = getContext();
    // Configured, never read from the request: a forged Host or Origin must not send donors elsewhere.
    const origin = context.siteOrigin;
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
    if (event.livemode !== context.livemode) {
      // Another mode's event (a test event at a live site, or the reverse): never ours to act on.
      logger.warn('Stripe webhook event in the other mode ignored', { eventId: event.id, type: event.type });
      res.json({ received: true, ignored: true });
      return;
    }
    const handle = WEBHOOK_HANDLERS[event.type];
    if (!handle) {
      res.json({ received: true, ignored: true });
      return;
    }
    try {
      res.json({ received: true, ...(await handle(context, event)) });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        // A refusal that will not change on retry (a mismatch, a payment that never succeeded): retrying for days helps nobody.
        logger.error('Stripe webhook event refused', { eventId: event.id, type: event.type, code: error.code });
        res.json({ received: true, refused: error.code });
        return;
      }
      // An outage (Firestore, Stripe): 500, so Stripe delivers the event again later.
      logger.error('Stripe webhook event not recorded', { eventId: event.id, type: event.type, error: String(error) });
      res.status(500).json({ error: { code: 'internal', message: 'The event was not recorded; it will be retried.' } });
    }
  });

  router.get('/paymentProblems', requireAdmin, async (_req, res) => {
    res.json(await listPaymentProblems(getContext().db, 200));
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
    if (outcome.outcome === 'canceled') {
      throw conflict('payment-canceled', 'This payment was cancelled (the registration was cancelled), so nothing was charged.');
    }
    // What Stripe's webhook would do; the browser's /booking call that follows finds the booking written.
    try {
      await recordRegistrationPayment(getContext(), result.intent, null);
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
