/**
 * The data migrations from a function, for admins: GET /migrations lists
 * what ran (migrations/{id}), POST /migrations runs those that have not
 * (the same runner as `npm run migrate`), answering what each did.
 */
import type { ApiErrorCode } from '@campcare/domain';
import { Router } from 'express';
import { db } from '../firestore/firebase.ts';
import { requireAdmin } from '../http/auth.ts';
import { MIGRATIONS } from './index.ts';
import { migrationRecords, runMigrations } from './runner.ts';

export const migrationsRouter = Router();

migrationsRouter.get('/migrations', requireAdmin, async (_req, res) => {
  res.json(await migrationRecords(db));
});

migrationsRouter.post('/migrations', requireAdmin, async (_req, res) => {
  const outcomes = await runMigrations(db, MIGRATIONS);
  const failed = outcomes.find((o) => o.result === 'failed');
  if (failed) {
    // The runner stopped there (the record says why); what ran before it stays done.
    res.status(500).json({ error: { code: 'internal' satisfies ApiErrorCode, message: `Migration ${failed.id} failed: ${failed.error}` }, migrations: outcomes });
    return;
  }
  res.json({ migrations: outcomes, records: await migrationRecords(db) });
});
