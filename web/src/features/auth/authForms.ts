/**
 * Field rules of the login and sign-up forms: required fields, a valid email,
 * a minimum password length. Functions, so their messages are in the language
 * shown when the form renders (react-hook-form takes the rules again at each render).
 */
import { PASSWORD_MIN_LENGTH } from '@campcare/domain';
import { DISPLAY_NAME_MAX_LENGTH } from '@campcare/domain/fields';
import { translate } from '../../lib/i18n/index.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = () => translate('auth.validation.required');

export const emailRules = () => ({
  required: required(),
  validate: (v: string) => EMAIL.test(v.trim()) || translate('auth.validation.email'),
});

export const passwordRules = () => ({
  required: required(),
  minLength: { value: PASSWORD_MIN_LENGTH, message: translate('auth.validation.passwordLength', { min: PASSWORD_MIN_LENGTH }) },
});

export const nameRules = () => ({
  validate: (v: string) => (v.trim() ? true : required()),
  maxLength: { value: DISPLAY_NAME_MAX_LENGTH, message: translate('auth.validation.nameLength', { max: DISPLAY_NAME_MAX_LENGTH }) },
});

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Before downscaling; the browser handles big photos, this only refuses absurd files. */
const IMAGE_PICK_MAX_MEGABYTES = 20;
export const IMAGE_PICK_MAX_BYTES = IMAGE_PICK_MAX_MEGABYTES * 1024 * 1024;

export function validateImage(files: FileList | null | undefined): true | string {
  const file = files?.[0];
  if (!file) return true;
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return translate('auth.validation.pictureType');
  if (file.size > IMAGE_PICK_MAX_BYTES) return translate('auth.validation.pictureSize', { megabytes: IMAGE_PICK_MAX_MEGABYTES });
  return true;
}

/** Where to go after signing in: the remembered path if it is one of ours, else home. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === '/login' || from === '/signup') return '/';
  return from;
}
