import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeAlias } from './chakraThemeAlias.ts';

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
          ],
        },
      },
    },
  },
});
