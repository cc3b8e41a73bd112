/**
 * The catalogs and the code agree: every key the code uses is in every
 * catalog, every catalog key is used somewhere, and the languages have the
 * same keys with the same {arguments}.
 *
 * A key is used where the code names it as a string literal: `t('a.b')`,
 * `translate('a.b')`, or a literal such as `labelKey: 'a.b'` in a table
 * that is later given to t() (any quoted text whose first segment is one of
 * the catalog's top-level sections counts). Keys built at run time
 * (t(`errors.${code}`)) are refused: nothing could check them.
 */
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS, LANGUAGES, type Catalog } from './languages.ts';

const WEB_SRC = join(import.meta.dirname, '..', '..');
// Read as written (an import would give the build's compiled form).
const readPart = (language: string, part: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'catalogs', language, `${part}.json`), 'utf8')) as Catalog;
/** Each language's parts; the parts' sections never overlap, so merged they are the whole catalog. */
const PARTS: Record<string, Record<string, Catalog>> = Object.fromEntries(
  LANGUAGES.map((l) => [l.code, Object.fromEntries(CATALOG_PARTS.map((part) => [part, readPart(l.code, part)]))]),
);
const CATALOGS: Record<string, Catalog> = Object.fromEntries(
  LANGUAGES.map((l) => [l.code, Object.assign({}, ...Object.values(PARTS[l.code]!)) as Catalog]),
);
const en = CATALOGS.en!;
const bn = CATALOGS.bn!;

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of Object.entries(catalog)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.set(key, value);
    else for (const [k, v] of flatten(value, key)) keys.set(k, v);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = flatten(en);
const sections = new Set(Object.keys(en));
const catalogKeys = new Set(english.keys());

/** The names of a message's {arguments}, inside plurals and selects too. */
function argumentNames(message: CompiledMessage, into = new Set<string>()): Set<string> {
  // A plain text has none; a plural's cases also hold its `offset` (a number, or undefined).
  if (!Array.isArray(message)) return into;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , cases] = token;
    into.add(name);
    if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) argumentNames(branch as CompiledMessage, into);
  }
  return into;
}

/** Keys the code names, with where; and t() calls with a key built at run time. */
function keysInCode() {
  const used = new Map<string, string>();
  const built: string[] = [];
  for (const file of sourceFiles(WEB_SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(WEB_SRC, file);
    for (const m of text.matchAll(/\b(?:t|translate)\(\s*['"]([^'"]+)['"]/g)) used.set(m[1]!, where);
    for (const m of text.matchAll(/['"]([a-zA-Z][\w]*(?:\.[\w]+)+)['"]/g)) {
      if (sections.has(m[1]!.split('.')[0]!)) used.set(m[1]!, where);
    }
    for (const m of text.matchAll(/\b(?:t|translate)\(\s*`[^`]*\$\{/g)) built.push(`${where}: ${m[0]}`);
  }
  return { used, built };
}

describe('the catalogs', () => {
  const { used, built } = keysInCode();

  it('have every key the code uses', () => {
    const missing = [...used].filter(([key]) => !catalogKeys.has(key)).map(([key, where]) => `${key} (${where})`);
    expect(missing).toEqual([]);
  });

  it('have no key the code does not use', () => {
    const unused = [...catalogKeys].filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });

  it('are used with literal keys only', () => {
    expect(built).toEqual([]);
  });

  it('put each section in one part, the same part in every language', () => {
    const sectionsOf = (language: string) => CATALOG_PARTS.map((part) => Object.keys(PARTS[language]![part]!).sort());
    const all = sectionsOf('en').flat();
    expect(all.length, 'a section in two parts').toBe(new Set(all).size);
    for (const language of LANGUAGES) expect(sectionsOf(language.code), language.code).toEqual(sectionsOf('en'));
  });

  it('have the same keys in every language', () => {
    for (const language of LANGUAGES) {
      const keys = [...flatten(CATALOGS[language.code]!).keys()].sort();
      expect(keys, `${language.code} against en`).toEqual([...english.keys()].sort());
    }
  });

  it('are valid ICU messages with the same {arguments} in every language, none empty', () => {
    const names = (text: string) => [...argumentNames(compileMessage(text))].sort();
    for (const language of LANGUAGES) {
      for (const [key, text] of flatten(CATALOGS[language.code]!)) {
        expect(text.trim(), `${language.code}: ${key} is empty`).not.toBe('');
        expect(names(text), `${language.code}: ${key}`).toEqual(names(english.get(key) ?? ''));
      }
    }
  });

  it('are complete: the Bengali catalog is not English left untranslated', () => {
    // Texts that are the same in both are names (CampCare) and codes; a sentence left in English is not.
    const same = [...flatten(bn)].filter(([key, text]) => /[a-z]{3,}\s+[a-z]{3,}/i.test(text) && text === english.get(key));
    expect(same).toEqual([]);
  });
});
