import { join } from 'node:path';
import { ROOT } from './emulators.ts';

export const RESULTS_DIR = join(ROOT, 'test-results');

/** `vitest run` for some projects, also writing a JSON report that scripts/test.ts counts. */
export function vitestArgs(report: string, projects: string[]): string[] {
  return [
    'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(RESULTS_DIR, `${report}.json`)}`,
  ];
}
