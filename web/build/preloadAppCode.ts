import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { jsonForHtml } from './jsonForHtml.ts';

type OutputChunk = Rolldown.OutputChunk;

/** The id of the data block listing each page's files. */
const PAGE_PRELOADS_ID = 'campcare-page-preloads';

/** The app's code proper (React, Chakra, the router), imported by the small entry (src/main.tsx). */
export const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
/** Chakra's system, which the entry evaluates on its own before the rest of the app. */
export const APP_THEME = /[\\/]src[\\/]app[\\/]theme\.ts$/;

/**
 * Pages whose code is fetched from the start when they are the page opened
 * (the router still imports them lazily): lower-case path, no trailing slash,
 * as app/earlyStart.ts matches them → the page module.
 */
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
const ROUTE_PAGES: Record<string, RegExp> = {
  '': HOME_PAGE,
  '/success_payment': HOME_PAGE,
  '/fail_payment': HOME_PAGE,
  '/cancel_payment': HOME_PAGE,
  '/allcamps': /[\\/]src[\\/]features[\\/]camps[\\/]AvailableCampsPage\.tsx$/,
};

/**
 * index.html preloads the app's code (app/start.tsx's chunk and every chunk
 * it imports statically) next to the small entry, so it downloads from the
 * start although the entry imports it dynamically.
 *
 * The opened page's own chunks are preloaded too, from an inline script (the
 * page is known only in the browser). Preloading fetches and compiles without
 * evaluating: an `import()` of the page from the entry would evaluate the
 * page with all of the app's code in one long task as soon as it arrived,
 * undoing the entry's evaluation in stages (src/main.tsx).
 */
export function preloadAppCode(): Plugin {
  return {
    name: 'campcare:preload-app-code',
    apply: 'build',
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

        const app = closure(chunkOf(APP_START));
        const tags: HtmlTagDescriptor[] = [...app.files].map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
          injectTo: 'head',
        }));
        for (const f of app.css) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${f}` }, injectTo: 'head' });

        const pageFiles = Object.fromEntries(
          Object.entries(ROUTE_PAGES).map(([path, page]) => [path, [...closure(chunkOf(page)).files].filter((f) => !app.files.has(f)).map((f) => `/${f}`)]),
        );
        // The file list is data beside the script, so the script's text (and its hash in the
        // Content-Security-Policy, build/contentSecurityPolicy.ts) stays the same from build to build.
        tags.push(
          { tag: 'script', attrs: { type: 'application/json', id: PAGE_PRELOADS_ID }, children: jsonForHtml(pageFiles), injectTo: 'head' },
          {
            tag: 'script',
            children: `(function (pages) {
  var files = pages[location.pathname.replace(/\\/$/, '').toLowerCase()] || [];
  files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})(JSON.parse(document.getElementById('${PAGE_PRELOADS_ID}').textContent));`,
            injectTo: 'head',
          },
        );
        return tags;
      },
    },
  };
}
