/**
 * Firestore access for the access log (accessLog/{random id}): entries are
 * created next to the read they record (healthStore.ts) and never changed,
 * except that a participant who deletes their account is removed from them.
 * The browser reads none of it; the participant's own entries and the
 * admins' whole log come through the API.
 */
import { COLLECTIONS, type AccessLogEntry } from '@campcare/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { readPage, type ListPage, type PageQuery } from '../firestore/paging.ts';

export const accessLogCollection = () => db.collection(COLLECTIONS.accessLog);

export type AccessLogView = AccessLogEntry & { _id: string };

const viewOf = (snap: DocumentSnapshot): AccessLogView => ({ _id: snap.id, ...(snap.data() as AccessLogEntry) });

/** The reads of one participant's health details, newest first. */
export function listAccessesTo(participantUid: string, page: PageQuery): Promise<ListPage<AccessLogView>> {
  const query = accessLogCollection().where('participantUid', '==', participantUid).orderBy('at', 'desc');
  return readPage({ ordered: query, counted: query, collection: accessLogCollection() }, page, viewOf);
}

/** The whole log, newest first (admins). */
export function listAllAccesses(page: PageQuery): Promise<ListPage<AccessLogView>> {
  const query = accessLogCollection().orderBy('at', 'desc');
  return readPage({ ordered: query, counted: query, collection: accessLogCollection() }, page, viewOf);
}
