/**
 * The local test provider's stand-ins for Stripe.js (confirming a card) and
 * for Stripe's hosted Checkout page (a donation). They exist only while the
 * local provider is the active one (the emulators of a demo- project); with
 * Stripe they answer 404.
 */
import type { ApiErrorCode } from '@campcare/domain';
import { RECEIPT_EMAIL_REQUIRED } from '@campcare/domain/fields';
import { Router } from 'express';
import { logger } from 'firebase-functions';
import { requireCaller } from '../http/auth.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { paymentsForRoutes } from './paymentAnswers.ts';
import { currentPaymentsContext, type PaymentsContext } from './paymentsContext.ts';
import type { LocalPaymentProvider } from './localProviderStore.ts';
import { parseBody, pathId } from '../http/schemaValidation.ts';
import { recordDonation, recordRegistrationPayment } from './recorder.ts';
import { localCheckoutCompleteBody, localConfirmBody } from './schemas.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';

const localOnly = (context: PaymentsContext): LocalPaymentProvider => {
  // With Stripe active these endpoints do not exist at all.
  if (!context.local) throw notFound('No such endpoint.');
  return context.local;
};

export function createLocalProviderRouter(configuredPayments: () => PaymentsContext = currentPaymentsContext): Router {
  const getContext = paymentsForRoutes(configuredPayments);
  const router = Router();

  router.post('/local-payments/:id/confirm', async (req, res) => {
    const context = getContext();
    const local = localOnly(context);
    const caller = requireCaller(res);
    const card = parseBody(localConfirmBody, req.body);
    await enforceRateLimit('registration', req, res);
    const id = pathId(req.params.id);
    const intent = id ? await local.retrievePaymentIntent(id) : null;
    if (!intent) throw notFound('There is no payment with this id.');
    if (intent.metadata.uid !== caller.uid) throw forbidden('This payment belongs to another user.');
    const result = await local.confirmPaymentIntent(intent.id, card);
    if (!result) throw notFound('There is no payment with this id.');
    const { outcome } = result;
    if (outcome.outcome === 'declined') {
      res.status(402).json({ error: { code: outcome.code satisfies ApiErrorCode, declineCode: outcome.declineCode, message: outcome.message } });
      return;
    }
    if (outcome.outcome === 'invalid') throw new ApiError(400, outcome.code, outcome.message);
    if (outcome.outcome === 'canceled') {
      throw conflict('payment-canceled', 'This payment was cancelled (the registration was cancelled), so nothing was charged.');
    }
    // What Stripe's webhook would do; the browser's /booking call that follows finds the booking written.
    try {
      await recordRegistrationPayment(context, result.intent, null);
    } catch (error) {
      logger.error('Local payment succeeded but was not recorded', { id: intent.id, error: String(error) });
    }
    res.json({ id: intent.id, status: result.intent.status });
  });

  router.get('/local-checkout/:id', async (req, res) => {
    const local = localOnly(getContext());
    const id = pathId(req.params.id);
    const view = id ? await local.viewCheckoutSession(id) : null;
    if (!view) throw notFound('This checkout session does not exist.');
    res.json(view);
  });

  router.post('/local-checkout/:id/complete', async (req, res) => {
    const context = getContext();
    const local = localOnly(context);
    const { email } = parseBody(localCheckoutCompleteBody, req.body);
    await enforceRateLimit('donation', req, res);
    const id = pathId(req.params.id);
    const completion = id ? await local.completeCheckoutSession(id, email ?? null) : null;
    if (!completion) throw notFound('This checkout session does not exist.');
    if (completion.kind === 'email-required') throw badRequest(RECEIPT_EMAIL_REQUIRED, { email: RECEIPT_EMAIL_REQUIRED });
    // What Stripe's checkout.session.completed webhook would do.
    await recordDonation(context.db, completion.session, { origin: context.siteOrigin });
    res.json({ status: 'complete', redirectUrl: '/success_payment' });
  });

  return router;
}
