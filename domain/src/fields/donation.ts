/** The donor's address on the checkout page (the thank-you and receipt go there), for the page and the API. */
import { z } from 'zod';
import { emailAddress } from './text.ts';

export const RECEIPT_EMAIL_REQUIRED = 'Enter your email address: the receipt is sent there.';

/** Empty or absent is "required"; anything else must be an address. */
export const receiptEmailField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  emailAddress('Email').optional(),
);
