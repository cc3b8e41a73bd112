/**
 * Deleting an account anywhere (DELETE /api/me, the Firebase console, the
 * Admin SDK) ends here: the person's data is erased as DELETE /me does
 * (erasureStore.ts). After DELETE /me it finds nothing left to do. Paid
 * registrations of camps to come are kept: nobody asked for a refund.
 */
import { logger } from 'firebase-functions';
import * as functionsV1 from 'firebase-functions/v1';
import { FUNCTION_SECRETS } from '../config.ts';
import { currentPaymentsContext } from '../payments/paymentsContext.ts';
import { cancelOpenPayment } from '../registrations/paidCancellation.ts';
import { eraseAccountData } from './erasureStore.ts';

export const onUserDeleted = functionsV1
  .runWith({ secrets: FUNCTION_SECRETS.onUserDeleted, failurePolicy: true })
  .auth.user()
  .onDelete(async (user) => {
    const summary = await eraseAccountData({
      uid: user.uid,
      email: user.email?.toLowerCase() ?? null,
      names: [user.displayName ?? ''],
    });
    for (const paymentIntentId of summary.openPaymentIntents) await cancelOpenPayment(currentPaymentsContext, paymentIntentId);
    logger.info('Account data erased', { uid: user.uid, cancelled: summary.cancelled, kept: summary.kept });
  });
