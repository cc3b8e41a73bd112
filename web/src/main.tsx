/**
 * The entry is deliberately small: it starts the current page's reads
 * (app/earlyStart.ts) as soon as it arrives, while the app's own code (React,
 * Chakra, the router: app/start.tsx) is still downloading. index.html
 * preloads that code from the start (vite.config.ts, preloadAppCode), so the
 * split costs no extra round trip.
 */
import './app/earlyStart.ts';

void import('./app/start.tsx');
