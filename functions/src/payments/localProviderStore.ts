/**
 * The local test provider: Stripe's place when no Stripe secret key is
 * configured (the emulators' default). Its PaymentIntents and Checkout
 * Sessions live in the `localPayments` collection, which the security rules
 * close to every client; only these functions read and write it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { LocalCheckoutView } from '@campcare/domain';
import { localCardOutcome, type LocalCardInput, type LocalCardOutcome } from './localCards.ts';
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

export const LOCAL_PAYMENTS_COLLECTION = 'localPayments';

/** The browser's path for a local checkout session (a web route, not an API path). */
export const localCheckoutPath = (sessionId: string) => `/test-checkout/${sessionId}`;

interface LocalPaymentIntentDoc {
  object: 'payment_intent';
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  amount: number;
  /** Cents refunded so far (absent on intents written before refunds existed). */
  amountRefunded?: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string;
  description: string;
  receiptEmail: string | null;
  lastPaymentError: { code: string; message: string } | null;
  billingName: string | null;
  billingEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

interface LocalCheckoutSessionDoc {
  object: 'checkout.session';
  id: string;
  status: 'open' | 'complete';
  paymentStatus: 'unpaid' | 'paid';
  amountTotal: number;
  currency: string;
  productName: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** The signed-in donor's address from the start, or the one typed on the test checkout page when paying. */
  customerEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

const intentRecord = (doc: LocalPaymentIntentDoc): PaymentIntentRecord => ({
  id: doc.id,
  status: doc.status,
  amount: doc.amount,
  currency: doc.currency,
  metadata: { ...doc.metadata },
  clientSecret: doc.clientSecret,
  // Test money, always.
  livemode: false,
});

interface LocalRefundDoc {
  object: 'refund';
  id: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  reason: string;
  metadata: Record<string, string>;
  status: 'succeeded';
  createdAt: string;
}

const refundRecord = (doc: LocalRefundDoc): RefundRecord => ({
  id: doc.id,
  amount: doc.amount,
  status: doc.status,
  paymentIntentId: doc.paymentIntentId,
});

const LOCAL_INTENT_ID = /^pi_local_[0-9a-f]{24}$/;

const sessionRecord = (doc: LocalCheckoutSessionDoc): CheckoutSessionRecord => ({
  id: doc.id,
  url: localCheckoutPath(doc.id),
  amountTotal: doc.amountTotal,
  currency: doc.currency,
  metadata: { ...doc.metadata },
  paymentStatus: doc.paymentStatus,
  // As Stripe: customer_details.email exists once the session is paid.
  customerEmail: doc.status === 'complete' ? (doc.customerEmail ?? null) : null,
});


/** Completing a test checkout: paid (or already paid), or refused for want of an address to send the receipt to. */
export type LocalCheckoutCompletion = { kind: 'paid'; session: CheckoutSessionRecord } | { kind: 'email-required' };

export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;

  constructor(private readonly db: Firestore) {}

  private doc(id: string) {
    return this.db.collection(LOCAL_PAYMENTS_COLLECTION).doc(id);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentRecord> {
    // Stripe's idempotency keys, done with a deterministic id: the same key is the same document.
    const id = `pi_local_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    const ref = this.doc(id);
    return this.db.runTransaction(async (tx) => {
      const existing = await tx.get(ref);
      if (existing.exists) return intentRecord(existing.data() as LocalPaymentIntentDoc);
      const now = new Date().toISOString();
      const doc: LocalPaymentIntentDoc = {
        object: 'payment_intent',
        id,
        status: 'requires_payment_method',
        amount: input.amount,
        currency: input.currency,
        metadata: input.metadata,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: input.description,
        receiptEmail: input.receiptEmail,
        lastPaymentError: null,
        billingName: null,
        billingEmail: null,
        createdAt: now,
        updatedAt: now,
      };
      tx.create(ref, doc);
      return intentRecord(doc);
    });
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentRecord | null> {
    if (!LOCAL_INTENT_ID.test(id)) return null;
    const snapshot = await this.doc(id).get();
    return snapshot.exists ? intentRecord(snapshot.data() as LocalPaymentIntentDoc) : null;
  }

  /**
   * Plays a card against a PaymentIntent, as stripe.confirmCardPayment would.
   * A succeeded intent stays succeeded (confirming twice changes nothing).
   */
  async confirmPaymentIntent(
    id: string,
    card: LocalCardInput & { name: string; email: string },
  ): Promise<{ intent: PaymentIntentRecord; outcome: LocalCardOutcome | { outcome: 'canceled' } } | null> {
    return this.changeIntent(id, (tx, ref, doc) => {
      if (doc.status === 'succeeded') return { intent: intentRecord(doc), outcome: { outcome: 'succeeded' } as const };
      if (doc.status === 'canceled') return { intent: intentRecord(doc), outcome: { outcome: 'canceled' } as const };
      const outcome = localCardOutcome(card);
      const now = new Date().toISOString();
      if (outcome.outcome === 'succeeded') {
        const updated: LocalPaymentIntentDoc = {
          ...doc,
          status: 'succeeded',
          lastPaymentError: null,
          billingName: card.name || null,
          billingEmail: card.email || null,
          updatedAt: now,
        };
        tx.set(ref, updated);
        return { intent: intentRecord(updated), outcome };
      }
      // A declined or invalid card leaves the intent payable with another card, as in Stripe.
      tx.update(ref, { lastPaymentError: { code: outcome.code, message: outcome.message }, updatedAt: now });
      return { intent: intentRecord(doc), outcome };
    });
  }

  /** Runs `change` on a local PaymentIntent in a transaction; null when there is no such intent. */
  private async changeIntent<T>(
    id: string,
    change: (tx: Transaction, ref: DocumentReference, doc: LocalPaymentIntentDoc) => T,
  ): Promise<T | null> {
    if (!LOCAL_INTENT_ID.test(id)) return null;
    const ref = this.doc(id);
    return this.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      return snapshot.exists ? change(tx, ref, snapshot.data() as LocalPaymentIntentDoc) : null;
    });
  }

  /** As Stripe's POST /v1/payment_intents/:id/cancel: a succeeded intent is not cancelled (it is returned as it is). */
  async cancelPaymentIntent(id: string): Promise<PaymentIntentRecord | null> {
    return this.changeIntent(id, (tx, ref, doc) => {
      if (doc.status !== 'requires_payment_method') return intentRecord(doc);
      const updated: LocalPaymentIntentDoc = { ...doc, status: 'canceled', updatedAt: new Date().toISOString() };
      tx.set(ref, updated);
      return intentRecord(updated);
    });
  }

  /**
   * As Stripe's POST /v1/refunds for a whole PaymentIntent: the same
   * idempotency key gives back the same refund; a payment that has not
   * succeeded, or is already refunded, is refused.
   */
  async refundPayment(input: RefundInput): Promise<RefundRecord> {
    const refundId = `re_local_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    const refundRef = this.doc(refundId);
    const intentRef = this.doc(input.paymentIntentId);
    return this.db.runTransaction(async (tx) => {
      const [refundSnap, intentSnap] = await Promise.all([tx.get(refundRef), tx.get(intentRef)]);
      if (refundSnap.exists) return refundRecord(refundSnap.data() as LocalRefundDoc);
      if (!LOCAL_INTENT_ID.test(input.paymentIntentId) || !intentSnap.exists) {
        throw new ProviderRefusal('resource_missing', `No such payment_intent: '${input.paymentIntentId}'`);
      }
      const intent = intentSnap.data() as LocalPaymentIntentDoc;
      if (intent.status !== 'succeeded') {
        throw new ProviderRefusal(
          'payment_intent_unexpected_state',
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        );
      }
      const refundable = intent.amount - (intent.amountRefunded ?? 0);
      if (refundable <= 0) {
        throw new ProviderRefusal('charge_already_refunded', `Charge for ${intent.id} has already been refunded.`);
      }
      const now = new Date().toISOString();
      const refund: LocalRefundDoc = {
        object: 'refund',
        id: refundId,
        paymentIntentId: intent.id,
        amount: refundable,
        currency: intent.currency,
        reason: input.reason,
        metadata: input.metadata,
        status: 'succeeded',
        createdAt: now,
      };
      tx.create(refundRef, refund);
      tx.update(intentRef, { amountRefunded: intent.amount, updatedAt: now });
      return refundRecord(refund);
    });
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionRecord> {
    const id = `cs_local_${randomBytes(16).toString('hex')}`;
    const now = new Date().toISOString();
    const doc: LocalCheckoutSessionDoc = {
      object: 'checkout.session',
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: input.amount,
      currency: input.currency,
      productName: input.productName,
      metadata: input.metadata,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      customerEmail: input.customerEmail,
      createdAt: now,
      updatedAt: now,
    };
    await this.doc(id).create(doc);
    return sessionRecord(doc);
  }

  async viewCheckoutSession(id: string): Promise<LocalCheckoutView | null> {
    if (!/^cs_local_[0-9a-f]{32}$/.test(id)) return null;
    const snapshot = await this.doc(id).get();
    if (!snapshot.exists) return null;
    const doc = snapshot.data() as LocalCheckoutSessionDoc;
    return {
      id: doc.id,
      status: doc.status,
      amount: doc.amountTotal,
      currency: doc.currency,
      productName: doc.productName,
      customerEmail: doc.customerEmail ?? null,
    };
  }

  /**
   * The test card "pays" the session; completing it twice is the same as
   * once. Like Stripe's page it needs the payer's address: the one the
   * session started with, else `email` (typed on the page).
   */
  async completeCheckoutSession(id: string, email: string | null): Promise<LocalCheckoutCompletion | null> {
    if (!/^cs_local_[0-9a-f]{32}$/.test(id)) return null;
    const ref = this.doc(id);
    return this.db.runTransaction(async (tx): Promise<LocalCheckoutCompletion | null> => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as LocalCheckoutSessionDoc;
      if (doc.status === 'complete') return { kind: 'paid', session: sessionRecord(doc) };
      const customerEmail = doc.customerEmail ?? email;
      if (!customerEmail) return { kind: 'email-required' };
      const updated: LocalCheckoutSessionDoc = {
        ...doc,
        status: 'complete',
        paymentStatus: 'paid',
        customerEmail,
        updatedAt: new Date().toISOString(),
      };
      tx.set(ref, updated);
      return { kind: 'paid', session: sessionRecord(updated) };
    });
  }
}
