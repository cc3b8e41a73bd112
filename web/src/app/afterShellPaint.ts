/**
 * Resolves once index.html's first paint (the header, and the page's largest
 * picture: on home the first banner slide, on Available Camps the first
 * card's picture) is on screen. Evaluating the app's code keeps the main
 * thread busy for a while on a phone; started after this, it no longer holds
 * back the paint of a picture that has already arrived.
 */
const MAX_WAIT_FOR_PICTURE_MS = 3000;
/** rAF does not run in a hidden tab: the app must start there too. */
const MAX_WAIT_FOR_FRAME_MS = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function afterShellPaint(
  filled: Promise<void> = Promise.resolve(),
  root: HTMLElement | null = document.getElementById('root'),
): Promise<void> {
  // Available Camps puts its picture in the first paint only once the camps have been read
  // (features/camps/early.ts); the wait for that read counts in the same limit as the download.
  const pictureShown = filled.then(() => {
    const picture = root?.querySelector('img');
    // decode() waits for the download and the decoding (done off the main thread), so the
    // next frame can paint the picture; a broken picture rejects.
    return picture?.decode().catch(() => undefined);
  });
  // A slow picture is not waited for long.
  await Promise.race([pictureShown, delay(MAX_WAIT_FOR_PICTURE_MS)]);
  // The frame that paints, then the task after it.
  await Promise.race([new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))), delay(MAX_WAIT_FOR_FRAME_MS)]);
}
