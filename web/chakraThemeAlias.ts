/**
 * `@chakra-theme/<file>` → one file of Chakra's default theme (see
 * src/app/theme.ts for why), and `@chakra-styled-system/sort-at-params` →
 * Chakra's order of media queries. Shared by vite.config.ts and the web-unit tests.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const chakraRoot = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

export const chakraThemeAlias = [
  { find: /^@chakra-theme\/(.+)$/, replacement: `${join(chakraRoot, 'dist', 'esm', 'theme')}/$1.js` },
  // Chakra's order of media queries (app/groupedStyleRules.ts keeps Emotion's rules in it); not in the package's exports.
  { find: /^@chakra-styled-system\/(sort-at-params)$/, replacement: `${join(chakraRoot, 'dist', 'esm', 'styled-system')}/$1.js` },
];
