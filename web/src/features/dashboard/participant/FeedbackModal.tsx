/** Rating (1–5) and a message for a confirmed registration (api/sendFeedback.ts), checked by the domain's feedback fields. */
import { Field, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { RATING_MAX, RATING_MIN, type RegistrationWithId } from '@campcare/domain';
import { feedbackFields } from '@campcare/domain/fields';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSendFeedback } from '../api/sendFeedback.ts';
import { formatCount } from '../../../lib/format.ts';
import { validateText, validateWith } from '../../../lib/formRules.ts';
import { translate, useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';

const RATING_LABELS: Record<number, string> = {
  1: 'dashboard.feedback.ratingPoor',
  2: 'dashboard.feedback.ratingFair',
  3: 'dashboard.feedback.ratingGood',
  4: 'dashboard.feedback.ratingVeryGood',
  5: 'dashboard.feedback.ratingExcellent',
};

interface FeedbackFormValues {
  ratting: string;
  feedback: string;
}

const checkRating = validateWith(feedbackFields.ratting);
const feedbackRules = {
  ratting: {
    validate: (value: string) =>
      value === '' ? translate('form.required') : checkRating(Number(value)) === true || translate('dashboard.feedback.chooseRatingError'),
  },
  feedback: { validate: validateText(feedbackFields.feedback) },
};

export function FeedbackModal({
  registration,
  onClose,
  onSent,
}: {
  registration: Pick<RegistrationWithId, '_id' | 'CampName'>;
  onClose: () => void;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const sendFeedback = useSendFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFormValues>({ defaultValues: { ratting: '', feedback: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await sendFeedback.mutateAsync({ registrationId: registration._id, ratting: Number(values.ratting), feedback: values.feedback.trim() });
      toast.success(t('dashboard.feedback.thanks'));
      onSent?.();
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });

  const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

  return (
    <FormDialog title={t('dashboard.feedback.title')} submitLabel={t('dashboard.feedback.send')} submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Text>{t('dashboard.feedback.question', { camp: registration.CampName })}</Text>
      <Field.Root invalid={!!errors.ratting} required>
        <Field.Label>{t('dashboard.feedback.rating')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('ratting', feedbackRules.ratting)}>
            <option value="">{t('dashboard.feedback.chooseRating')}</option>
            {ratings.map((n) => (
              <option key={n} value={n}>
                {t('dashboard.feedback.ratingChoice', { rating: formatCount(n), label: t(RATING_LABELS[n]!) })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.ratting?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.feedback} required>
        <Field.Label>{t('dashboard.feedback.yourFeedback')}</Field.Label>
        <Textarea rows={4} {...register('feedback', feedbackRules.feedback)} />
        <Field.ErrorText>{errors.feedback?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
