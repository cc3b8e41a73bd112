/** Field rules of the login and sign-up forms: required fields, a valid email, a minimum password length. */
import { PASSWORD_MIN_LENGTH } from '@campcare/domain';
import { REQUIRED } from '../../lib/formRules.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRules = {
  required: REQUIRED,
  validate: (v: string) => EMAIL.test(v.trim()) || 'Enter a valid email address.',
};

export const passwordRules = {
  required: REQUIRED,
  minLength: { value: PASSWORD_MIN_LENGTH, message: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.` },
};

export const nameRules = {
  validate: (v: string) => (v.trim() ? true : REQUIRED),
  maxLength: { value: 80, message: 'The name must have at most 80 characters.' },
};

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Before downscaling; the browser handles big photos, this only refuses absurd files. */
export const IMAGE_PICK_MAX_BYTES = 20 * 1024 * 1024;

export function validateImage(files: FileList | null | undefined): true | string {
  const file = files?.[0];
  if (!file) return true;
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'Choose a JPEG, PNG or WebP picture.';
  if (file.size > IMAGE_PICK_MAX_BYTES) return 'The picture must be smaller than 20 MB.';
  return true;
}

/** Where to go after signing in: the remembered path if it is one of ours, else home. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === '/login' || from === '/signup') return '/';
  return from;
}
