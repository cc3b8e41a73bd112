/**
 * `npm run bench:join`: many people join one camp, through the Hosting origin
 * as browsers would, each with their own participant account in the Auth
 * emulator. Two scenarios, one after the other on the same emulators:
 *
 * - burst: 200 joins at the same moment on a camp of Capacity 50;
 * - large: 1,000 joins spread evenly over 60 s on a camp of Capacity 500.
 *
 * Each prints the seats taken, the waiting list as its organizers see it
 * (with duplicate and missing positions), the 5xx answers, the latency, the
 * busiest document's writes, and one machine-readable line:
 *
 *   RESULT join_seats=<n> join_waitlisted=<n> join_5xx=<n> join_lost=<n> join_duplicate_positions=<n>
 *          join_count_drift=<n> join_max_doc_writes_per_s=<x> join_p95_ms=<n>
 *
 * (the burst's line keeps its first keys and adds a `join_scenario=burst`;
 * the large scenario's line is the last). Correct means every seat taken,
 * everyone else waiting at positions 1, 2, 3…, no 5xx, no lost join (a
 * joiner with no registration), and no drift: the camp's counts as shown
 * (ParticipantCount, waitlistCount, seatsOffered from GET /campDetails,
 * read once they and the registrations have stopped changing) equal the registrations they count.
 * `join_max_doc_writes_per_s` is the most writes any one document received
 * during the scenario (from the first request to the last answer), divided
 * by its length: every committed write of the functions, requests and
 * triggers alike, is logged by functions/src/firestore/usage.ts to the file
 * CAMPCARE_WRITE_LOG names.
 *
 * `--scenario burst|large` runs one of them only.
 *
 * The outer run builds the functions and starts its own emulators on the
 * port offset of CAMPCARE_PORT_OFFSET (80 when unset); the inner run
 * (`--inner`, inside `emulators:exec`) measures and writes a JSON file that
 * the outer run prints. The Functions emulator runs at most
 * FUNCTIONS_EMULATOR_PARALLEL requests at once and queues the rest, so
 * latency here is mostly queueing on two cores.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const OFFSET = process.env.CAMPCARE_PORT_OFFSET ?? '80';
process.env.CAMPCARE_PORT_OFFSET = OFFSET;

const { buildDirs, buildEnv, CACHE_DIR, hostingUrl, MissingJavaError, runFirebase } = await import('../lib/emulators.ts');


interface Scenario {
  name: 'burst' | 'large';
  joiners: number;
  capacity: number;
  /** Over how long the joins are sent, evenly spaced (0: all at once). */
  spreadMs: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'burst', joiners: 200, capacity: 50, spreadMs: 0 },
  { name: 'large', joiners: 1000, capacity: 500, spreadMs: 60_000 },
];

/** How often the registrations and the counts are read while they settle after the last answer. */
const SETTLE_MS = 3000;

const RESULTS_FILE = join(CACHE_DIR, `offset-${OFFSET}`, 'bench-join.json');
const WRITE_LOG = join(CACHE_DIR, `offset-${OFFSET}`, 'bench-join-writes.log');

interface JoinResults {
  scenario: Scenario['name'];
  joiners: number;
  capacity: number;
  seats: number;
  offered: number;
  waitlisted: number;
  lost: number;
  duplicatePositions: number;
  missingPositions: number;
  participantCount: number;
  waitlistCount: number;
  seatsOffered: number;
  countDrift: number;
  statuses: Record<string, number>;
  serverErrors: number;
  median: number;
  p95: number;
  max: number;
  wallSeconds: number;
  busiestDocument: string;
  busiestWrites: number;
  maxDocWritesPerSecond: number;
  peakDocWritesInOneSecond: number;
}

const { values } = parseArgs({ options: { inner: { type: 'boolean' }, scenario: { type: 'string' } } });
const chosen = SCENARIOS.filter((s) => !values.scenario || s.name === values.scenario);
if (chosen.length === 0) {
  console.error(`--scenario must be one of ${SCENARIOS.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}

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
  writeFileSync(RESULTS_FILE, '[]');
  writeFileSync(WRITE_LOG, '');
  // The functions (forked by the emulator with this environment) log every committed write there.
  process.env.CAMPCARE_WRITE_LOG = WRITE_LOG;
  const scenarioArg = values.scenario ? ` --scenario ${values.scenario}` : '';
  let code: number;
  try {
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', `npx tsx scripts/bench/join.ts --inner${scenarioArg}`]);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    process.exit(1);
  }
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as JoinResults[];
  if (code !== 0 || results.length !== chosen.length) {
    console.error(`The benchmark did not finish (exit code ${code}).`);
    process.exit(1);
  }
  for (const r of results) print(r);
  for (const r of results) console.log(resultLine(r));
}

function print(r: JoinResults): void {
  const how = r.scenario === 'burst' ? 'simultaneous joins' : 'joins spread over 60 s';
  console.log(`\n${r.joiners} ${how} of a camp with Capacity ${r.capacity}, through the Hosting origin\n`);
  const row = (label: string, value: string | number) => console.log(`  ${label.padEnd(38)}${String(value).padStart(14)}`);
  row('seats taken (registrations)', r.seats);
  row('open offers (registrations)', r.offered);
  row('camp ParticipantCount as shown', r.participantCount);
  row('waitlisted (registrations)', r.waitlisted);
  row('camp waitlistCount as shown', r.waitlistCount);
  row('camp seatsOffered as shown', r.seatsOffered);
  row('count drift', r.countDrift);
  row('duplicate positions', r.duplicatePositions);
  row('missing positions (gaps)', r.missingPositions);
  row('lost joins (no registration)', r.lost);
  row('answers by status', Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(' '));
  row('5xx answers', r.serverErrors);
  row('latency median', `${r.median.toFixed(0)} ms`);
  row('latency p95', `${r.p95.toFixed(0)} ms`);
  row('latency max', `${r.max.toFixed(0)} ms`);
  row('whole scenario', `${r.wallSeconds.toFixed(1)} s`);
  row('busiest document', r.busiestDocument || '(none)');
  row('its writes', r.busiestWrites);
  row('its writes per second, on average', r.maxDocWritesPerSecond.toFixed(2));
  row('its most writes in one second', r.peakDocWritesInOneSecond);
}

function resultLine(r: JoinResults): string {
  const figures =
    `join_seats=${r.seats} join_waitlisted=${r.waitlisted} join_5xx=${r.serverErrors} join_duplicate_positions=${r.duplicatePositions}` +
    ` join_lost=${r.lost} join_count_drift=${r.countDrift} join_max_doc_writes_per_s=${r.maxDocWritesPerSecond.toFixed(2)} join_p95_ms=${r.p95.toFixed(0)}`;
  return r.scenario === 'burst' ? `RESULT ${figures} join_scenario=burst` : `RESULT ${figures}`;
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const { adminServices, clearEmulators, emulatorHosts } = await import('../lib/admin.ts');
  const { auth } = adminServices();
  await clearEmulators();
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
  // The camps' organizer, who reads the waiting list as the organizers' page shows it.
  await auth.importUsers([{ uid: 'bench', email: 'organizer@bench.campcare.test', displayName: 'Bench Organizer', emailVerified: true, customClaims: { role: 'Organizer' } }]);
  const organizerToken = await idTokenOf('bench');

  const all: JoinResults[] = [];
  for (const scenario of chosen) {
    all.push(await runScenario(scenario, idTokenOf, organizerToken));
    writeFileSync(RESULTS_FILE, JSON.stringify(all, null, 2));
  }
}

async function runScenario(scenario: Scenario, idTokenOf: (uid: string) => Promise<string>, organizerToken: string): Promise<JoinResults> {
  const { adminServices } = await import('../lib/admin.ts');
  const { COLLECTIONS, nameKeyFor, searchTokensFor } = await import('@campcare/domain');
  const { auth, db } = adminServices();
  const api = `${hostingUrl()}/api`;
  const { joiners, capacity } = scenario;

  const campId = `bench-join-${scenario.name}`;
  const now = new Date();
  const CampName = scenario.name === 'burst' ? 'Popular Eye Screening' : 'Free Vaccination Drive';
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
    Capacity: capacity,
    seatOfferHours: 24,
  });

  // A camp from before seat documents gets them from the migration, as the camps of a deployed project do.
  const { seatDocuments } = await import('../../functions/src/migrations/steps/005-seat-documents.ts');
  await seatDocuments.run(db, { now: new Date(), log: (message) => console.log(`  ${message}`) });

  // Distinct participants, imported with their role claim (1,000 at most per call), then signed in (a custom token each).
  const users = Array.from({ length: joiners }, (_, i) => ({
    uid: `bench-${scenario.name}-${String(i).padStart(4, '0')}`,
    email: `${scenario.name}-${i}@bench.campcare.test`,
    displayName: `Joiner ${i}`,
    emailVerified: true,
    customClaims: { role: 'Participant' },
  }));
  const imported = await auth.importUsers(users);
  if (imported.failureCount > 0) throw new Error(`${imported.failureCount} accounts could not be imported.`);
  const tokens: string[] = [];
  for (let i = 0; i < users.length; i += 20) tokens.push(...(await Promise.all(users.slice(i, i + 20).map((u) => idTokenOf(u.uid)))));
  console.log(`  ${scenario.name}: ${tokens.length} participant accounts signed in.`);

  // Start the function's workers before the clock starts: a cold start is not what is measured.
  for (let i = 0; i < 3; i++) await fetch(`${api}/allcamp`).then((r) => r.arrayBuffer());

  const body = (i: number) =>
    JSON.stringify({ campId, age: 20 + (i % 60), phoneNumber: `555010${String(i).padStart(4, '0')}`, gender: 'Female', emergencyContact: '5550198214', consent: true });
  const gap = joiners > 1 ? scenario.spreadMs / (joiners - 1) : 0;
  const startedAt = Date.now();
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token, i) => {
      const due = started + i * gap;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
  const endedAt = Date.now();
  const wallSeconds = (performance.now() - started) / 1000;

  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

  // A join answered 504 may still be running in the Functions emulator, and counts kept in summaries
  // trail the last write by a moment: compare once the registrations and the counts shown have both
  // stopped changing (three reads in a row alike, SETTLE_MS apart; five minutes at most).
  let previous = '';
  let alike = 0;
  for (let waited = 0; alike < 2 && waited < 300_000; waited += SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const [held, shownNow] = await Promise.all([
      db.collection(COLLECTIONS.registrations).where('campId', '==', campId).count().get(),
      getJson<Record<string, unknown>>(`${api}/campDetails/${campId}`),
    ]);
    const state = JSON.stringify([held.data().count, shownNow.ParticipantCount, shownNow.waitlistCount, shownNow.seatsOffered]);
    alike = state === previous ? alike + 1 : 0;
    previous = state;
  }

  // The truth is what Firestore holds, not what the answers said.
  const registrations = await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
  const owners = new Set(registrations.docs.map((d) => d.get('participantUid') as string));
  const seats = registrations.docs.filter((d) => !d.get('waitlistStatus')).length;
  const offered = registrations.docs.filter((d) => d.get('waitlistStatus') === 'Offered').length;
  const waitingIds = new Set(registrations.docs.filter((d) => d.get('waitlistStatus') === 'Waiting').map((d) => d.id));

  // What is shown: the organizers' line and the camp's page.
  const line = await getJson<{ _id: string; waitlistStatus: string; waitlistPosition: number | null }[]>(`${api}/camps/${campId}/waitlist`, organizerToken);
  const shownWaiting = line.filter((entry) => entry.waitlistStatus === 'Waiting');
  const positions = shownWaiting.map((entry) => entry.waitlistPosition ?? -1);
  const distinct = new Set(positions);
  let missing = 0;
  for (let p = 1; p <= positions.length; p++) if (!distinct.has(p)) missing++;
  const camp = await getJson<{ ParticipantCount?: number; waitlistCount?: number; seatsOffered?: number }>(`${api}/campDetails/${campId}`);
  const participantCount = camp.ParticipantCount ?? 0;
  const waitlistCount = camp.waitlistCount ?? 0;
  const seatsOffered = camp.seatsOffered ?? 0;
  const countDrift =
    Math.abs(participantCount - seats) +
    Math.abs(waitlistCount - waitingIds.size) +
    Math.abs(seatsOffered - offered) +
    // The line shown must hold exactly the Waiting registrations.
    Math.abs(shownWaiting.length - waitingIds.size) +
    shownWaiting.filter((entry) => !waitingIds.has(entry._id)).length;

  const writes = documentWrites(startedAt, endedAt);
  return {
    scenario: scenario.name,
    joiners,
    capacity,
    seats,
    offered,
    waitlisted: waitingIds.size,
    lost: users.filter((u) => !owners.has(u.uid)).length,
    duplicatePositions: positions.length - distinct.size,
    missingPositions: missing,
    participantCount,
    waitlistCount,
    seatsOffered,
    countDrift,
    statuses,
    serverErrors: answers.filter((a) => a.status >= 500 || a.status === 0).length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1]!,
    wallSeconds,
    busiestDocument: writes.busiest,
    busiestWrites: writes.count,
    maxDocWritesPerSecond: writes.count / Math.max(wallSeconds, 1),
    peakDocWritesInOneSecond: writes.peak,
  };
}

/** A GET of the API, asked again while the Functions emulator is still busy with the burst's leftovers (its 504s). */
async function getJson<T>(url: string, token?: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.ok) return (await response.json()) as T;
    const text = await response.text();
    if (response.status < 500 || attempt >= 10) throw new Error(`GET ${url}: HTTP ${response.status} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** The busiest document in the write log between two instants: its path, its writes, and its most in any one second. */
function documentWrites(from: number, to: number): { busiest: string; count: number; peak: number } {
  const byDocument = new Map<string, number[]>();
  for (const line of readFileSync(WRITE_LOG, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const at = Number(line.slice(0, space));
    if (at < from || at > to) continue;
    const path = line.slice(space + 1);
    const times = byDocument.get(path) ?? [];
    times.push(at);
    byDocument.set(path, times);
  }
  let busiest = '';
  let count = 0;
  let peak = 0;
  for (const [path, times] of byDocument) {
    if (times.length > count) {
      busiest = path;
      count = times.length;
    }
    // The most writes inside any one-second window (times are in log order, which is close to time order).
    times.sort((a, b) => a - b);
    for (let i = 0, j = 0; j < times.length; j++) {
      while (times[j]! - times[i]! >= 1000) i++;
      peak = Math.max(peak, j - i + 1);
    }
  }
  return { busiest, count, peak };
}
