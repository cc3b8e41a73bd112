/**
 * Waits for something to come to rest on screen before it is pressed.
 *
 * Playwright's click checks that its target holds still, then scrolls it into
 * view, then presses. A menu breaks that order: until floating-ui has placed
 * it, zag keeps it 100vh above the page, where it holds still; and a scroll
 * makes it place itself again. On a busy machine the press then began on
 * Manage Camps' "Follow-up list" and ended on the page behind, the item having
 * moved 300 px between the two (a probe logged it, 4 runs in 12 beside two
 * type checks), so the choice was lost. Here the target is scrolled into view
 * first, and pressed only once it is inside the window and has not moved for
 * two frames.
 */
import type { Locator } from 'playwright-core';

type Rest = 'settled' | 'moving' | 'outside';

/** Runs in the page: where the element is now and two frames later. */
function restState(element: Element): Promise<Rest> {
  return new Promise((resolve) => {
    const before = element.getBoundingClientRect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const after = element.getBoundingClientRect();
        if (after.x !== before.x || after.y !== before.y || after.width !== before.width || after.height !== before.height) resolve('moving');
        else if (after.top < 0 || after.left < 0 || after.bottom > innerHeight || after.right > innerWidth) resolve('outside');
        else resolve('settled');
      }),
    );
  });
}

export async function waitUntilSettled(target: Locator, timeoutMs = 45_000): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  let state = await target.evaluate(restState);
  while (state !== 'settled') {
    if (Date.now() > deadline) throw new Error(`${String(target)} did not come to rest inside the window within ${timeoutMs} ms (last seen ${state})`);
    if (state === 'outside') await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
    state = await target.evaluate(restState);
  }
}

/** Chooses an item of an open menu (Chakra's Menu) by pointer, once the menu has been placed. */
export async function chooseMenuItem(item: Locator, timeoutMs = 45_000): Promise<void> {
  await waitUntilSettled(item, timeoutMs);
  await item.click({ timeout: timeoutMs });
}
