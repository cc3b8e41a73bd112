import { Box, Button, Field, Fieldset, Grid, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  campTimeZone,
  DEFAULT_RETENTION_DAYS,
  DEPENDANT_RELATIONSHIPS,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  type Camp,
  type DependantRelationship,
  type Gender,
} from '@campcare/domain';
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
  validateDependantName,
  validateEmergencyContact,
  validateGender,
  validatePhone,
  validateRelationship,
  type RegistrationFormValues,
} from './registrationForm.ts';
import { useRegisterCamp } from './api/registerCamp.ts';

export type RegistrationOutcome = 'registered' | 'waitlisted' | 'already-registered';

/** What the dialog shows once the form was sent: the outcome, and what to do next (`name`: the dependant registered). */
type Outcome =
  | { kind: 'registered'; registrationId: string; name: string | null }
  | { kind: 'paid' }
  | { kind: 'waitlisted'; position: number }
  | { kind: 'already-registered'; message: string };

/** The genders' words; the form sends the domain's values. */
const GENDER_LABELS: Record<Gender, string> = { Male: 'camps.register.male', Female: 'camps.register.female', Other: 'camps.register.other' };

const RELATIONSHIP_LABELS: Record<DependantRelationship, string> = {
  child: 'camps.register.relationshipChild',
  parent: 'camps.register.relationshipParent',
  spouse: 'camps.register.relationshipSpouse',
  other: 'camps.register.relationshipOther',
};

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
 * The Join Camp modal: the camp and the participant as text, who the
 * registration is for (the account holder, or someone they care for: a
 * child, an elder, by name), four required fields (the first one focused)
 * and the consent. Once sent it says how it went and offers what comes
 * next, with the focus on it: paying a paid camp's fee at once (the card
 * payment, over this dialog), or the ticket.
 */
export function RegistrationModal({
  open,
  onClose,
  camp,
  campId,
  user,
  onDone,
  finalFocus,
  forSomeoneElse = false,
  selfRegistered = false,
}: {
  open: boolean;
  onClose: () => void;
  camp: Camp;
  campId: string;
  user: SessionUser;
  /** Told the outcome (`forSelf`: the account holder's own; the camp page's badge and count follow the cache, which the registration updates); the dialog stays to say it. */
  onDone?: (outcome: RegistrationOutcome, forSelf: boolean) => void;
  /** Where the focus goes when the dialog closes (Join Camp is disabled once registered). */
  finalFocus?: () => HTMLElement | null;
  /** Opened to register someone the account holder cares for. */
  forSomeoneElse?: boolean;
  /** The account holder holds their own registration already: only someone else can be registered. */
  selfRegistered?: boolean;
}) {
  const { t } = useTranslation();
  const startValues: RegistrationFormValues = { ...EMPTY_REGISTRATION, forWhom: forSomeoneElse || selfRegistered ? 'dependant' : 'self' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({ defaultValues: startValues, mode: 'onTouched' });
  const forWhom = watch('forWhom');
  const joinCamp = useRegisterCamp(campId, user.uid);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [paying, setPaying] = useState(false);
  const ageRef = useRef<HTMLInputElement | null>(null);
  const nextRef = useRef<HTMLElement | null>(null);
  const outcomeId = useId();
  const ageField = register('age', { validate: validateAge });

  // A dialog opened again starts from the form, for whom it was opened for (the button pressed
  // sets that in the same render that opens it). Only on opening: the registration just made
  // turns selfRegistered on, which must not wipe its own outcome.
  const [openedFor, setOpenedFor] = useState(startValues.forWhom);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenedFor(startValues.forWhom);
  }
  useEffect(() => {
    if (!open) return;
    setOutcome(null);
    reset({ ...EMPTY_REGISTRATION, forWhom: openedFor });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens, not when the registration it made changes selfRegistered
  }, [open, reset]);
  // The form is gone once sent: the focus goes to what comes next, which the outcome describes.
  useEffect(() => {
    if (outcome) nextRef.current?.focus();
  }, [outcome]);

  async function submit(values: RegistrationFormValues) {
    const forSelf = values.forWhom === 'self';
    const name = forSelf ? null : values.dependantName.trim();
    try {
      const answer = await joinCamp.mutateAsync(toRegistrationRequest(campId, values));
      reset({ ...EMPTY_REGISTRATION, forWhom: openedFor });
      if (answer.waitlisted) {
        setOutcome({ kind: 'waitlisted', position: answer.position ?? 0 });
        onDone?.('waitlisted', forSelf);
      } else {
        setOutcome({ kind: 'registered', registrationId: answer.insertedId, name });
        onDone?.('registered', forSelf);
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'already-registered') {
        // Someone they care for, registered already (or a name typed like theirs): said on the name,
        // with the form kept, so the guardian can correct it or register someone else.
        if (name) {
          setError('dependantName', { message: t('camps.register.alreadyRegisteredFor', { name }) }, { shouldFocus: true });
          return;
        }
        setOutcome({ kind: 'already-registered', message: apiErrorMessage(error) });
        onDone?.('already-registered', forSelf);
        return;
      }
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          // The phone number the texts would go to, refused by the API: said in the page's language.
          if (field === 'phoneNumber' && values.smsOptIn) setError('phoneNumber', { message: t('camps.fieldErrors.smsPhone') }, { shouldFocus: true });
          else if (field in EMPTY_REGISTRATION) setError(field as keyof RegistrationFormValues, { message });
          if (field === 'dependant.name') setError('dependantName', { message });
          if (field === 'dependant.relationship') setError('relationship', { message });
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
    <Fieldset.Root>
      <Fieldset.Legend>{t('camps.register.forWhom')}</Fieldset.Legend>
      <Stack gap={2} role="radiogroup" aria-label={t('camps.register.forWhom')}>
        <Box as="label" display="flex" gap={2} alignItems="center" color={selfRegistered ? 'fg.muted' : undefined}>
          <input type="radio" value="self" disabled={selfRegistered} {...register('forWhom')} />
          {selfRegistered ? t('camps.register.forMyselfDone') : t('camps.register.forMyself')}
        </Box>
        <Box as="label" display="flex" gap={2} alignItems="center">
          <input type="radio" value="dependant" {...register('forWhom')} />
          {t('camps.register.forDependant')}
        </Box>
      </Stack>
      <Fieldset.HelperText>{forWhom === 'dependant' ? t('camps.register.dependantHelp') : t('camps.register.selfHelp')}</Fieldset.HelperText>
    </Fieldset.Root>
    {forWhom === 'dependant' && (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <Field.Root required invalid={!!errors.dependantName}>
          <Field.Label>
            {t('camps.register.dependantName')} <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="off" {...register('dependantName', { validate: validateDependantName })} />
          <Field.ErrorText>{errors.dependantName?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.relationship}>
          <Field.Label>
            {t('camps.register.relationship')} <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('relationship', { validate: validateRelationship })}>
              <option value="">{t('camps.register.choose')}</option>
              {DEPENDANT_RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {t(RELATIONSHIP_LABELS[r])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.relationship?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    )}
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
    <Box as="label" display="flex" gap={2} alignItems="start" fontSize="sm" cursor="pointer">
      <input type="checkbox" style={{ marginTop: '0.2rem' }} {...register('smsOptIn')} />
      <span>{t('camps.register.smsOptIn')}</span>
    </Box>
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
              ParticipantName: outcome.name ?? user.displayName ?? '',
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
        return [outcome.name ? t('camps.register.registeredFor', { name: outcome.name }) : t('camps.register.registered'), camp.CampFees > 0 ? t('camps.register.payNext', { fee: formatFee(camp.CampFees) }) : t('camps.register.freeNext')];
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
