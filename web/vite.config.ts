import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeAlias } from './chakraThemeAlias.ts';

type ModuleInfoLookup = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;
const startCache = new Map<string, boolean>();

/** Whether a module is reachable from the entry through static imports only. */
function loadedAtStart(id: string, getModuleInfo: ModuleInfoLookup, seen = new Set<string>()): boolean {
  const cached = startCache.get(id);
  if (cached !== undefined) return cached;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  const result = !!info && (info.isEntry || info.importers.some((importer) => loadedAtStart(importer, getModuleInfo, seen)));
  // Only definite answers are cached: a "no" found inside a cycle may be a "yes" from elsewhere.
  if (result || seen.size === 1) startCache.set(id, result);
  return result;
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: chakraThemeAlias },
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
            // Every page needs all of these: one long-cached file instead of a dozen small ones.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            {
              // The rest of what the first page always runs, in one file: many small shared
              // chunks cost a round trip each on a phone. Chakra's components and the
              // state machines behind them are left to the default splitting, because
              // its barrel file makes every component reachable from the entry.
              name: (id, ctx) =>
                !/node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components|@zag-js|@ark-ui|swiper)[\\/]/.test(id) &&
                loadedAtStart(id, (moduleId) => ctx.getModuleInfo(moduleId))
                  ? 'app'
                  : null,
            },
          ],
        },
      },
    },
  },
});
