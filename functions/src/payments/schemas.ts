/** Request bodies of the payments routes (zod; unknown fields are dropped). */
import { CURRENCY, DONATION_MAX, DONATION_MIN, hasAtMostTwoDecimals, MAIL_LANGUAGES } from '@campcare/domain';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, receiptEmailField } from '@campcare/domain/fields';
import { z } from 'zod';
import { documentId } from '../http/schemaValidation.ts';

/** A registration's or a payment's id: one of ours (a document id), trimmed as a form may send it. */
const id = (label: string) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), documentId(label));

export const createPaymentIntentBody = z.object({
  registrationId: id('registrationId'),
  /** Only a cross-check of what the browser showed; the amount charged comes from the registration. */
  price: z.number({ error: 'price must be a number.' }).finite('price must be a number.').optional(),
});

export const bookingBody = z.object({
  paymentIntentId: id('paymentIntentId'),
});

export const localConfirmBody = z.object({
  cardNumber: z.string({ error: 'Card number is required.' }).max(40, 'Your card number is invalid.'),
  expiry: z.string({ error: 'Expiry date is required.' }).max(10, "Your card's expiration date is incomplete."),
  cvc: z.string({ error: 'CVC is required.' }).max(10, "Your card's security code is incomplete."),
  name: z.string().trim().max(DISPLAY_NAME_MAX_LENGTH, `Name is at most ${DISPLAY_NAME_MAX_LENGTH} characters.`).optional().default(''),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, `Email is at most ${EMAIL_MAX_LENGTH} characters.`).optional().default(''),
});

export const donationBody = z.object({
  amount: z
    .number({ error: 'amount must be a number of dollars.' })
    .finite('amount must be a number of dollars.')
    .min(DONATION_MIN, `Donations start at $${DONATION_MIN}.`)
    .max(DONATION_MAX, `Donations are at most $${DONATION_MAX.toLocaleString('en-US')}.`)
    .refine(hasAtMostTwoDecimals, 'amount can have at most two decimals.'),
  currency: z
    .string({ error: 'currency is required.' })
    .trim()
    .refine((value) => value.toLowerCase() === CURRENCY, 'Only USD donations are accepted.'),
  donorName: z.string().trim().max(DISPLAY_NAME_MAX_LENGTH, `donorName is at most ${DISPLAY_NAME_MAX_LENGTH} characters.`).optional(),
  showName: z.boolean({ error: 'showName must be true or false.' }).optional().default(false),
  /** The language of the page the donor gave from: their thank-you's, when they are not signed in. */
  language: z.enum(MAIL_LANGUAGES, { error: `language must be one of: ${MAIL_LANGUAGES.join(', ')}.` }).optional(),
});


/** Paying the local test checkout: the payer's address, unless the session started with the signed-in donor's. */
export const localCheckoutCompleteBody = z.object({
  email: receiptEmailField,
});
