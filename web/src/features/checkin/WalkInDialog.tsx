/**
 * Registering a walk-in at the door: the person's name, age, gender, phone
 * (optional) and emergency contact, and their consent, given in person (the
 * staff member reads them what is kept and ticks it for them). Once sent the
 * dialog shows the one-time code the person takes home (with it they can add
 * the registration to an account later); it is shown this once. The phone
 * makes that code itself, so with no network the walk-in is kept on the
 * phone (useCheckInDesk.ts) and the person leaves with a code that works once
 * the phone has sent it.
 */
import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatClaimCode, GENDERS, MAX_AGE, MIN_AGE, type AttendeeView, type Gender } from '@campcare/domain';
import { inPersonConsentField, optionalPhoneField, personNameField, registrationFields } from '@campcare/domain/fields';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount } from '../../lib/format.ts';
import { requiredInput, validateField } from '../../lib/formRules.ts';
import { translate, useTranslation } from '../../lib/i18n/index.ts';
import { isUnreachable, newDeviceClaimCode, newWalkInRequestId, useRegisterWalkIn } from './api/walkIn.ts';
import type { WalkInDetails } from './door/doorActions.ts';

interface WalkInValues {
  ParticipantName: string;
  age: string;
  gender: Gender | '';
  phoneNumber: string;
  emergencyContact: string;
  consent: boolean;
}

const EMPTY: WalkInValues = { ParticipantName: '', age: '', gender: '', phoneNumber: '', emergencyContact: '', consent: false };

const required = () => translate('checkin.walkIn.required');
const rules = {
  ParticipantName: validateField(requiredInput(personNameField), { required, other: () => translate('checkin.walkIn.nameInvalid') }),
  age: validateField(requiredInput(registrationFields.age), {
    required,
    other: () => translate('checkin.walkIn.ageInvalid', { min: formatCount(MIN_AGE), max: formatCount(MAX_AGE) }),
  }),
  gender: validateField(requiredInput(registrationFields.gender), { required, other: required }),
  phoneNumber: validateField(optionalPhoneField, { other: () => translate('checkin.walkIn.phoneInvalid') }),
  emergencyContact: validateField(requiredInput(registrationFields.emergencyContact), { required, other: () => translate('checkin.walkIn.phoneInvalid') }),
  consent: validateField(inPersonConsentField, { required: () => translate('checkin.walkIn.consentRequired'), other: () => translate('checkin.walkIn.consentRequired') }),
};

const GENDER_LABELS: Record<Gender, string> = { Male: 'checkin.walkIn.male', Female: 'checkin.walkIn.female', Other: 'checkin.walkIn.other' };

export function WalkInDialog({
  campId,
  onClose,
  onRecorded,
  keepOffline,
}: {
  campId: string;
  onClose: () => void;
  onRecorded: (attendee: AttendeeView) => void;
  /** Keeps the walk-in on this phone, to be sent when the network is back. */
  keepOffline: (walkIn: WalkInDetails, ids: { actionId: string; claimCode: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const registerWalkIn = useRegisterWalkIn(campId);
  const [done, setDone] = useState<{ name: string; claimCode: string | null; saved: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One id per person recorded: a second press (or a retry after a lost answer, or the phone's later send) records them once.
  const requestId = useRef(newWalkInRequestId());
  // The person's code, made here so that it can be given with no network.
  const claimCode = useRef(newDeviceClaimCode());
  const nameRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WalkInValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  const nameField = register('ParticipantName', { validate: rules.ParticipantName });

  async function keep(details: WalkInDetails) {
    await keepOffline(details, { actionId: requestId.current, claimCode: claimCode.current });
    setDone({ name: details.ParticipantName, claimCode: formatClaimCode(claimCode.current), saved: true });
  }

  async function submit(values: WalkInValues) {
    setFailure(null);
    const details: WalkInDetails = {
      ParticipantName: values.ParticipantName.trim(),
      age: Number(values.age),
      gender: values.gender as Gender,
      phoneNumber: values.phoneNumber.trim(),
      emergencyContact: values.emergencyContact.trim(),
    };
    try {
      if (!navigator.onLine) return await keep(details);
      const answer = await registerWalkIn.mutateAsync({ ...details, consent: true, requestId: requestId.current, claimCode: claimCode.current });
      onRecorded(answer.registration);
      setDone({ name: answer.registration.ParticipantName, claimCode: answer.claimCode, saved: false });
    } catch (error) {
      // The network went while sending: kept like one made offline, under the same id and code (if it did arrive, it is recorded once).
      if (isUnreachable(error)) {
        try {
          return await keep(details);
        } catch (keepError) {
          setFailure(apiErrorMessage(keepError));
          return;
        }
      }
      if (error instanceof ApiRequestError && error.fields.claimCode) {
        // The code the phone made is taken (very unlikely): the next press tries another.
        claimCode.current = newDeviceClaimCode();
        setFailure(apiErrorMessage(error));
        return;
      }
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) setError(field as keyof WalkInValues, { message });
        }
        return;
      }
      setFailure(apiErrorMessage(error));
    }
  }

  if (done) {
    return (
      <DialogFrame
        title={t('checkin.walkIn.doneTitle', { name: done.name })}
        onClose={onClose}
        footer={
          <Button colorPalette="blue" onClick={onClose}>
            {t('checkin.walkIn.done')}
          </Button>
        }
        testId="walk-in-done"
      >
        <Text role="status">{t(done.saved ? 'checkin.walkIn.savedOffline' : 'checkin.walkIn.checkedIn', { name: done.name })}</Text>
        {done.claimCode ? (
          <Stack gap="2">
            <Text>{t('checkin.walkIn.giveCode')}</Text>
            <Box
              fontFamily="mono"
              fontSize="3xl"
              fontWeight="bold"
              letterSpacing="widest"
              textAlign="center"
              bg="bg.muted"
              rounded="md"
              py="3"
              data-testid="walk-in-claim-code"
              aria-label={t('checkin.walkIn.codeLabel', { code: done.claimCode.split('').join(' ') })}
            >
              {done.claimCode}
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {t(done.saved ? 'checkin.walkIn.codeAfterSync' : 'checkin.walkIn.codeOnce')}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('checkin.walkIn.alreadyRecorded')}</Text>
        )}
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title={t('checkin.walkIn.title')}
      onClose={onClose}
      canClose={!isSubmitting}
      wide="lg"
      onSubmit={handleSubmit(submit)}
      initialFocus={() => nameRef.current}
      testId="walk-in-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button" disabled={isSubmitting}>
            {t('checkin.walkIn.cancel')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText={t('checkin.walkIn.sending')}>
            {t('checkin.walkIn.submit')}
          </Button>
        </>
      }
    >
      <Text color="fg.muted">{t('checkin.walkIn.intro')}</Text>
      <Field.Root required invalid={!!errors.ParticipantName}>
        <Field.Label>
          {t('checkin.walkIn.name')} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          autoComplete="off"
          {...nameField}
          ref={(element) => {
            nameField.ref(element);
            nameRef.current = element;
          }}
        />
        <Field.ErrorText>{errors.ParticipantName?.message}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root required invalid={!!errors.age}>
          <Field.Label>
            {t('checkin.walkIn.age')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} {...register('age', { validate: rules.age })} />
          <Field.ErrorText>{errors.age?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.gender}>
          <Field.Label>
            {t('checkin.walkIn.gender')} <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('gender', { validate: rules.gender })}>
              <option value="">{t('checkin.walkIn.choose')}</option>
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
        <Field.Root invalid={!!errors.phoneNumber}>
          <Field.Label>{t('checkin.walkIn.phone')}</Field.Label>
          <Input type="tel" inputMode="tel" {...register('phoneNumber', { validate: rules.phoneNumber })} />
          <Field.HelperText>{t('checkin.walkIn.phoneHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.phoneNumber?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.emergencyContact}>
          <Field.Label>
            {t('checkin.walkIn.emergencyContact')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="tel" inputMode="tel" {...register('emergencyContact', { validate: rules.emergencyContact })} />
          <Field.ErrorText>{errors.emergencyContact?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root required invalid={!!errors.consent}>
        {/* A native checkbox, as the Join dialog's consent: react-hook-form reads its `checked`. */}
        <Box
          as="label"
          display="flex"
          gap="2"
          alignItems="start"
          fontSize="sm"
          fontWeight="medium"
          cursor="pointer"
          borderWidth="1px"
          borderColor={errors.consent ? 'border.error' : 'border'}
          rounded="md"
          p="3"
          bg="bg.subtle"
        >
          <input type="checkbox" style={{ marginTop: '0.2rem' }} {...register('consent', { validate: rules.consent })} />
          <span>{t('checkin.walkIn.consent')}</span>
        </Box>
        <Field.ErrorText>{errors.consent?.message}</Field.ErrorText>
      </Field.Root>
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
    </DialogFrame>
  );
}
