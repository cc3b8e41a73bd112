/**
 * The camp forms (adding or editing a camp, cancelling one): the domain's field schemas (the API's own limits and
 * messages), read from the text the inputs give, so the browser says what
 * the server would refuse before sending.
 */
import { fromZonedInputValue, toZonedInputValue } from '@campcare/domain';
import { capacityProblem, FEE_MAX, MAX_UNPAID_HOLD_HOURS, MIN_PAYABLE_FEE, MIN_UNPAID_HOLD_HOURS, seatsTaken, type CampSeats } from '@campcare/domain';
import { campFields, cancellationReasonField } from '@campcare/domain/fields';
import { z } from 'zod';
import { requiredInput, requiredNumberInput, validateField, type ProblemWords } from '../../../lib/formRules.ts';
import { formatCount } from '../../../lib/format.ts';
import { translate } from '../../../lib/i18n/index.ts';

/** A free-text field's problems, named by its label ("Camp name must be at least 3 characters."). */
function textWords(labelKey: string): ProblemWords {
  return {
    tooSmall: ({ limit }) => translate('campForm.errors.tooShort', { field: translate(labelKey), min: formatCount(limit) }),
    tooBig: ({ limit }) => translate('campForm.errors.tooLong', { field: translate(labelKey), max: formatCount(limit) }),
    other: () => translate('campForm.errors.markup', { field: translate(labelKey) }),
  };
}

const HOURS_PER_DAY = 24;

/**
 * The camp form's values as the inputs give them (the file list comes from
 * the file input). Validated only: campPayload builds the request, because
 * the date and time typed are on the camp's clock (its TimeZone).
 */
export interface CampFormValues {
  CampName: string;
  CampFees: string;
  DateTime: string;
  Location: string;
  HealthcareProfessional: string;
  Description: string;
  refundCutoffHours: string;
  /** How long an unpaid seat is held (a paid camp's). */
  unpaidHoldHours: string;
  TimeZone: string;
  retentionDays: string;
  /** Empty: no limit. */
  Capacity: string;
  seatOfferHours: string;
}

/** Each camp field's `validate`: the domain's camp fields (the API's limits), with the catalog's words in the language shown. */
export const campFormRules = {
  CampName: { validate: validateField(requiredInput(campFields.CampName), textWords('campForm.name')) },
  CampFees: {
    validate: validateField(requiredNumberInput(campFields.CampFees), {
      notNumber: () => translate('campForm.errors.feeNumber'),
      other: () => translate('campForm.errors.fee', { min: formatCount(MIN_PAYABLE_FEE), max: formatCount(FEE_MAX) }),
    }),
  },
  DateTime: { validate: validateField(requiredInput(campFields.DateTime), { other: () => translate('campForm.errors.dateTime') }) },
  Location: { validate: validateField(requiredInput(campFields.Location), textWords('campForm.location')) },
  HealthcareProfessional: { validate: validateField(requiredInput(campFields.HealthcareProfessional), textWords('campForm.professional')) },
  Description: { validate: validateField(requiredInput(campFields.Description), textWords('campForm.description')) },
  refundCutoffHours: {
    validate: validateField(requiredNumberInput(campFields.refundCutoffHours), {
      notNumber: () => translate('campForm.errors.refundNumber'),
      notWhole: () => translate('campForm.errors.refundWhole'),
      tooSmall: () => translate('campForm.errors.refundNegative'),
      tooBig: ({ limit: max }) => translate('campForm.errors.refundMax', { max: formatCount(max), days: formatCount(max / HOURS_PER_DAY) }),
      other: () => translate('campForm.errors.refundNumber'),
    }),
  },
  TimeZone: { validate: validateField(requiredInput(campFields.TimeZone), { other: () => translate('campForm.errors.timeZone') }) },
  retentionDays: {
    validate: validateField(requiredNumberInput(campFields.retentionDays), {
      notNumber: () => translate('campForm.errors.retentionNumber'),
      notWhole: () => translate('campForm.errors.retentionWhole'),
      tooSmall: ({ limit: min }) => translate('campForm.errors.retentionMin', { min }),
      tooBig: ({ limit: max }) => translate('campForm.errors.retentionMax', { max: formatCount(max) }),
      other: () => translate('campForm.errors.retentionNumber'),
    }),
  },
  Capacity: {
    validate: validateField(
      z
        .string()
        .trim()
        .transform((v) => (v === '' ? null : Number(v)))
        .pipe(campFields.Capacity.nullable()),
      {
        notNumber: () => translate('campForm.errors.capacityNumber'),
        notWhole: () => translate('campForm.errors.capacityWhole'),
        tooSmall: ({ limit: min }) => translate('campForm.errors.capacityMin', { min }),
        tooBig: ({ limit: max }) => translate('campForm.errors.capacityMax', { max: formatCount(max) }),
        other: () => translate('campForm.errors.capacityNumber'),
      },
    ),
  },
  unpaidHoldHours: {
    validate: validateField(requiredNumberInput(campFields.unpaidHoldHours), {
      notNumber: () => translate('campForm.errors.unpaidHoldNumber'),
      notWhole: () => translate('campForm.errors.unpaidHoldNumber'),
      tooSmall: ({ limit: min }) => translate('campForm.errors.unpaidHoldRange', { min, max: formatCount(MAX_UNPAID_HOLD_HOURS) }),
      tooBig: ({ limit: max }) => translate('campForm.errors.unpaidHoldRange', { min: formatCount(MIN_UNPAID_HOLD_HOURS), max: formatCount(max) }),
      other: () => translate('campForm.errors.unpaidHoldNumber'),
    }),
  },
  seatOfferHours: {
    validate: validateField(requiredNumberInput(campFields.seatOfferHours), {
      notNumber: () => translate('campForm.errors.seatOfferNumber'),
      notWhole: () => translate('campForm.errors.seatOfferWhole'),
      tooSmall: ({ limit: min }) => translate('campForm.errors.seatOfferMin', { min }),
      tooBig: ({ limit: max }) => translate('campForm.errors.seatOfferMax', { max: formatCount(max), days: formatCount(max / HOURS_PER_DAY) }),
      other: () => translate('campForm.errors.seatOfferNumber'),
    }),
  },
} satisfies Record<keyof CampFormValues, { validate: (value: unknown) => true | string }>;

/** A capacity below the seats already held (the domain's capacityProblem decides), in the language shown; null when it is allowed. */
export function capacityError(capacity: number | null, camp: CampSeats | null): string | null {
  if (!capacityProblem(capacity, camp) || !camp) return null;
  return translate('campForm.errors.belowTaken', { taken: seatsTaken(camp) });
}

export interface CampPayload {
  CampName: string;
  Image: string;
  CampFees: number;
  DateTime: string;
  Location: string;
  HealthcareProfessional: string;
  Description: string;
  refundCutoffHours: number;
  unpaidHoldHours: number;
  /** null: no limit. */
  Capacity: number | null;
  seatOfferHours: number;
  TimeZone: string;
  retentionDays: number;
}

/** Form values to the API's body: fees to a number, the date and time (read in the camp's zone) to an ISO instant. */
export function campPayload(values: CampFormValues, image: string): CampPayload {
  return {
    CampName: values.CampName.trim(),
    Image: image,
    CampFees: Number(values.CampFees),
    DateTime: fromZonedInputValue(values.DateTime, values.TimeZone) ?? new Date(values.DateTime).toISOString(),
    Location: values.Location.trim(),
    HealthcareProfessional: values.HealthcareProfessional.trim(),
    Description: values.Description.trim(),
    refundCutoffHours: Number(values.refundCutoffHours),
    unpaidHoldHours: Number(values.unpaidHoldHours),
    Capacity: values.Capacity.trim() === '' ? null : Number(values.Capacity),
    seatOfferHours: Number(values.seatOfferHours),
    TimeZone: values.TimeZone,
    retentionDays: Number(values.retentionDays),
  };
}

/** An ISO instant as the `YYYY-MM-DDTHH:mm` a datetime-local input shows, on the camp's clock. */
export function toDateTimeLocal(iso: string, timeZone: string): string {
  return toZonedInputValue(iso, timeZone);
}

export interface CancelCampFormValues {
  reason: string;
}

export const cancelCampRules = {
  reason: { validate: validateField(requiredInput(cancellationReasonField), textWords('organizer.cancel.reasonName')) },
};
