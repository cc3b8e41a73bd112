/** The Contact Us form: the domain's contact fields (POST /api/contact's own), with messages from the catalog; the phone may stay empty. */
import { contactFields } from '@campcare/domain/fields';
import { validateText } from '../../lib/formRules.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

export const contactRules = {
  name: { validate: validateText(contactFields.name) },
  email: { validate: validateText(contactFields.email, { message: 'form.email' }) },
  phone: { validate: validateText(contactFields.phone, { required: false, message: 'form.phoneCharacters' }) },
  subject: { validate: validateText(contactFields.subject) },
  message: { validate: validateText(contactFields.message) },
} as const;
