/**
 * Reading one page of a list from Firestore at the cost of the page: by
 * cursor or by offset within the paging window, and through search entries.
 * The HTTP side (reading `page`/`limit` and the cursors off a request, the
 * Link and X-Total-Count headers) is http/paging.ts.
 */
import { listTotal, PAGING_WINDOW, type ListTotal, type PageRequest, type SearchEntryFilter } from '@campcare/domain';
import { FieldPath, type CollectionReference, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';

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
