/**
 * The door with no signal, end to end (scripts/lib/doorScenario.ts plays it):
 * two phones open a camp's Check-in page once online, then lose the network
 * for the whole session, a reload and a browser restart included; they admit
 * 30 people between them, 3 of them on both phones, register 5 walk-ins, and
 * a forged code is refused. Back online, nothing is lost or counted twice,
 * the walk-ins' claim codes given offline work, the server keeps the 3
 * conflicts, and both desks show them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DOOR_DAY, runDoorScenario } from '../../scripts/lib/doorScenario.ts';
import { SCREENSHOT_DIR } from '../support/browser.ts';
import { resetAndSeed } from '../support/emulators.ts';
import { mkdirSync } from 'node:fs';

beforeAll(async () => {
  await resetAndSeed();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

describe('the door with no signal', () => {
  it('two phones offline: 30 check-ins (3 people on both) and 5 walk-ins; back online none lost or doubled, 3 conflicts shown, a forged code refused', async () => {
    const figures = await runDoorScenario({ ...DOOR_DAY, screenshots: SCREENSHOT_DIR });
    expect(figures.recordedWhileOffline).toBe(0);
    expect(figures).toMatchObject({
      checkedIn: 30,
      walkIns: 5,
      walkInCodesValid: 5,
      lost: 0,
      duplicates: 0,
      conflicts: 3,
      conflictsShown: { a: 3, b: 3 },
      forgedAccepted: 0,
    });
  }, 600_000);
});
