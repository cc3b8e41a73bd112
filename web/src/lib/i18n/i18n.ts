/**
 * The one Lingui instance. The part every page shows (`home`) is downloaded
 * in the page's language from the moment the small entry runs, and the first
 * render waits for it (setUpLanguage), so a page in Bengali does not download
 * the English texts too; the other parts are downloaded when a page needs
 * them (needCatalog, called by the router's lazy routes) or the language
 * changes (languages.ts). `<html lang>` follows the language
 * in use. The catalogs arrive compiled (build/compiledCatalogs.ts).
 */
import { setupI18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  FIRST_PART,
  intlLocale,
  isLanguage,
  LANGUAGE_PARAM,
  loadCatalog,
  rememberLanguage,
  requestedLanguage,
  storedLanguage,
  type CatalogPart,
  type Language,
} from './languages.ts';

export const i18n = setupI18n({
  messages: { [DEFAULT_LANGUAGE]: {} },
  locale: DEFAULT_LANGUAGE,
  locales: [intlLocale(DEFAULT_LANGUAGE)],
});

i18n.on('change', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale;
});

/** The parts of the catalog the pages shown so far needed: a change of language brings them all. */
const neededParts = new Set<CatalogPart>([FIRST_PART]);
const loadedParts = new Set<string>();

async function loadParts(language: Language, parts: Iterable<CatalogPart>): Promise<void> {
  await Promise.all(
    [...parts]
      .filter((part) => !loadedParts.has(`${language}/${part}`))
      .map(async (part) => {
        const messages = await loadCatalog(language, part);
        if (loadedParts.has(`${language}/${part}`)) return;
        i18n.load(language, messages as unknown as Messages);
        loadedParts.add(`${language}/${part}`);
      }),
  );
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** A text in the language the app shows now, with its {arguments} filled. */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

/** Whether a text is there in the language shown now (its part may not have been needed yet). */
export function hasText(key: string): boolean {
  return i18n.messages[key] !== undefined;
}

/** Makes sure a part of the catalog is there in the language shown (a lazy page awaits this with its code). */
export async function needCatalog(...parts: CatalogPart[]): Promise<void> {
  for (const part of parts) neededParts.add(part);
  await loadParts(currentLanguage(), parts);
}

/** Switches the app to a language, downloading the parts it needs first; `remember` keeps it for the device. */
export async function switchLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await loadParts(language, neededParts);
  // `locales` is what Intl uses inside messages (a plural's #): bn-BD writes Bengali digits.
  i18n.activate(language, [intlLocale(language)]);
  if (remember) rememberLanguage(language);
}

/**
 * Before the first render: the language this page asked for (`?lang=`, or
 * the device's choice), its first part already downloading since the entry
 * ran. A language named in the URL is remembered like a choice in the
 * switcher, so it stays on the pages the app reaches without it (a payment's
 * return page). If its catalog cannot be downloaded the page opens in English.
 */
export async function setUpLanguage(location: { search: string }): Promise<void> {
  const language = requestedLanguage(location.search, storedLanguage());
  const fromUrl = new URLSearchParams(location.search).has(LANGUAGE_PARAM);
  try {
    await switchLanguage(language, { remember: fromUrl });
  } catch (error) {
    console.warn(`The ${language} catalog could not be loaded; showing English.`, error);
    document.documentElement.lang = DEFAULT_LANGUAGE;
    // Without any texts the page shows its keys: one more try in English.
    if (language !== DEFAULT_LANGUAGE) await switchLanguage(DEFAULT_LANGUAGE, { remember: false }).catch(() => undefined);
  }
}
