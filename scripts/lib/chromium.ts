import { existsSync } from 'node:fs';

/** Debian's Chromium, as the web benchmark and the README's screenshot run it: the browser people have, headless. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` where it
 * is installed (`.ci/run` installs it), else Chromium itself. The shell is
 * Chromium of the same version built for headless use only, which is all
 * the tests need. On this 2-core machine six fresh contexts, each
 * logging in and opening /allCamps, cost 47-48 s of CPU with the shell and
 * 68-71 s with Chromium (`scripts/bench/testBrowser.ts`), and nearly every
 * browser test opens a fresh context. `CHROMIUM_PATH` still chooses both.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Flags for every run, without the headless one (Playwright adds its own; Lighthouse needs `--headless=new`). */
export const CHROMIUM_OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
