/**
 * Users through the Hosting origin (and the setUserRole callable through
 * the Functions emulator): session exchange, own-profile upsert, role
 * look-ups, the admin's list, role changes and the grant-admin script.
 */
import { spawnSync } from 'node:child_process';
import { COLLECTIONS, type UserProfile } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorPorts, PROJECT_ID, ROOT } from '../../../scripts/lib/emulators.ts';
import { adminServices, api, createUser, resetAndSeed, signIn } from '../../../tests/support/emulators.ts';
import { ACTORS, countDocs, signInActors, type Actor, type ActorName } from './actors.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

let actors: Record<ActorName, Actor>;

beforeAll(async () => {
  await resetAndSeed();
  actors = await signInActors();
});

async function profileOf(uid: string) {
  const { db } = adminServices();
  return (await db.collection(COLLECTIONS.users).doc(uid).get()).data() as UserProfile | undefined;
}

/** Calls the callable as the web SDK's httpsCallable does. */
async function callSetUserRole(data: unknown, token?: string) {
  const url = `http://127.0.0.1:${emulatorPorts().functions}/${PROJECT_ID}/us-central1/setUserRole`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { result?: { uid: string; role: string }; error?: { status: string; message: string } },
  };
}

describe('authorization matrix', () => {
  const matrix: [string, string, (a: Record<ActorName, Actor>) => string, unknown, Record<ActorName, number>][] = [
    ['POST', '/jwt', () => '/jwt', { email: 'x@example.com' }, { none: 401, badToken: 401, participant: 200, otherParticipant: 200, organizer: 200, admin: 200 }],
    ['POST', '/users', () => '/users', { email: 'x@example.com', role: 'Participant' }, { none: 401, badToken: 401, participant: 200, otherParticipant: 200, organizer: 200, admin: 200 }],
    // An organizer learns only about participants of the camps they run (this one joined none): 404, as for an unknown address.
    ['GET', "/user/<participant's email>", (a) => `/user/${a.participant.email}`, undefined, { none: 401, badToken: 401, participant: 200, otherParticipant: 403, organizer: 404, admin: 200 }],
    ['GET', '/users', () => '/users', undefined, { none: 401, badToken: 401, participant: 403, otherParticipant: 403, organizer: 403, admin: 200 }],
  ];
  for (const [method, label, path, body, expected] of matrix) {
    for (const name of ACTORS) {
      it(`${method} ${label} as ${name} → ${expected[name]}`, async () => {
        const response = await api(method, path(actors), { token: actors[name].token, body });
        expect(response.status).toBe(expected[name]);
      });
    }
  }

  // A bad token: production answers UNAUTHENTICATED; the Functions emulator
  // decodes tokens without verifying them and drops undecodable ones, so any refusal counts.
  const callable: Record<ActorName, string> = {
    none: 'UNAUTHENTICATED',
    badToken: 'UNAUTHENTICATED|PERMISSION_DENIED',
    participant: 'PERMISSION_DENIED',
    otherParticipant: 'PERMISSION_DENIED',
    organizer: 'PERMISSION_DENIED',
    admin: 'OK',
  };
  for (const name of ACTORS) {
    it(`setUserRole as ${name} → ${callable[name]}`, async () => {
      const target = await createUser({ role: 'Participant' });
      const response = await callSetUserRole({ uid: target.uid, role: 'Organizer' }, actors[name].token);
      const { auth } = adminServices();
      const claims = (await auth.getUser(target.uid)).customClaims;
      if (callable[name] === 'OK') {
        expect(response.status).toBe(200);
        expect(claims?.role).toBe('Organizer');
      } else {
        expect(response.body.error?.status).toMatch(new RegExp(`^(${callable[name]})$`));
        expect(claims?.role).toBe('Participant');
      }
    });
  }
});

describe('POST /jwt', () => {
  it('exchanges an ID token for a session value the API accepts as a bearer', async () => {
    const response = await api<{ token: string }>('POST', '/jwt', { token: actors.organizer.token, body: { email: 'someone-else@example.com' } });
    expect(response.status).toBe(200);
    expect(response.body.token.length).toBeGreaterThan(20);
    expect(response.body.token).not.toBe(actors.organizer.token);
    // The session speaks for the token's owner, not for the email in the body.
    const lookup = await api<UserProfile>('GET', `/user/${actors.organizer.email}`, { token: response.body.token });
    expect(lookup.status).toBe(200);
    expect(lookup.body.uid).toBe(actors.organizer.uid);
  });

  it('does not exchange a session value for another one', async () => {
    const first = await api<{ token: string }>('POST', '/jwt', { token: actors.participant.token });
    const second = await api<ErrorBody>('POST', '/jwt', { token: first.body.token });
    expect(second.status).toBe(401);
    expect(second.body.error.message).toMatch(/sign in/i);
  });
});

describe('POST /users', () => {
  it('creates the caller’s profile once, ignoring the role and email in the body', async () => {
    const user = await createUser({ role: 'Participant', displayName: 'New Person' });
    const { db } = adminServices();
    await db.collection(COLLECTIONS.users).doc(user.uid).delete();
    const first = await api<UserProfile>('POST', '/users', { token: user.idToken, body: { email: 'boss@example.com', role: 'Organizer', admin: true } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ uid: user.uid, email: user.email.toLowerCase(), role: 'Participant', admin: false, displayName: 'New Person' });
    const stored = await profileOf(user.uid);
    expect(stored?.role).toBe('Participant');
    const second = await api<UserProfile>('POST', '/users', { token: user.idToken, body: { role: 'Organizer' } });
    expect(second.status).toBe(200);
    expect(second.body.createdAt).toBe(first.body.createdAt);
    expect(second.body.role).toBe('Participant');
    const profiles = await db.collection(COLLECTIONS.users).where('email', '==', user.email.toLowerCase()).get();
    expect(profiles.size).toBe(1);
  });

  it('keeps the name a newer token brought when a request with an older token, from before the name was set, arrives last', async () => {
    // Sign-up: the account is made with no name, the app's sign-in sends POST /users with that first token,
    // then sets the name and sends it again with a fresh token; the first request may be answered last.
    const { auth } = adminServices();
    const email = `named-late-${Date.now()}@test.campcare.test`;
    await auth.createUser({ email, password: 'test-password' });
    const before = await signIn(email, 'test-password');
    await auth.updateUser(before.uid, { displayName: 'Nadia Rahman' });
    const after = await signIn(email, 'test-password');
    expect((await api<UserProfile>('POST', '/users', { token: after.idToken, body: {} })).body.displayName).toBe('Nadia Rahman');
    const late = await api<UserProfile>('POST', '/users', { token: before.idToken, body: {} });
    expect(late.status).toBe(200);
    expect(late.body.displayName).toBe('Nadia Rahman');
    expect((await profileOf(before.uid))?.displayName).toBe('Nadia Rahman');
  });

  it('never downgrades an organizer', async () => {
    const response = await api<UserProfile>('POST', '/users', { token: actors.organizer.token, body: { role: 'Participant' } });
    expect(response.body.role).toBe('Organizer');
  });

  it('refuses a body that is not an object', async () => {
    const response = await api<ErrorBody>('POST', '/users', { token: actors.participant.token, body: '[1,2]' });
    expect(response.status).toBe(400);
  });
});

describe('GET /user/:email', () => {
  it('answers the role of the caller’s own account, whatever the case of the email', async () => {
    const response = await api<UserProfile>('GET', `/user/${actors.participant.email!.toUpperCase()}`, { token: actors.participant.token });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('Participant');
    expect(response.body.uid).toBe(actors.participant.uid);
  });

  it('lets admins look anyone up, and organizers only participants of their camps, with the same 404 otherwise', async () => {
    const found = await api<UserProfile>('GET', '/user/organizer@campcare.test', { token: actors.admin.token });
    expect(found.status).toBe(200);
    expect(found.body.role).toBe('Organizer');
    const daniel = await signIn('organizer@campcare.test', 'campcare-organizer');
    // Priya joined camps Daniel runs; Lena joined none; the third address has no account: he cannot tell the last two apart.
    expect((await api<UserProfile>('GET', '/user/participant@campcare.test', { token: daniel.idToken })).status).toBe(200);
    const notHis = await api<ErrorBody>('GET', '/user/lena@campcare.test', { token: daniel.idToken });
    const missing = await api<ErrorBody>('GET', '/user/nobody@example.com', { token: daniel.idToken });
    expect(notHis.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(notHis.body).toEqual(missing.body);
    expect(missing.body.error.code).toBe('not-found');
  });

  it('refuses a participant looking up someone else, even one who does not exist', async () => {
    for (const email of [actors.otherParticipant.email!, 'nobody@example.com']) {
      const response = await api<ErrorBody>('GET', `/user/${email}`, { token: actors.participant.token });
      expect(response.status).toBe(403);
    }
  });

  it('answers 400 for something that is not an email', async () => {
    const response = await api<ErrorBody>('GET', '/user/not-an-email', { token: actors.organizer.token });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/email/);
  });
});

describe('GET /users (admin)', () => {
  it('pages through every profile by email with the total', async () => {
    const total = await countDocs(COLLECTIONS.users);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 20); page++) {
      const response = await api<UserProfile[]>('GET', `/users?page=${page}&limit=20`, { token: actors.admin.token });
      expect(response.status).toBe(200);
      expect(Number(response.headers.get('x-total-count'))).toBe(total);
      seen.push(...response.body.map((u) => u.email));
    }
    expect(seen).toHaveLength(total);
    expect(seen).toEqual([...seen].sort());
  });

  it('refuses bad paging', async () => {
    for (const query of ['limit=0', 'limit=500', 'page=-2', 'page=x']) {
      const response = await api('GET', `/users?${query}`, { token: actors.admin.token });
      expect(response.status, query).toBe(400);
    }
  });

  /** Every profile, read with the Admin SDK: what the filters are checked against. */
  async function allProfiles() {
    const { db } = adminServices();
    return (await db.collection(COLLECTIONS.users).get()).docs.map((d) => d.data() as UserProfile);
  }

  it('finds accounts by the start of their email, whatever its case, with the total', async () => {
    const profiles = await allProfiles();
    for (const search of ['SAM@', 'p', 'campcare-nobody']) {
      const expected = profiles
        .map((u) => u.email)
        .filter((email) => email.startsWith(search.toLowerCase()))
        .sort();
      const response = await api<UserProfile[]>('GET', `/users?search=${encodeURIComponent(search)}&limit=50`, { token: actors.admin.token });
      expect(response.status, search).toBe(200);
      expect(response.body.map((u) => u.email), search).toEqual(expected);
      expect(Number(response.headers.get('x-total-count')), search).toBe(expected.length);
    }
  });

  it('lists one role, alone or with a search', async () => {
    const profiles = await allProfiles();
    const organizers = profiles.filter((u) => u.role === 'Organizer').map((u) => u.email).sort();
    expect(organizers.length).toBeGreaterThan(1);
    const response = await api<UserProfile[]>('GET', '/users?role=Organizer&limit=50', { token: actors.admin.token });
    expect(response.status).toBe(200);
    expect(response.body.map((u) => u.email)).toEqual(organizers);
    expect(Number(response.headers.get('x-total-count'))).toBe(organizers.length);

    const both = await api<UserProfile[]>('GET', `/users?role=Organizer&search=${encodeURIComponent(actors.admin.email!)}`, { token: actors.admin.token });
    expect(both.body.map((u) => u.email)).toEqual([actors.admin.email]);
    const none = await api<UserProfile[]>('GET', `/users?role=Participant&search=${encodeURIComponent(actors.admin.email!)}`, { token: actors.admin.token });
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('refuses a role it does not know, a repeated or over-long search, with a field message', async () => {
    for (const [query, field] of [
      ['role=Admin', 'role'],
      ['role=organizer', 'role'],
      ['search=a&search=b', 'search'],
      [`search=${'a'.repeat(255)}`, 'search'],
    ] as const) {
      const response = await api<ErrorBody & { error: { fields?: Record<string, string> } }>('GET', `/users?${query}`, { token: actors.admin.token });
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), query).toContain(field);
    }
  });

  it('keeps the filtered list to admins', async () => {
    const response = await api('GET', '/users?role=Organizer', { token: actors.organizer.token });
    expect(response.status).toBe(403);
  });
});

describe('setUserRole (callable)', () => {
  it('updates the claims and the profile both ways', async () => {
    const target = await createUser({ role: 'Participant' });
    const up = await callSetUserRole({ uid: target.uid, role: 'Organizer' }, actors.admin.token);
    expect(up.body.result).toMatchObject({ uid: target.uid, role: 'Organizer' });
    expect((await profileOf(target.uid))?.role).toBe('Organizer');
    const refreshed = await signIn(target.email, target.password);
    const asOrganizer = await api('GET', '/users?limit=1', { token: refreshed.idToken });
    expect(asOrganizer.status).toBe(403); // organizer, not admin
    const registrations = await api('GET', '/allRegisterUser?limit=1', { token: refreshed.idToken });
    expect(registrations.status).toBe(200); // the new claim is in force
    const down = await callSetUserRole({ uid: target.uid, role: 'Participant' }, actors.admin.token);
    expect(down.body.result?.role).toBe('Participant');
    const { auth } = adminServices();
    expect((await auth.getUser(target.uid)).customClaims?.role).toBe('Participant');
    expect((await profileOf(target.uid))?.role).toBe('Participant');
  });

  it('keeps an admin from demoting themself', async () => {
    const response = await callSetUserRole({ uid: actors.admin.uid, role: 'Participant' }, actors.admin.token);
    expect(response.body.error?.status).toBe('FAILED_PRECONDITION');
    const { auth } = adminServices();
    expect((await auth.getUser(actors.admin.uid!)).customClaims).toMatchObject({ role: 'Organizer', admin: true });
  });

  it('refuses bad data and unknown users without changing anything', async () => {
    const target = await createUser({ role: 'Participant' });
    for (const data of [{ uid: target.uid, role: 'Admin' }, { uid: target.uid }, { role: 'Organizer' }, { uid: 42, role: 'Organizer' }, null, 'Organizer']) {
      const response = await callSetUserRole(data, actors.admin.token);
      expect(response.body.error?.status, JSON.stringify(data)).toBe('INVALID_ARGUMENT');
    }
    const missing = await callSetUserRole({ uid: 'no-such-user', role: 'Organizer' }, actors.admin.token);
    expect(missing.body.error?.status).toBe('NOT_FOUND');
    const { auth } = adminServices();
    expect((await auth.getUser(target.uid)).customClaims?.role).toBe('Participant');
  });
});

describe('npm run grant-admin', () => {
  const run = (...args: string[]) =>
    // The script under tsx's loader, without npx's own start-up (about 0.8 s of processor time a run here).
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/grant-admin.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: '' } });

  it('makes an existing account an admin organizer and says so', async () => {
    const user = await createUser({ role: 'Participant' });
    const result = run(user.email);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Granted admin on the local emulators');
    expect(result.stdout).toContain(user.uid);
    const { auth } = adminServices();
    expect((await auth.getUser(user.uid)).customClaims).toMatchObject({ role: 'Organizer', admin: true });
    expect(await profileOf(user.uid)).toMatchObject({ role: 'Organizer', admin: true });
    const refreshed = await signIn(user.email, user.password);
    expect((await api('GET', '/users', { token: refreshed.idToken })).status).toBe(200);
  });

  it('fails clearly for an unknown email, a missing argument, or --project without credentials', () => {
    const unknown = run('nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com');
    expect(run().status).toBe(2);
    const project = run('x@example.com', '--project', 'real-project');
    expect(project.status).toBe(2);
    expect(project.stderr).toContain('GOOGLE_APPLICATION_CREDENTIALS');
  });
});
