/**
 * Cancelling a camp that people joined: the organizer says why; the camp
 * leaves every list at once, and its paid registrations are refunded in the
 * background (api/cancelCamp.ts).
 */
import { Field, Text, Textarea } from '@chakra-ui/react';
import type { CampWithId } from '@campcare/domain';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useCancelCamp } from '../api/cancelCamp.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { cancelCampRules, type CancelCampFormValues } from './campFormRules.ts';

export function CancelCampModal({
  camp,
  onClose,
  onCancelled,
}: {
  camp: Pick<CampWithId, '_id' | 'CampName' | 'ParticipantCount'>;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const cancelCamp = useCancelCamp();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CancelCampFormValues>({ defaultValues: { reason: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await cancelCamp.mutateAsync({ campId: camp._id, reason: values.reason.trim() });
      toast.success(t('organizer.cancel.cancelled', { camp: camp.CampName }));
      onCancelled();
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });

  return (
    <FormDialog title={t('organizer.cancel.title')} submitLabel={t('organizer.cancel.submit')} submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Text>{t('organizer.cancel.explain', { camp: camp.CampName, count: camp.ParticipantCount })}</Text>
      <Field.Root invalid={!!errors.reason} required>
        <Field.Label>{t('organizer.cancel.reason')}</Field.Label>
        <Textarea rows={3} {...register('reason', cancelCampRules.reason)} />
        <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
