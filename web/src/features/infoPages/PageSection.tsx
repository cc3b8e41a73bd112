import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of a text page (Privacy Policy, FAQ, Our Team): a region named by its heading. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap={3}>
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
