import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { DEFAULT_RETENTION_DAYS, formatFee, GENDERS, MAX_AGE, MIN_AGE, type Camp } from '@campcare/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import type { SessionUser } from '../auth/index.ts';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import {
  EMPTY_REGISTRATION,
  toRegistrationRequest,
  validateAge,
  validateConsent,
  validateEmergencyContact,
  validateGender,
  validatePhone,
  type RegistrationFormValues,
} from './registrationForm.ts';
import { registerCamp } from './api/registerCamp.ts';

export type RegistrationOutcome = 'registered' | 'waitlisted' | 'already-registered';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly variant="subtle" />
    </Field.Root>
  );
}

/** The Join Camp modal: camp and participant shown read-only, four required fields and the consent. */
export function RegistrationModal({
  open,
  onClose,
  camp,
  campId,
  user,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  camp: Camp;
  campId: string;
  user: SessionUser;
  onDone: (outcome: RegistrationOutcome) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({ defaultValues: EMPTY_REGISTRATION, mode: 'onTouched' });

  async function submit(values: RegistrationFormValues) {
    try {
      const answer = await registerCamp(toRegistrationRequest(campId, values));
      toast.success(answer?.waitlisted ? `The camp is full: you are number ${answer.position} on the waiting list` : 'Registration successful');
      reset(EMPTY_REGISTRATION);
      onDone(answer?.waitlisted ? 'waitlisted' : 'registered');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'already-registered') {
        toast.error(apiErrorMessage(error));
        onDone('already-registered');
        return;
      }
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY_REGISTRATION) setError(field as keyof RegistrationFormValues, { message });
        }
        return;
      }
      toast.error(apiErrorMessage(error));
    }
  }

  return (
    <DialogFrame
      open={open}
      title={`Join ${camp.CampName}`}
      onClose={onClose}
      wide="lg"
      closeButton
      onSubmit={handleSubmit(submit)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button">
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Registering…">
            Register
          </Button>
        </>
      }
      testId="registration-modal"
      gap={5}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <ReadOnlyField label="Camp name" value={camp.CampName} />
        <ReadOnlyField label="Camp fees" value={formatFee(camp.CampFees)} />
        <ReadOnlyField label="Location" value={camp.Location} />
        <ReadOnlyField label="Healthcare professional" value={camp.HealthcareProfessional} />
        <ReadOnlyField label="Your name" value={user.displayName ?? ''} />
        <ReadOnlyField label="Your email" value={user.email ?? ''} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <Field.Root required invalid={!!errors.age}>
          <Field.Label>
            Age <Field.RequiredIndicator />
          </Field.Label>
          <Input type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} {...register('age', { validate: validateAge })} />
          <Field.ErrorText>{errors.age?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.gender}>
          <Field.Label>
            Gender <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('gender', { validate: validateGender })}>
              <option value="">Choose…</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.gender?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.phoneNumber}>
          <Field.Label>
            Phone number <Field.RequiredIndicator />
          </Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber', { validate: validatePhone })} />
          <Field.ErrorText>{errors.phoneNumber?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.emergencyContact}>
          <Field.Label>
            Emergency contact <Field.RequiredIndicator />
          </Field.Label>
          <Input type="tel" inputMode="tel" {...register('emergencyContact', { validate: validateEmergencyContact })} />
          <Field.HelperText>A phone number we can call in an emergency.</Field.HelperText>
          <Field.ErrorText>{errors.emergencyContact?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <ConsentCheckbox
        field={register('consent', { validate: validateConsent })}
        error={errors.consent?.message}
        retentionDays={camp.retentionDays ?? DEFAULT_RETENTION_DAYS}
      />
    </DialogFrame>
  );
}
