/**
 * Outside the emulators a function does not start without its production
 * settings. The functions are built as for a deploy and loaded in a plain
 * Node process, as Cloud Functions loads them (no FUNCTIONS_EMULATOR): with
 * every setting the `api` function serves; without SITE_ORIGIN it refuses
 * to load, naming the setting. The checks themselves are tested below that.
 */
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { productionSettingProblems } from '../../src/config.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
// Under the repository, so that the bundle finds the installed packages as a deployed one finds its own.
const OUT = join(ROOT, '.cache', 'production-start', 'functions');

// Placeholders in Stripe's shapes (the start checks the prefixes), put together here so that nothing
// shaped like a real key is written in the repository.
const placeholder = (prefix: string) => `${prefix}_${'placeholder'}`;

const SETTINGS = {
  SITE_ORIGIN: 'https://camps.example.com',
  MAIL_FROM: 'CampCare <no-reply@camps.example.com>',
  SMS_FROM: '+8801712345678',
  STRIPE_SECRET_KEY: placeholder(['sk', 'live'].join('_')),
  STRIPE_WEBHOOK_SECRET: placeholder('whsec'),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  MAIL_LINK_SECRET: 'placeholder-mail-link-secret-for-the-start-test',
  // Twilio's shapes (AC and 32 hex digits; 32 hex digits), all zeros.
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: '0'.repeat(32),
  TICKET_SIGNING_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
};

/** A deployed instance's environment: a real project, the function's name, these settings and nothing of the emulators. */
function productionEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: 'campcare-prod', FUNCTION_TARGET: 'api', ...settings };
}

/** Loads the built functions, serves `api` and asks it for an unknown path: its answer, or how the process failed. */
function startApi(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = `
    const http = require('node:http');
    const { api } = require(${JSON.stringify(join(OUT, 'lib', 'index.js'))});
    const server = http.createServer(api).listen(0, '127.0.0.1', async () => {
      const res = await fetch('http://127.0.0.1:' + server.address().port + '/api/no-such-endpoint');
      console.log(res.status, await res.text());
      server.close();
    });`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: OUT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a function started outside the emulators', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'functions'), env: { ...process.env, FUNCTIONS_OUT_DIR: OUT }, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }, 60_000);

  it('serves with every production setting', async () => {
    const started = await startApi(productionEnv(SETTINGS));
    expect(started.stderr).toBe('');
    expect(started.stdout).toContain('404 {"error":{"code":"not-found"');
    expect(started.code).toBe(0);
  }, 30_000);

  it('refuses to serve without SITE_ORIGIN, naming it', async () => {
    const { SITE_ORIGIN: _missing, ...rest } = SETTINGS;
    const started = await startApi(productionEnv(rest));
    expect(started.code).not.toBe(0);
    expect(started.stdout).toBe('');
    expect(started.stderr).toContain('cannot start');
    expect(started.stderr).toContain('SITE_ORIGIN (parameter): not set');
  }, 30_000);
});

describe('the production settings', () => {
  const problems = (values: Record<string, string>, secrets = Object.keys(SETTINGS)) =>
    productionSettingProblems(values, 'campcare-prod', secrets).map((p) => p.name);

  it('accepts a complete set', () => {
    expect(problems(SETTINGS)).toEqual([]);
  });

  it("refuses the emulators' values", () => {
    expect(
      problems({
        ...SETTINGS,
        SITE_ORIGIN: 'http://127.0.0.1:5000',
        MAIL_FROM: 'CampCare <no-reply@campcare.example.org>',
        SMS_FROM: '+15005550006',
        STRIPE_SECRET_KEY: 'local-test-provider',
        STRIPE_WEBHOOK_SECRET: 'local-test-provider',
        SMTP_URL: 'smtp://127.0.0.1:1025',
        MAIL_LINK_SECRET: 'local-emulators-only-unsubscribe-key',
      }),
    ).toEqual(['SITE_ORIGIN', 'MAIL_FROM', 'SMS_FROM', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'MAIL_LINK_SECRET']);
  });

  it('takes a test-mode Stripe key only where ALLOW_STRIPE_TEST_MODE says so', () => {
    expect(problems({ ...SETTINGS, STRIPE_SECRET_KEY: 'sk_test_0123' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(problems({ ...SETTINGS, STRIPE_SECRET_KEY: 'sk_test_0123', ALLOW_STRIPE_TEST_MODE: 'true' })).toEqual([]);
  });

  it('takes only an ECDSA P-256 key to sign tickets', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    for (const TICKET_SIGNING_KEY of ['', 'not a key', rsa]) expect(problems({ ...SETTINGS, TICKET_SIGNING_KEY })).toEqual(['TICKET_SIGNING_KEY']);
  });

  it('checks only the secrets a function binds', () => {
    const parameters = { SITE_ORIGIN: SETTINGS.SITE_ORIGIN, MAIL_FROM: SETTINGS.MAIL_FROM, SMS_FROM: SETTINGS.SMS_FROM };
    expect(problems(parameters, [])).toEqual([]);
    expect(problems(parameters, ['SMTP_URL'])).toEqual(['SMTP_URL']);
  });

  it('takes a sender in E.164 or a Messaging Service SID for text messages', () => {
    for (const SMS_FROM of ['+8801712345678', `MG${'0'.repeat(32)}`]) expect(problems({ ...SETTINGS, SMS_FROM })).toEqual([]);
    for (const SMS_FROM of ['', '01712345678', '+880 1712 345678', 'CampCare']) expect(problems({ ...SETTINGS, SMS_FROM })).toEqual(['SMS_FROM']);
  });
});
