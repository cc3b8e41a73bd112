import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The app's code proper (React, Chakra, the router), imported by the small entry (src/main.tsx). */
export const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;

/**
 * index.html preloads the app's code (app/start.tsx's chunk and every chunk
 * it imports statically) next to the small entry, so it downloads from the
 * start although the entry imports it dynamically.
 */
export function preloadAppCode(): Plugin {
  return {
    name: 'campcare:preload-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const start = chunks.find((c) => c.moduleIds.some((id) => APP_START.test(id)));
        if (!start) throw new Error('preloadAppCode: no chunk for src/app/start.tsx');
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
        const tags: HtmlTagDescriptor[] = [...files].map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
          injectTo: 'head',
        }));
        for (const f of css) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${f}` }, injectTo: 'head' });
        return tags;
      },
    },
  };
}

