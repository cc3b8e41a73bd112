/** Pieces both card forms share: billing details, the card error line and the buttons. */
import { Button, Field, HStack, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';

export interface CardFormProps {
  /** null until the server has created the PaymentIntent: paying is not possible before. */
  clientSecret: string | null;
  paymentIntentId: string | null;
  amountLabel: string;
  defaultName: string;
  defaultEmail: string;
  processing: boolean;
  setProcessing: (processing: boolean) => void;
  /** Called once the card payment succeeded; records the booking. */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  onCancel: () => void;
}

export interface BillingValues {
  name: string;
  email: string;
}

export function BillingFields({
  values,
  onChange,
  disabled,
}: {
  values: BillingValues;
  onChange: (values: BillingValues) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" direction={{ base: 'column', sm: 'row' }}>
      <CardFormField
        label={t('payment.card.nameOnCard')}
        name="name"
        autoComplete="cc-name"
        value={values.name}
        disabled={disabled}
        onChange={(e) => onChange({ ...values, name: e.target.value })}
      />
      <CardFormField
        label={t('payment.card.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        disabled={disabled}
        onChange={(e) => onChange({ ...values, email: e.target.value })}
      />
    </Stack>
  );
}

/** One required, labelled input of a card form. */
export function CardFormField({ label, ...input }: { label: string } & InputProps) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
    </Field.Root>
  );
}

/** Card errors appear under the form, in the provider's own words. */
export function CardError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm" data-testid="card-error">
      {message}
    </Text>
  );
}

/**
 * The form both card forms are: their card fields, then billing details, the
 * card error and the buttons. Submitting calls `onSubmit` (the browser's own
 * submission is stopped).
 */
export function CardFormFrame({
  label,
  onSubmit,
  billing,
  onBillingChange,
  error,
  canPay,
  form,
  children,
}: {
  label: string;
  onSubmit: () => Promise<void>;
  billing: BillingValues;
  onBillingChange: (values: BillingValues) => void;
  error: string | null;
  canPay: boolean;
  form: Pick<CardFormProps, 'amountLabel' | 'processing' | 'onCancel'>;
  /** The card fields. */
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      <Stack gap="4">
        {children}
        <BillingFields values={billing} onChange={onBillingChange} disabled={form.processing} />
        <CardError message={error} />
        <CardFormButtons amountLabel={form.amountLabel} canPay={canPay} processing={form.processing} onCancel={form.onCancel} />
      </Stack>
    </form>
  );
}

export function CardFormButtons({
  amountLabel,
  canPay,
  processing,
  onCancel,
}: {
  amountLabel: string;
  canPay: boolean;
  processing: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <HStack justify="flex-end" gap="3" pt="2">
      <Button variant="outline" onClick={onCancel} disabled={processing}>
        {t('payment.card.cancel')}
      </Button>
      <Button type="submit" colorPalette="brand" disabled={!canPay || processing} loading={processing} loadingText={t('payment.card.processing')}>
        {t('payment.card.pay', { amount: amountLabel })}
      </Button>
    </HStack>
  );
}
