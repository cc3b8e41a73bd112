/**
 * Paged lists: how `page`/`limit` (and the cursors `after`/`before`) are read,
 * how a page is fetched at the cost of the page, and how it is answered.
 */
import type { Request, Response } from 'express';
import {
  clampPageRequest,
  DEFAULT_PAGE_SIZE,
  lastListablePage,
  listTotal,
  MAX_PAGE_SIZE,
  PAGING_WINDOW,
  type ListTotal,
  type PageRequest,
  type SearchEntryFilter,
} from '@campcare/domain';
import { FieldPath, type CollectionReference, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { badRequest } from './errors.ts';
import { DOCUMENT_ID } from './schemaValidation.ts';

/**
 * A page, and optionally where it starts: `after` is the id of the last item
 * of the page before it, `before` the id of the first item of the page after
 * it (what the `Link` header's next and prev addresses carry). Without one,
 * the page is found by skipping the pages before it, which the window bounds.
 */
export interface PageQuery extends PageRequest {
  after?: string;
  before?: string;
}

function cursorParam(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !DOCUMENT_ID.test(value)) {
    throw badRequest(`${name} must be the id of an item of the list (as in its Link header).`, { [name]: `${name} is not a valid item id.` });
  }
  return value;
}

export function pageRequestFrom(query: { page?: unknown; limit?: unknown; after?: unknown; before?: unknown }): PageQuery {
  const page = clampPageRequest(query.page, query.limit);
  if (!page) {
    throw badRequest(`page must be a whole number from 1, and limit a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
      page: 'page must be a whole number from 1.',
      limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
    });
  }
  const last = lastListablePage(page.limit);
  if (page.page > last) {
    const message = `page ${page.page} is past the last page a list offers at ${page.limit} per page (${last}): lists page through their first ${PAGING_WINDOW.toLocaleString('en-US')} results. Search, or change the sort, to reach others.`;
    throw badRequest(message, { page: `page must be at most ${last} with limit=${page.limit}.` });
  }
  const after = cursorParam(query.after, 'after');
  const before = cursorParam(query.before, 'before');
  if (after && before) throw badRequest('Give after or before, not both.', { before: 'Give after or before, not both.' });
  return { ...page, ...(after ? { after } : {}), ...(before ? { before } : {}) };
}

export interface ListPage<T> extends ListTotal {
  items: T[];
}

/**
 * One page of `ordered` (a query with its orderBy), and how many documents
 * `counted` matches, up to the window (a single billed read). From a cursor,
 * the page costs its own documents plus the cursor's; otherwise its documents
 * plus the ones skipped, at most the window. A cursor whose document is gone
 * falls back to skipping.
 */
export async function readPage<T>(
  source: { ordered: Query; counted: Query; collection: CollectionReference },
  page: PageQuery,
  map: (snap: DocumentSnapshot) => T,
): Promise<ListPage<T>> {
  const [docs, count] = await Promise.all([
    positioned(source, page).then((query) => query.get()),
    source.counted.limit(PAGING_WINDOW).count().get(),
  ]);
  return { items: docs.docs.map(map), ...listTotal(count.data().count) };
}

async function positioned(source: { ordered: Query; collection: CollectionReference }, page: PageQuery): Promise<Query> {
  const cursorId = page.after ?? page.before;
  const cursor = cursorId ? await source.collection.doc(cursorId).get() : undefined;
  if (cursor?.exists) {
    return page.after ? source.ordered.startAfter(cursor).limit(page.limit) : source.ordered.endBefore(cursor).limitToLast(page.limit);
  }
  return source.ordered.offset((page.page - 1) * page.limit).limit(page.limit);
}

/**
 * One page of a search through search entries (domain/src/searchEntries.ts):
 * the equality `filters`, merged by Firestore from single-field indexes, in
 * the entries' id order, which is the sort's order. It reads the page's
 * entries, then the page's documents, plus one count(): about twice the page
 * at any collection size. `after` (a document id from the Link header) costs
 * one more read, the document whose entry the page starts after; `before` is
 * served by its page number (Firestore would need an extra index to read
 * these entries backwards), which the paging window bounds.
 */
export async function readSearchPage<T>(
  source: {
    entries: CollectionReference;
    filters: readonly SearchEntryFilter[];
    /** The entry field naming the document it stands for (campId, registrationId). */
    idField: string;
    collection: CollectionReference;
    /** The id of the entry of this document in the searched order (null: gone, or not in that order). */
    entryIdOf: (doc: DocumentSnapshot) => string | null;
  },
  page: PageQuery,
  map: (snap: DocumentSnapshot) => T,
): Promise<ListPage<T>> {
  let matching: Query = source.entries;
  for (const filter of source.filters) matching = matching.where(new FieldPath(...filter.path), '==', filter.value);
  const ordered = matching.orderBy(FieldPath.documentId());
  const cursor = page.after ? await source.collection.doc(page.after).get() : null;
  const startAfter = cursor?.exists ? source.entryIdOf(cursor) : null;
  const entries = startAfter ? ordered.startAfter(startAfter) : ordered.offset((page.page - 1) * page.limit);
  const [found, count] = await Promise.all([entries.limit(page.limit).select(source.idField).get(), matching.limit(PAGING_WINDOW).count().get()]);
  const ids = found.docs.map((doc) => String(doc.get(source.idField)));
  const snaps = ids.length > 0 ? await source.collection.firestore.getAll(...ids.map((id) => source.collection.doc(id))) : [];
  // An entry can outlive its document by the moment the index takes to follow a deletion.
  return { items: snaps.filter((s) => s.exists).map(map), ...listTotal(count.data().count) };
}

/** The address of this same list at another page, starting after or before an item. */
function pageLink(req: Request, page: number, cursor: { after: string } | { before: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query)) {
    if (typeof value === 'string' && !['page', 'after', 'before'].includes(key)) params.set(key, value);
  }
  params.set('page', String(page));
  for (const [key, value] of Object.entries(cursor)) params.set(key, value);
  return `${req.originalUrl.split('?')[0]}?${params.toString()}`;
}

/**
 * The list stays an array, as documented; the number of matches travels in
 * `X-Total-Count` (up to the window, with `X-Total-Count-Capped: true` when
 * there may be more), and the neighbouring pages' addresses, which start from
 * a cursor and so cost only their own page, in `Link` (rel="next", rel="prev").
 */
export function sendPage<T>(res: Response, page: PageQuery, list: ListPage<T>, idOf: (item: T) => string): void {
  res.set('X-Total-Count', String(list.total));
  if (list.capped) res.set('X-Total-Count-Capped', 'true');
  const links: string[] = [];
  const first = list.items[0];
  const last = list.items.at(-1);
  if (first !== undefined && page.page > 1) links.push(`<${pageLink(res.req, page.page - 1, { before: idOf(first) })}>; rel="prev"`);
  const more = page.page * page.limit < list.total || list.capped;
  if (last !== undefined && list.items.length === page.limit && more && page.page < lastListablePage(page.limit)) {
    links.push(`<${pageLink(res.req, page.page + 1, { after: idOf(last) })}>; rel="next"`);
  }
  if (links.length > 0) res.set('Link', links.join(', '));
  res.json(list.items);
}
