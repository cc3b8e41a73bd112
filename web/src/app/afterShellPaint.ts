/**
 * Resolves once index.html's first paint (the header, and on home the first
 * banner slide, the page's largest picture) is on screen. Evaluating the
 * app's code keeps the main thread busy for a while on a phone; started
 * after this, it no longer holds back the paint of a picture that has
 * already arrived.
 */
const MAX_WAIT_FOR_PICTURE_MS = 3000;
/** rAF does not run in a hidden tab: the app must start there too. */
const MAX_WAIT_FOR_FRAME_MS = 100;

export function afterShellPaint(root: HTMLElement | null = document.getElementById('root')): Promise<void> {
  const picture = root?.querySelector('img');
  const pictureReady =
    !picture || picture.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          picture.addEventListener('load', () => resolve(), { once: true });
          picture.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, MAX_WAIT_FOR_PICTURE_MS);
        });
  return pictureReady.then(
    () =>
      new Promise<void>((resolve) => {
        // The frame that paints, then the task after it.
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, MAX_WAIT_FOR_FRAME_MS);
      }),
  );
}
