/**
 * The id of the <style> element that carries the Chakra system's global CSS
 * (reset, base styles, token variables) in the built index.html; written at
 * build time by build/chakraStaticGlobalCss.ts so the browser does not
 * compute and insert it on every visit.
 */
export const STATIC_GLOBAL_CSS_ID = 'chakra-global-css';
