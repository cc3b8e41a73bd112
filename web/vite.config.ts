import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraLazyUtilityValues } from './build/chakraLazyUtilityValues.ts';
import { chakraSystemInSteps } from './build/chakraSystemInSteps.ts';
import { chakraStaticGlobalCss } from './build/chakraStaticGlobalCss.ts';
import { compiledCatalogs } from './build/compiledCatalogs.ts';
import { hostingSecurityHeaders } from './build/contentSecurityPolicy.ts';
import { APP_START, APP_THEME, preloadAppCode } from './build/preloadAppCode.ts';
import { preloadLanguageFonts } from './build/preloadLanguageFonts.ts';
import { reactRouterProduction } from './build/reactRouterProduction.ts';
import { chakraThemeAlias } from './chakraThemeAlias.ts';

type ModuleInfoLookup = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/**
 * Whether a module is reachable through static imports only from a module `isRoot` accepts
 * (not counting imports by a module `passOver` names: an index that merely re-exports it).
 */
function reachableFrom(isRoot: (id: string, info: { isEntry: boolean }) => boolean, passOver: (id: string) => boolean = () => false) {
  const cache = new Map<string, boolean>();
  const reachable = (id: string, getModuleInfo: ModuleInfoLookup, seen = new Set<string>()): boolean => {
    const cached = cache.get(id);
    if (cached !== undefined) return cached;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = getModuleInfo(id);
    const result =
      !!info && (isRoot(id, info) || info.importers.some((importer) => !passOver(importer) && reachable(importer, getModuleInfo, seen)));
    // Only definite answers are cached: a "no" found inside a cycle may be a "yes" from elsewhere.
    if (result || seen.size === 1) cache.set(id, result);
    return result;
  };
  return reachable;
}
const inEntry = reachableFrom((_, info) => info.isEntry);
const inAppStart = reachableFrom((id) => APP_START.test(id));
const inAppTheme = reachableFrom((id) => APP_THEME.test(id));
/**
 * Chakra's default theme: its index (and the default preset behind the package's index) imports
 * every recipe, which only the dashboard's full system uses (app/theme.full.ts). A theme file
 * belongs to the first load only if the public system (app/theme.ts) imports it itself.
 */
const CHAKRA_THEME_FILE = /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]/;
const CHAKRA_THEME_INDEXES = /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](index|preset|theme[\\/](index|recipes|slot-recipes))\.js$/;
const inPublicTheme = reachableFrom((id) => APP_THEME.test(id), (importer) => CHAKRA_THEME_INDEXES.test(importer));
const dashboardOnlyTheme = (id: string, ctx: { getModuleInfo: ModuleInfoLookup }) =>
  CHAKRA_THEME_FILE.test(id) && !inPublicTheme(id, (moduleId) => ctx.getModuleInfo(moduleId));
/** The home page (a lazy route whose file index.html preloads on `/`), and what of the home feature it imports. */
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
const HOME_FEATURE = /[\\/]src[\\/]features[\\/]home[\\/]/;
const inHomePage = reachableFrom((id) => HOME_PAGE.test(id));
/**
 * What both first screens (home and Available Camps) render besides the app's own code: the Chakra
 * components of their grids and placeholders, their read hook and their grids' gradual reveal (left to the
 * default splitting, the reveal went into home's file, which Available Camps then downloaded). In the app's file rather than a
 * file each: every file costs its own request and compresses alone.
 */
const FIRST_SCREENS_SHARED =
  /(node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](skeleton|simple-grid|grid|icons|alert|code)[\\/]|[\\/]src[\\/]lib[\\/]useAsync\.ts$|[\\/]src[\\/]components[\\/]useGradualCount\.ts$)/;
/**
 * Chakra's components and the code behind them (zag's state machines, Floating UI's positioning for
 * menus and popovers): left to the default splitting (see below). The package's index reaches all of
 * them, so a group deciding by reachability from app/theme.ts would put them in the first load.
 */
const CHAKRA_COMPONENTS = /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components|@zag-js|@ark-ui|@floating-ui|swiper)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    preloadAppCode(),
    preloadLanguageFonts(),
    chakraStaticGlobalCss(),
    chakraLazyUtilityValues(),
    chakraSystemInSteps(),
    compiledCatalogs(),
    hostingSecurityHeaders(),
    // Installable, and usable with no network after one visit: the web manifest, and a service worker
    // (sw/sw.ts) that keeps the build's files on the device. Registered by the page itself after load
    // (src/app/serviceWorker.ts), so it costs the first screen nothing.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'CampCare',
        short_name: 'CampCare',
        description: 'Find and join free and low-cost medical camps; check people in at the door, even with no signal.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f766e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app's code, styles, fonts and texts, and index.html (every page's shell); the manifest's icons
        // are added by the plugin. Not the public pages' pictures (large, and not needed to work), the
        // organizers' charts, the font subsets of scripts CampCare does not write in, nor source maps:
        // about 1 MB to download once, after the first screen.
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'images/logo*.svg'],
        globIgnores: ['**/*.map', 'assets/*Chart-*.js', 'assets/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Hashed file names already change with their content.
        dontCacheBustURLsMatching: /^assets\//,
      },
      devOptions: { enabled: false },
    }),
  ],
  // The domain package's field schemas and the forms share one copy of zod.
  resolve: { alias: chakraThemeAlias, dedupe: ['zod'] },
  server: {
    port: 5173,
    // In `npm run dev` the API is the Functions emulator behind the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  // Shifted emulator suites build elsewhere (scripts/lib/emulators.ts, buildDirs).
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What the small entry runs (the early reads): one file, loaded with it.
              name: (id, ctx) => (inEntry(id, (moduleId) => ctx.getModuleInfo(moduleId)) && !ctx.getModuleInfo(id)?.isEntry ? 'early' : null),
              priority: 30,
            },
            {
              // Every page needs all of these: one long-cached file instead of a dozen small ones.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // Chakra's system (our theme and the styled-system building it): a file of its
              // own, so the entry can evaluate it in a task of its own (src/main.tsx).
              name: (id, ctx) =>
                !CHAKRA_COMPONENTS.test(id) && !dashboardOnlyTheme(id, ctx) && inAppTheme(id, (moduleId) => ctx.getModuleInfo(moduleId)) ? 'system' : null,
              priority: 15,
            },
            {
              // The rest of what the first page always runs, in one file: many small shared
              // chunks cost a round trip each on a phone. Chakra's components and the state
              // machines behind them are left to the default splitting, because its barrel
              // file makes every component reachable from the start.
              name: (id, ctx) =>
                FIRST_SCREENS_SHARED.test(id) ||
                (!CHAKRA_COMPONENTS.test(id) && !dashboardOnlyTheme(id, ctx) && inAppStart(id, (moduleId) => ctx.getModuleInfo(moduleId)))
                  ? 'app'
                  : null,
              priority: 10,
            },
            {
              // The home page's own code in one file (its carousels' Swiper stays apart: loaded on interaction).
              name: (id, ctx) => (HOME_FEATURE.test(id) && inHomePage(id, (moduleId) => ctx.getModuleInfo(moduleId)) ? 'homePage' : null),
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
