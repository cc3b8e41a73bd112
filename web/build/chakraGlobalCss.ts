/** Run at build time by Vite's module runner (see chakraStaticGlobalCss.ts): the public system's global CSS as text. */
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { system } from '../src/app/theme.ts';

/** What ChakraProvider's <Global> elements insert: the layer order, then the reset, base styles and token variables. */
export function renderGlobalCss(): string {
  const { styles } = serializeStyles([system._global as Parameters<typeof serializeStyles>[0][number]]);
  return system.layers.atRule + serialize(compile(styles), middleware([prefixer, stringify]));
}
