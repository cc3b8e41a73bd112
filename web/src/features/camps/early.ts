/**
 * The camps feature's second public face, for the app's small entry only
 * (app/earlyStart.ts). It is apart from index.ts because the entry must stay
 * a few KB: importing index.ts would bring the camp card and Chakra into it.
 */
import { prefetchCampPage } from './api/campPage.ts';
import { readListView } from './listParams.ts';

/** On Available Camps, starts reading the page's camps before the app's code has arrived (see app/earlyStart.ts). */
export function startCampListReadEarly(location: Location): void {
  // The router matches paths case-insensitively, with or without a trailing slash.
  if (location.pathname.replace(/\/$/, '').toLowerCase() === '/allcamps') {
    prefetchCampPage(readListView(new URLSearchParams(location.search)));
  }
}
