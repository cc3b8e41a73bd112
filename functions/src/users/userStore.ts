/** Firestore and Auth access for user profiles and role claims. */
import { COLLECTIONS, roleFromClaims, type ClaimedRole, type Revocation, type Role, type RoleClaims, type UserProfile } from '@campcare/domain';
import type { Query } from 'firebase-admin/firestore';
import { auth, db } from '../firestore/firebase.ts';
import { readPage, type ListPage, type PageQuery } from '../firestore/paging.ts';
import { runTransaction } from '../firestore/transactions.ts';
import type { UserListFilter } from './schemas.ts';

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
  // Claims already set with the Admin SDK (grant-admin, seed, tests) outrank
  // the Participant default when the profile does not exist yet.
  const initial = roleFromClaims(await currentClaims(identity.uid));
  const { profile, created } = await runTransaction(async (tx) => {
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
      return { profile: updated, created: false };
    }
    const fresh: UserProfile = {
      uid: identity.uid,
      email: identity.email.toLowerCase(),
      displayName: identity.displayName,
      photoURL: identity.photoURL,
      ...initial,
      createdAt: now,
      updatedAt: now,
    };
    tx.set(ref, fresh);
    return { profile: fresh, created: true };
  });
  if (created) {
    // A role granted with the Admin SDK while the profile was being written
    // wins over the default we just stored: the profile follows it.
    const claims = await currentClaims(identity.uid);
    if (claims.role) {
      const granted = roleFromClaims(claims);
      if (granted.role === profile.role && granted.admin === profile.admin) return profile;
      await ref.update({ ...granted, updatedAt: new Date().toISOString() });
      return { ...profile, ...granted };
    }
  }
  return (await syncClaimsWithProfile(identity.uid)) ?? profile;
}

/** Rounds of "set the claims, read the profile again" before giving up on a profile that keeps changing. */
const CLAIM_SYNC_ROUNDS = 5;

/**
 * Makes the claims say what the profile says. The profile is the record
 * (changed in transactions); the claims follow it. Setting claims cannot be
 * part of a transaction, so a role change running alongside (setUserRole
 * beside POST /users) could leave claims from a profile read just before
 * it: after setting them, the profile is read again, and while it says
 * something else the claims are set again. Whoever finishes last leaves
 * claims matching the latest profile.
 */
export async function syncClaimsWithProfile(uid: string): Promise<UserProfile | null> {
  const ref = usersCollection().doc(uid);
  let snap = await ref.get();
  for (let round = 0; round < CLAIM_SYNC_ROUNDS && snap.exists; round++) {
    const profile = snap.data() as UserProfile;
    await syncRoleClaims(uid, profile.role, profile.admin);
    snap = await ref.get();
    const now = snap.data() as UserProfile | undefined;
    if (now && now.role === profile.role && now.admin === profile.admin) return now;
  }
  return snap.exists ? (snap.data() as UserProfile) : null;
}

async function currentClaims(uid: string): Promise<RoleClaims> {
  return ((await auth.getUser(uid)).customClaims ?? {}) as RoleClaims;
}

/** Sets the claims only when they differ, so tokens are not revoked needlessly. */
export async function syncRoleClaims(uid: string, role: Role, admin: boolean): Promise<void> {
  const user = await auth.getUser(uid);
  const current = (user.customClaims ?? {}) as RoleClaims;
  if (current.role === role && (current.admin ?? false) === admin) return;
  const claims: RoleClaims = { role, ...(admin ? { admin: true } : {}) };
  await auth.setCustomUserClaims(uid, { ...user.customClaims, ...claims, admin: admin || undefined });
}

export async function findUserByEmail(email: string): Promise<UserProfile | null> {
  const snap = await usersCollection().where('email', '==', email.toLowerCase()).limit(1).get();
  return snap.empty ? null : (snap.docs[0]!.data() as UserProfile);
}

/**
 * The Auth account with this email and the role its claims grant, or null.
 * Accounts live in Auth; users/ documents may lag behind.
 */
export async function accountByEmail(email: string): Promise<({ uid: string } & ClaimedRole) | null> {
  try {
    const account = await auth.getUserByEmail(email);
    return { uid: account.uid, ...roleFromClaims(account.customClaims) };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** One page of users for the admin page, by email, optionally only one role and emails starting with `search`. */
export function listUsers(page: PageQuery, filter: UserListFilter = { search: '', role: '' }): Promise<ListPage<UserProfile>> {
  let matching: Query = usersCollection();
  if (filter.role) matching = matching.where('role', '==', filter.role);
  // The next string after every one that starts with `search`: a range served by the email index.
  if (filter.search) matching = matching.where('email', '>=', filter.search).where('email', '<', `${filter.search}\uf8ff`);
  return readPage({ ordered: matching.orderBy('email', 'asc'), counted: matching, collection: usersCollection() }, page, (d) => d.data() as UserProfile);
}

/**
 * The admin's role change: the profile and the claims move together. The
 * admin flag itself is untouched (granted only by the grant-admin script).
 * Returns null when no such account exists.
 */
export async function changeRole(uid: string, role: Role): Promise<UserProfile | null> {
  let account;
  try {
    account = await auth.getUser(uid);
  } catch {
    return null;
  }
  const { admin } = roleFromClaims(account.customClaims);
  const ref = usersCollection().doc(uid);
  const now = new Date().toISOString();
  const { previousRole } = await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const previous = snap.exists ? (snap.data() as UserProfile).role : null;
    const updated: UserProfile = snap.exists
      ? { ...(snap.data() as UserProfile), role, admin, updatedAt: now }
      : {
          uid,
          email: (account.email ?? '').toLowerCase(),
          displayName: account.displayName ?? '',
          photoURL: account.photoURL ?? null,
          role,
          admin,
          createdAt: now,
          updatedAt: now,
        };
    tx.set(ref, updated);
    return { previousRole: previous };
  });
  const profile = await syncClaimsWithProfile(uid);
  const claimedRole = (account.customClaims as RoleClaims | undefined)?.role ?? null;
  if (previousRole !== role || claimedRole !== role) await revokeSessions(uid);
  return profile;
}

/**
 * Ends every session the user has: refresh tokens are revoked (the API's
 * verifyIdToken / verifySessionCookie with checkRevoked then refuse older
 * tokens and session values), and revocations/{uid} records the time for
 * the rules and for the user's open browser, which signs in again.
 *
 * Token times are whole seconds, and Firebase lets a token signed in during
 * the revocation's own second through (auth_time is not before validSince).
 * So the revocation waits for the next second: validSince is then after
 * every second in which a token could have been signed in before this call,
 * and a sign-in made in the same second as the role change is ended too.
 */
export async function revokeSessions(uid: string): Promise<number> {
  const asked = Date.now();
  await untilNextSecond(asked);
  await auth.revokeRefreshTokens(uid);
  const validSince = (await auth.getUser(uid)).tokensValidAfterTime;
  // The first second whose sign-ins count (tokensValidAfterTime is whole seconds, like a token's auth_time).
  const revokeTime = Math.max(Math.floor(asked / 1000) + 1, Math.floor((validSince ? Date.parse(validSince) : Date.now()) / 1000));
  const revocation: Revocation = { revokeTime };
  await db.collection(COLLECTIONS.revocations).doc(uid).set(revocation);
  return revokeTime;
}

async function untilNextSecond(from: number): Promise<void> {
  const second = Math.floor(from / 1000);
  while (Math.floor(Date.now() / 1000) <= second) {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 1));
  }
}
