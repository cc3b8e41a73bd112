/**
 * `npm run bench:api`: how the list, search and detail endpoints scale from
 * 100 to 10,000 camps, measured through the Hosting origin as the browser
 * calls them.
 *
 * The outer run builds the functions into .cache/offset-80 and starts its own
 * emulators on port offset 80 (so it never disturbs a running `npm start` or
 * a test suite); the inner run (`--inner`, inside `emulators:exec`) seeds,
 * measures and writes its figures to a JSON file, which the outer run prints
 * as a table ending with one machine-readable line:
 *
 *   RESULT list_p95_ratio=<r> search_p95_ratio=<r> detail_p95_ratio=<r>
 *
 * The goal is a ratio of at most 1.5. Note that the Firestore emulator does
 * not use indexes the way Firestore does (it scans), so emulator figures are
 * a pessimistic stand-in for production.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const BENCH_OFFSET = '80';
process.env.CAMPCARE_PORT_OFFSET = BENCH_OFFSET;

const { buildDirs, buildEnv, CACHE_DIR, hostingUrl, MissingJavaError, runFirebase } = await import('../lib/emulators.ts');

const REQUESTS = 50;
const WARMUP = 5;
const SIZES = [100, 10_000] as const;
const RESULTS_FILE = join(CACHE_DIR, `offset-${BENCH_OFFSET}`, 'bench-api.json');

interface Figures {
  median: number;
  p95: number;
}
type Scenario = 'list' | 'list-sorted' | 'search' | 'detail';
type Results = Record<string, Record<Scenario, Figures>>;

const { values } = parseArgs({ options: { inner: { type: 'boolean' } } });

if (values.inner) await inner();
else await outer();

async function outer(): Promise<void> {
  const { runOrThrow } = await import('../lib/process.ts');
  console.log('Building the functions for the benchmark emulators (port offset 80)…');
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
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  console.log('\nLatency through the Hosting origin (%d requests each, after %d warm-up requests)\n', REQUESTS, WARMUP);
  console.log(
    `${'scenario'.padEnd(14)}${'100 median'.padStart(10)}${'100 p95'.padStart(10)}${'10k median'.padStart(12)}${'10k p95'.padStart(10)}${'p95 ratio'.padStart(11)}`,
  );
  for (const scenario of ['list', 'list-sorted', 'search', 'detail'] as const) {
    const s = small[scenario];
    const l = large[scenario];
    console.log(
      `${scenario.padEnd(14)}${ms(s.median)}${ms(s.p95)}  ${ms(l.median)}${ms(l.p95)}${ratio(l.p95, s.p95).toFixed(2).padStart(11)}`,
    );
  }
  // "list" is the worse of the default and the sorted list.
  const listRatio = Math.max(ratio(large.list.p95, small.list.p95), ratio(large['list-sorted'].p95, small['list-sorted'].p95));
  console.log('');
  console.log(
    `RESULT list_p95_ratio=${listRatio.toFixed(2)} search_p95_ratio=${ratio(large.search.p95, small.search.p95).toFixed(2)} detail_p95_ratio=${ratio(large.detail.p95, small.detail.p95).toFixed(2)}`,
  );
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const { adminServices, clearEmulators } = await import('../lib/admin.ts');
  const { COLLECTIONS, nameKeyFor, searchTokensFor } = await import('@campcare/domain');
  const { db } = adminServices();
  const api = `${hostingUrl()}/api`;
  await clearEmulators();

  const specialties = ['Eye', 'Dental', 'Heart', 'Diabetes', 'Skin', 'Hearing', 'Child Health', 'Women’s Health', 'Bone', 'Mental Health'];
  const kinds = ['Screening', 'Check-up Day', 'Clinic', 'Camp', 'Awareness Morning'];
  const towns = ['Porto', 'Lisbon', 'Braga', 'Coimbra', 'Faro', 'Nairobi', 'Accra', 'Pune', 'Cusco', 'Hanoi', 'Dhaka', 'Manila'];
  const doctors = ['Dr. Silva', 'Dr. Mensah', 'Dr. Patel', 'Dr. Nguyen', 'Dr. Okafor', 'Dr. Rahman', 'Dr. Costa', 'Dr. Quispe'];

  /** Camp number i, the same at both sizes (the first 100 camps are the small data set). */
  function camp(i: number) {
    const CampName = `${specialties[i % specialties.length]} ${kinds[Math.floor(i / 10) % kinds.length]} ${i}`;
    const Location = `Community Centre ${i % 37}, ${towns[i % towns.length]}`;
    const HealthcareProfessional = doctors[i % doctors.length]!;
    const created = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return {
      CampName,
      Image: '/api/images/bench',
      CampFees: (i * 7) % 200,
      DateTime: new Date(Date.UTC(2027, 0, 1) + (i % 365) * 86_400_000).toISOString(),
      Location,
      HealthcareProfessional,
      ParticipantCount: (i * 13) % 90,
      Description: 'A benchmark camp.',
      searchTokens: searchTokensFor(CampName, Location, HealthcareProfessional),
      nameKey: nameKeyFor(CampName),
      createdAt: created,
      updatedAt: created,
      createdBy: 'bench',
      organizerUids: ['bench'],
    };
  }

  async function seedCamps(from: number, to: number): Promise<void> {
    const BATCH = 400;
    const batches: Promise<unknown>[] = [];
    for (let start = from; start < to; start += BATCH) {
      const batch = db.batch();
      for (let i = start; i < Math.min(to, start + BATCH); i++) {
        batch.set(db.collection(COLLECTIONS.camps).doc(`bench-${String(i).padStart(5, '0')}`), camp(i));
      }
      batches.push(batch.commit());
      if (batches.length >= 4) await Promise.all(batches.splice(0));
    }
    await Promise.all(batches);
  }

  async function time(path: string): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${api}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return performance.now() - started;
  }

  function figures(samples: number[]): Figures {
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    return { median: at(0.5), p95: at(0.95) };
  }

  async function measure(size: number): Promise<Record<Scenario, Figures>> {
    const paths: Record<Scenario, (n: number) => string> = {
      list: () => '/allavilableCamps',
      'list-sorted': (n) => `/allavilableCamps?sortValue=CampFees&page=${(n % 3) + 1}`,
      search: () => '/allavilableCamps?searchValue=eye',
      detail: (n) => `/campDetails/bench-${String((n * 37) % size).padStart(5, '0')}`,
    };
    const result = {} as Record<Scenario, Figures>;
    for (const scenario of Object.keys(paths) as Scenario[]) {
      for (let n = 0; n < WARMUP; n++) await time(paths[scenario](n));
      const samples: number[] = [];
      for (let n = 0; n < REQUESTS; n++) samples.push(await time(paths[scenario](n)));
      result[scenario] = figures(samples);
      console.log(`  ${size} camps, ${scenario}: median ${result[scenario].median.toFixed(1)} ms, p95 ${result[scenario].p95.toFixed(1)} ms`);
    }
    return result;
  }

  const results: Results = {};
  let seeded = 0;
  for (const size of SIZES) {
    console.log(`Seeding ${size.toLocaleString('en-US')} camps…`);
    await seedCamps(seeded, size);
    seeded = size;
    const total = (await db.collection(COLLECTIONS.camps).count().get()).data().count;
    if (total !== size) throw new Error(`Expected ${size} camps, found ${total}.`);
    results[String(size)] = await measure(size);
  }
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2));
  process.exit(0);
}
