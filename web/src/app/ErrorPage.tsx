import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle.ts';
import { translate, useTranslation } from '../lib/i18n/index.ts';

/** What went wrong, in one sentence, without leaking internals. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return translate('errorPage.notFound');
    // Thrown by the dashboard's role guards (features/dashboard/layout/guards.tsx).
    if (error.status === 403) return translate('errorPage.forbidden');
    return translate('errorPage.status', { status: String(error.status) });
  }
  return translate('errorPage.failed');
}

/** Unknown routes and loader or render failures. */
export function ErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  usePageTitle(t('errorPage.title'));
  return (
    <Container as="main" maxW="640px" py={{ base: 24, md: 32 }} textAlign="center">
      <Stack gap={5} align="center">
        <Heading as="h1" size="3xl" color="brand.fg">
          {t('errorPage.heading')}
        </Heading>
        <Text color="fg.muted">{describe(error)}</Text>
        <Text fontWeight="medium">{t('errorPage.helpfulLinks')}</Text>
        <HStack gap={3}>
          <Button variant="outline" colorPalette="brand" onClick={() => navigate(-1)}>
            {t('errorPage.back')}
          </Button>
          <Button colorPalette="brand" onClick={() => navigate('/')}>
            {t('errorPage.home')}
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
