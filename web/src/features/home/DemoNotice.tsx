import { Box, Code, Text } from '@chakra-ui/react';
import { usingEmulators } from '../../lib/firebaseConfig.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const ACCOUNTS = [
  { label: 'home.demo.organizerAdmin', email: 'admin@campcare.test', password: 'campcare-admin' },
  { label: 'home.demo.organizer', email: 'organizer@campcare.test', password: 'campcare-organizer' },
  { label: 'home.demo.participant', email: 'participant@campcare.test', password: 'campcare-participant' },
];

/** Demo sign-ins, shown only on the local emulators (never on the deployed site). */
export function DemoNotice() {
  const { t } = useTranslation();
  if (!usingEmulators) return null;
  return (
    <Box as="aside" aria-label={t('home.demo.label')} bg="orange.100" color="orange.950" fontSize="sm" px={4} py={2} textAlign="center" data-testid="demo-notice">
      <Text>
        <strong>{t('home.demo.intro')}</strong> {t('home.demo.try')}{' '}
        {ACCOUNTS.map((a, i) => (
          <span key={a.email}>
            {t(a.label)} <Code bg="orange.200" color="orange.950">{a.email}</Code> / <Code bg="orange.200" color="orange.950">{a.password}</Code>
            {i < ACCOUNTS.length - 1 ? ' · ' : ''}
          </span>
        ))}
      </Text>
    </Box>
  );
}
