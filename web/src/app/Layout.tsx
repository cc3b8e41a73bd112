import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { BelowTheFold } from '../components/BelowTheFold.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header, HEADER_HEIGHT } from './Header.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useTranslation } from '../lib/i18n/index.ts';

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
      <UpdateNotice />
      <ScrollRestoration />
    </Flex>
  );
}
