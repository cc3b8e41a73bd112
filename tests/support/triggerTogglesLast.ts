/**
 * The order of test files: Vitest's own, except that the API suite's files
 * that turn the Functions emulator's background triggers off and on
 * (`withTriggersDisabled`, scripts/lib/admin.ts, directly or through the bulk
 * camp fixtures) run after all its other files.
 *
 * Each time the triggers come back on, firebase-tools registers every
 * Firestore trigger with the Firestore emulator again under a new key and
 * keeps the old ones (the emulator has no call that removes one), so each
 * later write is sent to the Functions emulator once per toggle so far, and
 * the stale copies wait in the same queue as the live ones. On the offset-80
 * emulators, beside a CI run: the triggers of 200 registration writes were
 * done 2.8-7.1 s after the batch on fresh emulators and 17.8-23.4 s after
 * ten toggles, and mailEvents.test.ts took 103 s instead of 205 s. The API
 * lane toggles ten times, and Vitest's order put camps.test.ts (two of
 * them) first, so nearly every file ran behind stale triggers.
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TOGGLES_TRIGGERS = /\b(withTriggersDisabled|insertManyCamps|deleteManyCamps)\(/;

function togglesTriggers(spec: TestSpecification): boolean {
  return spec.project.name === 'api' && TOGGLES_TRIGGERS.test(readFileSync(spec.moduleId, 'utf8'));
}

export class TriggerTogglesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((spec) => !togglesTriggers(spec)), ...sorted.filter(togglesTriggers)];
  }
}
