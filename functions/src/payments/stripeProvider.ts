/** The real provider: Stripe's API through the official SDK. */
import Stripe from 'stripe';
import type {
  CheckoutSessionRecord,
  CreateCheckoutSessionInput,
  CreatePaymentIntentInput,
  PaymentIntentRecord,
  PaymentProvider,
  RefundInput,
  RefundRecord,
} from './provider.ts';
import { ProviderRefusal } from './provider.ts';

/**
 * Where the SDK sends its requests. Production leaves it empty (api.stripe.com);
 * the tests point it at a local fake Stripe server.
 */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export function createStripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'CampCare' },
    ...(endpoint ? { host: endpoint.host, port: endpoint.port, protocol: endpoint.protocol } : {}),
  });
}

export function paymentIntentRecord(intent: Stripe.PaymentIntent): PaymentIntentRecord {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
    livemode: intent.livemode,
  };
}

/** Stripe's 4xx answers to a well-formed request do not change on retry; its outages do. */
function asRefusal(error: unknown): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    throw new ProviderRefusal(error.code ?? error.type, error.message);
  }
  throw error;
}

/** The id of the PaymentIntent a charge or dispute belongs to, whether Stripe sent it expanded or not. */
export function paymentIntentIdOf(object: { payment_intent: string | Stripe.PaymentIntent | null }): string | null {
  return typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null);
}

export function checkoutSessionRecord(session: Stripe.Checkout.Session): CheckoutSessionRecord {
  return {
    id: session.id,
    url: session.url,
    amountTotal: session.amount_total,
    currency: session.currency,
    metadata: { ...(session.metadata ?? {}) },
    paymentStatus: session.payment_status,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentRecord> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency,
        payment_method_types: ['card'],
        description: input.description,
        metadata: input.metadata,
        ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return paymentIntentRecord(intent);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentRecord | null> {
    try {
      return paymentIntentRecord(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntentRecord | null> {
    try {
      return paymentIntentRecord(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        if (error.code === 'resource_missing') return null;
        // Already succeeded or cancelled: Stripe refuses; report the intent as it is.
        if (error.code === 'payment_intent_unexpected_state') return this.retrievePaymentIntent(id);
      }
      throw error;
    }
  }

  async refundPayment(input: RefundInput): Promise<RefundRecord> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.paymentIntentId, reason: input.reason, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: refund.id,
        amount: refund.amount,
        status: refund.status ?? 'pending',
        paymentIntentId: typeof refund.payment_intent === 'string' ? refund.payment_intent : input.paymentIntentId,
      };
    } catch (error) {
      return asRefusal(error);
    }
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionRecord> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      submit_type: 'donate',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: input.currency, unit_amount: input.amount, product_data: { name: input.productName } },
        },
      ],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: input.metadata,
      payment_intent_data: { metadata: input.metadata },
      // Without it Checkout asks the payer for their address, as it always does.
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    });
    return checkoutSessionRecord(session);
  }
}
