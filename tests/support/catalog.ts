/**
 * The web app's catalog texts, for browser tests that look for what a page
 * says in a language other than English: read from the catalogs as written
 * (web/src/lib/i18n/catalogs/<language>/*.json), so a test follows a wording
 * change instead of repeating it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/emulators.ts';

type Catalog = { [key: string]: string | Catalog };

const CATALOGS = join(ROOT, 'web', 'src', 'lib', 'i18n', 'catalogs');
const loaded = new Map<string, Catalog>();

function catalogOf(language: string): Catalog {
  let catalog = loaded.get(language);
  if (!catalog) {
    const dir = join(CATALOGS, language);
    const parts = readdirSync(dir).filter((file) => file.endsWith('.json'));
    catalog = Object.assign({}, ...parts.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalog)) as Catalog;
    loaded.set(language, catalog);
  }
  return catalog;
}

/** The text of `key` in `language` as the catalog writes it (ICU MessageFormat). */
export function catalogSource(language: string, key: string): string {
  let node: string | Catalog | undefined = catalogOf(language);
  for (const segment of key.split('.')) node = typeof node === 'object' ? node[segment] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in the ${language} catalog.`);
  return node;
}

/**
 * The text of `key` in `language`, its plain {arguments} filled from `values`
 * (given already written, Bengali digits and all). A text with a plural or a
 * number format is refused: the test should look for its parts instead.
 */
export function catalogText(language: string, key: string, values: Record<string, string> = {}): string {
  const node = catalogSource(language, key);
  if (/\{\w+,/.test(node)) throw new Error(`${key} has a plural or a format: look for its parts instead.`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${key} needs {${name}}.`);
    return values[name]!;
  });
}
