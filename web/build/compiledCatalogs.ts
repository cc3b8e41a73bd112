/**
 * The catalogs (web/src/lib/i18n/catalogs/<language>/<part>.json) are written as nested JSON
 * of ICU MessageFormat texts ("Account menu for {name}"). Lingui's runtime
 * reads compiled messages only (parsing ICU in the browser would cost the
 * parser's bytes and time): this plugin flattens each catalog to
 * `section.key` ids and compiles every text at build time, so the app
 * imports ready-to-use messages. Unit tests use it too (vitest.config.ts).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]lib[\\/]i18n[\\/]catalogs[\\/][\w-]+[\\/][\w-]+\.json$/;

type Nested = { [key: string]: string | Nested };

/** `{ header: { logIn: 'Log in' } }` → `{ 'header.logIn': compiled('Log in') }`. */
export function compileCatalog(catalog: Nested, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [name, value] of Object.entries(catalog)) {
    const id = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into[id] = compileMessage(value);
    else compileCatalog(value, id, into);
  }
  return into;
}

export function compiledCatalogs(): Plugin {
  return {
    name: 'campcare:compiled-catalogs',
    // Before Vite's own JSON plugin, which then makes the compiled JSON a module.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Nested)), map: null };
    },
  };
}
