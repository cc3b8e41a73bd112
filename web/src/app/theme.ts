/**
 * The Chakra systems: teal brand palette, Inter, light and dark semantic
 * colours. The public pages' system carries only the recipes they use (all
 * of Chakra's recipes weigh ~20 KB gzip); the dashboard nests the full system
 * (theme.full.ts) inside its lazily loaded providers.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Chakra's default theme minus the recipes the public pages never render. */
const publicThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

export const brandConfig = defineConfig({
  globalCss: {
    'html, body': { scrollBehavior: 'smooth' },
    // Visible only when focused from the keyboard.
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '8px',
      zIndex: 'skipNav',
      bg: 'bg',
      color: 'fg',
      px: '4',
      py: '2',
      rounded: 'md',
      boxShadow: 'md',
    },
    '.skip-link:focus': { left: '8px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#f0fdfa' },
          100: { value: '#ccfbf1' },
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
          950: { value: '#042f2e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // 700 on white passes WCAG AA for normal text (5.5:1); 600 does not for small text.
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const publicSystemConfigs = [defaultBaseConfig, publicThemeConfig, brandConfig] as const;
export const system = createSystem(...publicSystemConfigs);
