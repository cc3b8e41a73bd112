/**
 * Loaded before the firebase CLI (`node --import`, scripts/lib/emulators.ts).
 * Turning the Functions emulator's background triggers back on (the hub's
 * enableBackgroundTriggers, which withTriggersDisabled in scripts/lib/admin.ts
 * calls after writing fixtures) makes the CLI load the functions' source
 * again, replace its idle workers, and register every Firestore trigger with
 * the Firestore emulator once more under a new key. The Firestore emulator
 * has no call that removes the old keys, so from then on every write is sent
 * to the Functions emulator once per toggle so far; the stale copies are
 * refused one by one, in the same queue as the live ones. The API suite
 * toggles a dozen times.
 *
 * Here turning them back on turns on again exactly the triggers that turning
 * them off turned off, under their own keys: nothing to load, no new keys.
 * The functions' code cannot have changed in between (reloading changed code
 * is the file watcher's job, which this leaves alone). If a future CLI lays
 * out its files differently, this says so once and the CLI works as before.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
let patched = false;
try {
  // The module the CLI itself will load (one module cache for both).
  const { FunctionsEmulator } = require(join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'emulator', 'functionsEmulator.js'));
  const proto = FunctionsEmulator?.prototype;
  if (proto && typeof proto.disableBackgroundTriggers === 'function' && typeof proto.reloadTriggers === 'function') {
    /** The trigger records each emulator turned off, to turn back on. */
    const turnedOff = new WeakMap();
    const disable = proto.disableBackgroundTriggers;
    proto.disableBackgroundTriggers = async function disableBackgroundTriggers() {
      const records = Object.values(this.triggers ?? {}).filter((record) => record.def?.eventTrigger && record.enabled);
      turnedOff.set(this, [...(turnedOff.get(this) ?? []), ...records]);
      return disable.call(this);
    };
    proto.reloadTriggers = async function reloadTriggers() {
      for (const record of turnedOff.get(this) ?? []) record.enabled = true;
      turnedOff.delete(this);
    };
    patched = true;
  }
} catch {
  // Another CLI version, said below.
}
if (!patched) console.error('firebaseTriggerToggles.mjs: this firebase CLI is laid out differently; turning triggers back on reloads them as before.');
