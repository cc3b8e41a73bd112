/**
 * The font families the app names: the theme's font stack (theme.ts) and the
 * fonts loaded before the first render (firstScreenFonts.ts). Their faces are
 * declared in index.html. A module of its own so the small entry can name
 * them without loading the theme.
 */
export const INTER = 'Inter Variable';
/** Arial (or Liberation Sans) resized to Inter's metrics (index.html). */
export const INTER_FALLBACK = 'Inter Fallback';
export const BENGALI = 'Noto Sans Bengali Variable';
