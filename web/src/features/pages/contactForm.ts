/** The Contact Us form: the domain's contact fields (POST /api/contact's own); the phone may stay empty. */
import { contactFields } from '@campcare/domain/fields';
import { requiredInput, validateWith } from '../../lib/formRules.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

export const contactRules = {
  name: { validate: validateWith(requiredInput(contactFields.name)) },
  email: { validate: validateWith(requiredInput(contactFields.email)) },
  phone: { validate: validateWith(contactFields.phone) },
  subject: { validate: validateWith(requiredInput(contactFields.subject)) },
  message: { validate: validateWith(requiredInput(contactFields.message)) },
} as const;
