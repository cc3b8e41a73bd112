/**
 * Stripe's publishable key (web config, never a secret). Without one the app
 * uses the server's local test provider and its look-alike card form.
 */
export const stripePublishableKey: string = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined)?.trim() ?? '';
