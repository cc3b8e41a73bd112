/**
 * The entry is deliberately small: it starts the current page's reads
 * (app/earlyStart.ts) as soon as it arrives, while the app's own code (React,
 * Chakra, the router: app/start.tsx) is still downloading. index.html
 * preloads that code from the start (build/preloadAppCode.ts), so the split
 * costs no extra round trip; it runs once the first paint is on screen.
 *
 * Evaluating that code is the longest stretch of main-thread work on a phone,
 * so it is evaluated in stages, a task each, letting input and paints in
 * between: React and the router, then Chakra's system (app/theme.ts, a chunk
 * of its own, which builds the system over several tasks itself), then the rest.
 */
import './app/zodWithoutEval.ts';
import { afterShellPaint } from './app/afterShellPaint.ts';
import { firstPaintFilled } from './app/earlyStart.ts';
import { loadFirstScreenFonts } from './app/firstScreenFonts.ts';
import { nextTask } from './app/nextTask.ts';
import { registerServiceWorker } from './app/serviceWorker.ts';

// Its Intl set-up runs on another thread while the app's code downloads (see intlWarmup.ts).
new Worker(new URL('./app/intlWarmup.ts', import.meta.url));

// The fonts are asked for once the first paint's picture is in (so they do not share the connection
// with it), and are usually there by the time the app's code has been evaluated.
let fontsReady: Promise<void> = Promise.resolve();
void afterShellPaint(firstPaintFilled)
  .then(() => {
    fontsReady = loadFirstScreenFonts(document.documentElement.lang);
    return import('react-dom/client');
  })
  .then(nextTask)
  .then(() => import('./app/theme.ts'))
  .then(nextTask)
  .then(() => fontsReady)
  .then(() => import('./app/start.tsx'));

registerServiceWorker();
