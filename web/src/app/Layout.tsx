import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { BelowTheFold } from '../components/BelowTheFold.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header, HEADER_HEIGHT } from './Header.tsx';
import { NEW_VERSION_EVENT } from './newVersionEvent.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { needCatalog, useTranslation } from '../lib/i18n/index.ts';

// Loaded only once a new version waits: no first screen carries it.
const UpdateNotice = lazy(() => Promise.all([import('./UpdateNotice.tsx'), needCatalog('shared')]).then(([module]) => ({ default: module.UpdateNotice })));

/** Fixed header, main area, footer; a thin bar shows while a route loads. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        {t('layout.skipToMain')}
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <Box
          position="fixed"
          top={HEADER_HEIGHT}
          left={0}
          right={0}
          h="3px"
          bg="brand.solid"
          zIndex="sticky"
          role="progressbar"
          aria-label={t('layout.loadingPage')}
        />
      )}
      <Box as="main" id="main" tabIndex={-1} flex="1" pt={HEADER_HEIGHT} outline="none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
      <div role="status">
        <NewVersion />
      </div>
      <ScrollRestoration />
    </Flex>
  );
}

/** The notice offering a new version, once app/newVersion.ts says one waits. */
function NewVersion() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    const onNewVersion = (event: Event) => setWaiting((event as CustomEvent<ServiceWorker>).detail);
    addEventListener(NEW_VERSION_EVENT, onNewVersion);
    return () => removeEventListener(NEW_VERSION_EVENT, onNewVersion);
  }, []);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdateNotice waiting={waiting} />
    </Suspense>
  ) : null;
}
