// Bundles the functions into lib/index.js. npm packages stay external (Cloud
// Functions installs them from package.json); the workspace's domain package
// is bundled in, because a deployed function sees only this folder.
import { build } from 'esbuild';
import { generateKeyPairSync } from 'node:crypto';
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

// Functions bind secrets (the Stripe keys, SMTP_URL). With no value in
// functions/.secret.local the emulator asks Google Secret Manager for it (an
// error offline, a network call online), so the build adds the missing ones:
// Stripe placeholders that are not Stripe keys (they select the local test
// payment provider, functions/src/payments/paymentsContext.ts), this run's MailDev
// as the SMTP server, and a fixed key for the reminders' unsubscribe links
// (emulators only: a deployed project sets its own MAIL_LINK_SECRET, README
// Deploy; a fixed one keeps the links of mails already in the local inbox
// working after a rebuild). Put real test keys in functions/.secret.local to use
// Stripe (README, Payments); an SMTP_URL of yours that is not a loopback
// address is kept.
const secretFile = join(here, '.secret.local');
const ownSecrets = existsSync(secretFile) ? readFileSync(secretFile, 'utf8') : '';
const secretDefaults = {
  STRIPE_SECRET_KEY: 'local-test-provider',
  STRIPE_WEBHOOK_SECRET: 'local-test-provider',
  SMTP_URL: process.env.CAMPCARE_SMTP_URL ?? 'smtp://127.0.0.1:1025',
  MAIL_LINK_SECRET: 'local-emulators-only-unsubscribe-key',
  // The local SMS inbox's account (scripts/lib/smsInbox.ts holds the same pair): it accepts
  // these and signs its status callbacks with this token, as Twilio does with yours.
  TWILIO_ACCOUNT_SID: 'ACc0ffee00000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'c0ffee000000000000000000000000aa',
};
const secretLines = ownSecrets.split('\n').filter((line) => line.trim() !== '');
// The key that signs tickets (functions/src/checkin/ticketSigning.ts): generated once for the
// emulators and then kept (a new one would make every ticket already handed out look forged).
// The seed signs its tickets with the same one (scripts/seed, ticketSigningKeyOf).
if (!secretLines.some((line) => line.startsWith('TICKET_SIGNING_KEY='))) {
  const built = join(outDir, '.secret.local');
  const kept = existsSync(built) ? readFileSync(built, 'utf8').split('\n').find((line) => line.startsWith('TICKET_SIGNING_KEY=')) : undefined;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  secretLines.push(kept ?? `TICKET_SIGNING_KEY=${privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')}`);
}
for (const [key, value] of Object.entries(secretDefaults)) {
  const index = secretLines.findIndex((line) => line.startsWith(`${key}=`));
  // A loopback SMTP server is a MailDev: each port offset has its own, so that one follows the run.
  const ours = index >= 0 && key === 'SMTP_URL' && /^SMTP_URL=smtp:\/\/127\.0\.0\.1:\d+$/.test(secretLines[index]);
  if (index >= 0 && !ours) continue;
  if (index >= 0) secretLines[index] = `${key}=${value}`;
  else secretLines.push(`${key}=${value}`);
}
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, '.secret.local'), secretLines.join('\n') + '\n');

// The parameters (functions/src/config.ts) need values, or the emulator stops to
// ask for them. Without a functions/.env.local of yours, the build writes the
// emulators' own (marked, so the next build may rewrite it): Checkout returns
// to this run's Hosting address. A deployed project is asked for its values
// by `firebase deploy` (README, Deploy).
const GENERATED = '# Written by functions/build.mjs for the emulators; replace it with your own to keep it.';
const ownEnvLocal = join(here, '.env.local');
if (!existsSync(ownEnvLocal) || readFileSync(ownEnvLocal, 'utf8').startsWith(GENERATED)) {
  mkdirSync(outDir, { recursive: true });
  const origin = process.env.CAMPCARE_SITE_ORIGIN ?? 'http://127.0.0.1:5000';
  // Text messages go to this run's local SMS inbox (scripts/lib/smsInbox.ts), which speaks Twilio's API.
  const smsApi = process.env.CAMPCARE_SMS_API_URL ?? 'http://127.0.0.1:3090';
  writeFileSync(join(outDir, '.env.local'), `${GENERATED}\nSITE_ORIGIN=${origin}\nALLOW_STRIPE_TEST_MODE=false\nSMS_API_URL=${smsApi}\nSMS_FROM=+15005550006\n`);
}

const domainEntries = {
  '@campcare/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
  '@campcare/domain/fields': fileURLToPath(new URL('../domain/src/fields/index.ts', import.meta.url)),
  '@campcare/domain/calendar': fileURLToPath(new URL('../domain/src/calendar.ts', import.meta.url)),
  '@campcare/domain/clinical': fileURLToPath(new URL('../domain/src/clinical/index.ts', import.meta.url)),
  '@campcare/domain/reports': fileURLToPath(new URL('../domain/src/reports/index.ts', import.meta.url)),
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
        b.onResolve({ filter: /^@campcare\/domain(\/fields|\/calendar|\/clinical|\/reports)?$/ }, (args) => ({ path: domainEntries[args.path] }));
        b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
