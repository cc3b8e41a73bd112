/**
 * The camps feature's second public face, for the app's small entry only
 * (app/earlyStart.ts). It is apart from index.ts because the entry must stay
 * a few KB: importing index.ts would bring the camp card and Chakra into it.
 */
import { prefetchCampPage } from './api/campPage.ts';
import { readListView } from './listParams.ts';

/**
 * On Available Camps, starts reading the page's camps before the app's code has
 * arrived (see app/earlyStart.ts). Resolves once the first card's picture has
 * been put in the first paint, or once the read has ended with no picture to
 * show (a failed read, no camps); at once on any other page.
 */
export function startCampListReadEarly(location: Location): Promise<void> {
  // The router matches paths case-insensitively, with or without a trailing slash.
  if (location.pathname.replace(/\/$/, '').toLowerCase() !== '/allcamps') return Promise.resolve();
  return new Promise((resolve) => {
    prefetchCampPage(readListView(new URLSearchParams(location.search)), (url) => {
      showInFirstPaint(url);
      resolve();
    }).then(resolve);
  });
}

/**
 * Puts the first card's picture in index.html's first paint, in the frame it
 * holds where the grid's first card goes, if the app has not replaced that
 * paint yet: on a phone the picture is on screen while the app's code is
 * still being evaluated (the page's largest paint came a second or more after
 * the picture had arrived). The app's card then shows the same picture, in
 * the same place and size.
 */
function showInFirstPaint(url: string): void {
  const frame = document.querySelector('#root .shell-card > div');
  if (!frame || frame.querySelector('img')) return;
  const picture = document.createElement('img');
  picture.alt = '';
  picture.fetchPriority = 'high';
  // As the card's own picture is sized, so that it covers exactly the same area.
  picture.width = 640;
  picture.height = 400;
  picture.src = url;
  frame.append(picture);
}
