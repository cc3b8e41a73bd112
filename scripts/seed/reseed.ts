/**
 * Puts the emulators back to the seed between test files without emptying
 * Firestore first. Emptying it (the emulator's reset endpoint) deleted some
 * 800 documents that the seed then wrote again, and every deletion and
 * creation of a registration, camp, booking or referral set off a trigger:
 * 277 function runs per reseed, about 10 s of the emulators' CPU, before each
 * of the ~70 test files that start from the seed.
 *
 * Now a reseed within a few minutes of the last one seeds on the last one's
 * clock and random draws, so it would write exactly what is there: it leaves
 * out every seed document whose update time has not moved since the last
 * seeding wrote it, recreates the camps a test changed, writes over the
 * other documents a test changed (an update of a seeded registration is old
 * news to its trigger, which returns at once), and deletes what the seed
 * does not write. The Auth emulator is still emptied (an account import
 * starts no trigger).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS } from '@campcare/domain';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { clearEmulatorAccounts, listEmulatorDocuments } from '../lib/admin.ts';
import { CACHE_DIR, portOffset } from '../lib/emulators.ts';

/**
 * How long a seeding's clock is reused. The seed's times are whole days and
 * hours from its clock (a camp in 12 days at 9:00, an offer ending in 20
 * hours), and a test file already runs minutes after its seeding.
 */
const CLOCK_REUSE_MS = 5 * 60_000;

/** Long before any freshness window (domain isFreshEvent): a change stamped with it is no news. */
const LONG_AGO = '2000-01-01T00:00:00.000Z';

/** What the last reseed of this offset's emulators wrote (a file, as each test file runs in a process of its own). */
interface SeedRecord {
  now: string;
  salt: string;
  /** Each seed document's path and its update time once written. */
  written: Record<string, string>;
}

export interface Reseed {
  /** The seeding's clock. */
  now: Date;
  /** The key of the seeding's random draws (ticket codes, review ids), kept with its clock. */
  salt: string;
  /** Each document in Firestore when the reseed began, with its update time. */
  before: Map<string, string>;
  /** Seed documents untouched since the last seeding wrote them, with the same clock: not written again. */
  unchanged: Set<string>;
  /** Every document the seed writes or leaves as it is. */
  owned: Set<string>;
}

const recordFile = () => join(CACHE_DIR, `offset-${portOffset()}`, 'seed-record.json');

function lastRecord(): SeedRecord | null {
  const file = recordFile();
  if (!existsSync(file)) return null;
  const record = JSON.parse(readFileSync(file, 'utf8')) as SeedRecord;
  const age = Date.now() - Date.parse(record.now);
  return age >= 0 && age < CLOCK_REUSE_MS ? record : null;
}

const inCollection = (collection: string) => (path: string) => path.startsWith(`${collection}/`) && path.split('/').length === 2;

/**
 * Before the seed writes: the accounts go, and so do the camps it will write
 * again. The seed then creates them rather than updating them: an update of a
 * camp a test had renamed or moved would set off propagateCampEdits, which
 * copies the change onto its registrations and mails their participants.
 */
export async function beginReseed(db: Firestore): Promise<Reseed> {
  const [before] = await Promise.all([listEmulatorDocuments(), clearEmulatorAccounts()]);
  const last = lastRecord();
  const unchanged = new Set(last ? Object.keys(last.written).filter((path) => before.get(path) === last.written[path]) : []);
  const camps = [...before.keys()].filter((path) => inCollection(COLLECTIONS.camps)(path) && !unchanged.has(path));
  await inBatches(db, camps, (batch, path) => batch.delete(db.doc(path)));
  return {
    now: last ? new Date(last.now) : new Date(),
    salt: last?.salt ?? randomBytes(16).toString('hex'),
    before,
    unchanged,
    owned: new Set(),
  };
}

/** Records that the seed writes `path`; false when it need not, the document being as the last seeding left it. */
export function mustWrite(reseed: Reseed | null, path: string): boolean {
  if (!reseed) return true;
  reseed.owned.add(path);
  return !reseed.unchanged.has(path);
}

/** A batch whose set() goes through mustWrite. */
export function seedBatch(db: Firestore, reseed: Reseed | null): WriteBatch {
  const batch = db.batch();
  if (!reseed) return batch;
  const filtered: WriteBatch = new Proxy(batch, {
    get(target, key) {
      if (key === 'set') {
        return (...args: Parameters<WriteBatch['set']>) => {
          if (mustWrite(reseed, args[0].path)) target.set(...args);
          return filtered;
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return filtered;
}

/** The seeding's random draw for `label`, `bytes` long (base64url): the same for the same clock and label. */
export function seedDraw(salt: string, label: string, bytes: number): string {
  return createHmac('sha256', salt).update(label).digest().subarray(0, bytes).toString('base64url');
}

/**
 * After the seed has written: every document it did not write or keep is
 * deleted. Registrations first get a cancelled camp's mark, stamped long
 * ago: their deletion would otherwise read as the participant cancelling
 * while the camp is there, and mail them (registrationMails.ts). Then what
 * the seed wrote is recorded for the next reseed.
 */
export async function finishReseed(db: Firestore, reseed: Reseed): Promise<void> {
  const after = await listEmulatorDocuments();
  const leftovers = [...new Set([...reseed.before.keys(), ...after.keys()])].filter((path) => !reseed.owned.has(path));
  const registrations = leftovers.filter(inCollection(COLLECTIONS.registrations));
  // merge: a registration deleted meanwhile (by a late trigger) is no reason to fail the batch.
  await inBatches(db, registrations, (batch, path) => batch.set(db.doc(path), { campCancelledAt: LONG_AGO, updatedAt: LONG_AGO }, { merge: true }));
  await inBatches(db, leftovers, (batch, path) => batch.delete(db.doc(path)));
  const written: Record<string, string> = {};
  for (const path of reseed.owned) {
    const updated = after.get(path);
    if (updated) written[path] = updated;
  }
  const record: SeedRecord = { now: reseed.now.toISOString(), salt: reseed.salt, written };
  mkdirSync(join(CACHE_DIR, `offset-${portOffset()}`), { recursive: true });
  writeFileSync(recordFile(), JSON.stringify(record));
}

async function inBatches(db: Firestore, paths: readonly string[], add: (batch: WriteBatch, path: string) => void): Promise<void> {
  for (let start = 0; start < paths.length; start += 400) {
    const batch = db.batch();
    for (const path of paths.slice(start, start + 400)) add(batch, path);
    await batch.commit();
  }
}
