/**
 * Lets app/systemInSteps.ts build Chakra's system over several tasks instead
 * of one. Creating the system was the app's longest single task on a phone
 * (about 130 ms unthrottled in Lighthouse's trace of Available Camps, so
 * about 500 ms of blocking time at Lighthouse's 4x CPU): merging the configs,
 * then building the token dictionary in eight passes over every token, then
 * the rest. Patched here:
 *
 * - the token dictionary, asked with `inSteps`, returns its passes instead of
 *   running them, so the caller can run one per task, in the same order;
 * - createSystem, given one config holding a merged config and a finished
 *   dictionary under PREPARED_SYSTEM, uses those instead of making its own.
 *
 * Called any other way, both do what Chakra's own code does.
 */
import type { Plugin } from 'vite';
import { patchDependency } from './patchDependency.ts';
import { PREPARED_SYSTEM_KEY } from '../src/app/preparedSystemKey.ts';

const TOKEN_DICTIONARY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** [what Chakra 3.37 writes, what replaces it], per module; each must be found exactly once. */
const REPLACEMENTS: [RegExp, [string, string][]][] = [
  [
    TOKEN_DICTIONARY_MODULE,
    [
      [
        `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`,
        // build()'s passes, in its order, after registering the tokens, transforms and middlewares.
        `  const steps = [
    registerTokens,
    () => {
      registerTransform(...tokenTransforms);
      registerMiddleware(...tokenMiddlewares);
      applyMiddlewares("pre");
    },
    () => applyTransforms("pre"),
    addConditionalTokens,
    addReferences,
    expandTokenReferences$1,
    () => applyMiddlewares("post"),
    () => applyTransforms("post"),
    setupViews
  ];
  if (options.inSteps) return { dictionary, steps };
  steps.forEach((step) => step());
  return dictionary;
}`,
      ],
    ],
  ],
  [
    SYSTEM_MODULE,
    [
      [
        `function createSystem(...configs) {
  const config = mergeConfigs(...configs);`,
        `function createSystem(...configs) {
  const prepared = configs.length === 1 ? configs[0]?.[Symbol.for(${JSON.stringify(PREPARED_SYSTEM_KEY)})] : void 0;
  const config = prepared ? prepared.config : mergeConfigs(...configs);`,
      ],
      ['  const tokens = createTokenDictionary({', '  const tokens = prepared ? prepared.tokens : createTokenDictionary({'],
    ],
  ],
];

export function chakraSystemInSteps(): Plugin {
  return {
    name: 'campcare:chakra-system-in-steps',
    apply: 'build',
    transform(code, id) {
      const found = REPLACEMENTS.find(([module]) => module.test(id));
      if (!found) return null;
      return { code: patchDependency(code, found[1], id, 'chakraSystemInSteps'), map: null };
    },
  };
}
