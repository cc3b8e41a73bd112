/**
 * Finds English on a Bengali page: the visible texts are compared with the
 * English catalog's wording (web/src/lib/i18n/catalogs/en), so a text the
 * page forgot to translate, or an English error that slipped past the
 * catalog, is caught by the words a reader would see.
 *
 * A catalog text is cut into its literal fragments at its {arguments} (a
 * plural's or a select's options are fragments too). A fragment of two words
 * or more counts wherever it appears in a text; a one-word fragment ("Pay",
 * "Cancel") counts only when it is the whole text (a button, a status), so
 * the same word inside a name does not. Before comparing, the texts people
 * typed (names, emails, camp names, places: `data`) are cut out of the page's
 * texts. Fragments that the Bengali catalog also writes (brand names, "QR",
 * "US$") are never English leaks, nor is the allow-list below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/emulators.ts';

type Catalog = { [key: string]: string | Catalog };

/**
 * English words a Bengali page may show whatever the catalog says: the
 * product's name and the names of other companies' products, which are not
 * translated.
 */
export const ENGLISH_ALLOWED = ['CampCare', 'Google', 'Facebook', 'Stripe', 'Visa', 'MailDev', 'QR', 'CSV', 'PDF', 'ID', 'OK'];

const CATALOGS = join(ROOT, 'web', 'src', 'lib', 'i18n', 'catalogs');

function values(catalog: Catalog, key = ''): { key: string; text: string }[] {
  return Object.entries(catalog).flatMap(([name, value]) =>
    typeof value === 'string' ? [{ key: key + name, text: value }] : values(value, `${key}${name}.`),
  );
}

function catalogValues(language: string): { key: string; text: string }[] {
  const dir = join(CATALOGS, language);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => values(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalog));
}

/** The index of the brace closing the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** The literal parts of an ICU MessageFormat text, its plural and select options included. */
export function literalFragments(text: string): string[] {
  const fragments: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '#') {
      fragments.push(current);
      current = '';
    } else if (text[i] === '{') {
      const end = closing(text, i);
      const inner = text.slice(i + 1, end);
      // {count, plural, one {…} other {…}}: each option's text is a fragment too.
      const options = /^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(inner);
      if (options) {
        const body = inner.slice(options[0].length);
        for (let j = 0; j < body.length; j++) {
          if (body[j] !== '{') continue;
          const optionEnd = closing(body, j);
          fragments.push(...literalFragments(body.slice(j + 1, optionEnd)));
          j = optionEnd;
        }
      }
      fragments.push(current);
      current = '';
      i = end;
    } else {
      current += text[i];
    }
  }
  fragments.push(current);
  return fragments;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordsOf = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishFragment {
  /** The fragment as written in the English catalog. */
  text: string;
  /** One key it comes from, to say where to fix it. */
  key: string;
  pattern: RegExp;
  wholeTextOnly: boolean;
}

let cached: EnglishFragment[] | null = null;

/** The English catalog's fragments that a Bengali page must not show. */
export function englishFragments(): EnglishFragment[] {
  if (cached) return cached;
  const bengali = catalogValues('bn')
    .map((v) => v.text)
    .join('\n');
  const seen = new Map<string, EnglishFragment>();
  for (const { key, text } of catalogValues('en')) {
    for (const raw of literalFragments(text)) {
      // Trailing and leading punctuation belongs to the sentence around an argument, not to the words.
      const fragment = normalize(raw).replace(/^[^A-Za-z]+|[^A-Za-z.!?)]+$/g, '');
      const words = wordsOf(fragment);
      if (words.length === 0 || words.every((w) => w.length < 2)) continue;
      if (bengali.includes(fragment)) continue;
      if (ENGLISH_ALLOWED.includes(fragment)) continue;
      if (seen.has(fragment)) continue;
      const wholeTextOnly = words.length < 2;
      seen.set(fragment, {
        text: fragment,
        key,
        wholeTextOnly,
        pattern: new RegExp(`(^|[^A-Za-z])${escape(fragment)}($|[^A-Za-z])`),
      });
    }
  }
  cached = [...seen.values()];
  return cached;
}

export interface EnglishFinding {
  /** The text on the page (after the people's data was cut out). */
  shown: string;
  /** The English catalog text it matched, and its key. */
  english: string;
  key: string;
}

/**
 * The English catalog fragments in these page texts, once `data` (what people
 * typed, shown as typed) is cut out of them.
 */
export function findEnglish(texts: readonly string[], data: readonly string[]): EnglishFinding[] {
  const cutOut = [...new Set(data.map(normalize).filter((d) => d.length > 0))].sort((a, b) => b.length - a.length);
  const findings: EnglishFinding[] = [];
  const reported = new Set<string>();
  for (const raw of texts) {
    let text = normalize(raw);
    for (const d of cutOut) text = text.split(d).join(' ¦ ');
    text = normalize(text);
    if (!/[A-Za-z]{2}/.test(text)) continue;
    const bare = text.replace(/^[^A-Za-z]+|[^A-Za-z.!?)]+$/g, '');
    for (const fragment of englishFragments()) {
      const hit = fragment.wholeTextOnly ? bare === fragment.text : fragment.pattern.test(text);
      if (!hit) continue;
      const id = `${fragment.text}\u0000${text}`;
      if (reported.has(id)) continue;
      reported.add(id);
      findings.push({ shown: text, english: fragment.text, key: fragment.key });
    }
  }
  return findings;
}
