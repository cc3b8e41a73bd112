/**
 * A small local stand-in for api.stripe.com, answering the calls CampCare
 * makes (create, retrieve and cancel a PaymentIntent, refund one, create a
 * Checkout Session) in
 * Stripe's documented JSON shapes from form-encoded requests. The real
 * `stripe` SDK is pointed at it with { host, port, protocol: 'http' }, so the
 * Stripe code path runs without the internet. Tests steer outcomes (a
 * PaymentIntent succeeds, has another amount, the API is down) through its
 * methods, and sign webhook events with the SDK's own test-header helper.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: null | { code: string; message: string; type: string };
  latest_charge: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  payment_method: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: string;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string;
  created: number;
  currency: string;
  /** The address the page starts with (customer_email when created); customer_details.email once paid. */
  customer_email: string | null;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  submit_type: string | null;
  success_url: string;
  url: string;
  line_items_sent: unknown;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  params: Record<string, unknown>;
}

type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

/** Decodes Stripe's form encoding (`metadata[uid]=…`, `line_items[0][quantity]=1`) into nested objects. */
export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const segments = rawKey.replace(/\]/g, '').split('[');
    let node = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object') node[segment] = {};
      node = node[segment] as FormObject;
    });
  }
  return root;
}

const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: FormValue | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
};
const list = (value: FormValue | undefined): FormValue[] =>
  value && typeof value === 'object' ? Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((k) => value[k]!) : [];

function stripeError(res: ServerResponse, status: number, type: string, message: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify({ error: { type, message, ...extra } }));
}

export class FakeStripe {
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly checkoutSessions = new Map<string, FakeCheckoutSession>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private server: Server | null = null;
  /** When set, every API call answers this HTTP status (an outage). */
  outage: number | null = null;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** What a confirmed card payment turns the PaymentIntent into. */
  succeed(id: string): FakePaymentIntent {
    return this.update(id, {
      status: 'succeeded',
      amount_received: this.paymentIntents.get(id)?.amount ?? 0,
      latest_charge: `ch_fake${randomBytes(10).toString('hex')}`,
    });
  }

  /** Refunds made for this PaymentIntent, oldest first. */
  refundsFor(paymentIntentId: string): FakeRefund[] {
    return [...this.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
  }

  /** The Charge object a `charge.*` event carries, for a succeeded PaymentIntent. */
  chargeFor(paymentIntentId: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (!intent?.latest_charge) throw new Error(`The fake Stripe has no charge for ${paymentIntentId}.`);
    const refunded = this.refundsFor(paymentIntentId).reduce((sum, r) => sum + r.amount, 0);
    return {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: refunded,
      currency: intent.currency,
      livemode: intent.livemode,
      metadata: intent.metadata,
      paid: true,
      payment_intent: intent.id,
      refunded: refunded >= intent.amount,
      status: 'succeeded',
      ...patch,
    };
  }

  update(id: string, patch: Partial<FakePaymentIntent>): FakePaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`The fake Stripe has no PaymentIntent ${id}.`);
    Object.assign(intent, patch);
    return intent;
  }

  /** A PaymentIntent made up by the test (say, one our API never created). */
  addPaymentIntent(fields: Partial<FakePaymentIntent> & { amount: number; currency: string }): FakePaymentIntent {
    const intent = this.newPaymentIntent(fields.amount, fields.currency, fields.metadata ?? {}, null, null);
    Object.assign(intent, fields);
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }

  private newPaymentIntent(
    amount: number,
    currency: string,
    metadata: Record<string, string>,
    description: string | null,
    receiptEmail: string | null,
  ): FakePaymentIntent {
    const id = `pi_fake${randomBytes(10).toString('hex')}`;
    return {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(10).toString('hex')}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency,
      description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      payment_method: null,
      canceled_at: null,
      cancellation_reason: null,
      payment_method_types: ['card'],
      receipt_email: receiptEmail,
      status: 'requires_payment_method',
    };
  }

  private handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = decodeStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const authorization = (req.headers.authorization as string | undefined) ?? null;
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, authorization, params });

    if (this.outage) return stripeError(res, this.outage, 'api_error', 'The fake Stripe is having an outage.');
    if (!authorization || !/^Bearer (sk|rk)_test_/.test(authorization)) {
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const cacheKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
    if (cacheKey && this.idempotent.has(cacheKey)) {
      const cached = this.idempotent.get(cacheKey)!;
      res.writeHead(cached.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      res.end(cached.body);
      return;
    }
    const reply = (status: number, payload: unknown) => {
      const json = JSON.stringify(payload);
      if (cacheKey) this.idempotent.set(cacheKey, { status, body: json });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${randomBytes(6).toString('hex')}` });
      res.end(json);
    };

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(text(params.amount));
      const currency = text(params.currency);
      if (!Number.isInteger(amount) || amount < 1) {
        return stripeError(res, 400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
      }
      if (!currency) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: currency.', { param: 'currency' });
      const intent = this.newPaymentIntent(
        amount,
        currency.toLowerCase(),
        record(params.metadata),
        text(params.description) ?? null,
        text(params.receipt_email) ?? null,
      );
      const types = list(params.payment_method_types).filter((t): t is string => typeof t === 'string');
      if (types.length > 0) intent.payment_method_types = types;
      this.paymentIntents.set(intent.id, intent);
      return reply(200, intent);
    }

    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && intentMatch) {
      const intent = this.paymentIntents.get(decodeURIComponent(intentMatch[1]!));
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intentMatch[1]}'`, {
          code: 'resource_missing',
          param: 'intent',
        });
      }
      return reply(200, intent);
    }

    const cancelMatch = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancelMatch) {
      const id = decodeURIComponent(cancelMatch[1]!);
      const intent = this.paymentIntents.get(id);
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
      }
      const cancellable = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
      if (!cancellable.includes(intent.status)) {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancellable.join(', ')}.`,
          { code: 'payment_intent_unexpected_state' },
        );
      }
      Object.assign(intent, {
        status: 'canceled',
        canceled_at: Math.floor(Date.now() / 1000),
        cancellation_reason: text(params.cancellation_reason) ?? null,
      });
      return reply(200, intent);
    }

    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intentId = text(params.payment_intent);
      const intent = intentId ? this.paymentIntents.get(intentId) : undefined;
      if (!intentId || !intent) {
        return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intentId ?? ''}'`, { code: 'resource_missing', param: 'payment_intent' });
      }
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        return stripeError(res, 400, 'invalid_request_error', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
          code: 'charge_not_refundable',
        });
      }
      const already = this.refundsFor(intent.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = text(params.amount) ? Number(text(params.amount)) : intent.amount - already;
      if (already >= intent.amount || amount > intent.amount - already) {
        return stripeError(res, 400, 'invalid_request_error', `Charge ${intent.latest_charge} has already been refunded.`, {
          code: 'charge_already_refunded',
        });
      }
      const refund: FakeRefund = {
        id: `re_fake${randomBytes(10).toString('hex')}`,
        object: 'refund',
        amount,
        charge: intent.latest_charge,
        created: Math.floor(Date.now() / 1000),
        currency: intent.currency,
        metadata: record(params.metadata),
        payment_intent: intent.id,
        reason: text(params.reason) ?? null,
        status: 'succeeded',
      };
      this.refunds.set(refund.id, refund);
      return reply(200, refund);
    }

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const items = list(params.line_items);
      const first = items[0];
      if (!first || typeof first !== 'object') {
        return stripeError(res, 400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items' });
      }
      const priceData = first.price_data as FormObject | undefined;
      const unitAmount = Number(text(priceData?.unit_amount));
      const quantity = Number(text(first.quantity) ?? '1');
      const successUrl = text(params.success_url);
      if (!successUrl) return stripeError(res, 400, 'invalid_request_error', 'Missing required param: success_url.');
      const id = `cs_test_fake${randomBytes(12).toString('hex')}`;
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        amount_subtotal: unitAmount * quantity,
        amount_total: unitAmount * quantity,
        cancel_url: text(params.cancel_url) ?? '',
        created: Math.floor(Date.now() / 1000),
        currency: (text(priceData?.currency) ?? '').toLowerCase(),
        customer_email: text(params.customer_email) ?? null,
        livemode: false,
        metadata: record(params.metadata),
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        submit_type: text(params.submit_type) ?? null,
        success_url: successUrl,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        line_items_sent: params.line_items,
      };
      this.checkoutSessions.set(id, session);
      const { line_items_sent: _sent, ...publicSession } = session;
      return reply(200, publicSession);
    }

    stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }
}

/** A webhook delivery as Stripe sends it: the JSON event and its signature header. */
export function signedEvent(
  type: string,
  object: unknown,
  secret: string,
  options: { livemode?: boolean } = {},
): { payload: string; signature: string; eventId: string } {
  const eventId = `evt_fake${randomBytes(10).toString('hex')}`;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: options.livemode ?? false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }), eventId };
}
