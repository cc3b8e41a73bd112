/**
 * New versions of CampCare. The browser looks for a new service worker at
 * each navigation; this also asks every hour and when the network returns. A
 * new version downloads in the background and waits (an open page keeps the
 * code it started with); a bar at the foot of the screen then offers to
 * reload into it now. "Later" hides it: the new version starts at the next
 * reload when one window is open (web/sw/sw.ts), or once every window is
 * closed.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';

const CHECK_EVERY_MS = 60 * 60_000;

/** The waiting new version, once there is one (null before, and in browsers without service workers). */
function useWaitingWorker(): ServiceWorker | null {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    const container = import.meta.env.PROD ? navigator.serviceWorker : undefined;
    if (!container) return;
    let timer: number | undefined;
    let check = () => {};
    void container.ready.then((registration) => {
      // Without a controller this page is the first visit: the worker installing is the first version, not an update.
      const offer = (worker: ServiceWorker | null) => worker && container.controller && setWaiting(worker);
      offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => installing.state === 'installed' && offer(installing));
      });
      check = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      timer = window.setInterval(check, CHECK_EVERY_MS);
      window.addEventListener('online', check);
    });
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, []);
  return waiting;
}

export function UpdateNotice() {
  const { t } = useTranslation();
  const waiting = useWaitingWorker();
  const [dismissed, setDismissed] = useState(false);

  function reload() {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  return (
    <Box role="status" position="fixed" bottom="4" insetX="4" zIndex="toast" pointerEvents="none" display="flex" justifyContent="center">
      {waiting && !dismissed && (
        <HStack pointerEvents="auto" bg="bg.panel" borderWidth="1px" rounded="md" shadow="lg" p="3" gap="3" maxW="lg" flexWrap="wrap" data-testid="update-notice">
          <Text flex="1" minW="12rem">
            {t('layout.update.ready')}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
              {t('layout.update.later')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={reload}>
              {t('layout.update.reload')}
            </Button>
          </HStack>
        </HStack>
      )}
    </Box>
  );
}
