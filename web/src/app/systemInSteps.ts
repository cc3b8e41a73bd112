/**
 * Chakra's createSystem, run over several tasks. In one go it was the app's
 * longest task on a phone; build/chakraSystemInSteps.ts explains how the
 * merged config and the token dictionary's passes are handed over. Where that
 * patch is not applied (the dev server, unit tests, the build's own Node
 * runs), the system is created in one go, as Chakra does.
 */
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { mergeConfigs } from '@chakra-styled-system/merge-config';
import { createSystem } from '@chakra-styled-system/system';
import { createTokenDictionary } from '@chakra-styled-system/token-dictionary';
import { nextTask } from './nextTask.ts';
import { PREPARED_SYSTEM_KEY } from './preparedSystemKey.ts';

type DictionaryOptions = Parameters<typeof createTokenDictionary>[0] & { inSteps?: boolean };

/** What the patched dictionary returns when asked for its passes. */
interface DictionaryInSteps {
  dictionary: ReturnType<typeof createTokenDictionary>;
  steps: (() => void)[];
}

function dictionaryInSteps(options: DictionaryOptions): DictionaryInSteps | null {
  const built: unknown = createTokenDictionary({ ...options, inSteps: true } as DictionaryOptions);
  return built && typeof built === 'object' && 'steps' in built ? (built as DictionaryInSteps) : null;
}

export async function createSystemInSteps(configs: SystemConfig[]): Promise<SystemContext> {
  // An empty dictionary says, at no cost, whether the patch is there.
  if (!dictionaryInSteps({})) return createSystem(...configs);
  // Apart from the task that evaluated the theme's modules.
  await nextTask();
  const config = mergeConfigs(...configs);
  await nextTask();
  const { theme = {}, cssVarsPrefix = 'chakra' } = config;
  const built = dictionaryInSteps({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix })!;
  for (const step of built.steps) {
    step();
    await nextTask();
  }
  return createSystem({ [Symbol.for(PREPARED_SYSTEM_KEY)]: { config, tokens: built.dictionary } } as SystemConfig);
}
