/**
 * Languages: the Lingui instance with English bundled (i18n.ts), the list of
 * languages and how a page picks one (languages.ts), and the hook the UI
 * uses. Every text a user sees comes from t() with a key that is in every
 * catalog (catalogs/*.json, ICU MessageFormat; catalogs.test.ts checks both
 * ways).
 */
export { currentLanguage, hasText, i18n, needCatalog, setUpLanguage, switchLanguage, translate } from './i18n.ts';
export { CATALOG_PARTS, intlLocale, isLanguage, LANGUAGE_PARAM, LANGUAGES, type CatalogPart, type Language } from './languages.ts';
export { useTranslation } from './useTranslation.ts';
export { withElements } from './withElements.ts';
