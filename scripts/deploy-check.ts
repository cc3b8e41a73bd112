/**
 * `npm run deploy:check -- --project <id>`: what must hold before a deploy,
 * checked on this computer, so that a deploy cannot go wrong quietly:
 *
 *   settings  every production setting (functions/src/config.ts's
 *             PRODUCTION_SETTINGS, with the same checks the functions make when
 *             they start): the parameters from functions/.env and
 *             functions/.env.<project>, the secrets from the environment (CI)
 *             or else read with `firebase functions:secrets:access` (which needs
 *             the project's credentials and the network)
 *   rules     firestore.rules and firestore.indexes.json: the rules suite on the
 *             Firestore emulator (tests/rules: every allowed and refused read,
 *             and indexes.test.ts: every query has its index, no index is unused,
 *             the file passes firebase-tools' own validation)
 *
 *   --only settings|rules   one of the two (firebase.json's predeploy hooks
 *                           run settings before the functions, rules before
 *                           Firestore)
 *   --skip-secrets          check the parameters only (no credentials here)
 *
 * Exits non-zero, naming each problem, when anything is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeSettingProblems, FUNCTION_SECRETS, productionSettingProblems } from '../functions/src/config.ts';
import { ROOT } from './lib/emulators.ts';
import { run } from './lib/process.ts';

const usage = 'Usage: npm run deploy:check -- --project <id> [--only settings|rules] [--skip-secrets]';
const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    only: { type: 'string' },
    'skip-secrets': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.only && values.only !== 'settings' && values.only !== 'rules') {
  console.error(`--only takes settings or rules, not "${values.only}".\n${usage}`);
  process.exit(2);
}

/** The project id, from --project or the alias it names in .firebaserc. */
function projectId(): string {
  const given = values.project ?? process.env.GCLOUD_PROJECT ?? '';
  if (!given) {
    console.error(`Name the project you are about to deploy to.\n${usage}`);
    process.exit(2);
  }
  const rc = existsSync(join(ROOT, '.firebaserc')) ? (JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects?: Record<string, string> }) : {};
  return rc.projects?.[given] ?? given;
}

/** KEY=VALUE lines of a dotenv file (quotes taken off, comments skipped), as firebase deploy reads them. */
function readDotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const entries: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const raw = match[2]!;
    entries[match[1]!] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw.replace(/\s+#.*$/, '');
  }
  return entries;
}

/** A secret's value from Secret Manager, through the firebase CLI; null (and why) when it cannot be read. */
function accessSecret(name: string, project: string): { value: string } | { error: string } {
  const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const result = spawnSync(process.execPath, [firebase, 'functions:secrets:access', name, '--project', project, '--non-interactive'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status === 0) return { value: result.stdout.trim() };
  const why = (result.stderr || result.stdout).trim().split('\n').at(-1) ?? `exit ${result.status}`;
  return { error: why };
}

function checkSettings(project: string): boolean {
  const parameters = { ...readDotenv(join(ROOT, 'functions', '.env')), ...readDotenv(join(ROOT, 'functions', `.env.${project}`)) };
  const secretNames = [...new Set(Object.values(FUNCTION_SECRETS).flat().map((secret) => secret.name))];
  const secrets: Record<string, string> = {};
  const unreadable: string[] = [];
  if (!values['skip-secrets']) {
    for (const name of secretNames) {
      const fromEnv = process.env[name];
      if (fromEnv !== undefined) {
        secrets[name] = fromEnv;
        continue;
      }
      const read = accessSecret(name, project);
      if ('value' in read) secrets[name] = read.value;
      else unreadable.push(`- ${name} (secret): could not be read (${read.error}). Sign in (npx firebase login), set it (npx firebase functions:secrets:set ${name}), or pass --skip-secrets.`);
    }
  }
  const checked = values['skip-secrets'] ? [] : secretNames.filter((name) => name in secrets);
  const problems = productionSettingProblems({ ...parameters, ...secrets }, project, checked);
  if (problems.length === 0 && unreadable.length === 0) {
    console.log(`settings: ${project} has every production setting${values['skip-secrets'] ? ' (secrets not checked: --skip-secrets)' : ''}.`);
    return true;
  }
  console.error(`settings: ${project} is not ready to deploy.\n${[...unreadable, describeSettingProblems(problems)].join('\n')}`);
  return false;
}

async function checkRules(): Promise<boolean> {
  console.log('rules: the rules suite and the index check on the Firestore emulator (npm run test:rules)…');
  const code = await run('npm', ['run', 'test:rules']);
  if (code !== 0) console.error('rules: firestore.rules or firestore.indexes.json failed their tests (above): fix them before deploying.');
  return code === 0;
}

const project = projectId();
let ok = true;
if (values.only !== 'rules') ok = checkSettings(project) && ok;
if (values.only !== 'settings') ok = (await checkRules()) && ok;
console.log(ok ? `deploy:check: ${project} may be deployed.` : `deploy:check: do not deploy ${project} yet (above).`);
process.exit(ok ? 0 : 1);
