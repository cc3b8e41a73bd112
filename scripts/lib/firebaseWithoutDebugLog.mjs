/**
 * Loaded before the firebase CLI (`node --import`, scripts/lib/emulators.ts).
 * The CLI writes every debug line of every command to firebase-debug.log
 * (and deletes the file when the command succeeds): for the emulators that is
 * each request's proxying and each function run's start, queue and finish,
 * with its metadata as JSON. Two API test files (waitlist, registrations) on
 * fresh emulators wrote 30 MB of it in two minutes, and the CLI's process
 * used 21.1 s of processor time with the file and 18.1 s without. npm test
 * runs one such process per set of emulators, beside the browsers, on two
 * cores. The console output (what `npm start` shows) is unchanged;
 * CAMPCARE_FIREBASE_DEBUG_LOG=1 keeps the file for a hunt.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

if (!process.env.CAMPCARE_FIREBASE_DEBUG_LOG) {
  const require = createRequire(import.meta.url);
  try {
    // The module the CLI itself will load (one module cache for both).
    const logger = require(join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'logger.js'));
    // The CLI asks for the file logger once, as it starts, and deletes the file it names on success.
    if (typeof logger.useFileLogger === 'function') logger.useFileLogger = () => logger.findAvailableLogFile();
  } catch {
    // Another CLI version, laid out differently: it keeps its log, and works as before.
  }
}
