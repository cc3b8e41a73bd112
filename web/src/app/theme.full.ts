/**
 * Every Chakra recipe plus our brand: the dashboard's system, loaded with it.
 * Built from the theme's recipe maps (not `defaultConfig`) so the public bundle
 * does not have to carry Chakra's whole default theme module.
 */
import { defineConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { createSystemInSteps } from './systemInSteps.ts';
import { publicSystemConfigs } from './theme.ts';

// Over several tasks, as the app's system (systemInSteps.ts).
export const fullSystem = await createSystemInSteps([...publicSystemConfigs, defineConfig({ theme: { recipes, slotRecipes } })]);
