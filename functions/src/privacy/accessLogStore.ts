/**
 * Firestore access for the access log (accessLog/{random id}): entries are
 * created next to the read they record (healthStore.ts) and never changed,
 * except that a participant who deletes their account is removed from them.
 * The browser reads none of it; the participant's own entries and the
 * admins' whole log come through the API.
 */
import { accessLogId, accessLogSearchFilters, COLLECTIONS, type AccessLogEntry, type IsoDateTime, type SearchPlan } from '@campcare/domain';
import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { readPage, type ListPage, type PageQuery } from '../firestore/paging.ts';

export const accessLogCollection = () => db.collection(COLLECTIONS.accessLog);

/** Where a new entry read at `at` goes: its id sorts newest first (domain accessLogId). */
export const newAccessLogRef = (at: IsoDateTime) => accessLogCollection().doc(accessLogId(at, accessLogCollection().doc().id));

export type AccessLogView = Omit<AccessLogEntry, 't'> & { _id: string };

/** An entry as the API answers it: its search words stay behind. */
const viewOf = (snap: DocumentSnapshot): AccessLogView => {
  const { t: _words, ...entry } = snap.data() as AccessLogEntry;
  return { _id: snap.id, ...entry };
};

/**
 * One page of the log, newest first: one participant's entries (their own
 * log) or every entry (admins); with a search, those whose names hold every
 * word, read in id order (which is newest first) so that the word filters
 * need no composite index.
 */
export function listAccesses(filter: { participantUid?: string }, search: SearchPlan | null, page: PageQuery): Promise<ListPage<AccessLogView>> {
  let matching: Query = accessLogCollection();
  if (filter.participantUid) matching = matching.where('participantUid', '==', filter.participantUid);
  if (!search) {
    const ordered = matching.orderBy('at', 'desc');
    return readPage({ ordered, counted: ordered, collection: accessLogCollection() }, page, viewOf);
  }
  for (const word of accessLogSearchFilters(search)) matching = matching.where(new FieldPath(...word.path), '==', word.value);
  return readPage({ ordered: matching.orderBy(FieldPath.documentId()), counted: matching, collection: accessLogCollection() }, page, viewOf);
}
