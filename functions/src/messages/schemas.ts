/** The Contact Us form, built from the domain's contact fields (the contact page uses the same ones). */
import { contactFields } from '@campcare/domain/fields';
import { z } from 'zod';

export const contactSchema = z.object({
  ...contactFields,
  phone: contactFields.phone.optional().default(''),
});
export type ContactInput = z.output<typeof contactSchema>;
