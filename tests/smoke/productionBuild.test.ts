/**
 * The built app ships its libraries' production builds: React Router's
 * package names only its development build, so web/build/reactRouterProduction.ts
 * points the build at the production one. The source maps of the code every
 * page preloads say which files went into it (they are built next to the code,
 * not served).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirs } from '../../scripts/lib/emulators.ts';

describe('the built app', () => {
  it('bundles React Router from its production build only', () => {
    const web = buildDirs().web;
    const page = readFileSync(join(web, 'index.html'), 'utf8');
    const scripts = new Set([...page.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    expect(scripts.size).toBeGreaterThan(0);
    const sources = [...scripts]
      .map((script) => join(web, `${script}.map`))
      // The bundler's own small runtime has no map.
      .filter((map) => existsSync(map))
      .flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources);
    const router = sources.filter((s) => s.includes('node_modules/react-router/'));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((s) => !s.includes('node_modules/react-router/dist/production/'))).toEqual([]);
  });
});
