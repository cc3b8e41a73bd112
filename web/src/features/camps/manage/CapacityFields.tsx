/** The camp form's seats: an optional capacity (never below the seats already taken) and how long a freed seat is offered. */
import { Field, Input } from '@chakra-ui/react';
import { seatsTaken, type CampSeats } from '@campcare/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { campFormRules, type CampFormValues } from './campFormRules.ts';

export function CapacityFields({
  register,
  errors,
  camp,
}: {
  register: UseFormRegister<CampFormValues>;
  errors: FieldErrors<CampFormValues>;
  /** The camp being edited (its seats taken bound the capacity); absent when adding. */
  camp?: CampSeats;
}) {
  const { t } = useTranslation();
  const taken = camp ? seatsTaken(camp) : 0;
  return (
    <>
      <Field.Root invalid={!!errors.Capacity}>
        <Field.Label>{t('campForm.capacity')}</Field.Label>
        <Input inputMode="numeric" placeholder={t('campForm.noLimit')} {...register('Capacity', campFormRules.Capacity)} data-testid="capacity-input" />
        <Field.HelperText>
          {taken > 0 ? t('campForm.capacityTaken', { taken }) : t('campForm.capacityHelp')}
        </Field.HelperText>
        <Field.ErrorText>{errors.Capacity?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.seatOfferHours} required>
        <Field.Label>{t('campForm.seatOffer')}</Field.Label>
        <Input inputMode="numeric" {...register('seatOfferHours', campFormRules.seatOfferHours)} />
        <Field.HelperText>{t('campForm.seatOfferHelp')}</Field.HelperText>
        <Field.ErrorText>{errors.seatOfferHours?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
