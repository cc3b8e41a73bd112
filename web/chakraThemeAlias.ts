/**
 * `@chakra-theme/<file>` → one file of Chakra's default theme (see
 * src/app/theme.ts for why). Shared by vite.config.ts and the web-unit tests.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const chakraRoot = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

export const chakraThemeAlias = [
  { find: /^@chakra-theme\/(.+)$/, replacement: `${join(chakraRoot, 'dist', 'esm', 'theme')}/$1.js` },
];
