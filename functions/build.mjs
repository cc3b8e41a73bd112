// Bundles the functions into lib/index.js. npm packages stay external (Cloud
// Functions installs them from package.json); the workspace's domain package
// is bundled in, because a deployed function sees only this folder.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Shifted emulator suites build elsewhere (scripts/lib/emulators.ts, buildDirs).
const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(process.env.FUNCTIONS_OUT_DIR ?? here);
if (outDir !== resolve(here)) {
  mkdirSync(outDir, { recursive: true });
  for (const file of ['package.json', '.env', '.env.local', '.secret.local']) {
    if (existsSync(join(here, file))) copyFileSync(join(here, file), join(outDir, file));
  }
  // The functions' own versions (express 5, zod 4) sit in functions/node_modules,
  // not at the root: without this link a shifted build would load the root's.
  const modules = join(outDir, 'node_modules');
  if (existsSync(join(here, 'node_modules')) && !existsSync(modules)) {
    symlinkSync(join(here, 'node_modules'), modules, 'dir');
  }
}

// The api function binds the Stripe secrets. With no functions/.secret.local
// the emulator asks Google Secret Manager for them (an error offline, a network
// call online), so the build writes placeholders that are not Stripe keys:
// they select the local test payment provider (functions/src/payments/config.ts).
// Put real test keys in functions/.secret.local to use Stripe (README, Payments).
if (!existsSync(join(here, '.secret.local'))) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, '.secret.local'),
    'STRIPE_SECRET_KEY=local-test-provider\nSTRIPE_WEBHOOK_SECRET=local-test-provider\n',
  );
}

// The parameters (payments/config.ts) need values, or the emulator stops to
// ask for them. Without a functions/.env.local of yours, the build writes the
// emulators' own (marked, so the next build may rewrite it): Checkout returns
// to this run's Hosting address. A deployed project is asked for its values
// by `firebase deploy` (README, Deploy).
const GENERATED = '# Written by functions/build.mjs for the emulators; replace it with your own to keep it.';
const ownEnvLocal = join(here, '.env.local');
if (!existsSync(ownEnvLocal) || readFileSync(ownEnvLocal, 'utf8').startsWith(GENERATED)) {
  mkdirSync(outDir, { recursive: true });
  const origin = process.env.CAMPCARE_SITE_ORIGIN ?? 'http://127.0.0.1:5000';
  writeFileSync(join(outDir, '.env.local'), `${GENERATED}\nSITE_ORIGIN=${origin}\nALLOW_STRIPE_TEST_MODE=false\n`);
}

const domainEntries = {
  '@campcare/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
  '@campcare/domain/fields': fileURLToPath(new URL('../domain/src/fields/index.ts', import.meta.url)),
};

await build({
  entryPoints: ['src/index.ts'],
  outfile: join(outDir, 'lib', 'index.js'),
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
        b.onResolve({ filter: /^@campcare\/domain(\/fields)?$/ }, (args) => ({ path: domainEntries[args.path] }));
        b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
