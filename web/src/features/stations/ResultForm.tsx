/**
 * Recording one result for the person being seen: the kind of result (what
 * the station records), its fields with their units, and a note. The values
 * are checked by the domain's schema before sending (the server checks them
 * again); each field says its problem in the language shown. With no network
 * the result is kept on this device and sent later (useStationDevice).
 */
import { Button, chakra, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { StationKind } from '@campcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { checkMeasurement, emptyValues, FIELD_KEYS, KINDS_AT_STATION, NUMBER_FIELDS, RESULT_KIND_KEYS, type FieldName, type FormValues } from './resultForm.ts';
import type { MeasurementInput, MeasurementKind } from '@campcare/domain/clinical';

export function ResultForm({
  stationKind,
  personName,
  onRecord,
}: {
  stationKind: StationKind;
  personName: string;
  /** Sends (or keeps) the checked measurement; resolves with what to tell the clinician. */
  onRecord: (measurement: MeasurementInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const kinds = KINDS_AT_STATION[stationKind];
  const [values, setValues] = useState<FormValues>(() => emptyValues(kinds[0]!));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);
  const formId = useId();
  const set = (patch: Partial<FormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkMeasurement(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first field with a problem gets the focus, so a screen reader reads its message.
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onRecord(checked.measurement);
      setValues(emptyValues(values.kind));
    } finally {
      setSending(false);
    }
  }

  const numberField = (field: FieldName, label: string) => (
    <Field.Root key={field} invalid={!!errors[field]}>
      <Field.Label htmlFor={`${formId}-${field}`}>{label}</Field.Label>
      <Input
        id={`${formId}-${field}`}
        name={field}
        inputMode="decimal"
        autoComplete="off"
        value={values[field as keyof FormValues] as string}
        onChange={(e) => set({ [field]: e.target.value } as Partial<FormValues>)}
      />
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );

  const top = values.notation === '6/x' ? 6 : 20;
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t('stations.screen.recordFor', { name: personName })} data-testid="result-form">
      <Stack gap="3">
        <Field.Root>
          <Field.Label htmlFor={`${formId}-kind`}>{t('stations.screen.measurement')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={`${formId}-kind`}
              value={values.kind}
              onChange={(e) => {
                setErrors({});
                set({ kind: e.target.value as MeasurementKind });
              }}
            >
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(RESULT_KIND_KEYS[kind])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {NUMBER_FIELDS[values.kind].map((field) =>
            numberField(field, field === 'right' || field === 'left' ? t(FIELD_KEYS[field], { top }) : t(FIELD_KEYS[field])),
          )}
          {values.kind === 'temperature' && (
            <UnitSelect id={`${formId}-unit`} label={t('stations.fields.unit')} value={values.temperatureUnit} options={[['C', '°C'], ['F', '°F']]} onChange={(u) => set({ temperatureUnit: u as 'C' | 'F' })} />
          )}
          {values.kind === 'glucose' && (
            <UnitSelect id={`${formId}-unit`} label={t('stations.fields.unit')} value={values.glucoseUnit} options={[['mg/dL', 'mg/dL'], ['mmol/L', 'mmol/L']]} onChange={(u) => set({ glucoseUnit: u as 'mg/dL' | 'mmol/L' })} />
          )}
          {values.kind === 'visualAcuity' && (
            <UnitSelect id={`${formId}-notation`} label={t('stations.fields.notation')} value={values.notation} options={[['6/x', '6/x'], ['20/x', '20/x']]} onChange={(u) => set({ notation: u as '6/x' | '20/x' })} />
          )}
        </SimpleGrid>
        {values.kind === 'glucose' && (
          <Checkbox.Root checked={values.fasting} onCheckedChange={(e) => set({ fasting: !!e.checked })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('stations.fields.fasting')}</Checkbox.Label>
          </Checkbox.Root>
        )}
        <Field.Root invalid={!!errors.note}>
          <Field.Label htmlFor={`${formId}-note`}>{t('stations.fields.note')}</Field.Label>
          <Textarea id={`${formId}-note`} rows={2} value={values.note} onChange={(e) => set({ note: e.target.value })} />
          <Field.ErrorText>{errors.note}</Field.ErrorText>
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={sending}>
            {t('stations.screen.save')}
          </Button>
        </HStack>
        {Object.keys(errors).length > 0 && <Text srOnly role="alert">{Object.values(errors).join(' ')}</Text>}
      </Stack>
    </chakra.form>
  );
}

function UnitSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: [string, string][]; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
