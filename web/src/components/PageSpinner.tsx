import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** A centred spinner that screen readers announce. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="40vh" role="status">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
