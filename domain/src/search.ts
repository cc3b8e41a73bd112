/**
 * Search semantics, the one implementation the API, the search index and the
 * web app's own tables share: case- and accent-insensitive, every typed word
 * must be the start of a word of the searched fields (a camp's name, location
 * or professional; a registration's camp and participant names; …).
 */
/** Words are compared on their first 20 letters; longer ones match any word that starts alike. */
const MAX_TOKEN_LENGTH = 20;
/** A search uses its first 8 distinct words; Firestore answers one equality filter per word. */
export const MAX_QUERY_WORDS = 8;
/** The longest search text the API accepts and the search boxes send. */
export const MAX_SEARCH_LENGTH = 200;

/** Lower case, accents stripped: "Clínica São" → "clinica sao". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function splitWords(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Every prefix of every word (capped), deduplicated: what array-contains matches. */
export function searchTokensFor(...fields: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of fields.flatMap(splitWords)) {
    const capped = word.slice(0, MAX_TOKEN_LENGTH);
    for (let i = 1; i <= capped.length; i++) tokens.add(capped.slice(0, i));
  }
  return [...tokens];
}

/** The key the alphabetical sort orders by. */
export function nameKeyFor(name: string): string {
  return foldText(name).trim();
}

export interface SearchPlan {
  /** Queried with array-contains: the longest word, the most selective one. */
  primaryToken: string;
  /** Checked on the returned documents. */
  words: string[];
}

/** null when the text has no searchable word. */
export function planSearch(text: string | undefined | null): SearchPlan | null {
  const words = [...new Set(splitWords(text ?? '').map((w) => w.slice(0, MAX_TOKEN_LENGTH)))].slice(
    0,
    MAX_QUERY_WORDS,
  );
  if (words.length === 0) return null;
  const primaryToken = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { primaryToken, words };
}

export function matchesSearch(tokens: readonly string[], plan: SearchPlan): boolean {
  return plan.words.every((w) => tokens.includes(w));
}

/**
 * Whether `text` matches the given fields, for lists searched in memory (a
 * participant's own registrations and payments): the same words and prefixes
 * as the API's search. An empty search matches everything.
 */
export function matchesText(text: string, ...fields: string[]): boolean {
  const plan = planSearch(text);
  return !plan || matchesSearch(searchTokensFor(...fields), plan);
}
