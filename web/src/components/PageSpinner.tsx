import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '../lib/i18n/index.ts';

/** A centred spinner that screen readers announce. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center minH="40vh" role="status">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <VisuallyHidden>{label ?? t('layout.loadingPage')}</VisuallyHidden>
    </Center>
  );
}
