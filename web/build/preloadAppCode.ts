import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../src/lib/i18n/languageList.ts';
import { jsonForHtml } from './jsonForHtml.ts';

type OutputChunk = Rolldown.OutputChunk;

/** The id of the data block listing each page's files. */
const PAGE_PRELOADS_ID = 'campcare-page-preloads';

/** The app's code proper (React, Chakra, the router), imported by the small entry (src/main.tsx). */
export const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
/** Chakra's system, which the entry evaluates on its own before the rest of the app. */
export const APP_THEME = /[\\/]src[\\/]app[\\/]theme\.ts$/;

/**
 * What the entry imports, one stage after another (src/main.tsx): each
 * `import()` fetches a small file of its own (re-exporting from the chunks
 * preloaded below), which unpreloaded would cost a round trip per stage.
 */
const START_STAGES = [/node_modules[\\/]react-dom[\\/]client\.js$/, APP_THEME, APP_START];

/**
 * Pages whose code is fetched from the start when they are the page opened
 * (the router still imports them lazily): lower-case path, no trailing slash,
 * as app/earlyStart.ts matches them → the page module, and the parts of the
 * catalog its route waits for besides the first one (as app/router.tsx's
 * withCatalog names them).
 */
const HOME_PAGE = { page: /[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/, parts: [] };
const ROUTE_PAGES: Record<string, { page: RegExp; parts: string[] }> = {
  '': HOME_PAGE,
  '/success_payment': HOME_PAGE,
  '/fail_payment': HOME_PAGE,
  '/cancel_payment': HOME_PAGE,
  '/allcamps': { page: /[\\/]src[\\/]features[\\/]camps[\\/]AvailableCampsPage\.tsx$/, parts: ['camps'] },
};
/**
 * Pages that read Firestore (over REST) as soon as the entry runs (app/earlyStart.ts): on Available
 * Camps that read comes before the page's largest picture, so its connection is opened from the start.
 */
const READS_FIRESTORE_AT_START = ['/allcamps'];
/** Firestore's REST origin in production (lib/firestoreRest.ts). */
const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';
/** The emulators' Firestore port minus Hosting's (lib/firebaseConfig.ts shifts both alike). */
const FIRESTORE_EMULATOR_PORT_ABOVE_HOSTING = 8080 - 5000;

/** The catalog part every page's first render waits for (lib/i18n/languages.ts's FIRST_PART). */
const FIRST_PART = 'home';
const CATALOG_FILE = /[\\/]src[\\/]lib[\\/]i18n[\\/]catalogs[\\/]([\w-]+)[\\/]([\w-]+)\.json$/;

/**
 * index.html preloads the app's code (app/start.tsx's chunk and every chunk
 * it imports statically) next to the small entry, so it downloads from the
 * start although the entry imports it dynamically.
 *
 * So are the small files each of the entry's stages imports (START_STAGES).
 *
 * The opened page's own chunks are preloaded too, from an inline script (the
 * page and its language are known only in the browser), with the parts of the
 * catalog in the page's language that its first render waits for: otherwise
 * each is requested only once the code before it has run, a round trip after
 * another on a phone's network. Preloading fetches and compiles without
 * evaluating: an `import()` of the page from the entry would evaluate the
 * page with all of the app's code in one long task as soon as it arrived,
 * undoing the entry's evaluation in stages (src/main.tsx).
 */
export function preloadAppCode(): Plugin {
  let usingEmulators = true;
  return {
    name: 'campcare:preload-app-code',
    apply: 'build',
    configResolved(config) {
      // As lib/firebaseConfig.ts decides: no project configured means the local emulators.
      usingEmulators = !(config.env as Record<string, string | undefined>).VITE_FIREBASE_PROJECT_ID;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const chunkOf = (module: RegExp) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
          if (!chunk) throw new Error(`preloadAppCode: no chunk for ${module}`);
          return chunk;
        };
        /** A chunk and every chunk it imports statically, with their CSS. */
        const closure = (start: OutputChunk) => {
          const files = new Set<string>();
          const css = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            const chunk = chunks.find((c) => c.fileName === fileName);
            chunk?.viteMetadata?.importedCss.forEach((f) => css.add(f));
            chunk?.imports.forEach(visit);
          };
          visit(start.fileName);
          return { files, css };
        };

        /** The chunk a dynamic `import()` of this module fetches (a facade re-exporting from a group's chunk, or the group's chunk). */
        const importedChunkOf = (module: RegExp) =>
          chunks.find((c) => c.isDynamicEntry && c.facadeModuleId !== null && module.test(c.facadeModuleId)) ?? chunkOf(module);

        const app = closure(chunkOf(APP_START));
        for (const stage of START_STAGES) closure(importedChunkOf(stage)).files.forEach((f) => app.files.add(f));
        const tags: HtmlTagDescriptor[] = [...app.files].map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
          injectTo: 'head',
        }));
        for (const f of app.css) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${f}` }, injectTo: 'head' });

        const pageFiles = Object.fromEntries(
          Object.entries(ROUTE_PAGES).map(([path, { page }]) => {
            const files = new Set([...closure(chunkOf(page)).files, ...closure(importedChunkOf(page)).files]);
            return [path, [...files].filter((f) => !app.files.has(f)).map((f) => `/${f}`)];
          }),
        );
        const pageParts = Object.fromEntries(Object.entries(ROUTE_PAGES).map(([path, { parts }]) => [path, parts]));
        const preloadedParts = new Set([FIRST_PART, ...Object.values(ROUTE_PAGES).flatMap((r) => r.parts)]);
        /** language → part → the file its `import()` fetches (the parts some page preloads). */
        const catalogs: Record<string, Record<string, string>> = {};
        for (const chunk of chunks) {
          const match = chunk.isDynamicEntry && chunk.facadeModuleId ? CATALOG_FILE.exec(chunk.facadeModuleId) : null;
          if (match && preloadedParts.has(match[2]!)) (catalogs[match[1]!] ??= {})[match[2]!] = `/${chunk.fileName}`;
        }
        for (const { code } of LANGUAGES) {
          for (const part of preloadedParts) if (!catalogs[code]?.[part]) throw new Error(`preloadAppCode: no ${code} catalog file for ${part}`);
        }
        const languages = LANGUAGES.map((l) => l.code);
        const preloads = {
          pages: pageFiles,
          parts: pageParts,
          catalogs,
          firstPart: FIRST_PART,
          languages,
          defaultLanguage: DEFAULT_LANGUAGE,
          firestoreAtStart: READS_FIRESTORE_AT_START,
          // null: the emulators', on the page's host, its port shifted as the Hosting emulator's is.
          firestoreOrigin: usingEmulators ? null : FIRESTORE_ORIGIN,
          firestorePortAboveHosting: FIRESTORE_EMULATOR_PORT_ABOVE_HOSTING,
        };
        // The file list is data beside the script, so the script's text (and its hash in the
        // Content-Security-Policy, build/contentSecurityPolicy.ts) stays the same from build to build.
        tags.push(
          { tag: 'script', attrs: { type: 'application/json', id: PAGE_PRELOADS_ID }, children: jsonForHtml(preloads), injectTo: 'head' },
          {
            tag: 'script',
            children: `(function (data) {
  var path = location.pathname.replace(/\\/$/, '').toLowerCase();
  var language = new URLSearchParams(location.search).get(${JSON.stringify(LANGUAGE_PARAM)});
  if (data.languages.indexOf(language) < 0) {
    try { language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (e) { language = null; }
  }
  var catalog = data.catalogs[data.languages.indexOf(language) < 0 ? data.defaultLanguage : language];
  var files = (data.pages[path] || []).concat([data.firstPart].concat(data.parts[path] || []).map(function (part) { return catalog[part]; }));
  files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
  if (data.firestoreAtStart.indexOf(path) >= 0) {
    // The early read is a fetch without credentials: a connection of the anonymous kind.
    var preconnect = document.createElement('link');
    preconnect.rel = 'preconnect';
    preconnect.crossOrigin = 'anonymous';
    preconnect.href = data.firestoreOrigin || 'http://' + (location.hostname === 'localhost' ? '127.0.0.1' : location.hostname) + ':' + ((Number(location.port) || 5000) + data.firestorePortAboveHosting);
    document.head.appendChild(preconnect);
  }
})(JSON.parse(document.getElementById('${PAGE_PRELOADS_ID}').textContent));`,
            injectTo: 'head',
          },
        );
        return tags;
      },
    },
  };
}
