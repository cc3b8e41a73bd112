/** The registration modal's fields and their rules (age, phone, gender, emergency contact all required), shared by the form and its tests. */
import { GENDERS, type Gender } from '@campcare/domain';

export interface RegistrationFormValues {
  age: string;
  phoneNumber: string;
  gender: Gender | '';
  emergencyContact: string;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = { age: '', phoneNumber: '', gender: '', emergencyContact: '' };
export const REQUIRED = 'This field is required';
const PHONE = /^\+?[0-9][0-9 ()-]*$/;

export function validateAge(value: string): true | string {
  if (!value.trim()) return REQUIRED;
  if (!/^\d{1,3}$/.test(value.trim())) return 'Enter your age as a whole number.';
  const age = Number(value);
  return age >= 0 && age <= 120 ? true : 'Age must be from 0 to 120.';
}

export function validatePhone(value: string): true | string {
  const v = value.trim();
  if (!v) return REQUIRED;
  const digits = v.replace(/\D/g, '').length;
  if (!PHONE.test(v) || v.length > 25) return 'Use digits, spaces, +, - and brackets only.';
  return digits >= 6 && digits <= 15 ? true : 'A phone number has from 6 to 15 digits.';
}

export function validateGender(value: string): true | string {
  return (GENDERS as readonly string[]).includes(value) ? true : REQUIRED;
}

/** What POST /api/registerCamp receives. */
export function toRegistrationRequest(campId: string, values: RegistrationFormValues) {
  return {
    campId,
    age: Number(values.age),
    phoneNumber: values.phoneNumber.trim(),
    gender: values.gender,
    emergencyContact: values.emergencyContact.trim(),
  };
}
