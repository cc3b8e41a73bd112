/** The camp form's seats: an optional capacity (never below the seats already taken) and how long a freed seat is offered. */
import { Field, Input } from '@chakra-ui/react';
import { seatsTaken, type CampSeats } from '@campcare/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CampFormValues } from '../lib/formSchemas.ts';

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
  const taken = camp ? seatsTaken(camp) : 0;
  return (
    <>
      <Field.Root invalid={!!errors.Capacity}>
        <Field.Label>Capacity (seats)</Field.Label>
        <Input inputMode="numeric" placeholder="No limit" {...register('Capacity')} data-testid="capacity-input" />
        <Field.HelperText>
          {taken > 0
            ? `Leave empty for no limit. ${taken} seat${taken === 1 ? ' is' : 's are'} taken, so no fewer.`
            : 'Leave empty for no limit. When the camp is full, people join a waiting list.'}
        </Field.HelperText>
        <Field.ErrorText>{errors.Capacity?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.seatOfferHours} required>
        <Field.Label>Seat offers last (hours)</Field.Label>
        <Input inputMode="numeric" {...register('seatOfferHours')} />
        <Field.HelperText>When a seat frees up, the first person waiting has this long to accept it.</Field.HelperText>
        <Field.ErrorText>{errors.seatOfferHours?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
