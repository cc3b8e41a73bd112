/** What a webhook handler adds to the `{ received: true }` Stripe gets back (shown in its dashboard's event log). */
export type WebhookAnswer = Record<string, unknown>;
