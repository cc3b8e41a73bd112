/** The payments API as the web app uses it. */
import { CURRENCY, DONATION_DEFAULT_AMOUNT, type Booking } from '@campcare/domain';
import toast from 'react-hot-toast';
import { apiFetch, ApiRequestError } from '../../lib/api.ts';

/**
 * Stripe's publishable key (web config, never a secret). Without one the app
 * uses the server's local test provider and its look-alike card form.
 */
export const stripePublishableKey: string = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined)?.trim() ?? '';

export interface PaymentIntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  provider: 'stripe' | 'local';
}

/** The server reads the fee from the registration; `price` only lets it notice a stale page. */
export const createPaymentIntent = (registrationId: string, price: number) =>
  apiFetch<PaymentIntentAnswer>('/create-payment-stripe', { method: 'POST', body: { registrationId, price } });

/** After the card succeeded: the server checks the payment with the provider and records it. */
export const recordBooking = (paymentIntentId: string) =>
  apiFetch<Booking & { _id: string }>('/booking', { method: 'POST', body: { paymentIntentId } });

export interface LocalCardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  email: string;
}

/** The local test provider's stand-in for stripe.confirmCardPayment. */
export const confirmLocalPayment = (paymentIntentId: string, card: LocalCardDetails) =>
  apiFetch<{ id: string; status: string }>(`/local-payments/${encodeURIComponent(paymentIntentId)}/confirm`, {
    method: 'POST',
    body: card,
  });

export interface DonorDetails {
  /** Shown in the home page's donor list only when `showName` is true. */
  donorName?: string;
  showName?: boolean;
}

/**
 * Donate Now: creates the checkout (Stripe's hosted page, or the local test
 * checkout) and sends the browser there. Errors are shown as a toast.
 */
export async function startDonation(amount: number = DONATION_DEFAULT_AMOUNT, donor: DonorDetails = {}): Promise<void> {
  try {
    const { paymentUrl } = await apiFetch<{ paymentUrl: string }>('/create_payment', {
      method: 'POST',
      body: {
        amount,
        currency: CURRENCY.toUpperCase(),
        ...(donor.donorName ? { donorName: donor.donorName } : {}),
        showName: donor.showName === true,
      },
    });
    window.location.assign(paymentUrl);
  } catch (error) {
    toast.error(
      error instanceof ApiRequestError || (error instanceof Error && error.message)
        ? (error as Error).message
        : 'The donation could not be started. Please try again.',
    );
  }
}
