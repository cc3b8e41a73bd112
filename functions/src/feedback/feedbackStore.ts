/**
 * Firestore access for reviews: one per registration (its feedbackGiven flag
 * says so, and its feedbackId which), stored under a random id with nothing
 * that leads back to the author's account or registration, since everyone
 * reads them.
 */
import { COLLECTIONS, ownImageUrl, REVIEWS_LIMIT, type Feedback, type Registration, type UserProfile } from '@campcare/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import type { FeedbackInput } from './schemas.ts';

export const feedbackCollection = () => db.collection(COLLECTIONS.feedback);

/** The public face of a review: name, photo, rating, text and date (plus the camp). */
export type ReviewView = Feedback & { _id: string };

/** Reviews written before they were public-shaped may still hold these; they are never sent. */
function reviewFromSnapshot(snap: DocumentSnapshot): ReviewView {
  const { participantUid: _uid, registrationId: _id, ...rest } = snap.data() as Feedback & {
    participantUid?: string;
    registrationId?: string;
  };
  return { _id: snap.id, ...rest, photoURL: ownImageUrl(rest.photoURL) };
}

export interface Reviewer {
  uid: string;
  /** From the ID token, used when the profile document has none. */
  name: string;
  picture: string | null;
}

/**
 * Writes the review and marks the registration in one transaction (which
 * is what keeps it to one review per registration: the transaction reads
 * feedbackGiven). `authorize` sees the registration and throws an ApiError
 * to refuse. Returns the review's id, or null when there is no such registration.
 */
export async function createFeedback(
  reviewer: Reviewer,
  input: FeedbackInput,
  authorize: (registration: Registration) => void,
): Promise<string | null> {
  const registrationRef = db.collection(COLLECTIONS.registrations).doc(input.registrationId);
  const reviewRef = feedbackCollection().doc();
  const profileRef = db.collection(COLLECTIONS.users).doc(reviewer.uid);
  return runTransaction(async (tx) => {
    const [registrationSnap, profileSnap] = await tx.getAll(registrationRef, profileRef);
    if (!registrationSnap?.exists) return null;
    const registration = registrationSnap.data() as Registration;
    authorize(registration);
    const profile = profileSnap?.exists ? (profileSnap.data() as Partial<UserProfile>) : {};
    const now = new Date().toISOString();
    const review: Feedback = {
      campId: registration.campId,
      CampName: registration.CampName,
      Name: profile.displayName || reviewer.name || registration.ParticipantName,
      photoURL: ownImageUrl(profile.photoURL) ?? ownImageUrl(reviewer.picture),
      ratting: input.ratting,
      feedback: input.feedback,
      createdAt: now,
    };
    tx.create(reviewRef, review);
    // The registration (which only its participant, organizers and admins read) remembers its review, for the data export and account deletion.
    tx.update(registrationRef, { feedbackGiven: true, feedbackId: reviewRef.id, updatedAt: now });
    return reviewRef.id;
  });
}

/** The newest reviews, for the home page. */
export async function latestReviews(): Promise<ReviewView[]> {
  const snap = await feedbackCollection().orderBy('createdAt', 'desc').limit(REVIEWS_LIMIT).get();
  return snap.docs.map(reviewFromSnapshot);
}
