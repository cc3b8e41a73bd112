import { Box, Field, Link, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The registration's consent, in plain words: what is kept, why, who sees
 * it and for how long, with the Privacy Policy one click away (in a new tab,
 * so the form keeps what was typed). A native checkbox: react-hook-form
 * reads its `checked` directly.
 */
export function ConsentCheckbox({ field, error, retentionDays }: { field: UseFormRegisterReturn<'consent'>; error?: string; retentionDays: number }) {
  return (
    <Field.Root required invalid={!!error}>
      <Box borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="md" p={3} bg="bg.subtle" w="full">
        <Text fontSize="sm" mb={2} id="consent-explained">
          Your age, gender, phone number and emergency contact are health-related details. We keep them so that
          this camp’s medical team can prepare for your visit and reach someone if something happens to you. Only
          the organizers of this camp can see them, never other participants; every time an organizer opens them
          it is recorded, and you can see who did and when in your dashboard. They are erased {retentionDays}{' '}
          {retentionDays === 1 ? 'day' : 'days'} after the camp; your registration itself is kept for our accounts.
        </Text>
        <Box as="label" display="flex" gap={2} alignItems="start" fontSize="sm" fontWeight="medium" cursor="pointer">
          <input type="checkbox" aria-describedby="consent-explained" style={{ marginTop: '0.2rem' }} {...field} />
          <span>
            I agree that CampCare keeps and shares my health details as described above and in the{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </RouterLink>
            </Link>
            .
          </span>
        </Box>
      </Box>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
