// Plain JavaScript on purpose: it runs before node_modules (and so tsx) exists.
// `npm start` on a fresh clone installs the workspace first.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../node_modules/.package-lock.json', import.meta.url))) {
  console.log('First run: installing dependencies (npm install)…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
