/**
 * Catalog texts as patterns, for the texts a journey reads that hold a
 * plural or a number ("3 registrations · page 1 of 1"): the literal words
 * come from the catalog, an argument given in `values` is matched as given,
 * and any other argument (a plural, a formatted number) matches any text.
 */
import { catalogSource } from '../../support/catalog.ts';

/** Whether the catalogs have this text yet (a journey can follow a change that is on its way). */
export function catalogHas(key: string): boolean {
  try {
    catalogSource('en', key);
    return true;
  } catch {
    return false;
  }
}

/** A text as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function catalogPattern(language: string, key: string, values: Record<string, string> = {}): RegExp {
  const text = catalogSource(language, key);
  let pattern = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') {
      pattern += /\s/.test(text[i]!) ? '\\s' : escapeRegExp(text[i]!);
      continue;
    }
    let depth = 0;
    let end = i;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    const inner = text.slice(i + 1, end).trim();
    pattern += /^\w+$/.test(inner) && inner in values ? escapeRegExp(values[inner]!) : '[\\s\\S]+?';
    i = end;
  }
  return new RegExp(`^${pattern}$`);
}

/**
 * A text as an accessible name may come out of pieces (a visible word and a
 * visually hidden rest): spaces may be added between them, before a colon too.
 */
export function loosely(text: string): RegExp {
  const parts = text.trim().split(/\s+/).map((word) => escapeRegExp(word).replace(/:/g, '\\s*:'));
  return new RegExp(`^${parts.join('\\s*')}$`);
}
