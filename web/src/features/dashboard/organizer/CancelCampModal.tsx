/**
 * Cancelling a camp that people joined: the organizer says why; the camp
 * leaves every list at once, and its paid registrations are refunded in the
 * background (api/cancelCamp.ts).
 */
import { Field, Text, Textarea } from '@chakra-ui/react';
import type { CampWithId } from '@campcare/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useCancelCamp } from '../api/cancelCamp.ts';
import { errorMessage } from '../lib/errors.ts';
import { cancelCampFormSchema, validatingResolver, type CancelCampFormValues } from '../lib/formSchemas.ts';

export function CancelCampModal({
  camp,
  onClose,
  onCancelled,
}: {
  camp: Pick<CampWithId, '_id' | 'CampName' | 'ParticipantCount'>;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const cancelCamp = useCancelCamp();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CancelCampFormValues>({ resolver: validatingResolver(cancelCampFormSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await cancelCamp.mutateAsync({ campId: camp._id, reason: values.reason.trim() });
      toast.success(`${camp.CampName} was cancelled. Paid registrations are being refunded.`);
      onCancelled();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <FormDialog title="Cancel this camp?" submitLabel="Cancel the camp" submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Text>
        {camp.CampName} has {camp.ParticipantCount} registration{camp.ParticipantCount === 1 ? '' : 's'}. Cancelling it removes it
        from the camp lists, refunds every paid registration in full and cancels payments not yet made. This cannot be undone.
      </Text>
      <Field.Root invalid={!!errors.reason} required>
        <Field.Label>Reason (shown on the camp's page)</Field.Label>
        <Textarea rows={3} {...register('reason')} />
        <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
