/** The Contact Us message: POST /api/contact and the contact form are both built from these. */
import { z } from 'zod';
import { emailAddress, singleLineText, text } from './text.ts';

/** Optional; digits and the usual separators. */
const CONTACT_PHONE = /^[0-9 +\-()]*$/;

export const contactFields = {
  name: singleLineText('Name', 2, 100),
  email: emailAddress('Email'),
  phone: z
    .string({ error: 'Phone must be text.' })
    .trim()
    .max(30, { error: 'Phone must be at most 30 characters.' })
    .regex(CONTACT_PHONE, { error: 'Phone may contain only digits, spaces and + - ( ).' }),
  subject: singleLineText('Subject', 3, 150),
  message: text('Message', 10, 5000),
} as const;
