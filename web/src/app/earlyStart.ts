/**
 * Work a page can start before the app's own code has arrived.
 * main.tsx, the small entry, runs this at once, so the reads below go out
 * while React, Chakra and the router are still downloading and being set
 * up (a second or more on a slow phone), instead of after. (The page's code
 * itself is preloaded by index.html: see build/preloadAppCode.ts.)
 * The same goes for the catalog of a page opened in another language.
 */
import { startCampListReadEarly } from '../features/camps/early.ts';
import { startLanguageEarly } from '../lib/i18n/languages.ts';

startLanguageEarly(window.location);
/**
 * Settles once the page's first paint holds all it will before the app's code
 * runs: on Available Camps, the first card's picture (or the read's end with
 * none), so main.tsx starts the app after that picture is on screen, as on home.
 */
export const firstPaintFilled = startCampListReadEarly(window.location);
