/**
 * Chakra's global CSS (reset, base styles and ~700 token variables, ~50 KB)
 * is the same on every visit, yet Chakra builds it while the app starts and
 * Emotion parses and inserts it on the first render: tens of milliseconds of
 * main thread on a phone, before anything else can happen. This plugin
 * renders it once at build time into a <style> in index.html, and makes the
 * system build it only when asked for (the dashboard's nested system still
 * does); app/theme.ts then hands ChakraProvider a system without it.
 */
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { patchDependency } from './patchDependency.ts';
import { STATIC_GLOBAL_CSS_ID } from '../src/app/staticGlobalCss.ts';
import { chakraThemeAlias } from '../chakraThemeAlias.ts';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** [what Chakra 3.37 writes, what replaces it]: _global built when first read. */
const LAZY_GLOBAL: [string, string][] = [
  [
    'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    'let _globalCache; const buildGlobalStyles = () => (_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
  ],
  ['    _global,\n', '    get _global() { return buildGlobalStyles(); },\n'],
];

export function chakraStaticGlobalCss(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'campcare:chakra-static-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      return { code: patchDependency(code, LAZY_GLOBAL, id, 'chakraStaticGlobalCss'), map: null };
    },
    transformIndexHtml: {
      // After Vite's own tags, so the scripts are requested before this long style is parsed.
      order: 'post',
      async handler() {
        css ??= runnerImport<typeof import('./chakraGlobalCss.ts')>(join(import.meta.dirname, 'chakraGlobalCss.ts'), {
          configFile: false,
          root: join(import.meta.dirname, '..'),
          resolve: { alias: chakraThemeAlias },
          logLevel: 'error',
        }).then(({ module }) => module.renderGlobalCss());
        return [{ tag: 'style', attrs: { id: STATIC_GLOBAL_CSS_ID }, children: await css, injectTo: 'head' }];
      },
    },
  };
}
