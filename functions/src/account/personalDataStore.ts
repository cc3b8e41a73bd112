/**
 * Everything CampCare keeps about one account, gathered for the
 * participant's "Download my data" (GET /api/me/export). The participant
 * reading their own health details is not an access to log.
 */
import {
  COLLECTIONS,
  PRIVACY_POLICY_VERSION,
  type AccessLogEntry,
  type Booking,
  type ContactMessage,
  type Feedback,
  type PersonalDataExport,
  type Registration,
  type UserProfile,
} from '@campcare/domain';
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { healthDetailsCollection, healthDetailsOf } from '../privacy/healthStore.ts';
import { referralsWithAttemptsOf } from '../referrals/referralStore.ts';
import { resultsOf } from '../stations/resultStore.ts';

export interface AccountIdentity {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
}

const withId = <T>(snap: DocumentSnapshot) => ({ _id: snap.id, ...(snap.data() as T) });

/**
 * The reviews written from these registrations: the one each names in
 * feedbackId, or, for reviews written before registrations kept that link,
 * the review of the same camp under the participant's name.
 */
export async function reviewsOf(registrations: readonly Registration[], names: readonly string[]): Promise<QueryDocumentSnapshot[]> {
  const feedback = db.collection(COLLECTIONS.feedback);
  const linked = registrations.filter((r) => r.feedbackId).map((r) => feedback.doc(r.feedbackId!));
  const found = linked.length > 0 ? (await db.getAll(...linked)).filter((s): s is QueryDocumentSnapshot => s.exists) : [];
  const older = registrations.filter((r) => r.feedbackGiven && !r.feedbackId);
  const candidates = [...new Set(older.flatMap((r) => [r.ParticipantName, ...names]).filter(Boolean))];
  for (const r of older) {
    for (const name of candidates) {
      const byName = await feedback.where('campId', '==', r.campId).where('Name', '==', name).get();
      found.push(...byName.docs);
    }
  }
  const seen = new Set<string>();
  return found.filter((s) => !seen.has(s.id) && seen.add(s.id));
}

export async function collectPersonalData(identity: AccountIdentity, now: Date = new Date()): Promise<PersonalDataExport> {
  const { uid } = identity;
  const [profileSnap, registrationSnaps, bookingSnaps, accessSnaps, messageSnaps] = await Promise.all([
    db.collection(COLLECTIONS.users).doc(uid).get(),
    db.collection(COLLECTIONS.registrations).where('participantUid', '==', uid).get(),
    db.collection(COLLECTIONS.bookings).where('participantUid', '==', uid).get(),
    db.collection(COLLECTIONS.accessLog).where('participantUid', '==', uid).get(),
    db.collection(COLLECTIONS.messages).where('senderUid', '==', uid).get(),
  ]);
  const registrations = registrationSnaps.docs.sort((a, b) => (a.get('createdAt') as string).localeCompare(b.get('createdAt') as string));
  const health = registrations.length > 0 ? await db.getAll(...registrations.map((r) => healthDetailsCollection().doc(r.id))) : [];
  const profile = profileSnap.exists ? (profileSnap.data() as UserProfile) : null;
  const stored = registrations.map((r) => r.data() as Registration);
  const reviews = await reviewsOf(stored, [profile?.displayName ?? '', identity.displayName]);
  const [results, referrals] = await Promise.all([resultsOf(registrations.map((r) => r.id)), referralsWithAttemptsOf(registrations.map((r) => r.id))]);

  return {
    exportedAt: now.toISOString(),
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    account: { ...identity, profile },
    registrations: registrations.map((snap, i) => {
      const { searchTokens: _tokens, nameKey: _key, ...rest } = snap.data() as Registration;
      return { _id: snap.id, ...rest, healthDetails: healthDetailsOf(health[i]!) };
    }),
    payments: bookingSnaps.docs.map((s) => withId<Booking>(s)).sort((a, b) => a.date.localeCompare(b.date)),
    reviews: reviews.map((s) => withId<Feedback>(s)),
    consents: registrations.flatMap((snap, i) => {
      const r = stored[i]!;
      return r.consent ? [{ ...r.consent, registrationId: snap.id, campId: r.campId, CampName: r.CampName }] : [];
    }),
    accessLog: accessSnaps.docs
      .map((s) => {
        const { t: _words, ...entry } = withId<AccessLogEntry>(s);
        return entry;
      })
      .sort((a, b) => a.at.localeCompare(b.at)),
    contactMessages: messageSnaps.docs.map((s) => withId<ContactMessage>(s)).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    results,
    referrals,
  };
}
