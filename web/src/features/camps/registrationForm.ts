/**
 * The registration modal's fields: the domain's registration fields (the
 * API's own), every one required, and the consent checkbox.
 */
import { MAX_AGE, MIN_AGE, type Gender } from '@campcare/domain';
import { consentField, PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, PHONE_MIN_DIGITS, PHONE_PATTERN, registrationFields } from '@campcare/domain/fields';
import { formatCount } from '../../lib/format.ts';
import { requiredInput, validateField, type FieldProblem } from '../../lib/formRules.ts';
import { translate } from '../../lib/i18n/index.ts';

export interface RegistrationFormValues {
  age: string;
  phoneNumber: string;
  gender: Gender | '';
  emergencyContact: string;
  consent: boolean;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = { age: '', phoneNumber: '', gender: '', emergencyContact: '', consent: false };

/** One message for whatever the domain's schema refuses, worked out from the text typed (empty too). */
function saying(message: (text: string) => string) {
  const say = ({ text }: FieldProblem) => message(text);
  return { required: say, other: say };
}

const required = (text: string) => (text === '' ? translate('camps.fieldErrors.required') : null);
const digitRange = () => ({ min: formatCount(PHONE_MIN_DIGITS), max: formatCount(PHONE_MAX_DIGITS) });
/** A phone number is refused for its characters or for how many digits it has (the domain's phone rules). */
const digitsOutOfRange = (text: string) => {
  const digits = text.replace(/\D/g, '').length;
  return text.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(text) && (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS);
};

export const validateAge = validateField(
  requiredInput(registrationFields.age),
  saying(
    (text) =>
      required(text) ??
      (/^-?\d{1,6}$/.test(text)
        ? translate('camps.fieldErrors.ageRange', { min: formatCount(MIN_AGE), max: formatCount(MAX_AGE) })
        : translate('camps.fieldErrors.ageWhole')),
  ),
);
export const validatePhone = validateField(
  requiredInput(registrationFields.phoneNumber),
  saying((text) => required(text) ?? (digitsOutOfRange(text) ? translate('camps.fieldErrors.phoneDigits', digitRange()) : translate('camps.fieldErrors.phoneFormat'))),
);
export const validateEmergencyContact = validateField(
  requiredInput(registrationFields.emergencyContact),
  saying(
    (text) =>
      required(text) ?? (digitsOutOfRange(text) ? translate('camps.fieldErrors.emergencyDigits', digitRange()) : translate('camps.fieldErrors.emergencyFormat')),
  ),
);
export const validateGender = validateField(requiredInput(registrationFields.gender), saying((text) => required(text) ?? translate('camps.fieldErrors.gender')));
export const validateConsent = validateField(consentField, saying(() => translate('camps.fieldErrors.consent')));

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
