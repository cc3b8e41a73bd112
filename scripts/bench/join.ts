/**
 * `npm run bench:join`: 200 people join one camp of Capacity 50 at the same
 * moment, through the Hosting origin as browsers would, each with their own
 * participant account in the Auth emulator. Prints the seats taken, the
 * waiting list (with duplicate and missing positions), the 5xx answers, the
 * latency, and one machine-readable last line:
 *
 *   RESULT join_seats=<n> join_waitlisted=<n> join_5xx=<n> join_duplicate_positions=<n>
 *
 * Correct means join_seats=50, join_waitlisted=150, join_5xx=0 and
 * join_duplicate_positions=0, with ParticipantCount 50 and positions 1…150.
 *
 * The outer run builds the functions and starts its own emulators on the
 * port offset of CAMPCARE_PORT_OFFSET (80 when unset); the inner run
 * (`--inner`, inside `emulators:exec`) measures and writes a JSON file that
 * the outer run prints. Every join is one transaction on the camp document;
 * the Functions emulator runs at most FUNCTIONS_EMULATOR_PARALLEL requests at
 * once and queues the rest, so latency here is mostly queueing on two cores.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const OFFSET = process.env.CAMPCARE_PORT_OFFSET ?? '80';
process.env.CAMPCARE_PORT_OFFSET = OFFSET;

const { buildDirs, buildEnv, CACHE_DIR, hostingUrl, MissingJavaError, runFirebase } = await import('../lib/emulators.ts');

const JOINERS = 200;
const CAPACITY = 50;
const RESULTS_FILE = join(CACHE_DIR, `offset-${OFFSET}`, 'bench-join.json');

interface JoinResults {
  joiners: number;
  capacity: number;
  seats: number;
  waitlisted: number;
  duplicatePositions: number;
  missingPositions: number;
  participantCount: number;
  waitlistCount: number;
  statuses: Record<string, number>;
  serverErrors: number;
  median: number;
  p95: number;
  max: number;
  wallSeconds: number;
}

const { values } = parseArgs({ options: { inner: { type: 'boolean' } } });

if (values.inner) await inner();
else await outer();

async function outer(): Promise<void> {
  const { runOrThrow } = await import('../lib/process.ts');
  console.log(`Building the functions for the benchmark emulators (port offset ${OFFSET})…`);
  await runOrThrow('npm', ['run', 'build', '-w', 'functions'], { env: buildEnv() });
  // Hosting needs a folder to serve; the benchmark only calls /api, so an empty page will do.
  const web = buildDirs().web;
  if (!existsSync(join(web, 'index.html'))) {
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>CampCare benchmark</title>');
  }
  writeFileSync(RESULTS_FILE, '{}');
  let code: number;
  try {
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', 'npx tsx scripts/bench/join.ts --inner']);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    process.exit(1);
  }
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Partial<JoinResults>;
  if (code !== 0 || results.seats === undefined) {
    console.error(`The benchmark did not finish (exit code ${code}).`);
    process.exit(1);
  }
  print(results as JoinResults);
}

function print(r: JoinResults): void {
  console.log(`\n${r.joiners} simultaneous joins of a camp with Capacity ${r.capacity}, through the Hosting origin\n`);
  const row = (label: string, value: string | number) => console.log(`  ${label.padEnd(34)}${String(value).padStart(12)}`);
  row('seats taken (registrations)', r.seats);
  row('camp ParticipantCount', r.participantCount);
  row('waitlisted (registrations)', r.waitlisted);
  row('camp waitlistCount', r.waitlistCount);
  row('duplicate positions', r.duplicatePositions);
  row('missing positions (gaps)', r.missingPositions);
  row('answers by status', Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(' '));
  row('5xx answers', r.serverErrors);
  row('latency median', `${r.median.toFixed(0)} ms`);
  row('latency p95', `${r.p95.toFixed(0)} ms`);
  row('latency max', `${r.max.toFixed(0)} ms`);
  row('whole burst', `${r.wallSeconds.toFixed(1)} s`);
  console.log(
    `\nRESULT join_seats=${r.seats} join_waitlisted=${r.waitlisted} join_5xx=${r.serverErrors} join_duplicate_positions=${r.duplicatePositions}`,
  );
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const { adminServices, clearEmulators, emulatorHosts } = await import('../lib/admin.ts');
  const { COLLECTIONS, nameKeyFor, searchTokensFor } = await import('@campcare/domain');
  const { auth, db } = adminServices();
  const api = `${hostingUrl()}/api`;
  await clearEmulators();

  const campId = 'bench-join-camp';
  const now = new Date();
  const CampName = 'Popular Eye Screening';
  await db.collection(COLLECTIONS.camps).doc(campId).set({
    CampName,
    Image: '/api/images/bench',
    CampFees: 15,
    DateTime: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    Location: 'Central Hall, Porto',
    HealthcareProfessional: 'Dr. Silva',
    ParticipantCount: 0,
    Description: 'A benchmark camp with limited seats.',
    searchTokens: searchTokensFor(CampName, 'Central Hall, Porto', 'Dr. Silva'),
    nameKey: nameKeyFor(CampName),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    createdBy: 'bench',
    organizerUids: ['bench'],
    Capacity: CAPACITY,
    seatOfferHours: 24,
  });

  // 200 distinct participants, imported at once with their role claim, then signed in (a custom token each).
  const users = Array.from({ length: JOINERS }, (_, i) => ({
    uid: `bench-joiner-${String(i).padStart(3, '0')}`,
    email: `joiner-${i}@bench.campcare.test`,
    displayName: `Joiner ${i}`,
    emailVerified: true,
    customClaims: { role: 'Participant' },
  }));
  const imported = await auth.importUsers(users);
  if (imported.failureCount > 0) throw new Error(`${imported.failureCount} accounts could not be imported.`);
  const authRest = `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1`;
  async function idTokenOf(uid: string): Promise<string> {
    const token = await auth.createCustomToken(uid);
    const response = await fetch(`${authRest}/accounts:signInWithCustomToken?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    });
    const body = (await response.json()) as { idToken?: string; error?: { message: string } };
    if (!body.idToken) throw new Error(`Sign-in of ${uid} failed: ${body.error?.message}`);
    return body.idToken;
  }
  const tokens: string[] = [];
  for (let i = 0; i < users.length; i += 20) tokens.push(...(await Promise.all(users.slice(i, i + 20).map((u) => idTokenOf(u.uid)))));
  console.log(`  ${tokens.length} participant accounts signed in.`);

  // Start the function's workers before the clock starts: a cold start is not what is measured.
  for (let i = 0; i < 3; i++) await fetch(`${api}/allcamp`).then((r) => r.arrayBuffer());

  const body = (i: number) =>
    JSON.stringify({ campId, age: 20 + (i % 60), phoneNumber: `555010${String(i).padStart(4, '0')}`, gender: 'Female', emergencyContact: '5550198214', consent: true });
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token, i) => {
      const t0 = performance.now();
      try {
        const response = await fetch(`${api}/registerCamp`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body(i),
        });
        await response.text();
        return { status: response.status, ms: performance.now() - t0 };
      } catch {
        return { status: 0, ms: performance.now() - t0 };
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;

  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

  // The truth is what Firestore holds, not what the answers said.
  const registrations = await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
  const positions = registrations.docs.filter((d) => d.get('waitlistStatus') === 'Waiting').map((d) => d.get('waitlistPosition') as number);
  const distinct = new Set(positions);
  const camp = (await db.collection(COLLECTIONS.camps).doc(campId).get()).data() ?? {};
  let missing = 0;
  for (let p = 1; p <= positions.length; p++) if (!distinct.has(p)) missing++;
  const results: JoinResults = {
    joiners: JOINERS,
    capacity: CAPACITY,
    seats: registrations.docs.filter((d) => !d.get('waitlistStatus')).length,
    waitlisted: positions.length,
    duplicatePositions: positions.length - distinct.size,
    missingPositions: missing,
    participantCount: (camp.ParticipantCount as number | undefined) ?? -1,
    waitlistCount: (camp.waitlistCount as number | undefined) ?? 0,
    statuses,
    serverErrors: answers.filter((a) => a.status >= 500 || a.status === 0).length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1]!,
    wallSeconds,
  };
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2));
}
