/**
 * Counts the Firestore documents a request reads and the queries it runs, at
 * Firestore's billing rules, and the writes it commits per document, by
 * wrapping the Admin SDK's read methods and its commit once (so every store,
 * including ones written later, is counted without changes).
 * The count belongs to whatever `trackFirestoreUsage` is running: the HTTP
 * layer runs each request in its own, so concurrent requests on one instance
 * never mix. Reads outside any tracked scope (triggers, scripts) are not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { ReadCost, WriteCost } from '@campcare/domain';
import {
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
  Transaction,
  WriteBatch,
  type AggregateQuerySnapshot,
  type AggregateSpec,
} from 'firebase-admin/firestore';

export interface FirestoreUsage extends ReadCost {
  /** Committed writes by document path: a document written twice in one request counts 2. */
  writesByDocument: Map<string, number>;
}

/** An aggregation is billed one read per batch of up to this many index entries. */
export const INDEX_ENTRIES_PER_AGGREGATION_READ = 1000;

/**
 * What a query costs: one read per document returned, plus one per document
 * an offset skipped (Firestore bills those too; past the end fewer may exist,
 * so this is an upper bound there), and at least one read even when nothing matches.
 */
export function queryReads(returned: number, offset: number): number {
  return Math.max(1, returned + offset);
}

/**
 * What an aggregation costs: one read per 1,000 index entries, at least one.
 * A count() says how many entries matched; a sum or average alone does not,
 * so it is counted at the minimum.
 */
export function aggregationReads(count: number | undefined): number {
  return Math.max(1, Math.ceil((count ?? 0) / INDEX_ENTRIES_PER_AGGREGATION_READ));
}

const scope = new AsyncLocalStorage<FirestoreUsage>();

/** Runs `work` with a fresh counter, handed to it (the counter fills as its reads complete). */
export function trackFirestoreUsage<T>(work: (usage: FirestoreUsage) => T): T {
  const usage: FirestoreUsage = { reads: 0, queries: 0, writesByDocument: new Map() };
  return scope.run(usage, () => work(usage));
}

function record(usage: FirestoreUsage | undefined, reads: number, queries: number): void {
  if (!usage) return;
  usage.reads += reads;
  usage.queries += queries;
}

function isAggregateSnapshot(value: unknown): value is AggregateQuerySnapshot<AggregateSpec> {
  return typeof value === 'object' && value !== null && 'data' in value && !(value instanceof DocumentSnapshot) && !(value instanceof QuerySnapshot);
}

function offsetOf(query: unknown): number {
  // The SDK keeps the options private; offset() stores its value there.
  return (query as { _queryOptions?: { offset?: number } })._queryOptions?.offset ?? 0;
}

/** Counts what a read answered: a document, a query's documents or an aggregation. */
function recordResult(usage: FirestoreUsage | undefined, source: unknown, result: unknown): void {
  if (result instanceof QuerySnapshot) record(usage, queryReads(result.size, offsetOf(source)), 1);
  else if (result instanceof DocumentSnapshot) record(usage, 1, 0);
  else if (Array.isArray(result)) record(usage, result.length, 0);
  else if (isAggregateSnapshot(result)) {
    const count = (result.data() as Record<string, unknown>).count;
    record(usage, aggregationReads(typeof count === 'number' ? count : undefined), 1);
  }
}

type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>;

/** Replaces `proto[name]` with a version that counts what each call answered. */
function countCalls(proto: object, name: string, sourceOf: (self: unknown, args: unknown[]) => unknown): void {
  const target = proto as Record<string, Method & { countsReads?: true }>;
  const original = target[name];
  if (!original || original.countsReads) return;
  const counted: Method & { countsReads?: true } = async function (this: unknown, ...args: unknown[]) {
    // Taken now: the promise's continuation may run after the request's scope has moved on.
    const usage = scope.getStore();
    const result = await original.apply(this, args);
    recordResult(usage, sourceOf(this, args), result);
    return result;
  };
  counted.countsReads = true;
  target[name] = counted;
}

/** The writes of a request in Server-Timing's terms: how many, and the most on one document. */
export function writeCostOf(usage: FirestoreUsage): WriteCost {
  let writes = 0;
  let busiest = 0;
  for (const n of usage.writesByDocument.values()) {
    writes += n;
    busiest = Math.max(busiest, n);
  }
  return { writes, busiest };
}

/**
 * Where every committed write of this process is also appended, one line
 * `<epoch ms> <document path>` each, when CAMPCARE_WRITE_LOG names a file:
 * the join benchmark sets it to find the busiest document's write rate
 * across requests and triggers (the Functions emulator runs each in a
 * process of its own, so no one process sees them all). Unset, nothing is logged.
 */
const writeLog = () => process.env.CAMPCARE_WRITE_LOG;

interface BatchInternals {
  _ops: { docPath: string }[];
  _commit: ((this: BatchInternals, ...args: unknown[]) => Promise<unknown>) & { countsWrites?: true };
}

/**
 * Counts the documents of every commit that succeeds: a batch's, a single
 * document's set/update/delete (the SDK sends those as a batch of one) and
 * a transaction's final commit (an attempt that lost a race wrote nothing
 * and is not counted). BulkWriter commits another way and is not counted.
 */
function countCommits(): void {
  const proto = WriteBatch.prototype as unknown as BatchInternals;
  const original = proto._commit;
  if (!original || original.countsWrites) return;
  const counted: BatchInternals['_commit'] = async function (this: BatchInternals, ...args: unknown[]) {
    const usage = scope.getStore();
    const paths = this._ops.map((op) => op.docPath);
    const result = await original.apply(this, args);
    if (usage) for (const path of paths) usage.writesByDocument.set(path, (usage.writesByDocument.get(path) ?? 0) + 1);
    const log = writeLog();
    if (log && paths.length > 0) {
      const at = Date.now();
      appendFileSync(log, paths.map((path) => `${at} ${path}\n`).join(''));
    }
    return result;
  };
  counted.countsWrites = true;
  proto._commit = counted;
}

/**
 * Installs the counting once per process. DocumentReference.get is not
 * wrapped: the SDK answers it with Firestore.getAll, which is. Transaction
 * reads go to the SDK's internal readers, not to Query.get, so nothing is
 * counted twice; a transaction that runs again is billed (and counted) again.
 */
export function instrumentFirestore(db: Firestore): void {
  const self = (thisArg: unknown) => thisArg;
  countCalls(Query.prototype, 'get', self);
  countCalls(Object.getPrototypeOf(db.collection('_').count()) as object, 'get', self);
  countCalls(Firestore.prototype, 'getAll', self);
  countCalls(Transaction.prototype, 'get', (_tx, args) => args[0]);
  countCalls(Transaction.prototype, 'getAll', self);
  countCommits();
}
