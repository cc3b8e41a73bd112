/**
 * Role changes take effect at once: after setUserRole, the old ID token and
 * the old /jwt session value are refused by the API (401 session-revoked),
 * the rules' revocation time is recorded, a new sign-in carries the new
 * role; a session starts only from a recent sign-in; and POST /users racing
 * setUserRole leaves the profile and the claims agreeing.
 */
import { COLLECTIONS, type Revocation, type UserProfile } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorPorts, PROJECT_ID } from '../../../scripts/lib/emulators.ts';
import { adminServices, api, createUser, resetAndSeed, signIn, type TestUser } from '../../../tests/support/emulators.ts';
import type { ErrorBody } from './registrationFixtures.ts';

let admin: TestUser;

beforeAll(async () => {
  await resetAndSeed();
  await api('GET', '/allcamp');
  admin = await createUser({ role: 'Organizer', admin: true, displayName: 'Ada Admin' });
});

async function setRole(uid: string, role: 'Organizer' | 'Participant') {
  const url = `http://127.0.0.1:${emulatorPorts().functions}/${PROJECT_ID}/us-central1/setUserRole`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` },
    body: JSON.stringify({ data: { uid, role } }),
  });
  return (await response.json()) as { result?: { role: string }; error?: { status: string } };
}

/** Token times are whole seconds: a sign-in and a revocation in the same second count as "after" (as Firebase decides). */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function profileAndClaims(uid: string) {
  const { auth, db } = adminServices();
  const [profile, account] = await Promise.all([db.collection(COLLECTIONS.users).doc(uid).get(), auth.getUser(uid)]);
  return { profile: (profile.data() as UserProfile).role, claim: account.customClaims?.role as string | undefined };
}

/**
 * A sign-in at the start of a second, so that a role change asked for at
 * once falls in the same second (tried again if the machine was too slow to
 * sign in within that second).
 */
async function signInAtStartOfSecond(user: TestUser): Promise<{ signedIn: TestUser; signInSecond: number }> {
  for (let attempt = 0; ; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    const signedIn = await signIn(user.email, user.password);
    const signInSecond = JSON.parse(Buffer.from(signedIn.idToken.split('.')[1]!, 'base64url').toString()).auth_time as number;
    if (Math.floor(Date.now() / 1000) === signInSecond || attempt === 4) return { signedIn, signInSecond };
  }
}

describe('demoting an organizer', () => {
  it('refuses their old ID token and old session value at once, and a new sign-in is a participant', async () => {
    const organizer = await createUser({ role: 'Organizer', displayName: 'Dora Demoted' });
    const session = await api<{ token: string }>('POST', '/jwt', { token: organizer.idToken });
    expect(session.status).toBe(200);
    for (const token of [organizer.idToken, session.body.token]) {
      expect((await api('GET', '/allRegisterUser?limit=1', { token })).status).toBe(200);
    }
    await nextSecond();

    expect((await setRole(organizer.uid, 'Participant')).result?.role).toBe('Participant');

    for (const token of [organizer.idToken, session.body.token]) {
      const refused = await api<ErrorBody>('GET', '/allRegisterUser?limit=1', { token });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('session-revoked');
      expect(refused.body.error.message).toMatch(/sign in again/i);
      // Not only organizer routes: the old sign-in is over everywhere.
      expect((await api('GET', '/allcampCount', { token })).status).toBe(401);
    }
    const { db } = adminServices();
    const revocation = (await db.collection(COLLECTIONS.revocations).doc(organizer.uid).get()).data() as Revocation;
    expect(revocation.revokeTime).toBeGreaterThan(Date.now() / 1000 - 60);

    const again = await signIn(organizer.email, organizer.password);
    const asParticipant = await api<ErrorBody>('GET', '/allRegisterUser?limit=1', { token: again.idToken });
    expect(asParticipant.status).toBe(403);
    expect((await api('GET', '/allcampCount', { token: again.idToken })).status).toBe(200);
  });

  it('ends a sign-in made in the same second as the demotion (token times are whole seconds), for the API and the rules alike', async () => {
    const organizer = await createUser({ role: 'Organizer', displayName: 'Sid Samesecond' });
    const { signedIn, signInSecond } = await signInAtStartOfSecond(organizer);
    expect((await setRole(organizer.uid, 'Participant')).result?.role).toBe('Participant');

    const refused = await api<ErrorBody>('GET', '/allRegisterUser?limit=1', { token: signedIn.idToken });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('session-revoked');
    // Nor can the old sign-in start a session.
    expect((await api('POST', '/jwt', { token: signedIn.idToken })).status).toBe(401);
    // The rules' record agrees: that sign-in is before the first second still allowed.
    const { db } = adminServices();
    const revocation = (await db.collection(COLLECTIONS.revocations).doc(organizer.uid).get()).data() as Revocation;
    expect(signInSecond).toBeLessThan(revocation.revokeTime);

    // A sign-in after the demotion works, as a participant.
    const again = await signIn(organizer.email, organizer.password);
    expect((await api('GET', '/allcampCount', { token: again.idToken })).status).toBe(200);
  });

  it('ends a sign-in made in the same second as the role change itself (userStore.changeRole, called at once)', async () => {
    // The callable's own latency often carries it into the next second; the store's change, called in process the
    // moment after the sign-in, lands in the sign-in's second, where Firebase's whole-second check let the token through.
    const { changeRole } = await import('../../src/users/userStore.ts');
    const organizer = await createUser({ role: 'Organizer', displayName: 'Cid Changerole' });
    const { signedIn, signInSecond } = await signInAtStartOfSecond(organizer);
    const asked = Date.now();
    expect((await changeRole(organizer.uid, 'Participant'))?.role).toBe('Participant');
    expect(Math.floor(asked / 1000), 'the role change was asked for in the sign-in\'s second').toBe(signInSecond);
    const refused = await api<ErrorBody>('GET', '/allcampCount', { token: signedIn.idToken });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('session-revoked');
    const { db } = adminServices();
    const revocation = (await db.collection(COLLECTIONS.revocations).doc(organizer.uid).get()).data() as Revocation;
    expect(signInSecond).toBeLessThan(revocation.revokeTime);
  });

  it('ends a session value made in the same second as the demotion', async () => {
    const organizer = await createUser({ role: 'Organizer', displayName: 'Sal Sessionsecond' });
    const { signedIn } = await signInAtStartOfSecond(organizer);
    const demoted = setRole(organizer.uid, 'Participant');
    const session = await api<{ token: string }>('POST', '/jwt', { token: signedIn.idToken });
    expect((await demoted).result?.role).toBe('Participant');
    if (session.status === 200) {
      const refused = await api<ErrorBody>('GET', '/allcampCount', { token: session.body.token });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('session-revoked');
    } else {
      expect(session.status).toBe(401);
    }
  });

  it('promoting revokes too: the new role needs a new sign-in, which then has it', async () => {
    const participant = await createUser({ role: 'Participant' });
    await nextSecond();
    await setRole(participant.uid, 'Organizer');
    expect((await api<ErrorBody>('GET', '/allcampCount', { token: participant.idToken })).body.error.code).toBe('session-revoked');
    const again = await signIn(participant.email, participant.password);
    expect((await api('GET', '/allRegisterUser?limit=1', { token: again.idToken })).status).toBe(200);
  });

  it('setting the role someone already has revokes nothing', async () => {
    const organizer = await createUser({ role: 'Organizer' });
    await nextSecond();
    const { db } = adminServices();
    await db.collection(COLLECTIONS.users).doc(organizer.uid).update({ role: 'Organizer' });
    await setRole(organizer.uid, 'Organizer');
    expect((await api('GET', '/allRegisterUser?limit=1', { token: organizer.idToken })).status).toBe(200);
  });
});

describe('POST /jwt', () => {
  /**
   * An ID token as the Auth emulator would accept it (the emulator does not
   * check signatures), signed in `ageSeconds` ago and refreshed just now.
   */
  function idTokenSignedInAgo(user: TestUser & { uid: string }, ageSeconds: number): string {
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return [
      encode({ alg: 'none', typ: 'JWT' }),
      encode({
        iss: `https://securetoken.google.com/${PROJECT_ID}`,
        aud: PROJECT_ID,
        auth_time: now - ageSeconds,
        user_id: user.uid,
        sub: user.uid,
        iat: now - 5,
        exp: now + 3600,
        email: user.email,
        role: 'Participant',
        firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
      }),
      '',
    ].join('.');
  }

  /** Moves the account's "tokens valid after" time back an hour, as if it had been created then (the emulator's admin REST call). */
  async function accountFromAnHourAgo(uid: string): Promise<void> {
    const url = `http://127.0.0.1:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000) - 3600) }),
    });
    expect(response.status).toBe(200);
  }

  it('starts a session only from a sign-in of the last five minutes', async () => {
    const user = await createUser({ role: 'Participant' });
    await accountFromAnHourAgo(user.uid);
    const stale = await api<ErrorBody>('POST', '/jwt', { token: idTokenSignedInAgo(user, 10 * 60) });
    expect(stale.status).toBe(401);
    expect(stale.body.error.message).toMatch(/within five minutes/);
    // The same token otherwise still works for the API: only sessions need a recent sign-in.
    expect((await api('GET', '/allcampCount', { token: idTokenSignedInAgo(user, 10 * 60) })).status).toBe(200);
    expect((await api('POST', '/jwt', { token: user.idToken })).status).toBe(200);
  });
});

describe('POST /users beside setUserRole', () => {
  it('leaves the profile and the claims agreeing, whichever finishes last', async () => {
    for (const role of ['Organizer', 'Participant', 'Organizer'] as const) {
      const user = await createUser({ role: role === 'Organizer' ? 'Participant' : 'Organizer' });
      const { db } = adminServices();
      await db.collection(COLLECTIONS.users).doc(user.uid).update({ role: role === 'Organizer' ? 'Participant' : 'Organizer' });
      await Promise.all([
        setRole(user.uid, role),
        api('POST', '/users', { token: user.idToken }),
        api('POST', '/users', { token: user.idToken }),
      ]);
      expect(await profileAndClaims(user.uid)).toEqual({ profile: role, claim: role });
    }
  });
});
