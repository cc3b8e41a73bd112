/**
 * The participant's rights over their own account: a copy of everything
 * kept about them (GET /me/export) and deleting the account (DELETE /me).
 */
import { personalDataFileName, type ApiErrorCode } from '@campcare/domain';
import { Router } from 'express';
import { onEmulator } from '../config.ts';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { parseOrThrow, sweepInputSchema } from '../http/schemaValidation.ts';
import { paymentsForRoutes } from '../payments/paymentAnswers.ts';
import { currentPaymentsContext, type PaymentsContext } from '../payments/paymentsContext.ts';
import { paidCancellationError } from '../registrations/cancellationAnswers.ts';
import { campsRunBy, deleteAccount, paidUpcomingCamps } from './accountDeletion.ts';
import { eraseExpiredHealthData } from './eraseExpiredHealth.ts';
import { collectPersonalData } from './personalDataStore.ts';
import { deleteAccountSchema } from './schemas.ts';

/** The routes, with the payment provider refunds go through (tests pass their own). */
export function createAccountRouter(configuredPayments: () => PaymentsContext = currentPaymentsContext): Router {
  const getPayments = paymentsForRoutes(configuredPayments);
  const router = Router();

  /** "Download my data": one JSON file with the profile, registrations and their health details, payments, reviews, consents and access log. */
  router.get('/me/export', requireSignedIn, async (_req, res) => {
    const caller = requireCaller(res);
    const now = new Date();
    const data = await collectPersonalData({ uid: caller.uid, email: caller.email, displayName: caller.name, photoURL: caller.picture }, now);
    res.set('Content-Type', 'application/json; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${personalDataFileName(now)}"`);
    res.set('Cache-Control', 'no-store');
    res.send(JSON.stringify(data, null, 2));
  });

  /**
   * "Delete my account". Paid registrations of camps still to come need the
   * person's decision first: without `paidUpcoming` the answer is 409
   * `paid-upcoming-registrations` listing them (and whether each can still be
   * refunded), and nothing changes.
   */
  router.delete('/me', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const { paidUpcoming } = parseOrThrow(deleteAccountSchema, req.body ?? {}, 'The request');
    if (caller.admin) {
      throw forbidden('An administrator account cannot be deleted from the site. Ask another administrator to remove your admin rights first.');
    }
    const camps = await campsRunBy(caller.uid);
    if (camps.length > 0) {
      res.status(409).json({
        error: {
          code: 'runs-camps' satisfies ApiErrorCode,
          message: 'You run camps. Hand them over to another organizer (or delete them) before deleting your account.',
          camps,
        },
      });
      return;
    }
    if (!paidUpcoming) {
      const upcoming = await paidUpcomingCamps(caller.uid);
      if (upcoming.length > 0) {
        res.status(409).json({
          error: {
            code: 'paid-upcoming-registrations' satisfies ApiErrorCode,
            message:
              'You have paid for camps that have not taken place yet. Choose whether to cancel them with a refund (where the refund period is still open) or keep your seats.',
            camps: upcoming,
          },
        });
        return;
      }
    }
    const outcome = await deleteAccount(getPayments(), caller, paidUpcoming ?? 'keep');
    if (outcome.kind === 'refund-failed') throw paidCancellationError(outcome.cancellation);
    res.set('Cache-Control', 'no-store');
    res.json({
      acknowledged: true,
      deleted: true,
      cancelled: outcome.cancelled + outcome.refundedRegistrations,
      refunded: outcome.refunded,
      kept: outcome.kept,
    });
  });

  /**
   * The hourly erasure of health data past its retention on demand, on the
   * emulators only (they run no schedules); tests move the clock with `now`.
   * `erased` counts health details records; `results` and `referrals` the others.
   */
  router.post('/emulator/eraseExpiredHealthDetails', async (req, res) => {
    if (!onEmulator()) throw notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`);
    const { now } = parseOrThrow(sweepInputSchema, req.body ?? {}, 'The sweep');
    res.json({ acknowledged: true, ...(await eraseExpiredHealthData(now ? new Date(now) : new Date())) });
  });

  return router;
}

export const accountRouter = createAccountRouter();
