/**
 * One-shot Firestore reads over its REST API, for the public pages. Even
 * Firestore Lite adds ~26 KB gzip to the first bundle; these reads need only
 * runQuery, runAggregationQuery (counts) and a document get, and the same
 * security rules apply (the signed-in user's ID token is the bearer). The
 * dashboard uses the full SDK (lib/firestoreFull.ts) for live data.
 */
import type { QueryPlan } from './queryPlan.ts';
import { authIfLoaded } from './authLazy.ts';
import { emulatorOrigins, firebaseOptions, usingEmulators } from './firebaseConfig.ts';

export class FirestoreReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreReadError';
  }
}

type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/** A read document: its id plus its fields as plain values. */
export type DocData<T> = T & { _id: string };

function documentsUrl(): string {
  const path = `v1/projects/${firebaseOptions.projectId}/databases/(default)/documents`;
  if (usingEmulators) {
    const { firestoreHost, firestorePort } = emulatorOrigins();
    return `http://${firestoreHost}:${firestorePort}/${path}`;
  }
  return `https://firestore.googleapis.com/${path}`;
}

export function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  return decodeFields(value.mapValue.fields);
}

function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(fields ?? {})) out[key] = decodeValue(v);
  return out;
}

export function decodeDocument<T>(doc: RestDocument): DocData<T> {
  const id = decodeURIComponent(doc.name.slice(doc.name.lastIndexOf('/') + 1));
  return { ...(decodeFields(doc.fields) as T), _id: id };
}

export function encodeValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  throw new Error(`Cannot use ${typeof value} in a Firestore filter.`);
}

const OPS = { '==': 'EQUAL', '!=': 'NOT_EQUAL', 'array-contains': 'ARRAY_CONTAINS' } as const;

/**
 * Where a query starts: after the document with these values of the plan's
 * order fields (a cursor: only the page is read, not the pages before it).
 */
export interface StartAfter {
  values: readonly unknown[];
  id: string;
}

function documentName(projectId: string | undefined, collection: string, id: string): string {
  return `projects/${projectId}/databases/(default)/documents/${collection}/${id}`;
}

/**
 * The plan as a REST StructuredQuery (`offset` skips documents server-side;
 * `startAfter` instead starts after one, which then needs the document name
 * as the last order, as the SDKs add it).
 */
export function toStructuredQuery(
  plan: QueryPlan,
  offset = 0,
  startAfter?: StartAfter,
  projectId = firebaseOptions.projectId,
): Record<string, unknown> {
  const filters = plan.filters.map((f) =>
    f.value === null && f.op !== 'array-contains'
      ? { unaryFilter: { op: f.op === '==' ? 'IS_NULL' : 'IS_NOT_NULL', field: { fieldPath: f.field } } }
      : { fieldFilter: { field: { fieldPath: f.field }, op: OPS[f.op], value: encodeValue(f.value) } },
  );
  const order = startAfter ? [...plan.order, { field: '__name__', direction: plan.order.at(-1)?.direction ?? 'asc' }] : plan.order;
  return {
    from: [{ collectionId: plan.collection }],
    ...(filters.length === 1 ? { where: filters[0] } : {}),
    ...(filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(order.length
      ? {
          orderBy: order.map((o) => ({
            field: { fieldPath: o.field },
            direction: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
          })),
        }
      : {}),
    ...(startAfter
      ? {
          startAt: {
            values: [...startAfter.values.map(encodeValue), { referenceValue: documentName(projectId, plan.collection, startAfter.id) }],
            before: false,
          },
        }
      : {}),
    ...(offset > 0 ? { offset } : {}),
    ...(plan.limit ? { limit: plan.limit } : {}),
  };
}

async function post<T>(action: string, body: unknown, signal?: AbortSignal): Promise<T> {
  // The body is JSON, but sent as text/plain, as Firebase's own SDK does: a
  // signed-out read is then a "simple" request, with no CORS preflight round trip.
  const headers: Record<string, string> = { 'content-type': 'text/plain' };
  const user = authIfLoaded()?.currentUser;
  if (user) headers.authorization = `Bearer ${await user.getIdToken()}`;
  const response = await fetch(`${documentsUrl()}:${action}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  if (!response.ok) throw new FirestoreReadError(response.status, `Reading data failed (${response.status}).`);
  return (await response.json()) as T;
}

export async function runQuery<T>(
  plan: QueryPlan,
  options: {
    offset?: number;
    startAfter?: StartAfter;
    signal?: AbortSignal;
    /** Only these fields are sent back (a field mask): lists need a fraction of each document. */
    fields?: readonly string[];
  } = {},
): Promise<DocData<T>[]> {
  const structuredQuery = toStructuredQuery(plan, options.offset, options.startAfter);
  if (options.fields) structuredQuery.select = { fields: options.fields.map((fieldPath) => ({ fieldPath })) };
  const rows = await post<{ document?: RestDocument }[]>('runQuery', { structuredQuery }, options.signal);
  return rows.flatMap((row) => (row.document ? [decodeDocument<T>(row.document)] : []));
}

export type Aggregation = { count: Record<string, never> } | { avg: { field: { fieldPath: string } } } | { sum: { field: { fieldPath: string } } };

/** Aggregates over the documents matching the plan's filters, up to its limit when it has one (its order is ignored). */
export async function runAggregation<K extends string>(
  plan: QueryPlan,
  aggregations: Record<K, Aggregation>,
  signal?: AbortSignal,
): Promise<Record<K, number | null>> {
  const rows = await post<{ result?: { aggregateFields?: Record<string, RestValue> } }[]>(
    'runAggregationQuery',
    {
      structuredAggregationQuery: {
        structuredQuery: toStructuredQuery({ collection: plan.collection, filters: plan.filters, order: [], ...(plan.limit ? { limit: plan.limit } : {}) }),
        aggregations: Object.entries<Aggregation>(aggregations).map(([alias, a]) => ({ alias, ...a })),
      },
    },
    signal,
  );
  const fields = rows[0]?.result?.aggregateFields ?? {};
  const out = {} as Record<K, number | null>;
  for (const alias of Object.keys(aggregations) as K[]) {
    const value = fields[alias];
    const decoded = value ? decodeValue(value) : null;
    out[alias] = typeof decoded === 'number' ? decoded : null;
  }
  return out;
}

/** How many documents match the plan's filters (no more than its limit, when it has one). */
export async function runCount(plan: QueryPlan, signal?: AbortSignal): Promise<number> {
  return (await runAggregation(plan, { count: { count: {} } }, signal)).count ?? 0;
}

/** One document, or null when it does not exist. */
/**
 * A document that may well not exist (has this person joined this camp?):
 * read with batchGet, which answers "missing" where a get answers 404, so an
 * expected absence is not logged by the browser as a failed request.
 */
export async function findDocument<T>(collection: string, id: string, signal?: AbortSignal): Promise<DocData<T> | null> {
  const { projectId } = firebaseOptions;
  const [answer] = await post<{ found?: RestDocument; missing?: string }[]>('batchGet', { documents: [documentName(projectId, collection, id)] }, signal);
  return answer?.found ? decodeDocument<T>(answer.found) : null;
}

export async function getDocument<T>(collection: string, id: string, signal?: AbortSignal): Promise<DocData<T> | null> {
  const headers: Record<string, string> = {};
  const user = authIfLoaded()?.currentUser;
  if (user) headers.authorization = `Bearer ${await user.getIdToken()}`;
  const response = await fetch(`${documentsUrl()}/${collection}/${encodeURIComponent(id)}`, { headers, signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new FirestoreReadError(response.status, `Reading data failed (${response.status}).`);
  return decodeDocument<T>((await response.json()) as RestDocument);
}
