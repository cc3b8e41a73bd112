import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { DEFAULT_RETENTION_DAYS, GENDERS, MAX_AGE, MIN_AGE, type Camp, type Gender } from '@campcare/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
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

/** The genders' words; the form sends the domain's values. */
const GENDER_LABELS: Record<Gender, string> = { Male: 'camps.register.male', Female: 'camps.register.female', Other: 'camps.register.other' };

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
  const { t } = useTranslation();
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
      toast.success(
        answer?.waitlisted
          ? t('camps.register.waitlisted', { position: formatCount(answer.position ?? 0) })
          : t('camps.register.registered'),
      );
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
      title={t('camps.register.title', { name: camp.CampName })}
      onClose={onClose}
      wide="lg"
      closeButton
      onSubmit={handleSubmit(submit)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button">
            {t('camps.register.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('camps.register.submitting')}>
            {t('camps.register.submit')}
          </Button>
        </>
      }
      testId="registration-modal"
      gap={5}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <ReadOnlyField label={t('camps.register.campName')} value={camp.CampName} />
        <ReadOnlyField label={t('camps.register.campFees')} value={formatFee(camp.CampFees)} />
        <ReadOnlyField label={t('camps.register.location')} value={camp.Location} />
        <ReadOnlyField label={t('camps.register.professional')} value={camp.HealthcareProfessional} />
        <ReadOnlyField label={t('camps.register.yourName')} value={user.displayName ?? ''} />
        <ReadOnlyField label={t('camps.register.yourEmail')} value={user.email ?? ''} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <Field.Root required invalid={!!errors.age}>
          <Field.Label>
            {t('camps.register.age')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} {...register('age', { validate: validateAge })} />
          <Field.ErrorText>{errors.age?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.gender}>
          <Field.Label>
            {t('camps.register.gender')} <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('gender', { validate: validateGender })}>
              <option value="">{t('camps.register.choose')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(GENDER_LABELS[g])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.gender?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.phoneNumber}>
          <Field.Label>
            {t('camps.register.phone')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber', { validate: validatePhone })} />
          <Field.ErrorText>{errors.phoneNumber?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.emergencyContact}>
          <Field.Label>
            {t('camps.register.emergencyContact')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="tel" inputMode="tel" {...register('emergencyContact', { validate: validateEmergencyContact })} />
          <Field.HelperText>{t('camps.register.emergencyHelp')}</Field.HelperText>
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
