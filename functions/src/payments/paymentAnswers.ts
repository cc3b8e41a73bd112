/** How the routes answer what the payments code returns: a payment that did not become a booking, payments that are not set up. */
import { ApiError, forbidden } from '../http/errors.ts';
import type { PaymentProblemWithId } from './paymentProblems.ts';
import { PaymentsUnavailable, type PaymentsContext } from './paymentsContext.ts';
import type { PaymentOutcome } from './recorder.ts';

/** What POST /booking answers when the payment went back instead of paying for a seat. */
export function refundedPaymentError(problem: PaymentProblemWithId): ApiError {
  const because = problem.reason.charAt(0).toUpperCase() + problem.reason.slice(1);
  return new ApiError(
    409,
    problem.action === 'refunded' ? 'payment-refunded' : 'payment-not-recorded',
    problem.action === 'refunded'
      ? `${because}, so your payment was refunded in full.`
      : `${because}, so your payment was not recorded. Our team has been told and will sort it out.`,
  );
}

/** The HTTP error for every outcome but a booking. */
export function paymentOutcomeError(outcome: Exclude<PaymentOutcome, { kind: 'booked' }>): ApiError {
  switch (outcome.kind) {
    case 'problem':
      return refundedPaymentError(outcome.problem);
    case 'not-a-camp-fee':
      return new ApiError(409, 'payment-mismatch', 'This payment does not match the registration (it is not a camp fee payment).');
    case 'not-yours':
      return forbidden('This payment belongs to another user.');
    case 'not-succeeded':
      return new ApiError(409, 'payment-not-succeeded', 'This payment has not succeeded, so nothing was recorded.');
  }
}

/** The payments context for the routes: settings no provider can work with answer 503 payments-not-configured. */
export function paymentsForRoutes(getPayments: () => PaymentsContext): () => PaymentsContext {
  return () => {
    try {
      return getPayments();
    } catch (error) {
      if (error instanceof PaymentsUnavailable) throw new ApiError(503, 'payments-not-configured', error.message);
      throw error;
    }
  };
}
