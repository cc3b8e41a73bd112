/**
 * Runs inside `firebase emulators:exec`: seeds the emulators once, then each
 * requested Vitest project in turn (they share the emulators, so not in
 * parallel). Suites that change data reseed with resetAndSeed (tests/support/emulators.ts).
 */
import { run } from './lib/process.ts';
import { vitestArgs } from './lib/vitest.ts';
import { seed } from './seed/index.ts';

const projects = (process.argv[2] ?? '').split(',').filter(Boolean);
await seed({ reset: true });
let failures = 0;
for (const project of projects) {
  const code = await run('npx', vitestArgs(project, [project]));
  if (code !== 0) failures++;
}
process.exit(failures > 0 ? 1 : 0);
