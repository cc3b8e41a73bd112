/**
 * The bar at the foot of the screen offering to start a new version of
 * CampCare that has downloaded and waits (app/serviceWorker.ts watches for
 * it; the layout loads this file only then). Reload starts it now; "Later"
 * hides the bar, and the new version starts at the next reload when one
 * window is open (web/sw/sw.ts), or once every window is closed.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';

export function UpdateNotice({ waiting }: { waiting: ServiceWorker }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);

  function reload() {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  if (dismissed) return null;
  return (
    <HStack
      position="fixed"
      bottom="4"
      insetX="4"
      mx="auto"
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="lg"
      p="3"
      gap="3"
      maxW="lg"
      flexWrap="wrap"
      data-testid="update-notice"
    >
      <Text flex="1" minW="12rem">
        {t('update.ready')}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          {t('update.later')}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={reload}>
          {t('update.reload')}
        </Button>
      </HStack>
    </HStack>
  );
}
