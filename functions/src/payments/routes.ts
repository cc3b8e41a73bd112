/**
 * Payments: camp fees (PaymentIntent → booking), donations (Checkout
 * Session), the admins' payment problems, and, mounted here, the Stripe
 * webhook (webhookRoute.ts, one handler per event type in webhookHandlers/) and
 * the local test provider's own endpoints (localProviderRoutes.ts).
 */
import { Router } from 'express';
import { logger } from 'firebase-functions';
import {
  canPay,
  isWaitlisted,
  WAITLISTED_HOLDS_NO_SEAT,
  CURRENCY,
  feeToCents,
  isPayableFee,
  MIN_PAYABLE_FEE,
  type Registration,
} from '@campcare/domain';
import { optionalCaller, requireAdmin, requireCaller, requireSignedIn } from '../http/auth.ts';
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import { currentPaymentsContext, type PaymentsContext } from './paymentsContext.ts';
import { createLocalProviderRouter } from './localProviderRoutes.ts';
import { parseBody } from '../http/schemaValidation.ts';
import { paymentOutcomeError, paymentsForRoutes } from './paymentAnswers.ts';
import { listPaymentProblems } from './paymentProblemStore.ts';
import { registrationToPay, rememberPaymentIntent } from './paymentStore.ts';
import type { PaymentIntentRecord } from './provider.ts';
import { recordRegistrationPayment } from './recorder.ts';
import { bookingBody, createPaymentIntentBody, donationBody } from './schemas.ts';
import { stripeWebhook } from './webhookRoute.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';

export const DONATION_PRODUCT_NAME = 'Donation to CampCare';

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
  if (!(await rememberPaymentIntent(context.db, registrationId, intent.id))) {
    // Cancelled or paid meanwhile: this intent must never be paid.
    await callProvider('cancel PaymentIntent', () => context.provider.cancelPaymentIntent(intent.id));
    throw conflict('registration-changed', 'This registration was cancelled or paid meanwhile. Please reload the page.');
  }
  return intent;
}

export function createPaymentsRouter(configuredPayments: () => PaymentsContext = currentPaymentsContext): Router {
  const getContext = paymentsForRoutes(configuredPayments);
  const router = Router();

  router.post('/create-payment-stripe', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const { registrationId, price } = parseBody(createPaymentIntentBody, req.body);
    await enforceRateLimit('registration', req, res);
    const context = getContext();
    const registration = await registrationToPay(context.db, registrationId);
    if (!registration) throw notFound('This registration does not exist.');
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
    const { paymentIntentId } = parseBody(bookingBody, req.body);
    await enforceRateLimit('registration', req, res);
    const context = getContext();
    const intent = await callProvider('retrieve PaymentIntent', () =>
      context.provider.retrievePaymentIntent(paymentIntentId),
    );
    if (!intent) throw notFound('There is no payment with this id.');
    const outcome = await callProvider('record payment', () => recordRegistrationPayment(context, intent, caller.uid));
    if (outcome.kind !== 'booked') throw paymentOutcomeError(outcome);
    res.json(outcome.booking);
  });

  router.post('/create_payment', async (req, res) => {
    const { amount, donorName, showName, language } = parseBody(donationBody, req.body);
    await enforceRateLimit('donation', req, res);
    const context = getContext();
    // Anyone may donate; a signed-in donor's receipt goes to their account's address without asking.
    const donor = optionalCaller(res);
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
        metadata: {
          kind: 'donation',
          showName: String(showName && name !== ''),
          donorName: name,
          ...(donor ? { donorUid: donor.uid } : {}),
          ...(language ? { language } : {}),
        },
        customerEmail: donor?.email || null,
      }),
    );
    if (!session.url) throw new ApiError(502, 'payment-provider-error', 'The payment page could not be created.');
    res.json({ paymentUrl: session.url });
  });

  router.post('/stripe/webhook', stripeWebhook(getContext));

  router.get('/paymentProblems', requireAdmin, async (_req, res) => {
    res.json(await listPaymentProblems(getContext().db, 200));
  });

  router.use(createLocalProviderRouter(getContext));

  return router;
}

export const paymentsRouter = createPaymentsRouter();
