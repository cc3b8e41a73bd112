/**
 * Every Chakra recipe plus our brand: the dashboard's system, loaded with it.
 * Built from the theme's recipe maps (not `defaultConfig`) so the public bundle
 * does not have to carry Chakra's whole default theme module.
 */
import { createSystem, defineConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { publicSystemConfigs } from './theme.ts';

export const fullSystem = createSystem(...publicSystemConfigs, defineConfig({ theme: { recipes, slotRecipes } }));
