/** Firestore access for reviews: feedback/{registrationId}, one per registration. */
import { COLLECTIONS, REVIEWS_LIMIT, type Feedback, type Registration, type UserProfile } from '@campcare/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { runTransaction } from '../transactions.ts';
import type { FeedbackInput } from './schemas.ts';

export const feedbackCollection = () => db.collection(COLLECTIONS.feedback);

/** The public face of a review: no uid, no email. */
export type ReviewView = Omit<Feedback, 'participantUid' | 'registrationId'> & { _id: string };

function reviewFromSnapshot(snap: DocumentSnapshot): ReviewView {
  const { participantUid: _uid, registrationId: _id, ...rest } = snap.data() as Feedback;
  return { _id: snap.id, ...rest };
}

export interface Reviewer {
  uid: string;
  /** From the ID token, used when the profile document has none. */
  name: string;
  picture: string | null;
}

/**
 * Writes the review and marks the registration in one transaction.
 * `authorize` sees the registration and whether a review already exists,
 * and throws an ApiError to refuse. false: no such registration.
 */
export async function createFeedback(
  reviewer: Reviewer,
  input: FeedbackInput,
  authorize: (registration: Registration, reviewExists: boolean) => void,
): Promise<boolean> {
  const registrationRef = db.collection(COLLECTIONS.registrations).doc(input.registrationId);
  const reviewRef = feedbackCollection().doc(input.registrationId);
  const profileRef = db.collection(COLLECTIONS.users).doc(reviewer.uid);
  return runTransaction(async (tx) => {
    const [registrationSnap, reviewSnap, profileSnap] = await tx.getAll(registrationRef, reviewRef, profileRef);
    if (!registrationSnap?.exists) return false;
    const registration = registrationSnap.data() as Registration;
    authorize(registration, reviewSnap?.exists === true);
    const profile = profileSnap?.exists ? (profileSnap.data() as Partial<UserProfile>) : {};
    const now = new Date().toISOString();
    const review: Feedback = {
      registrationId: input.registrationId,
      campId: registration.campId,
      CampName: registration.CampName,
      participantUid: reviewer.uid,
      Name: profile.displayName || reviewer.name || registration.ParticipantName,
      photoURL: profile.photoURL ?? reviewer.picture ?? null,
      ratting: input.ratting,
      feedback: input.feedback,
      createdAt: now,
    };
    tx.create(reviewRef, review);
    tx.update(registrationRef, { feedbackGiven: true, updatedAt: now });
    return true;
  });
}

/** The newest reviews, for the home page. */
export async function latestReviews(): Promise<ReviewView[]> {
  const snap = await feedbackCollection().orderBy('createdAt', 'desc').limit(REVIEWS_LIMIT).get();
  return snap.docs.map(reviewFromSnapshot);
}
