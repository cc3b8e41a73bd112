/** The Contact Us form. */
import { z } from 'zod';
import { text } from '../http/schemaValidation.ts';

export const contactSchema = z.object({
  name: text('Name', 2, 100),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address.' }).max(254, { error: 'Email must be at most 254 characters.' })),
  phone: z
    .string({ error: 'Phone must be text.' })
    .trim()
    .max(30, { error: 'Phone must be at most 30 characters.' })
    .regex(/^[0-9 +\-()]*$/, { error: 'Phone may contain only digits, spaces and + - ( ).' })
    .optional()
    .default(''),
  subject: text('Subject', 3, 150),
  message: text('Message', 10, 5000),
});
export type ContactInput = z.output<typeof contactSchema>;
