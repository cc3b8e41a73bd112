import { Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A muted "Loading…" line in place of something still on its way. It is busy (aria-busy), so assistive
 * technology and the accessibility scans wait for what replaces it; it stands beside a list, never in it
 * (a list holds only its items).
 */
export function LoadingLine({ children, fontSize }: { children: ReactNode; fontSize?: TextProps['fontSize'] }) {
  return (
    <Text color="fg.muted" fontSize={fontSize} aria-busy="true">
      {children}
    </Text>
  );
}
