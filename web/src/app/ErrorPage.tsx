import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle.ts';

/** What went wrong, in one sentence, without leaking internals. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return 'We could not find the page you were looking for.';
    // Thrown by the dashboard's role guards (features/dashboard/layout/guards.tsx).
    if (error.status === 403) return 'Your account does not have access to this page.';
    return `The page could not be loaded (${error.status}).`;
  }
  return 'The page could not be loaded. Please try again in a moment.';
}

/** Unknown routes and loader or render failures. */
export function ErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  usePageTitle('Something went wrong');
  return (
    <Container as="main" maxW="640px" py={{ base: 24, md: 32 }} textAlign="center">
      <Stack gap={5} align="center">
        <Heading as="h1" size="3xl" color="brand.fg">
          Something Went Wrong!
        </Heading>
        <Text color="fg.muted">{describe(error)}</Text>
        <Text fontWeight="medium">Here are some helpful links:</Text>
        <HStack gap={3}>
          <Button variant="outline" colorPalette="brand" onClick={() => navigate(-1)}>
            Go back
          </Button>
          <Button colorPalette="brand" onClick={() => navigate('/')}>
            Go Home
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
