/**
 * The one Lingui instance. The first screen's English texts are bundled and
 * active from the start (the first render never waits for them); the other
 * parts of a catalog, and every part of another language, are downloaded
 * when a page needs them (needCatalog, called by the router's lazy routes)
 * or the language changes (languages.ts). `<html lang>` follows the language
 * in use. The catalogs arrive compiled (build/compiledCatalogs.ts).
 */
import { setupI18n, type Messages } from '@lingui/core';
import englishHome from './catalogs/en/home.json';
import {
  BUNDLED_PART,
  DEFAULT_LANGUAGE,
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
  // The JSON's type is the nested source; the build hands over the compiled, flat messages.
  // A copy: later parts are merged into the object given here.
  messages: { [DEFAULT_LANGUAGE]: { ...(englishHome as unknown as Messages) } },
  locale: DEFAULT_LANGUAGE,
  locales: [intlLocale(DEFAULT_LANGUAGE)],
});

i18n.on('change', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale;
});

/** The parts of the catalog the pages shown so far needed: a change of language brings them all. */
const neededParts = new Set<CatalogPart>([BUNDLED_PART]);
const loadedParts = new Set<string>([`${DEFAULT_LANGUAGE}/${BUNDLED_PART}`]);

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
 * return page). If the catalog cannot be downloaded the page opens in English.
 */
export async function setUpLanguage(location: { search: string }): Promise<void> {
  const language = requestedLanguage(location.search, storedLanguage());
  const fromUrl = new URLSearchParams(location.search).has(LANGUAGE_PARAM);
  try {
    if (language !== DEFAULT_LANGUAGE || fromUrl) await switchLanguage(language, { remember: fromUrl });
  } catch (error) {
    console.warn(`The ${language} catalog could not be loaded; showing English.`, error);
    document.documentElement.lang = DEFAULT_LANGUAGE;
  }
}
