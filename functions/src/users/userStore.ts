/** Firestore and Auth access for user profiles and role claims. */
import { COLLECTIONS, type Role, type RoleClaims, type UserProfile } from '@campcare/domain';
import { auth, db } from '../firebase.ts';

export const usersCollection = () => db.collection(COLLECTIONS.users);

export interface UserIdentity {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
}

/**
 * Creates the profile and the Participant claim if missing; an existing role
 * is never downgraded. Idempotent, so the trigger and POST /users can race.
 */
export async function ensureUserProfile(identity: UserIdentity): Promise<UserProfile> {
  const ref = usersCollection().doc(identity.uid);
  const now = new Date().toISOString();
  const profile = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) {
      const existing = snap.data() as UserProfile;
      const updated: UserProfile = {
        ...existing,
        email: identity.email.toLowerCase() || existing.email,
        displayName: identity.displayName || existing.displayName,
        photoURL: identity.photoURL ?? existing.photoURL,
        updatedAt: now,
      };
      tx.set(ref, updated);
      return updated;
    }
    const created: UserProfile = {
      uid: identity.uid,
      email: identity.email.toLowerCase(),
      displayName: identity.displayName,
      photoURL: identity.photoURL,
      role: 'Participant',
      admin: false,
      createdAt: now,
      updatedAt: now,
    };
    tx.set(ref, created);
    return created;
  });
  await syncRoleClaims(identity.uid, profile.role, profile.admin);
  return profile;
}

/** Sets the claims only when they differ, so tokens are not revoked needlessly. */
export async function syncRoleClaims(uid: string, role: Role, admin: boolean): Promise<void> {
  const user = await auth.getUser(uid);
  const current = (user.customClaims ?? {}) as RoleClaims;
  if (current.role === role && (current.admin ?? false) === admin) return;
  const claims: RoleClaims = { role, ...(admin ? { admin: true } : {}) };
  await auth.setCustomUserClaims(uid, { ...user.customClaims, ...claims, admin: admin || undefined });
}
