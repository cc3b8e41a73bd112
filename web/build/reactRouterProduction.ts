import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const routerRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionBuild = join(routerRoot, 'dist', 'production');

/**
 * The built app uses React Router's production build. The package's exports
 * name only its development build, whatever the bundler's conditions
 * (remix-run/react-router#12532 and #14102, still so in 7.18): shipped as it
 * is, every page downloads and runs the router's development checks and
 * warnings (the console's "No HydrateFallback element provided", each
 * navigation's route checks). Both of the package's entries that the app
 * reaches (react-router-dom re-exports `react-router` and `react-router/dom`)
 * are pointed at the production build, so one copy of the router is bundled.
 * The dev server and the unit tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'campcare:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(productionBuild, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(productionBuild, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
