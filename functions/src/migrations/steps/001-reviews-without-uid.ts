/**
 * Reviews written before they were made public-shaped held the author's uid
 * (participantUid) and registration id, were stored under the registration's
 * id ({campId}_{uid}, which names the author too), and could carry a photo
 * from another host. Each is rewritten as a review is written now: under a
 * random id unless its id names nobody, with the camp, name, photo (only one
 * served by /api/images), rating, text and date; its registration remembers
 * it (feedbackGiven, feedbackId), as registrations do since, so the data
 * export and account deletion find it.
 */
import { COLLECTIONS, ownImageUrl, type Feedback, type Registration } from '@campcare/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

type OldReview = Feedback & { participantUid?: string; registrationId?: string };

const isOld = (review: OldReview) => review.participantUid !== undefined || review.registrationId !== undefined;

function rewrite(db: Firestore, ref: DocumentReference): Promise<number> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const old = snap.data() as OldReview | undefined;
    if (!old || !isOld(old)) return 0;
    const registrationRef = old.registrationId ? db.collection(COLLECTIONS.registrations).doc(old.registrationId) : null;
    const registration = registrationRef ? await tx.get(registrationRef) : null;
    const review: Feedback = {
      campId: old.campId,
      CampName: old.CampName,
      Name: old.Name,
      photoURL: ownImageUrl(old.photoURL),
      ratting: old.ratting,
      feedback: old.feedback,
      createdAt: old.createdAt,
    };
    const namesAuthor = ref.id === old.registrationId || (!!old.participantUid && ref.id.includes(old.participantUid));
    const target = namesAuthor ? db.collection(COLLECTIONS.feedback).doc() : ref;
    if (namesAuthor) {
      tx.create(target, review);
      tx.delete(ref);
    } else {
      tx.set(ref, review);
    }
    const current = registration?.exists ? (registration.data() as Registration) : null;
    if (registrationRef && current && (!current.feedbackId || current.feedbackId === ref.id)) {
      tx.update(registrationRef, { feedbackGiven: true, feedbackId: target.id });
    }
    return 1;
  });
}

export const reviewsWithoutUid: Migration = {
  id: '001-reviews-without-uid',
  description: 'Reviews written before they lost their uid: rewritten without participantUid and registrationId, under a random id, photo only from /api/images; their registration remembers them.',
  run: (db) =>
    scanCollection(db, COLLECTIONS.feedback, async (page) => {
      let changed = 0;
      for (const doc of page) if (isOld(doc.data() as OldReview)) changed += await rewrite(db, doc.ref);
      return changed;
    }),
};
