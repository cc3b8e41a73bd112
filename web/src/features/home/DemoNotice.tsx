import { Box, Code, Text } from '@chakra-ui/react';
import { usingEmulators } from '../../lib/firebaseConfig.ts';

const ACCOUNTS = [
  { label: 'Organizer and admin', email: 'admin@campcare.test', password: 'campcare-admin' },
  { label: 'Organizer', email: 'organizer@campcare.test', password: 'campcare-organizer' },
  { label: 'Participant', email: 'participant@campcare.test', password: 'campcare-participant' },
];

/** Demo sign-ins, shown only on the local emulators (never on the deployed site). */
export function DemoNotice() {
  if (!usingEmulators) return null;
  return (
    <Box as="aside" aria-label="Demo accounts" bg="orange.100" color="orange.950" fontSize="sm" px={4} py={2} textAlign="center" data-testid="demo-notice">
      <Text>
        <strong>Local demo.</strong> Try these accounts:{' '}
        {ACCOUNTS.map((a, i) => (
          <span key={a.email}>
            {a.label} <Code bg="orange.200" color="orange.950">{a.email}</Code> / <Code bg="orange.200" color="orange.950">{a.password}</Code>
            {i < ACCOUNTS.length - 1 ? ' · ' : ''}
          </span>
        ))}
      </Text>
    </Box>
  );
}
