/** Chakra's system made over several tasks (app/systemInSteps.ts) is the one Chakra makes in one go. */
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraSystemInSteps } from '../build/chakraSystemInSteps.ts';
import { chakraThemeAlias } from '../chakraThemeAlias.ts';

describe('the system made in steps', () => {
  it('holds the same tokens, variables, styles and recipes as the system made in one go', async () => {
    const { module } = await runnerImport<typeof import('./systemInStepsProbe.ts')>(join(import.meta.dirname, 'systemInStepsProbe.ts'), {
      configFile: false,
      root: join(import.meta.dirname, '..'),
      // The plugin applies to builds only; here the module runner loads the modules.
      plugins: [{ ...chakraSystemInSteps(), apply: undefined }],
      resolve: { alias: chakraThemeAlias },
      logLevel: 'error',
    });
    const { patched, tokenCount, inOneGo, inSteps } = await module.describeBothWays();
    expect(patched).toBe(true);
    expect(tokenCount).toBeGreaterThan(500);
    expect(inSteps).toBe(inOneGo);
  }, 120_000);

  it('fails the build when Chakra’s code no longer reads as the patch expects', () => {
    const plugin = chakraSystemInSteps();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(() => transform('function createSystem(...configs) {}', '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js')).toThrow(/no longer reads as expected/);
    expect(transform('const a = 1;', '/x/src/other.js')).toBeNull();
  });
});
