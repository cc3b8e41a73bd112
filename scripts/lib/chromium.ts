/** Debian's Chromium, as the browser tests and the web benchmark run it: headless, reaching for no network this machine does not have. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
