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
import { STATIC_GLOBAL_CSS_ID } from '../src/app/staticGlobalCss.ts';
import { chakraThemeAlias } from '../chakraThemeAlias.ts';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY_GLOBAL = 'let _globalCache; const buildGlobalStyles = () => (_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';

export function chakraStaticGlobalCss(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'campcare:chakra-static-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      // Chakra is pinned (~3.37); a new release that moves this code must fail the build, not slow the app.
      if (!code.includes(EAGER_GLOBAL) || !code.includes('    _global,\n')) {
        throw new Error(`chakraStaticGlobalCss: ${id} no longer builds _global as expected; update build/chakraStaticGlobalCss.ts.`);
      }
      return { code: code.replace(EAGER_GLOBAL, LAZY_GLOBAL).replace('    _global,\n', '    get _global() { return buildGlobalStyles(); },\n'), map: null };
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
