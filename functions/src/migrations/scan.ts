/** Reading a whole collection page by page, in document id order, for the migrations. */
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Documents read per page: a migration's writes for one page fit in one batch (500 writes). */
export const SCAN_PAGE = 200;

/** Hands every document of `collection` to `visit`, one page at a time; returns the sum of what `visit` returned. */
export async function scanCollection(
  db: Firestore,
  collection: string,
  visit: (page: QueryDocumentSnapshot[]) => Promise<number>,
): Promise<number> {
  let total = 0;
  let after: string | null = null;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return total;
    total += await visit(page.docs);
    if (page.size < SCAN_PAGE) return total;
    after = page.docs[page.docs.length - 1]!.id;
  }
}
