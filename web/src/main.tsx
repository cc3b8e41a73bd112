/**
 * The entry is deliberately small: it starts the current page's reads
 * (app/earlyStart.ts) as soon as it arrives, while the app's own code (React,
 * Chakra, the router: app/start.tsx) is still downloading. index.html
 * preloads that code from the start (build/preloadAppCode.ts), so the split
 * costs no extra round trip; it runs once the first paint is on screen.
 */
import { afterShellPaint } from './app/afterShellPaint.ts';
import './app/earlyStart.ts';

void afterShellPaint().then(() => import('./app/start.tsx'));
