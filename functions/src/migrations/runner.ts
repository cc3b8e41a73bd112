/**
 * Runs the migrations that have not run yet, in order, and records each in
 * migrations/{id}: `running` while it runs, then `done` with how many
 * documents it changed (or `failed` with the error, and the runner stops: a
 * later step may need this one). A done migration is never run again, so
 * running the runner twice changes nothing the second time. The same code
 * runs from `npm run migrate` (scripts/migrate.ts) and from the API
 * (POST /api/migrations, admins).
 */
import { COLLECTIONS } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Migration, MigrationRecord } from './migration.ts';

/** A run that started this long ago and never finished is taken to have died: another may take over. */
const STALE_RUN_MS = 30 * 60_000;

export interface MigrationOutcome {
  id: string;
  /** ran: it ran now; skipped: it had run before; busy: another run is at it right now; failed: it threw. */
  result: 'ran' | 'skipped' | 'busy' | 'failed';
  changed: number;
  error?: string;
}

/** Marks the migration running unless it is done or another run holds it; the record as found. `now` is the clock's. */
function claim(db: Firestore, migration: Migration, now: Date): Promise<{ claimed: boolean; record: MigrationRecord | null }> {
  const ref = db.collection(COLLECTIONS.migrations).doc(migration.id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const record = snap.exists ? (snap.data() as MigrationRecord) : null;
    if (record?.status === 'done') return { claimed: false, record };
    if (record?.status === 'running' && now.getTime() - Date.parse(record.startedAt) < STALE_RUN_MS) return { claimed: false, record };
    const running: MigrationRecord = {
      id: migration.id,
      description: migration.description,
      status: 'running',
      changed: 0,
      runs: (record?.runs ?? 0) + 1,
      startedAt: now.toISOString(),
      finishedAt: null,
      error: null,
    };
    tx.set(ref, running);
    return { claimed: true, record };
  });
}

export async function runMigrations(
  db: Firestore,
  migrations: readonly Migration[],
  { now = new Date(), log = () => {} }: { now?: Date; log?: (message: string) => void } = {},
): Promise<MigrationOutcome[]> {
  const outcomes: MigrationOutcome[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    // The record's times are the clock's; `now` is the time the steps compare dates with (tests move it).
    const { claimed, record } = await claim(db, migration, new Date());
    if (!claimed) {
      const busy = record?.status === 'running';
      outcomes.push({ id: migration.id, result: busy ? 'busy' : 'skipped', changed: 0 });
      log(`${migration.id}: ${busy ? 'another run is at it, left to it' : `done before (${record?.finishedAt})`}`);
      if (busy) break;
      continue;
    }
    const ref = db.collection(COLLECTIONS.migrations).doc(migration.id);
    log(`${migration.id}: ${migration.description}`);
    try {
      const changed = await migration.run(db, { now, log: (message) => log(`  ${message}`) });
      await ref.update({ status: 'done', changed, finishedAt: new Date().toISOString() });
      outcomes.push({ id: migration.id, result: 'ran', changed });
      log(`${migration.id}: done, ${changed} document(s) changed`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await ref.update({ status: 'failed', finishedAt: new Date().toISOString(), error: message });
      outcomes.push({ id: migration.id, result: 'failed', changed: 0, error: message });
      log(`${migration.id}: failed: ${message}`);
      break;
    }
  }
  return outcomes;
}

/** Every migration's record, in order (the API's GET /migrations). */
export async function migrationRecords(db: Firestore): Promise<MigrationRecord[]> {
  const snap = await db.collection(COLLECTIONS.migrations).get();
  return snap.docs.map((doc) => doc.data() as MigrationRecord).sort((a, b) => a.id.localeCompare(b.id));
}
