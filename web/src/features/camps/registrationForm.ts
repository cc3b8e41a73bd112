/**
 * The registration modal's fields: the domain's registration fields (the
 * API's own), every one required, and the consent checkbox.
 */
import type { Gender } from '@campcare/domain';
import { consentField, registrationFields } from '@campcare/domain/fields';
import { requiredInput, validateWith } from '../../lib/formRules.ts';

export interface RegistrationFormValues {
  age: string;
  phoneNumber: string;
  gender: Gender | '';
  emergencyContact: string;
  consent: boolean;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = { age: '', phoneNumber: '', gender: '', emergencyContact: '', consent: false };

export const validateAge = validateWith(requiredInput(registrationFields.age));
export const validatePhone = validateWith(requiredInput(registrationFields.phoneNumber));
export const validateEmergencyContact = validateWith(requiredInput(registrationFields.emergencyContact));
export const validateGender = validateWith(requiredInput(registrationFields.gender));
export const validateConsent = validateWith(consentField);

/** What POST /api/registerCamp receives. */
export function toRegistrationRequest(campId: string, values: RegistrationFormValues) {
  return {
    campId,
    age: Number(values.age),
    phoneNumber: values.phoneNumber.trim(),
    gender: values.gender,
    emergencyContact: values.emergencyContact.trim(),
    consent: values.consent,
  };
}
