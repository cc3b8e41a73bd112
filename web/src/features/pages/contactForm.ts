/** The Contact Us form's rules, matching POST /api/contact's. */
export const REQUIRED = 'This field is required';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +\-()]*$/;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

const length = (label: string, min: number, max: number) => (v: string) => {
  const t = v.trim();
  if (!t) return REQUIRED;
  if (t.length < min) return `${label} must have at least ${min} characters.`;
  if (t.length > max) return `${label} must have at most ${max} characters.`;
  return true;
};

export const contactRules = {
  name: { validate: length('Your name', 2, 100) },
  email: { validate: (v: string) => (!v.trim() ? REQUIRED : EMAIL.test(v.trim()) || 'Enter a valid email address.') },
  phone: {
    validate: (v: string) =>
      v.trim().length > 30 ? 'The phone number must have at most 30 characters.' : PHONE.test(v.trim()) || 'Use digits, spaces and + - ( ) only.',
  },
  subject: { validate: length('The subject', 3, 150) },
  message: { validate: length('The message', 10, 5000) },
} as const;
