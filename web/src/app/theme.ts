/**
 * The Chakra systems: teal brand palette, Inter, light and dark semantic
 * colours. The app's system carries only the recipes the first screens (home,
 * Available Camps) and the header use (all of Chakra's recipes weigh ~20 KB
 * gzip); the other public pages nest it with the recipes of forms and dialogs
 * (theme.forms.ts), and the dashboard nests the full system (theme.full.ts),
 * each inside providers loaded with their routes.
 */
import { defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { INTER, INTER_FALLBACK } from './fontFamilies.ts';
import { nativeSelectSlotRecipe } from './nativeSelectRecipe.ts';
import { STATIC_GLOBAL_CSS_ID } from './staticGlobalCss.ts';
import { createSystemInSteps } from './systemInSteps.ts';
// Chakra's theme pieces file by file (alias in vite.config.ts and tsconfig.json): the
// '@chakra-ui/react/theme' entry builds the whole default theme in one module, and
// bundlers keep a module whole, so importing from it would bring every recipe along.
import { breakpoints } from '@chakra-theme/breakpoints';
import { globalCss } from '@chakra-theme/global-css';
import { layerStyles } from '@chakra-theme/layer-styles';
import { animationStyles } from '@chakra-theme/motion-styles';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { codeRecipe } from '@chakra-theme/recipes/code';
import { containerRecipe } from '@chakra-theme/recipes/container';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { iconRecipe } from '@chakra-theme/recipes/icon';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { separatorRecipe } from '@chakra-theme/recipes/separator';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-theme/text-styles';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { fonts } from '@chakra-theme/tokens/fonts';
import { keyframes } from '@chakra-theme/tokens/keyframes';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';

const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
/** Chakra's own values (theme/index.js). */
const cssVarsPrefix = 'chakra';
const cssVarsRoot = ':where(html, .chakra-theme)';

/** Chakra's default theme minus the recipes the first screens never render. */
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
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/**
 * Inter, then Arial resized to Inter's metrics (index.html), then the font of
 * the page's script when the app ships one (`--campcare-script-font`, set on a
 * page in Bengali by lib/i18n/bengaliFont.css), then the device's own fonts.
 */
const FONT_STACK = `'${INTER}', '${INTER_FALLBACK}', var(--campcare-script-font, system-ui), system-ui, -apple-system, 'Segoe UI', sans-serif`;

export const brandConfig = defineConfig({
  globalCss: {
    // Smooth scrolling only for visitors who have not asked their device for less motion.
    'html, body': { _motionSafe: { scrollBehavior: 'smooth' } },
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
    // Swiper's colours from our palette; reviews leave room at the sides for the arrows.
    ':root': { '--swiper-theme-color': 'var(--chakra-colors-brand-solid)', '--swiper-navigation-size': '28px' },
    '.campcare-banner': { '--swiper-pagination-color': 'white', '--swiper-pagination-bullet-inactive-color': 'white', '--swiper-pagination-bullet-inactive-opacity': '0.6', '--swiper-pagination-bullet-size': '10px' },
    '.campcare-reviews .swiper': { paddingInline: '52px' },
    '.campcare-pill': { borderRadius: 'full', cursor: 'pointer' },
    '.campcare-pill:focus-visible': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
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
// Over several tasks (systemInSteps.ts): main.tsx imports this module in a stage of its own.
const publicSystem = await createSystemInSteps([...publicSystemConfigs]);

/**
 * The built index.html already carries this system's global CSS (see
 * build/chakraStaticGlobalCss.ts): ChakraProvider then gets the same system
 * with nothing global left to insert. Without it (dev server, unit tests) the
 * system inserts its own as usual.
 */
export const system: SystemContext =
  typeof document !== 'undefined' && document.getElementById(STATIC_GLOBAL_CSS_ID)
    ? Object.create(publicSystem, { _global: { value: [] } })
    : publicSystem;
