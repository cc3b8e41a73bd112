/**
 * POST /create_payment: Donate Now creates the checkout (Stripe's hosted page,
 * or the local test checkout) and sends the browser there. No hook: the home
 * page calls it through the feature's index.ts, which loads this module only
 * when someone donates.
 */
import { CURRENCY, DONATION_DEFAULT_AMOUNT } from '@campcare/domain';
import { toast } from '../../../lib/toast.ts';
import { apiFetch } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { currentLanguage, needCatalog } from '../../../lib/i18n/index.ts';

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
        // The thank-you mail is written in it (the donor may not be signed in, so no stored language).
        language: currentLanguage(),
      },
    });
    window.location.assign(paymentUrl);
  } catch (error) {
    // Donate Now is on the home page, whose catalog has neither the API's error texts nor this one.
    await needCatalog('shared', 'participant').catch(() => undefined);
    toast.error(apiErrorMessage(error, 'payment.donationFailed'));
  }
}
