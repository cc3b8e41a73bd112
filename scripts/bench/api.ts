/**
 * `npm run bench:api`: what the list, search, detail and registrations
 * endpoints cost at 100 and at 10,000 camps (each camp with registrations),
 * called through the Hosting origin as the browser calls them.
 *
 * The figure that matters is Firestore documents read per request (what
 * Firestore bills, and what decides latency in production), read from each
 * response's `Server-Timing: fs;desc="reads=N queries=M"` header. Latency is
 * printed too, but the Firestore emulator scans instead of using indexes, so
 * its latency grows with the data where production's does not.
 *
 * The outer run builds the functions into .cache/offset-N and starts its own
 * emulators on port offset N (CAMPCARE_PORT_OFFSET when set, else 80, so it
 * never disturbs a running `npm start` or a test suite); the inner run
 * (`--inner`, inside `emulators:exec`) seeds, measures and writes its figures
 * to a JSON file, which the outer run prints as a table ending with one line:
 *
 *   RESULT list_reads_ratio=<r> sorted_reads_ratio=<r> search_reads_ratio=<r>
 *          search_multi_reads_ratio=<r> detail_reads_ratio=<r> registrations_reads_ratio=<r>
 *
 * (on one line; each ratio is reads at 10,000 camps ÷ reads at 100). The
 * goal is at most 1.5 for each.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DocumentReference } from 'firebase-admin/firestore';

const BENCH_OFFSET = process.env.CAMPCARE_PORT_OFFSET && process.env.CAMPCARE_PORT_OFFSET !== '0' ? process.env.CAMPCARE_PORT_OFFSET : '80';
process.env.CAMPCARE_PORT_OFFSET = BENCH_OFFSET;

const { buildDirs, buildEnv, CACHE_DIR, hostingUrl, MissingJavaError, runFirebase } = await import('../lib/emulators.ts');

/**
 * Requests per scenario and size. Reads do not vary from one request to the
 * next, so a few samples settle them; the emulator's latency does, but it
 * stands for nothing in production (it scans: a one-word search at 10,000
 * camps takes it tens of seconds).
 */
const REQUESTS = 10;
const WARMUP = 1;
const SIZES = [100, 10_000] as const;
/** Registrations per camp: 10,000 camps bring 30,000 registrations. */
const REGISTRATIONS_PER_CAMP = 3;
const RESULTS_FILE = join(CACHE_DIR, `offset-${BENCH_OFFSET}`, 'bench-api.json');

const SCENARIOS = ['list', 'sorted', 'search', 'search_multi', 'detail', 'registrations'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** What each scenario asks, as printed in the table. */
const DESCRIPTIONS: Record<Scenario, string> = {
  list: 'GET /allavilableCamps (newest first, page 1)',
  sorted: 'GET /allavilableCamps?sortValue=CampFees, pages 1 to 3',
  search: 'GET /allavilableCamps?searchValue=eye',
  search_multi: 'GET /allavilableCamps?searchValue=eye screening lisbon, pages 1 and 2',
  detail: 'GET /campDetails/{id}',
  registrations: "GET /allRegisterUser (an organizer's registrations)",
};

interface Figures {
  medianMs: number;
  p95Ms: number;
  /** Documents read per request: the median and the largest seen. */
  reads: number;
  maxReads: number;
  queries: number;
}
type Results = Record<string, Record<Scenario, Figures>>;

const { values } = parseArgs({ options: { inner: { type: 'boolean' } } });

if (values.inner) await inner();
else await outer();

async function outer(): Promise<void> {
  const { runOrThrow } = await import('../lib/process.ts');
  console.log(`Building the functions for the benchmark emulators (port offset ${BENCH_OFFSET})…`);
  await runOrThrow('npm', ['run', 'build', '-w', 'functions'], { env: buildEnv() });
  // Hosting needs a folder to serve; the benchmark only calls /api, so an empty page will do.
  const web = buildDirs().web;
  if (!existsSync(join(web, 'index.html'))) {
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>CampCare benchmark</title>');
  }
  mkdirSync(join(CACHE_DIR, `offset-${BENCH_OFFSET}`), { recursive: true });
  writeFileSync(RESULTS_FILE, '{}');
  let code: number;
  try {
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', 'npx tsx scripts/bench/api.ts --inner']);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    process.exit(1);
  }
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
  if (code !== 0 || !results['100'] || !results['10000']) {
    console.error(`The benchmark did not finish (exit code ${code}).`);
    process.exit(1);
  }
  printTable(results);
}

function printTable(results: Results): void {
  const small = results['100']!;
  const large = results['10000']!;
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(9);
  const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  console.log(`\nFirestore reads per request (from Server-Timing) and latency through the Hosting origin (${REQUESTS} requests each)\n`);
  for (const scenario of SCENARIOS) console.log(`  ${scenario.padEnd(14)} ${DESCRIPTIONS[scenario]}`);
  console.log('');
  console.log(
    `${'scenario'.padEnd(15)}${'reads 100'.padStart(10)}${'reads 10k'.padStart(10)}${'ratio'.padStart(7)}${'queries'.padStart(9)}` +
      `${'100 p50'.padStart(9)}${'100 p95'.padStart(9)}${'10k p50'.padStart(9)}${'10k p95'.padStart(9)}`,
  );
  for (const scenario of SCENARIOS) {
    const s = small[scenario];
    const l = large[scenario];
    const reads = (f: Figures) => (f.maxReads !== f.reads ? `${f.reads}-${f.maxReads}` : String(f.reads));
    console.log(
      `${scenario.padEnd(15)}${reads(s).padStart(10)}${reads(l).padStart(10)}${ratio(l.maxReads, s.maxReads).toFixed(2).padStart(7)}` +
        `${`${s.queries}/${l.queries}`.padStart(9)}${ms(s.medianMs)}${ms(s.p95Ms)}${ms(l.medianMs)}${ms(l.p95Ms)}`,
    );
  }
  console.log('');
  // The largest count seen at each size: a page that costs more now and then is not hidden by a median.
  const line = SCENARIOS.map((s) => `${s}_reads_ratio=${ratio(large[s].maxReads, small[s].maxReads).toFixed(2)}`).join(' ');
  console.log(`RESULT ${line}`);
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const { adminServices, clearEmulators, emulatorHosts, withTriggersDisabled } = await import('../lib/admin.ts');
  const { campSearchEntries, COLLECTIONS, nameKeyFor, parseReadCost, registrationId, registrationSearchEntries, searchTokensFor } = await import('@campcare/domain');
  const { auth, db } = adminServices();
  const api = `${hostingUrl()}/api`;
  await clearEmulators();

  const organizer = await signInOrganizer();

  const specialties = ['Eye', 'Dental', 'Heart', 'Diabetes', 'Skin', 'Hearing', 'Child Health', 'Women’s Health', 'Bone', 'Mental Health'];
  const kinds = ['Screening', 'Check-up Day', 'Clinic', 'Camp', 'Awareness Morning'];
  const towns = ['Porto', 'Lisbon', 'Braga', 'Coimbra', 'Faro', 'Nairobi', 'Accra', 'Pune', 'Cusco', 'Hanoi', 'Dhaka', 'Manila'];
  const doctors = ['Dr. Silva', 'Dr. Mensah', 'Dr. Patel', 'Dr. Nguyen', 'Dr. Okafor', 'Dr. Rahman', 'Dr. Costa', 'Dr. Quispe'];
  const people = ['Ana Sousa', 'Kwame Boateng', 'Priya Nair', 'Linh Tran', 'Chidi Eze', 'Rosa Mamani', 'Omar Haddad', 'Mia Jensen'];

  /**
   * Camp number i, the same at both sizes (the first 100 camps are the small
   * data set). One camp in ten belongs to a series, the Eye Screening days an
   * eye clinic runs in Lisbon, so the multi-word search finds a full page at
   * both sizes and its reads compare like for like.
   */
  function camp(i: number, organizerUid: string) {
    const series = i % 10 === 0;
    const CampName = series ? `Eye Screening ${i}` : `${specialties[i % specialties.length]} ${kinds[Math.floor(i / 10) % kinds.length]} ${i}`;
    const Location = `Community Centre ${i % 37}, ${series ? 'Lisbon' : towns[i % towns.length]}`;
    const HealthcareProfessional = doctors[i % doctors.length]!;
    const created = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return {
      CampName,
      Image: '/api/images/bench',
      CampFees: (i * 7) % 200,
      DateTime: new Date(Date.UTC(2027, 0, 1) + (i % 365) * 86_400_000).toISOString(),
      Location,
      HealthcareProfessional,
      ParticipantCount: REGISTRATIONS_PER_CAMP,
      Description: 'A benchmark camp.',
      searchTokens: searchTokensFor(CampName, Location, HealthcareProfessional),
      nameKey: nameKeyFor(CampName),
      createdAt: created,
      updatedAt: created,
      createdBy: organizerUid,
      organizerUids: [organizerUid],
    };
  }

  function registration(campId: string, c: ReturnType<typeof camp>, i: number, r: number) {
    const participantUid = `bench-participant-${(i * REGISTRATIONS_PER_CAMP + r) % 997}`;
    const ParticipantName = `${people[(i + r) % people.length]} ${r}`;
    const created = new Date(Date.parse(c.createdAt) + (r + 1) * 1000).toISOString();
    return {
      id: registrationId(campId, participantUid),
      data: {
        campId,
        participantUid,
        organizerUids: c.organizerUids,
        CampName: c.CampName,
        ParticipantName,
        ParticipantEmail: `${participantUid}@bench.campcare.test`,
        Image: c.Image,
        CampFees: c.CampFees,
        DateTime: c.DateTime,
        Location: c.Location,
        HealthcareProfessional: c.HealthcareProfessional,
        PaymentStatus: c.CampFees === 0 || r === 0 ? 'Paid' : 'Unpaid',
        ConfirmationStatus: r === 0 ? 'Confirmed' : 'Pending',
        age: 30 + r,
        phoneNumber: '5550100000',
        gender: 'Other',
        emergencyContact: '5550100001',
        feedbackGiven: false,
        searchTokens: searchTokensFor(c.CampName, ParticipantName),
        nameKey: c.nameKey,
        createdAt: created,
        updatedAt: created,
      },
    };
  }

  /** Camps [from, to), their search entries and registrations, in batches of 500 writes, several batches at a time. */
  async function seed(from: number, to: number, organizerUid: string): Promise<void> {
    const started = performance.now();
    const writes: { ref: DocumentReference; data: object }[] = [];
    let writtenDocs = 0;
    const inFlight: Promise<unknown>[] = [];
    const flush = async (force: boolean) => {
      while (writes.length >= 500 || (force && writes.length > 0)) {
        const batch = db.batch();
        const taken = writes.splice(0, 500);
        writtenDocs += taken.length;
        for (const w of taken) batch.set(w.ref, w.data);
        inFlight.push(batch.commit());
        if (inFlight.length >= 6) await Promise.all(inFlight.splice(0));
      }
    };
    for (let i = from; i < to; i++) {
      const id = `bench-${String(i).padStart(5, '0')}`;
      const c = camp(i, organizerUid);
      writes.push({ ref: db.collection(COLLECTIONS.camps).doc(id), data: c });
      for (const entry of campSearchEntries(id, c)) writes.push({ ref: db.collection(COLLECTIONS.campSearch).doc(entry.id), data: entry.data });
      for (let r = 0; r < REGISTRATIONS_PER_CAMP; r++) {
        const reg = registration(id, c, i, r);
        writes.push({ ref: db.collection(COLLECTIONS.registrations).doc(reg.id), data: reg.data });
        for (const entry of registrationSearchEntries(reg.id, reg.data)) {
          writes.push({ ref: db.collection(COLLECTIONS.registrationSearch).doc(entry.id), data: entry.data });
        }
      }
      await flush(false);
    }
    await flush(true);
    await Promise.all(inFlight);
    const docs = writtenDocs;
    console.log(`  wrote ${docs.toLocaleString('en-US')} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  async function signInOrganizer(): Promise<{ uid: string; idToken: string }> {
    const email = 'bench-organizer@bench.campcare.test';
    const password = 'bench-organizer';
    const user = await auth.createUser({ email, password, displayName: 'Bench Organizer' });
    // The onUserCreated trigger sets the Participant claim: wait for it, then make this account an organizer.
    const deadline = Date.now() + 60_000;
    while (!(await auth.getUser(user.uid)).customClaims?.role) {
      if (Date.now() > deadline) throw new Error('The onUserCreated trigger never ran for the benchmark organizer.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await auth.setCustomUserClaims(user.uid, { role: 'Organizer' });
    const response = await fetch(`http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    const body = (await response.json()) as { idToken?: string };
    if (!body.idToken) throw new Error(`The benchmark organizer could not sign in: ${JSON.stringify(body)}`);
    return { uid: user.uid, idToken: body.idToken };
  }

  interface Sample {
    ms: number;
    reads: number;
    queries: number;
  }

  async function call(path: string, token?: string): Promise<Sample> {
    const started = performance.now();
    const response = await fetch(`${api}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const cost = parseReadCost(response.headers.get('server-timing'));
    if (!cost) throw new Error(`GET ${path} carried no Server-Timing read count.`);
    return { ms, ...cost };
  }

  function figures(samples: Sample[]): Figures {
    const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    const times = samples.map((s) => s.ms).sort((a, b) => a - b);
    const reads = samples.map((s) => s.reads).sort((a, b) => a - b);
    return {
      medianMs: at(times, 0.5),
      p95Ms: at(times, 0.95),
      reads: at(reads, 0.5),
      maxReads: reads.at(-1)!,
      queries: Math.max(...samples.map((s) => s.queries)),
    };
  }

  async function measure(size: number): Promise<Record<Scenario, Figures>> {
    const paths: Record<Scenario, (n: number) => string> = {
      list: () => '/allavilableCamps',
      sorted: (n) => `/allavilableCamps?sortValue=CampFees&page=${(n % 3) + 1}`,
      search: () => '/allavilableCamps?searchValue=eye',
      search_multi: (n) => `/allavilableCamps?searchValue=${encodeURIComponent('eye screening lisbon')}&page=${(n % 2) + 1}`,
      detail: (n) => `/campDetails/bench-${String((n * 37) % size).padStart(5, '0')}`,
      registrations: (n) => `/allRegisterUser?page=${(n % 3) + 1}`,
    };
    const result = {} as Record<Scenario, Figures>;
    for (const scenario of SCENARIOS) {
      const token = scenario === 'registrations' ? organizer.idToken : undefined;
      for (let n = 0; n < WARMUP; n++) await call(paths[scenario](n), token);
      const samples: Sample[] = [];
      for (let n = 0; n < REQUESTS; n++) samples.push(await call(paths[scenario](n), token));
      const f = (result[scenario] = figures(samples));
      console.log(`  ${size} camps, ${scenario}: ${f.reads} reads (max ${f.maxReads}), ${f.queries} queries, median ${f.medianMs.toFixed(0)} ms, p95 ${f.p95Ms.toFixed(0)} ms`);
    }
    return result;
  }

  const results: Results = {};
  let seeded = 0;
  for (const size of SIZES) {
    console.log(`Seeding ${size.toLocaleString('en-US')} camps with ${REGISTRATIONS_PER_CAMP} registrations each…`);
    // The camps' search entries are written with them, so the indexCampSearch trigger would find nothing to do.
    await withTriggersDisabled(() => seed(seeded, size, organizer.uid));
    seeded = size;
    const total = (await db.collection(COLLECTIONS.camps).count().get()).data().count;
    if (total !== size) throw new Error(`Expected ${size} camps, found ${total}.`);
    results[String(size)] = await measure(size);
  }
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2));
  process.exit(0);
}
