/**
 * The camp form's time zone: where the camp's clock runs. The date and time
 * above it are read in this zone, and every page and mail shows the camp's
 * date in it, named. A new camp starts in the organizer's own zone.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { timeZoneNames } from '@campcare/domain';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TimeZoneFieldProps {
  registration: UseFormRegisterReturn;
  /** The zone the form holds now, offered even when this browser's list lacks its spelling. */
  current: string;
  error?: string;
}

export function TimeZoneField({ registration, current, error }: TimeZoneFieldProps) {
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(current) ? names : [current, ...names];
  }, [current]);
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>Time zone</Field.Label>
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
      <Field.HelperText>The date and time are in this zone; everyone sees them in it.</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
