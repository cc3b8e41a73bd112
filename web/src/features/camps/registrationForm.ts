/**
 * The registration modal's fields: the domain's registration fields (the
 * API's own), every one required, and the consent checkbox.
 */
import { MAX_AGE, MIN_AGE, type DependantRelationship, type Gender } from '@campcare/domain';
import { consentField, personNameField, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, registrationFields, relationshipField } from '@campcare/domain/fields';
import { formatCount } from '../../lib/format.ts';
import { requiredInput, validateField } from '../../lib/formRules.ts';
import { translate } from '../../lib/i18n/index.ts';

export interface RegistrationFormValues {
  /** The account holder themself, or someone they care for (a child, an elder), who gets a registration of their own. */
  forWhom: 'self' | 'dependant';
  dependantName: string;
  relationship: DependantRelationship | '';
  age: string;
  phoneNumber: string;
  gender: Gender | '';
  emergencyContact: string;
  consent: boolean;
  /** "Text me about this camp" at the phone number given (off unless ticked). */
  smsOptIn: boolean;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  forWhom: 'self',
  dependantName: '',
  relationship: '',
  age: '',
  phoneNumber: '',
  gender: '',
  emergencyContact: '',
  consent: false,
  smsOptIn: false,
};

/** Every field's empty value: the modal's own words for it. */
const required = () => translate('camps.fieldErrors.required');
const digitRange = () => ({ min: formatCount(PHONE_MIN_DIGITS), max: formatCount(PHONE_MAX_DIGITS) });

// The domain's schemas decide what is wrong (its issues name the rule: a phone's digits, an age's range); these say it.
export const validateAge = validateField(requiredInput(registrationFields.age), {
  required,
  outOfRange: () => translate('camps.fieldErrors.ageRange', { min: formatCount(MIN_AGE), max: formatCount(MAX_AGE) }),
  other: () => translate('camps.fieldErrors.ageWhole'),
});
export const validatePhone = validateField(requiredInput(registrationFields.phoneNumber), {
  required,
  digitCount: () => translate('camps.fieldErrors.phoneDigits', digitRange()),
  other: () => translate('camps.fieldErrors.phoneFormat'),
});
export const validateEmergencyContact = validateField(requiredInput(registrationFields.emergencyContact), {
  required,
  digitCount: () => translate('camps.fieldErrors.emergencyDigits', digitRange()),
  other: () => translate('camps.fieldErrors.emergencyFormat'),
});
export const validateGender = validateField(requiredInput(registrationFields.gender), { required, other: () => translate('camps.fieldErrors.gender') });
export const validateConsent = validateField(consentField, { required: () => translate('camps.fieldErrors.consent'), other: () => translate('camps.fieldErrors.consent') });

/** The dependant's fields count only when the registration is for someone else. */
const forDependant = (check: (value: string) => true | string) => (value: string, values: RegistrationFormValues) =>
  values.forWhom === 'dependant' ? check(value) : true;
export const validateDependantName = forDependant(
  validateField(requiredInput(personNameField), { required: () => translate('camps.fieldErrors.dependantName'), other: () => translate('camps.fieldErrors.dependantName') }),
);
export const validateRelationship = forDependant(
  validateField(requiredInput(relationshipField), { required: () => translate('camps.fieldErrors.relationship'), other: () => translate('camps.fieldErrors.relationship') }),
);

/** What POST /api/registerCamp receives: with `dependant` when it is for someone the account holder cares for. */
export function toRegistrationRequest(campId: string, values: RegistrationFormValues) {
  return {
    campId,
    age: Number(values.age),
    phoneNumber: values.phoneNumber.trim(),
    gender: values.gender,
    emergencyContact: values.emergencyContact.trim(),
    consent: values.consent,
    // The browser's zone keeps the texts' quiet hours on the person's own clock.
    ...(values.smsOptIn ? { smsOptIn: true, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } : {}),
    ...(values.forWhom === 'dependant' ? { dependant: { name: values.dependantName.trim(), relationship: values.relationship } } : {}),
  };
}
