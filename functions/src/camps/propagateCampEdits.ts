/**
 * Copies camp fields onto the camp's registration and booking copies, in
 * batched writes, page by page. Setting a field to the value it already has
 * changes nothing, so running it twice (a retry, a second edit) is safe.
 *
 * Today it carries the camp's organizerUids (which the rules and the
 * organizer queries read on each registration and booking), called by the
 * co-organizer routes right after the camp changes. A Firestore trigger on
 * camps that propagates edits should call this same function with its own
 * fields, so there is one mechanism for every copied field.
 */
import { COLLECTIONS, type Camp } from '@campcare/domain';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';

/** Camp fields copied onto registrations and bookings by this module. */
export const PROPAGATED_CAMP_FIELDS = ['organizerUids'] as const satisfies readonly (keyof Camp)[];
export type PropagatedCampFields = Partial<Pick<Camp, (typeof PROPAGATED_CAMP_FIELDS)[number]>>;

/** Documents per batch: under Firestore's 500 writes per commit. */
const PAGE = 400;

async function updateAll(query: Query, fields: PropagatedCampFields): Promise<number> {
  let updated = 0;
  let cursor: DocumentSnapshot | undefined;
  for (;;) {
    // startAfter(snapshot) pages in document-id order, which the single-field campId index serves.
    let page = query.select().limit(PAGE);
    if (cursor) page = page.startAfter(cursor);
    const snap = await page.get();
    if (snap.empty) return updated;
    const batch = db.batch();
    for (const doc of snap.docs) batch.update(doc.ref, fields);
    await batch.commit();
    updated += snap.size;
    if (snap.size < PAGE) return updated;
    cursor = snap.docs[snap.docs.length - 1];
  }
}

/** Writes `fields` onto every registration and booking of the camp; returns how many documents it touched. */
export async function propagateCampFields(campId: string, fields: PropagatedCampFields): Promise<number> {
  const [registrations, bookings] = await Promise.all([
    updateAll(db.collection(COLLECTIONS.registrations).where('campId', '==', campId), fields),
    updateAll(db.collection(COLLECTIONS.bookings).where('campId', '==', campId), fields),
  ]);
  return registrations + bookings;
}
