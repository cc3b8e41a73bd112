/**
 * Every test suite as a Vitest project. Unit projects need nothing running;
 * the others expect the emulators (scripts/test.ts starts them).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './web/build/compiledCatalogs.ts';
import { chakraThemeAlias } from './web/chakraThemeAlias.ts';

const onEmulators = { fileParallelism: false, testTimeout: 60_000, hookTimeout: 120_000 };

/**
 * The unit projects share one module graph across their files instead of
 * loading React, Chakra and the domain again for each of the 90: on this
 * 2-core machine the three took 238 s (261 s of CPU) isolated and 55 s
 * without, all 622 tests passing in the usual order and shuffled. Their
 * shared state is reset per test (web/test/setup.ts clears the DOM and the
 * query cache). The API suite shares them too: its files mock nothing and
 * set no environment, its fixtures' module state (the latest cast's
 * organizer, counters) is set by each file before use, and loading the
 * Admin SDK and functions' modules again for each of its 41 files cost
 * 106 s of setup and imports in a full CI run; shared, 11 s in a run of the
 * suite on a loaded machine (all 849 tests passed). The browser suites share
 * them too (all but the accessibility scans' single file): each file in a
 * fresh worker loaded Playwright and the test helpers again, about 2 s of
 * processor time a file (four e2e files on the offset-80 emulators, vitest
 * under /usr/bin/time: 39 and 42 s of user and system time isolated, 32 s
 * twice shared), for 38 files run beside the API lane. Their per-file hooks
 * are registered by setup files, which run for each file
 * (tests/support/browserTestHooks.ts).
 */
const sharedModules = { isolate: false };
const browserHooks = ['tests/support/browserTestHooks.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/test/**/*.test.ts'], environment: 'node', ...sharedModules } },
      { test: { name: 'functions-unit', include: ['functions/test/unit/**/*.test.ts'], environment: 'node', ...sharedModules } },
      { test: { name: 'scripts-unit', include: ['scripts/**/*.test.ts'], environment: 'node', ...sharedModules } },
      {
        plugins: [react(), compiledCatalogs()],
        resolve: { alias: chakraThemeAlias },
        test: {
          name: 'web-unit',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          testTimeout: 15_000,
          ...sharedModules,
        },
      },
      { test: { name: 'smoke', include: ['tests/smoke/**/*.test.ts'], setupFiles: browserHooks, ...onEmulators } },
      // 180 s, not 60: the limit is there to stop a hung test, not to measure speed (the API project has no
      // retry). Requests sent at once can each start a Functions emulator worker of their own (it starts one
      // whenever none is idle), slow beside the browser lanes on a loaded 2-core machine: 12 joins at once on
      // one camp took 37 s in one CI run and ran past 60 s in the next, as twenty raced bookings and webhooks had.
      { test: { name: 'api', include: ['functions/test/api/**/*.test.ts'], setupFiles: ['tests/support/emulatorEnv.ts'], ...onEmulators, testTimeout: 180_000, ...sharedModules } },
      { test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], ...onEmulators } },
      // Browser tests on a busy machine now and then lose a timing race against the emulators
      // (each such race found was fixed): one retry, as Playwright's CI preset does. A real bug
      // fails both attempts; scripts/test.ts names every test that passed only on its retry.
      { test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], setupFiles: browserHooks, ...onEmulators, testTimeout: 120_000, retry: 1, ...sharedModules } },
      // Each role's main journeys as people take them (tests/journeys/support/journey.ts says what fails one).
      {
        test: {
          name: 'journeys',
          include: ['tests/journeys/**/*.test.ts'],
          setupFiles: [...browserHooks, 'tests/journeys/support/journeyTestHooks.ts'],
          ...onEmulators,
          testTimeout: 300_000,
          retry: 1,
          ...sharedModules,
        },
      },
      // axe-core over every page and dialog, in both languages: browser tests too, a suite of its own so
      // scripts/test.ts can run it on the journeys' emulators and even out the lanes.
      { test: { name: 'accessibility', include: ['tests/accessibility/**/*.test.ts'], setupFiles: browserHooks, ...onEmulators, testTimeout: 120_000, retry: 1 } },
      { test: { name: 'restart', include: ['tests/restart/**/*.test.ts'], ...onEmulators, testTimeout: 600_000 } },
    ],
  },
});
