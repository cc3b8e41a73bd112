/**
 * The dashboard forms: the domain's field schemas (the API's own limits and
 * messages), read from the text the inputs give, so the browser says what
 * the server would refuse before sending.
 */
import { fromZonedInputValue, toZonedInputValue } from '@campcare/domain';
import { campFields, cancellationReasonField } from '@campcare/domain/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { requiredInput, requiredNumberInput } from '../../../lib/formRules.ts';
import { translate } from '../../../lib/i18n/index.ts';

/**
 * A form resolver that only validates: submit handlers get the text the
 * inputs hold and convert it themselves (see campPayload).
 */
export function validatingResolver<Input extends FieldValues>(schema: z.ZodType<unknown, Input>): Resolver<Input, unknown, Input> {
  return zodResolver<Input, unknown, unknown>(schema, undefined, { raw: true });
}

/**
 * The camp form's values as the inputs give them (the file list comes from
 * the file input). Validated only: campPayload builds the request, because
 * the date and time typed are on the camp's clock (its TimeZone).
 */
export const campFormSchema = z.object({
  CampName: requiredInput(campFields.CampName),
  CampFees: requiredNumberInput(campFields.CampFees),
  DateTime: requiredInput(campFields.DateTime),
  Location: requiredInput(campFields.Location),
  HealthcareProfessional: requiredInput(campFields.HealthcareProfessional),
  Description: requiredInput(campFields.Description),
  refundCutoffHours: requiredNumberInput(campFields.refundCutoffHours),
  TimeZone: requiredInput(campFields.TimeZone),
  retentionDays: requiredNumberInput(campFields.retentionDays),
  /** Empty: no limit. */
  Capacity: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(campFields.Capacity.nullable()),
  seatOfferHours: requiredNumberInput(campFields.seatOfferHours),
});
export type CampFormValues = z.input<typeof campFormSchema>;

export interface CampPayload {
  CampName: string;
  Image: string;
  CampFees: number;
  DateTime: string;
  Location: string;
  HealthcareProfessional: string;
  Description: string;
  refundCutoffHours: number;
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

/** The image file input: a picture, required when adding a camp. */
export function imageFileError(files: FileList | null | undefined, required: boolean): string | null {
  const file = files?.[0];
  if (!file) return required ? translate('form.required') : null;
  if (!file.type.startsWith('image/')) return translate('dashboard.image.type');
  if (file.size > 20_000_000) return translate('dashboard.image.size', { megabytes: 20 });
  return null;
}

export const cancelCampFormSchema = z.object({
  reason: requiredInput(cancellationReasonField),
});
export type CancelCampFormValues = z.input<typeof cancelCampFormSchema>;
