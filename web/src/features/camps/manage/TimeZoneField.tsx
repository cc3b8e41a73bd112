/**
 * The camp form's time zone: where the camp's clock runs. The date and time
 * above it are read in this zone, and every page and mail shows the camp's
 * date in it, named. A new camp starts in the organizer's own zone. Zones
 * are offered by their city, ordered by city, each with its offset from UTC
 * today (and, in Bengali, the zone's own name in Bengali), so an organizer
 * finds "Dhaka (UTC+06:00)" by typing its first letters in the list.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { timeZoneChoices, zoneCity, zoneOffsetMinutes } from '@campcare/domain';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatUtcOffset, formatZoneName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface TimeZoneFieldProps {
  registration: UseFormRegisterReturn;
  /** The zone the form holds now, offered even when this browser's list lacks its spelling. */
  current: string;
  error?: string;
}

export function TimeZoneField({ registration, current, error }: TimeZoneFieldProps) {
  const { t, language } = useTranslation();
  const english = language === 'en';
  const options = useMemo(() => {
    const now = Date.now();
    const choices = timeZoneChoices(now);
    const listed = choices.some((c) => c.zone === current)
      ? choices
      : [{ zone: current, city: zoneCity(current), offsetMinutes: zoneOffsetMinutes(now, current) }, ...choices];
    return listed.map(({ zone, city, offsetMinutes }) => {
      const name = english ? '' : formatZoneName(zone, now);
      return { zone, label: `${city}${name ? ` · ${name}` : ''} (${formatUtcOffset(offsetMinutes)})` };
    });
    // The language changes the labels; the list is long, so it is built only then.
  }, [current, english]);
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{t('campForm.timeZone')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          {options.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
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
