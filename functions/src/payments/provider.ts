/**
 * The payment provider behind the payments routes. Two implementations:
 * Stripe (stripeProvider.ts) when a Stripe secret key is configured, and a
 * local test provider (localProviderStore.ts) that keeps its objects in Firestore
 * and behaves like Stripe's test mode, for the emulators and offline work.
 * Everything after the provider (verification, booking, donations) is the
 * same code for both.
 */

export type ProviderKind = 'stripe' | 'local';

/** The PaymentIntent fields we rely on, named as Stripe names them. */
export interface PaymentIntentRecord {
  id: string;
  /** Stripe's statuses: requires_payment_method, requires_confirmation, processing, succeeded, canceled, … */
  status: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  /** Lower-case ISO code, as Stripe reports it. */
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  /** Whether the payment moved real money (a live key) or test money. */
  livemode: boolean;
}

/** A refund, as Stripe reports it. */
export interface RefundRecord {
  id: string;
  /** In cents. */
  amount: number;
  /** pending, succeeded, failed, canceled, requires_action */
  status: string;
  paymentIntentId: string;
}

export interface RefundInput {
  paymentIntentId: string;
  /** Why, in Stripe's words: requested_by_customer, duplicate or fraudulent. */
  reason: 'requested_by_customer' | 'duplicate' | 'fraudulent';
  metadata: Record<string, string>;
  /** The same key never refunds twice (a retried batch, a replayed webhook). */
  idempotencyKey: string;
}

/** The Checkout Session fields we rely on. */
export interface CheckoutSessionRecord {
  id: string;
  /** Where the browser goes to pay (Stripe's hosted page, or our local test page). */
  url: string | null;
  /** In cents. */
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  /** 'paid' | 'unpaid' | 'no_payment_required' */
  paymentStatus: string;
  /** The payer's address as the payment page took it (Stripe's customer_details.email); null until paid. */
  customerEmail: string | null;
}

export interface CreatePaymentIntentInput {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string;
  receiptEmail: string | null;
  /** The same key gives back the same PaymentIntent, so a reopened modal does not create a second one. */
  idempotencyKey: string;
}

export interface CreateCheckoutSessionInput {
  amount: number;
  currency: string;
  productName: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** The signed-in donor's address: the payment page starts with it (Stripe's customer_email); null asks the payer. */
  customerEmail: string | null;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentRecord>;
  /** null when the provider has no PaymentIntent with this id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentRecord | null>;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionRecord>;
  /**
   * Cancels a PaymentIntent that has not succeeded, so it can no longer be
   * paid. Returns the intent as it now is (a succeeded one stays succeeded:
   * that money must be refunded instead), or null when there is no such intent.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntentRecord | null>;
  /** Refunds a succeeded PaymentIntent in full. */
  refundPayment(input: RefundInput): Promise<RefundRecord>;
}

/**
 * The provider said no to a request and will keep saying no (a refund of a
 * payment already refunded, cancelling a succeeded intent): retrying is
 * pointless. Outages and timeouts are plain errors, worth retrying.
 */
export class ProviderRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefusal';
  }
}
