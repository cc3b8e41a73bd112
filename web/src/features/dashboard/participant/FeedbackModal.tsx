/** Rating (1–5) and a message for a confirmed registration (api/sendFeedback.ts). */
import { Field, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { RATING_MAX, RATING_MIN, type RegistrationWithId } from '@campcare/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSendFeedback } from '../api/sendFeedback.ts';
import { errorMessage } from '../lib/errors.ts';
import { feedbackFormSchema, validatingResolver, type FeedbackFormValues } from '../lib/formSchemas.ts';

const RATING_LABELS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

export function FeedbackModal({
  registration,
  onClose,
  onSent,
}: {
  registration: Pick<RegistrationWithId, '_id' | 'CampName'>;
  onClose: () => void;
  onSent?: () => void;
}) {
  const sendFeedback = useSendFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFormValues>({ resolver: validatingResolver(feedbackFormSchema), defaultValues: { ratting: '', feedback: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await sendFeedback.mutateAsync({ registrationId: registration._id, ratting: Number(values.ratting), feedback: values.feedback.trim() });
      toast.success('Thank you for your feedback!');
      onSent?.();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

  return (
    <FormDialog title="Feedback" submitLabel="Send feedback" submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Text>How was {registration.CampName}?</Text>
      <Field.Root invalid={!!errors.ratting} required>
        <Field.Label>Rating</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('ratting')}>
            <option value="">Choose a rating</option>
            {ratings.map((n) => (
              <option key={n} value={n}>
                {n} – {RATING_LABELS[n]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.ratting?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.feedback} required>
        <Field.Label>Your feedback</Field.Label>
        <Textarea rows={4} {...register('feedback')} />
        <Field.ErrorText>{errors.feedback?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
