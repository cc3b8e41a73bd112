/**
 * The camp form's time zone: where the camp's clock runs. The date and time
 * above it are read in this zone, and every page and mail shows the camp's
 * date in it, named. A new camp starts in the organizer's own zone.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { timeZoneNames } from '@campcare/domain';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface TimeZoneFieldProps {
  registration: UseFormRegisterReturn;
  /** The zone the form holds now, offered even when this browser's list lacks its spelling. */
  current: string;
  error?: string;
}

export function TimeZoneField({ registration, current, error }: TimeZoneFieldProps) {
  const { t } = useTranslation();
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(current) ? names : [current, ...names];
  }, [current]);
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{t('campForm.timeZone')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('campForm.timeZoneHelp')}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
