/**
 * Loaded by systemInSteps.test.ts through Vite's module runner, which applies
 * build/chakraSystemInSteps.ts to the modules imported by path (the
 * `@chakra-styled-system/*` aliases) and leaves the package's own entry to
 * Node, unpatched: the public system made by Chakra's own code and in steps,
 * each described by everything it computed.
 */
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { createTokenDictionary } from '@chakra-styled-system/token-dictionary';
import { createSystemInSteps } from '../src/app/systemInSteps.ts';
import { publicSystemConfigs } from '../src/app/theme.ts';

const mapEntries = (map: Map<string, unknown>) => [...map].map(([key, value]) => [key, value instanceof Map ? [...value] : value]);

function describeSystem(system: SystemContext): string {
  const tokens = system.tokens;
  return JSON.stringify({
    tokens: tokens.allTokens.map((t) => ({ ...t, extensions: { ...t.extensions, references: Object.keys(t.extensions.references ?? {}) } })),
    cssVars: mapEntries(tokens.cssVarMap),
    palettes: mapEntries(tokens.colorPaletteMap),
    flat: [...tokens.flatMap],
    categories: [...tokens.categoryMap.keys()],
    tokenCss: system.getTokenCss(),
    globalCss: system.getGlobalCss(),
    preflight: system.getPreflightCss(),
    properties: [...system.properties],
    style: system.css({ color: 'brand.solid', px: { base: '2', md: '4' }, _hover: { bg: 'red.500/50' }, textStyle: 'sm' }),
    button: system.getRecipeFn('button')({ variant: 'outline', size: 'sm' }),
    card: system.getSlotRecipeFn('card')({ variant: 'elevated' }),
    token: [system.token('colors.brand.solid'), system.token.var('spacing.4'), system.token('sizes.breakpoint-md')],
  });
}

export async function describeBothWays() {
  const inSteps = await createSystemInSteps([...publicSystemConfigs]);
  return {
    patched: 'steps' in (createTokenDictionary({ inSteps: true } as Parameters<typeof createTokenDictionary>[0]) as object),
    tokenCount: inSteps.tokens.allTokens.length,
    inOneGo: describeSystem(createSystem(...publicSystemConfigs)),
    inSteps: describeSystem(inSteps),
  };
}
