/**
 * The app's system plus the recipes of forms and dialogs (Field, Textarea,
 * Dialog), for the public pages that show them (sign-in, a camp's page, paying,
 * the info pages): app/FormsProviders.tsx nests it around their routes, so the
 * first screens (home, Available Camps) do not download these recipes.
 */
import { defineConfig, type SystemContext } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { createSystemInSteps } from './systemInSteps.ts';
import { publicSystemConfigs } from './theme.ts';

// Over several tasks, as the app's system (systemInSteps.ts).
const formsSystemWithGlobalCss = await createSystemInSteps(
  [...publicSystemConfigs, defineConfig({ theme: { recipes: { textarea: textareaRecipe }, slotRecipes: { dialog: dialogSlotRecipe, field: fieldSlotRecipe } } })]
);

/** Its global CSS is the app's system's, which the outer provider (or index.html) has already inserted. */
export const formsSystem: SystemContext = Object.create(formsSystemWithGlobalCss, { _global: { value: [] } });
