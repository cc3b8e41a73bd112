/**
 * The languages CampCare speaks and how a page names its choice, with no
 * imports: the build reads them too, to preload a language's font from
 * index.html (build/preloadLanguageFonts.ts).
 */
export const LANGUAGES = [
  // Each language is named in its own language, so a reader finds theirs without reading the current one.
  { code: 'en', name: 'English', locale: 'en-US' },
  // bn-BD writes numbers in Bengali digits (its default numbering system is `beng`).
  { code: 'bn', name: 'বাংলা', locale: 'bn-BD' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The language whose first-screen catalog is bundled with the app: every other one is downloaded when chosen. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** Where the device remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'campcare.language';

/** The URL parameter that opens a page in a language: `?lang=bn`. */
export const LANGUAGE_PARAM = 'lang';
