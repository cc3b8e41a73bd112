/**
 * A data migration: one step that brings documents written in an older
 * shape to the current one. Steps are run in the order of their ids by
 * runner.ts, each once (migrations/{id} records that it ran), and each must
 * also be safe to run again: it looks only for documents still in the old
 * shape, so a run cut short is simply run again.
 */
import type { Firestore } from 'firebase-admin/firestore';

export interface MigrationContext {
  /** The time the run started: steps that compare dates (retention, mail age) use it, so tests can move it. */
  now: Date;
  log: (message: string) => void;
}

export interface Migration {
  /** `NNN-what-it-does`, also its file's name in steps/: the number orders the steps and never changes. */
  id: string;
  /** What it changes, in a sentence (kept in its record). */
  description: string;
  /** Changes what is still old; returns how many documents it changed. */
  run(db: Firestore, context: MigrationContext): Promise<number>;
}

/** migrations/{id}: what happened to one migration. */
export interface MigrationRecord {
  id: string;
  description: string;
  status: 'running' | 'done' | 'failed';
  /** Documents the last run changed. */
  changed: number;
  /** Runs so far (a failed or interrupted run is followed by another). */
  runs: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}
