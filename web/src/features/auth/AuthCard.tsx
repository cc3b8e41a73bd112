import { Box, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The two-column frame of the login and sign-up pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Grid maxW="1080px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 14 }} templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={10} alignItems="center">
      <Box hideBelow="lg" rounded="2xl" overflow="hidden" bg="brand.subtle">
        <Image src="/images/about-team.jpg" alt="" w="full" h="560px" objectFit="cover" loading="lazy" />
      </Box>
      <Stack gap={6} maxW="460px" w="full" mx="auto" p={{ base: 2, md: 8 }} rounded="2xl" borderWidth={{ base: 0, md: '1px' }}>
        <Stack gap={1}>
          <Heading as="h1" size="3xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Stack>
        {children}
      </Stack>
    </Grid>
  );
}
