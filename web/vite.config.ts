import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In `npm run dev` the API is the Functions emulator behind the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  // Shifted emulator suites build elsewhere (scripts/lib/emulators.ts, buildDirs).
  build: { target: 'es2022', sourcemap: true, outDir: process.env.WEB_OUT_DIR ?? 'dist', emptyOutDir: true },
});
