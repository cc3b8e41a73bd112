/**
 * The local test provider: Stripe's place when no Stripe secret key is
 * configured (the emulators' default). Its PaymentIntents and Checkout
 * Sessions live in the `localPayments` collection, which the security rules
 * close to every client; only these functions read and write it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { localCardOutcome, type LocalCardInput, type LocalCardOutcome } from './localCards.ts';
import type {
  CheckoutSessionRecord,
  CreateCheckoutSessionInput,
  CreatePaymentIntentInput,
  PaymentIntentRecord,
  PaymentProvider,
} from './provider.ts';

export const LOCAL_PAYMENTS_COLLECTION = 'localPayments';

/** The browser's path for a local checkout session (a web route, not an API path). */
export const localCheckoutPath = (sessionId: string) => `/test-checkout/${sessionId}`;

interface LocalPaymentIntentDoc {
  object: 'payment_intent';
  id: string;
  status: 'requires_payment_method' | 'succeeded';
  amount: number;
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
});

const sessionRecord = (doc: LocalCheckoutSessionDoc): CheckoutSessionRecord => ({
  id: doc.id,
  url: localCheckoutPath(doc.id),
  amountTotal: doc.amountTotal,
  currency: doc.currency,
  metadata: { ...doc.metadata },
  paymentStatus: doc.paymentStatus,
});

/** What the test checkout page shows; nothing private. */
export interface LocalCheckoutView {
  id: string;
  status: 'open' | 'complete';
  amount: number;
  currency: string;
  productName: string;
}

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
    if (!/^pi_local_[0-9a-f]{24}$/.test(id)) return null;
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
  ): Promise<{ intent: PaymentIntentRecord; outcome: LocalCardOutcome } | null> {
    if (!/^pi_local_[0-9a-f]{24}$/.test(id)) return null;
    const ref = this.doc(id);
    return this.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as LocalPaymentIntentDoc;
      if (doc.status === 'succeeded') return { intent: intentRecord(doc), outcome: { outcome: 'succeeded' } as const };
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
    return { id: doc.id, status: doc.status, amount: doc.amountTotal, currency: doc.currency, productName: doc.productName };
  }

  /** The test card "pays" the session; completing it twice is the same as once. */
  async completeCheckoutSession(id: string): Promise<CheckoutSessionRecord | null> {
    if (!/^cs_local_[0-9a-f]{32}$/.test(id)) return null;
    const ref = this.doc(id);
    return this.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as LocalCheckoutSessionDoc;
      if (doc.status === 'complete') return sessionRecord(doc);
      const updated: LocalCheckoutSessionDoc = {
        ...doc,
        status: 'complete',
        paymentStatus: 'paid',
        updatedAt: new Date().toISOString(),
      };
      tx.set(ref, updated);
      return sessionRecord(updated);
    });
  }
}
