// Bundles the functions into lib/index.js. npm packages stay external (Cloud
// Functions installs them from package.json); the workspace's domain package
// is bundled in, because a deployed function sees only this folder.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@campcare\/domain$/ }, () => ({ path: domainEntry }));
        b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
