import { Box, Button, Field, Grid, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { campTimeZone, DEFAULT_RETENTION_DAYS, GENDERS, MAX_AGE, MIN_AGE, type Camp, type Gender } from '@campcare/domain';
import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { Link as RouterLink } from 'react-router-dom';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatDateTime, formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { PaymentModal } from '../payments/index.ts';
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
import { useRegisterCamp } from './api/registerCamp.ts';

export type RegistrationOutcome = 'registered' | 'waitlisted' | 'already-registered';

/** What the dialog shows once the form was sent: the outcome, and what to do next. */
type Outcome =
  | { kind: 'registered'; registrationId: string }
  | { kind: 'paid' }
  | { kind: 'waitlisted'; position: number }
  | { kind: 'already-registered'; message: string };

/** The genders' words; the form sends the domain's values. */
const GENDER_LABELS: Record<Gender, string> = { Male: 'camps.register.male', Female: 'camps.register.female', Other: 'camps.register.other' };

const DASHBOARD = '/dashboard/userRegisteredCamps';

/** One fact of the camp or the participant, as text: nothing to fill, so nothing to tab through. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}

/**
 * The Join Camp modal: the camp and the participant as text, four required
 * fields (the first one focused) and the consent. Once sent it says how it
 * went and offers what comes next, with the focus on it: paying a paid
 * camp's fee at once (the card payment, over this dialog), or the ticket.
 */
export function RegistrationModal({
  open,
  onClose,
  camp,
  campId,
  user,
  onDone,
  finalFocus,
}: {
  open: boolean;
  onClose: () => void;
  camp: Camp;
  campId: string;
  user: SessionUser;
  /** Told the outcome (the camp page's badge and count follow the cache, which the registration updates); the dialog stays to say it. */
  onDone?: (outcome: RegistrationOutcome) => void;
  /** Where the focus goes when the dialog closes (Join Camp is disabled once registered). */
  finalFocus?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({ defaultValues: EMPTY_REGISTRATION, mode: 'onTouched' });
  const joinCamp = useRegisterCamp(campId, user.uid);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [paying, setPaying] = useState(false);
  const ageRef = useRef<HTMLInputElement | null>(null);
  const nextRef = useRef<HTMLElement | null>(null);
  const outcomeId = useId();
  const ageField = register('age', { validate: validateAge });

  // A dialog opened again starts from the form.
  useEffect(() => {
    if (open) setOutcome(null);
  }, [open]);
  // The form is gone once sent: the focus goes to what comes next, which the outcome describes.
  useEffect(() => {
    if (outcome) nextRef.current?.focus();
  }, [outcome]);

  async function submit(values: RegistrationFormValues) {
    try {
      const answer = await joinCamp.mutateAsync(toRegistrationRequest(campId, values));
      reset(EMPTY_REGISTRATION);
      if (answer.waitlisted) {
        setOutcome({ kind: 'waitlisted', position: answer.position ?? 0 });
        onDone?.('waitlisted');
      } else {
        setOutcome({ kind: 'registered', registrationId: answer.insertedId });
        onDone?.('registered');
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'already-registered') {
        setOutcome({ kind: 'already-registered', message: apiErrorMessage(error) });
        onDone?.('already-registered');
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

  const fields = (
    <>
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={3} bg="bg.muted" rounded="md" p={4} data-testid="registration-facts">
      <Fact label={t('camps.register.campName')} value={camp.CampName} />
      <Fact label={t('camps.register.campFees')} value={formatFee(camp.CampFees)} />
      <Fact label={t('camps.register.dateTime')} value={formatDateTime(camp.DateTime, campTimeZone(camp))} />
      <Fact label={t('camps.register.location')} value={camp.Location} />
      <Fact label={t('camps.register.yourName')} value={user.displayName ?? ''} />
      <Fact label={t('camps.register.yourEmail')} value={user.email ?? ''} />
    </Grid>
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
      <Field.Root required invalid={!!errors.age}>
        <Field.Label>
          {t('camps.register.age')} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          {...ageField}
          ref={(element) => {
            ageField.ref(element);
            ageRef.current = element;
          }}
        />
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
    </>
  );

  const title = t('camps.register.title', { name: camp.CampName });
  // One dialog throughout: the form, then in its place the outcome, so the focus stays inside.
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      canClose={!paying}
      // The form is long (full screen on a phone); its outcome is two lines and its buttons.
      wide={outcome ? undefined : 'lg'}
      closeButton
      onSubmit={outcome ? undefined : handleSubmit(submit)}
      initialFocus={() => ageRef.current}
      finalFocus={finalFocus}
      footer={
        outcome ? (
          <OutcomeActions camp={camp} outcome={outcome} describedBy={outcomeId} nextRef={nextRef} onPay={() => setPaying(true)} onClose={onClose} />
        ) : (
          <>
            <Button variant="outline" onClick={onClose} type="button">
              {t('camps.register.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('camps.register.submitting')}>
              {t('camps.register.submit')}
            </Button>
          </>
        )
      }
      testId="registration-modal"
      gap={5}
    >
      {outcome ? <OutcomeMessage id={outcomeId} camp={camp} outcome={outcome} /> : fields}
      {paying && outcome?.kind === 'registered' && (
        <Suspense fallback={null}>
          <PaymentModal
            registration={{
              _id: outcome.registrationId,
              CampName: camp.CampName,
              CampFees: camp.CampFees,
              ParticipantName: user.displayName ?? '',
              ParticipantEmail: user.email ?? '',
            }}
            onClose={() => setPaying(false)}
            onPaid={() => {
              setPaying(false);
              setOutcome({ kind: 'paid' });
            }}
          />
        </Suspense>
      )}
    </DialogFrame>
  );
}

/** What happened, in words; the next action's description, so a screen reader says both. */
function OutcomeMessage({ id, camp, outcome }: { id: string; camp: Camp; outcome: Outcome }) {
  const { t } = useTranslation();
  const [title, text] = (() => {
    switch (outcome.kind) {
      case 'registered':
        return [t('camps.register.registered'), camp.CampFees > 0 ? t('camps.register.payNext', { fee: formatFee(camp.CampFees) }) : t('camps.register.freeNext')];
      case 'paid':
        return [t('camps.register.paidTitle'), t('camps.register.paidNext')];
      case 'waitlisted':
        return [t('camps.register.waitlistedTitle'), t('camps.register.waitlisted', { position: formatCount(outcome.position) })];
      case 'already-registered':
        return [outcome.message, t('camps.register.alreadyNext')];
    }
  })();
  return (
    <Stack id={id} gap={2} role="status" data-testid="registration-outcome">
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text>{text}</Text>
    </Stack>
  );
}

/** The outcome's buttons: the next step first in importance (and focused), closing beside it. */
function OutcomeActions({
  camp,
  outcome,
  describedBy,
  nextRef,
  onPay,
  onClose,
}: {
  camp: Camp;
  outcome: Outcome;
  describedBy: string;
  nextRef: RefObject<HTMLElement | null>;
  onPay: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setNext = (element: HTMLElement | null) => {
    nextRef.current = element;
  };
  if (outcome.kind === 'registered' && camp.CampFees > 0) {
    return (
      <>
        <Button variant="outline" onClick={onClose}>
          {t('camps.register.payLater')}
        </Button>
        <Button ref={setNext} colorPalette="brand" onClick={onPay} aria-haspopup="dialog" aria-describedby={describedBy} data-testid="registration-pay-now">
          {t('camps.register.payNow', { fee: formatFee(camp.CampFees) })}
        </Button>
      </>
    );
  }
  if (outcome.kind === 'waitlisted') {
    return (
      <Button ref={setNext} colorPalette="brand" onClick={onClose} aria-describedby={describedBy}>
        {t('dialog.close')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('dialog.close')}
      </Button>
      <Button asChild colorPalette="brand">
        <RouterLink ref={setNext} to={DASHBOARD} aria-describedby={describedBy}>
          {t(outcome.kind === 'already-registered' ? 'camps.register.toDashboard' : 'camps.register.seeTicket')}
        </RouterLink>
      </Button>
    </>
  );
}
