import { join } from 'node:path';
import { CACHE_DIR, portOffset, ROOT } from './emulators.ts';

/**
 * Shifted runs count into their own folder, so parallel suites never mix their
 * results. `npm test` names its folder in CAMPCARE_TEST_RESULTS for the suites
 * it runs on its second set of emulators (another offset), so their reports land with its own.
 */
export const RESULTS_DIR =
  process.env.CAMPCARE_TEST_RESULTS ??
  (portOffset() === 0 ? join(ROOT, 'test-results') : join(CACHE_DIR, `offset-${portOffset()}`, 'test-results'));

/** Screenshots and logs of the pages of browser tests' failed attempts (tests/support/failedPages.ts). */
export const FAILED_PAGES_DIR = join(RESULTS_DIR, 'failed-pages');

/** `vitest run` for some projects, also writing a JSON report that scripts/test.ts counts. */
export function vitestArgs(report: string, projects: string[]): string[] {
  return [
    'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(RESULTS_DIR, `${report}.json`)}`,
  ];
}
