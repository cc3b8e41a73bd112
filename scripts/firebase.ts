/** `tsx scripts/firebase.ts <args>`: the firebase CLI, set up for this machine. */
import { MissingJavaError, runFirebase } from './lib/emulators.ts';

try {
  const child = runFirebase(process.argv.slice(2));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} catch (error) {
  if (error instanceof MissingJavaError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
