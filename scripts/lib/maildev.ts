/**
 * MailDev, the local inbox: an SMTP server the functions send every mail to
 * on the emulators, and a web inbox (with a REST API the tests read) to see
 * them. Its ports move with CAMPCARE_PORT_OFFSET like the emulators'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR, emulatorPorts, portOffset, ROOT } from './emulators.ts';
import { waitFor } from './process.ts';

export function mailInboxUrl(offset = portOffset()): string {
  return `http://127.0.0.1:${emulatorPorts(offset).mailWeb}`;
}

export function mailSmtpUrl(offset = portOffset()): string {
  return `smtp://127.0.0.1:${emulatorPorts(offset).mailSmtp}`;
}

/** Its command-line program (the package exports only its library; the program sits beside it). */
function maildevBin(): string {
  return join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
}

/**
 * Starts MailDev on this offset's ports (loopback only), with an empty inbox
 * kept in .cache/maildev-<offset>, and resolves once its API answers.
 */
export async function startMailDev(offset = portOffset()): Promise<ChildProcess> {
  const ports = emulatorPorts(offset);
  const directory = join(CACHE_DIR, `maildev-${offset}`);
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const child = spawn(
    process.execPath,
    [maildevBin(), '--smtp', String(ports.mailSmtp), '--web', String(ports.mailWeb), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', directory, '--silent'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`MailDev exited (code ${code}): are ports ${ports.mailSmtp} and ${ports.mailWeb} free?`))),
  );
  // Once it runs, its exit is the caller's business (it stops it).
  exited.catch(() => {});
  await Promise.race([waitFor('MailDev', async () => (await fetch(`${mailInboxUrl(offset)}/api/healthz`)).ok, 60_000), exited]);
  return child;
}
