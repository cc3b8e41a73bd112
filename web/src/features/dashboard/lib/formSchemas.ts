/**
 * The dashboard forms' validation: required fields and the API's
 * limits, so the browser says what the server would refuse before sending.
 */
import {
  CAMP_FEE_MESSAGE,
  CANCELLATION_REASON_MAX,
  MAX_REFUND_CUTOFF_HOURS,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  isAllowedCampFee,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from '@campcare/domain';
import { z } from 'zod';

const REQUIRED = 'This field is required';

function requiredText(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .min(min, { error: `${label} must be at least ${min} characters.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/** The form's values: inputs give text; the file list comes from the file input. */
export const campFormSchema = z.object({
  CampName: requiredText('Camp name', 3, 120),
  CampFees: z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && isAllowedCampFee(Number(v)), { error: CAMP_FEE_MESSAGE }),
  DateTime: z
    .string()
    .min(1, { error: REQUIRED })
    .refine((v) => Number.isFinite(Date.parse(v)), { error: 'Enter a valid date and time.' }),
  Location: requiredText('Location', 3, 200),
  HealthcareProfessional: requiredText('Healthcare professional', 3, 200),
  Description: requiredText('Description', 10, 5000),
  refundCutoffHours: z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= MAX_REFUND_CUTOFF_HOURS, {
      error: `Enter a whole number of hours from 0 to ${MAX_REFUND_CUTOFF_HOURS}.`,
    }),
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
}

/** Form values to the API's body: fees to a number, local date and time to an ISO instant. */
export function campPayload(values: CampFormValues, image: string): CampPayload {
  return {
    CampName: values.CampName.trim(),
    Image: image,
    CampFees: Number(values.CampFees),
    DateTime: new Date(values.DateTime).toISOString(),
    Location: values.Location.trim(),
    HealthcareProfessional: values.HealthcareProfessional.trim(),
    Description: values.Description.trim(),
    refundCutoffHours: Number(values.refundCutoffHours),
  };
}

/** An ISO instant as the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in local time. */
export function toDateTimeLocal(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const feedbackFormSchema = z.object({
  ratting: z
    .string()
    .min(1, { error: REQUIRED })
    .refine((v) => Number.isInteger(Number(v)) && Number(v) >= RATING_MIN && Number(v) <= RATING_MAX, {
      error: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`,
    }),
  feedback: requiredText('Feedback', FEEDBACK_MIN_LENGTH, FEEDBACK_MAX_LENGTH),
});
export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

export const profileFormSchema = z.object({
  displayName: requiredText('Name', 1, 100),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: REQUIRED }),
    newPassword: z
      .string()
      .min(1, { error: REQUIRED })
      .min(PASSWORD_MIN_LENGTH, { error: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.` }),
    confirmPassword: z.string().min(1, { error: REQUIRED }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The two new passwords do not match.',
  });
export type PasswordFormValues = z.input<typeof passwordFormSchema>;

/** The image file input: a picture, required when adding a camp. */
export function imageFileError(files: FileList | null | undefined, required: boolean): string | null {
  const file = files?.[0];
  if (!file) return required ? REQUIRED : null;
  if (!file.type.startsWith('image/')) return 'Choose a picture file (JPEG, PNG or WebP).';
  if (file.size > 20_000_000) return 'This picture is too large (more than 20 MB).';
  return null;
}

export const cancelCampFormSchema = z.object({
  reason: requiredText('Reason', 3, CANCELLATION_REASON_MAX),
});
export type CancelCampFormValues = z.input<typeof cancelCampFormSchema>;
