/**
 * Edits reach everyone: when an organizer changes a camp's name, date,
 * place, professional or picture, every registration and booking keeps a
 * copy of those fields (domain campCopy.ts), so each copy is rewritten
 * (campCopyStore.ts, in batches; only copies that differ, so a second run
 * changes nothing). The fee is deliberately not rewritten: a registration
 * keeps the price its participant saw.
 *
 * The same copy carries the camp's organizerUids (which the rules and the
 * organizer queries read on each registration and booking): the co-organizer
 * routes call propagateCampFields right after the camp changes, so the new
 * organizer sees the camp's people at once; the trigger then finds nothing
 * left to write. One mechanism for every copied field. The camp's health
 * records (healthDetails) follow the same way: their erasure time is the
 * camp's date plus its retention.
 */
import { COLLECTIONS, PROPAGATED_CAMP_FIELDS, type Camp, type CampChanges, type PropagatedField } from '@campcare/domain';
import { isDeepStrictEqual } from 'node:util';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../firestore/firebase.ts';
import { queueCampChangeMails } from '../mail/campChangeMails.ts';
import { queueCampChangeSms } from '../sms/campChangeSms.ts';
import { mailLinks } from '../mail/links.ts';
import { syncCampCopies } from './campCopyStore.ts';

/** The fields a participant is told about when they change (the refund cut-off is shown, not announced). */
export const ANNOUNCED_CAMP_FIELDS: readonly PropagatedField[] = ['CampName', 'DateTime', 'Location', 'HealthcareProfessional'];

/** The propagated fields whose value differs between the two versions of a camp. */
export function changedCampFields(before: Partial<Camp>, after: Partial<Camp>): CampChanges {
  const changes: Record<string, unknown> = {};
  for (const field of PROPAGATED_CAMP_FIELDS) {
    if (after[field] !== undefined && !isDeepStrictEqual(before[field], after[field])) changes[field] = after[field];
  }
  return changes as CampChanges;
}

/**
 * Tells participants what changed (one mail each, functions/src/mail/), for
 * the announced fields only; `eventId` makes a retried run queue nothing more.
 */
export async function announceCampChanges(campId: string, before: Camp, current: Camp, eventId: string): Promise<void> {
  const changes = changedCampFields(before, current);
  const announced = ANNOUNCED_CAMP_FIELDS.filter((f) => changes[f] !== undefined);
  if (announced.length === 0) return;
  const queued = await queueCampChangeMails(db, campId, before, current, eventId, mailLinks());
  const texted = await queueCampChangeSms(db, campId, before, current, eventId, mailLinks().origin);
  logger.info('Camp changed; participants told', { campId, fields: announced, queued, texted });
}

export const propagateCampEdits = onDocumentUpdated({ document: `${COLLECTIONS.camps}/{campId}`, retry: true }, async (event) => {
  const before = event.data?.before.data() as Camp | undefined;
  const after = event.data?.after.data() as Camp | undefined;
  if (!before || !after) return;
  const changes = changedCampFields(before, after);
  if (Object.keys(changes).length === 0) return;
  const campId = event.params.campId;
  // The camp as it is now, not as this event saw it: a late or repeated run still ends with the latest values.
  const current = await db.collection(COLLECTIONS.camps).doc(campId).get();
  if (!current.exists) return;
  const written = await syncCampCopies(db, campId, current.data() as Camp);
  logger.info('Camp edit propagated', { campId, written });
  await announceCampChanges(campId, before, current.data() as Camp, event.id);
});
