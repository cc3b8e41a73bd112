/**
 * The languages CampCare speaks, and which one a page opens in. Kept apart
 * from the Lingui set-up (i18n.ts) so that the small entry can pick the
 * language and start downloading its catalog before the app's code has
 * arrived (app/earlyStart.ts), without pulling Lingui into the entry.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './languageList.ts';

export { DEFAULT_LANGUAGE, LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The `Intl` locale of a language ("bn" → "bn-BD"). */
export function intlLocale(language: Language): string {
  return LANGUAGES.find((l) => l.code === language)!.locale;
}

/** `?lang=` wins (a shared link opens in its language), then the device's choice, then English. */
export function requestedLanguage(search: string, stored: string | null): Language {
  const fromUrl = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // Storage blocked: nothing remembered.
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export type Catalog = { [key: string]: string | Catalog };

/**
 * Each language's catalog comes in parts, so a page downloads only the texts
 * it can show: `home` (the header, footer, home page, the camp card, the
 * pager and shared words: the first screens), `carousels` (the home carousels' slides
 * after the first, which show only once Swiper has loaded on a first
 * interaction), `camps` (Available Camps, a camp's page and its join and
 * registration dialogs), `shared` (what every page past the first screens may
 * show: the API's error texts, dialogs' common buttons), `infoPages`
 * (About, Our Team, FAQ, Contact), `participant` (sign-in and sign-up,
 * paying, the privacy texts and a participant's account), `dashboard` (every
 * role's dashboard frame and the participant's pages), `organizer` (the
 * organizer's pages: camps, registrations, analytics), `checkin` (a camp's
 * check-in desk) and `admin` (the admin's pages).
 * `home` is downloaded by the small entry as soon as it runs, in the
 * language the page opens in (startLanguageEarly), and the first render
 * waits for it; every other part is downloaded when first needed.
 */
export const CATALOG_PARTS = ['home', 'carousels', 'camps', 'shared', 'infoPages', 'participant', 'dashboard', 'organizer', 'checkin', 'stations', 'reports', 'admin'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];
/** The part every page shows (its header and footer): the first render waits for it. */
export const FIRST_PART: CatalogPart = 'home';

type CatalogModule = Promise<{ default: Catalog }>;
const CATALOG_LOADERS: Record<Language, Record<CatalogPart, () => CatalogModule>> = {
  en: {
    home: () => import('./catalogs/en/home.json'),
    carousels: () => import('./catalogs/en/carousels.json'),
    camps: () => import('./catalogs/en/camps.json'),
    shared: () => import('./catalogs/en/shared.json'),
    infoPages: () => import('./catalogs/en/infoPages.json'),
    participant: () => import('./catalogs/en/participant.json'),
    dashboard: () => import('./catalogs/en/dashboard.json'),
    organizer: () => import('./catalogs/en/organizer.json'),
    checkin: () => import('./catalogs/en/checkin.json'),
    stations: () => import('./catalogs/en/stations.json'),
    reports: () => import('./catalogs/en/reports.json'),
    admin: () => import('./catalogs/en/admin.json'),
  },
  bn: {
    home: () => import('./catalogs/bn/home.json'),
    carousels: () => import('./catalogs/bn/carousels.json'),
    camps: () => import('./catalogs/bn/camps.json'),
    shared: () => import('./catalogs/bn/shared.json'),
    infoPages: () => import('./catalogs/bn/infoPages.json'),
    participant: () => import('./catalogs/bn/participant.json'),
    dashboard: () => import('./catalogs/bn/dashboard.json'),
    organizer: () => import('./catalogs/bn/organizer.json'),
    checkin: () => import('./catalogs/bn/checkin.json'),
    stations: () => import('./catalogs/bn/stations.json'),
    reports: () => import('./catalogs/bn/reports.json'),
    admin: () => import('./catalogs/bn/admin.json'),
  },
};

const pending = new Map<string, Promise<Catalog>>();

/** Downloads one part of a language's catalog, once. */
export function loadCatalog(language: Language, part: CatalogPart): Promise<Catalog> {
  const key = `${language}/${part}`;
  let catalog = pending.get(key);
  if (!catalog) {
    catalog = CATALOG_LOADERS[language][part]().then((m) => m.default);
    // A failed download may be tried again (the next switch, the next page).
    catalog.catch(() => pending.delete(key));
    pending.set(key, catalog);
  }
  return catalog;
}

/** The language this page opens in, its catalog download started at once (the entry calls this first). */
export function startLanguageEarly(location: { search: string }): Language {
  const language = requestedLanguage(location.search, storedLanguage());
  if (language !== DEFAULT_LANGUAGE) document.documentElement.lang = language;
  loadCatalog(language, FIRST_PART).catch(() => undefined); // Reported when the app awaits it (i18n.ts).
  return language;
}
