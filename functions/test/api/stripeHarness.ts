/**
 * The API's Stripe path, in-process and offline: the payments, registrations
 * and camps routers (with the API's auth and error handling) run against the
 * Firestore and Auth emulators, with a payments context whose Stripe SDK
 * talks to the fake Stripe server. Webhooks are signed with the SDK's own
 * test-header helper (support/fakeStripe.ts).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Request } from 'express';
import { adminServices } from '../../../tests/support/emulators.ts';
import { FakeStripe } from '../support/fakeStripe.ts';
import type { PaymentsContext, PaymentsSettings } from '../../src/payments/paymentsContext.ts';

export const WEBHOOK_SECRET = 'whsec_fake';
export const SITE_ORIGIN = 'https://campcare.example.org';

export interface StripeHarness {
  fake: FakeStripe;
  context: PaymentsContext;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string },
  ): Promise<{ status: number; body: T }>;
  webhook(payload: string, signature?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export async function startStripeHarness(settings: Partial<PaymentsSettings> = {}): Promise<StripeHarness> {
  adminServices(); // points the Admin SDK at the emulators before the functions code initialises it
  const fake = new FakeStripe();
  const endpoint = await fake.start();
  const { createPaymentsContext } = await import('../../src/payments/paymentsContext.ts');
  const { createPaymentsRouter } = await import('../../src/payments/routes.ts');
  const { createRegistrationsRouter } = await import('../../src/registrations/routes.ts');
  const { createCampsRouter } = await import('../../src/camps/routes.ts');
  const { identifyCaller } = await import('../../src/http/auth.ts');
  const { errorHandler, unknownRoute } = await import('../../src/http/errors.ts');
  const context = createPaymentsContext({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    stripeEndpoint: endpoint,
    siteOrigin: SITE_ORIGIN,
    ...settings,
  });

  const app = express();
  app.set('trust proxy', true);
  const api = express.Router();
  // As the Cloud Functions framework does: the parsed body, and the exact bytes in req.rawBody.
  api.use(express.json({ verify: (req, _res, buf) => void ((req as Request & { rawBody?: Buffer }).rawBody = buf) }));
  api.use(identifyCaller);
  api.use(createCampsRouter(() => context));
  api.use(createRegistrationsRouter(() => context));
  api.use(createPaymentsRouter(() => context));
  api.use(unknownRoute);
  app.use('/api', api);
  app.use(errorHandler);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  const call: StripeHarness['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    fake,
    context,
    call,
    webhook: (payload, signature) =>
      call('POST', '/stripe/webhook', { raw: payload, headers: signature ? { 'stripe-signature': signature } : {} }),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.stop();
    },
  };
}
