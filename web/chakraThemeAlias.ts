/**
 * `@chakra-theme/<file>` → one file of Chakra's default theme (see
 * src/app/theme.ts for why), and `@chakra-styled-system/<file>` → one module
 * of Chakra's styled system that the package does not export: its order of
 * media queries (sort-at-params), and what src/app/systemInSteps.ts builds a
 * system from (merge-config, token-dictionary, system). Shared by
 * vite.config.ts and the web-unit tests.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const chakraRoot = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

export const chakraThemeAlias = [
  { find: /^@chakra-theme\/(.+)$/, replacement: `${join(chakraRoot, 'dist', 'esm', 'theme')}/$1.js` },
  // Not in the package's exports: Chakra's order of media queries (app/groupedStyleRules.ts keeps Emotion's rules in
  // it), and the parts of createSystem (app/systemInSteps.ts).
  { find: /^@chakra-styled-system\/(sort-at-params|merge-config|token-dictionary|system)$/, replacement: `${join(chakraRoot, 'dist', 'esm', 'styled-system')}/$1.js` },
];
