import { Box, Field, Link, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';

/**
 * The registration's consent, in plain words: what is kept, why, who sees
 * it and for how long, with the Privacy Policy one click away (in a new tab,
 * so the form keeps what was typed). A native checkbox: react-hook-form
 * reads its `checked` directly. Unticked is its only error, said here in the
 * language shown (the domain's message is the API's English).
 */
export function ConsentCheckbox({ field, error, retentionDays }: { field: UseFormRegisterReturn<'consent'>; error?: string; retentionDays: number }) {
  const { t } = useTranslation();
  return (
    <Field.Root required invalid={!!error}>
      <Box borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="md" p={3} bg="bg.subtle" w="full">
        <Text fontSize="sm" mb={2} id="consent-explained">
          {t('privacy.consent.explained', { days: retentionDays })}
        </Text>
        <Box as="label" display="flex" gap={2} alignItems="start" fontSize="sm" fontWeight="medium" cursor="pointer">
          <input type="checkbox" aria-describedby="consent-explained" style={{ marginTop: '0.2rem' }} {...field} />
          <span>
            {withElements('privacy.consent.agree', {
              policyLink: (
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to="/privacy" target="_blank" rel="noopener">
                    {t('privacy.consent.policyLink')}
                  </RouterLink>
                </Link>
              ),
            })}
          </span>
        </Box>
      </Box>
      <Field.ErrorText>{error && t('privacy.consent.required')}</Field.ErrorText>
    </Field.Root>
  );
}
