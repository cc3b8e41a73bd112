/**
 * `npm run bench:stations`: a camp day at one blood-pressure station, through
 * the API as the station screens use it. A camp with 300 people checked in,
 * of whom exactly 50 have a blood pressure at or above 140/90 and 250 below;
 * four clinicians work the station at once, each calling the next person,
 * recording their blood pressure and passing them on, and now and then
 * sending a result twice (a device's retry after a lost answer). The figures
 * are read from Firestore afterwards. The last line:
 *
 *   RESULT stations_records=<n> stations_lost=<n> stations_duplicates=<n> referral_true_positive=<n> referral_false_positive=<n> stations_save_p95_ms=<ms>
 *
 * Correct means stations_records=300, stations_lost=0, stations_duplicates=0,
 * referral_true_positive=50 and referral_false_positive=0; stations_save_p95_ms
 * is the 95th percentile of the time one result takes to save (its referral
 * included), on the emulators.
 *
 * The outer run builds the functions and starts its own emulators on the port
 * offset of CAMPCARE_PORT_OFFSET (80 when unset); the inner run (`--inner`,
 * inside `emulators:exec`) seeds, plays the day and writes a JSON file that
 * the outer run prints.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const OFFSET = process.env.CAMPCARE_PORT_OFFSET ?? '80';
process.env.CAMPCARE_PORT_OFFSET = OFFSET;

const { buildDirs, buildEnv, CACHE_DIR, hostingUrl, MissingJavaError, runFirebase } = await import('../lib/emulators.ts');

const PEOPLE = 300;
const HIGH = 50;
const CLIENTS = 4;
/** Every this many results, a client sends one again under the same id (a retry after a lost answer). */
const RETRY_EVERY = 7;
const RESULTS_FILE = join(CACHE_DIR, `offset-${OFFSET}`, 'bench-stations.json');

interface Figures {
  records: number;
  lost: number;
  duplicates: number;
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
  retries: number;
  statuses: Record<string, number>;
  saveMedian: number;
  saveP95: number;
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
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', 'npx tsx scripts/bench/stations.ts --inner']);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    process.exit(1);
  }
  const figures = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Partial<Figures>;
  if (code !== 0 || figures.records === undefined) {
    console.error(`The benchmark did not finish (exit code ${code}).`);
    process.exit(1);
  }
  print(figures as Figures);
}

function print(f: Figures): void {
  console.log(`\n${CLIENTS} clinicians at one blood-pressure station, ${PEOPLE} people checked in (${HIGH} at or above 140/90)\n`);
  const row = (label: string, value: string | number) => console.log(`  ${label.padEnd(44)}${String(value).padStart(12)}`);
  row('results stored', f.records);
  row('people seen with no result (lost)', f.lost);
  row('results stored twice for one person', f.duplicates);
  row('results sent again (retries)', f.retries);
  row('referred, 140/90 or above (true positive)', f.truePositive);
  row('referred, below 140/90 (false positive)', f.falsePositive);
  row('not referred, 140/90 or above', f.falseNegative);
  row('answers by status', Object.entries(f.statuses).map(([s, n]) => `${s}×${n}`).join(' '));
  row('save median', `${f.saveMedian.toFixed(0)} ms`);
  row('save p95', `${f.saveP95.toFixed(0)} ms`);
  row('whole day', `${f.wallSeconds.toFixed(1)} s`);
  console.log(
    `\nRESULT stations_records=${f.records} stations_lost=${f.lost} stations_duplicates=${f.duplicates} referral_true_positive=${f.truePositive} referral_false_positive=${f.falsePositive} stations_save_p95_ms=${f.saveP95.toFixed(0)}`,
  );
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const { adminServices, clearEmulators, emulatorHosts } = await import('../lib/admin.ts');
  const { campStaffId, COLLECTIONS, nameKeyFor, searchTokensFor } = await import('@campcare/domain');
  const { auth, db } = adminServices();
  const api = `${hostingUrl()}/api`;
  await clearEmulators();

  const campId = 'bench-stations-camp';
  const now = new Date();
  const CampName = 'Village Health Screening';
  const organizerUid = 'bench-organizer';
  await db.collection(COLLECTIONS.camps).doc(campId).set({
    CampName,
    Image: '/api/images/bench',
    CampFees: 0,
    DateTime: now.toISOString(),
    Location: 'Primary School Hall, Sylhet',
    HealthcareProfessional: 'Dr. Rahman',
    ParticipantCount: PEOPLE,
    Description: 'A benchmark camp day.',
    searchTokens: searchTokensFor(CampName, 'Primary School Hall, Sylhet', 'Dr. Rahman'),
    nameKey: nameKeyFor(CampName),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    createdBy: organizerUid,
    organizerUids: [organizerUid],
  });

  // The organizer and four clinicians, imported with their claims, then signed in (a custom token each).
  const clinicians = Array.from({ length: CLIENTS }, (_, i) => ({ uid: `bench-clinician-${i}`, email: `clinician-${i}@bench.campcare.test`, displayName: `Clinician ${i}` }));
  const imported = await auth.importUsers([
    { uid: organizerUid, email: 'organizer@bench.campcare.test', displayName: 'Bench Organizer', emailVerified: true, customClaims: { role: 'Organizer' } },
    ...clinicians.map((c) => ({ ...c, emailVerified: true, customClaims: { role: 'Participant' } })),
  ]);
  if (imported.failureCount > 0) throw new Error(`${imported.failureCount} accounts could not be imported.`);
  await Promise.all(
    clinicians.map((c) =>
      db.collection(COLLECTIONS.campStaff).doc(campStaffId(campId, c.uid)).set({
        campId,
        uid: c.uid,
        role: 'clinician',
        email: c.email,
        name: c.displayName,
        invitedBy: organizerUid,
        acceptedAt: now.toISOString(),
      }),
    ),
  );
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
  const organizerToken = await idTokenOf(organizerUid);
  const clinicianTokens = await Promise.all(clinicians.map((c) => idTokenOf(c.uid)));

  // 300 people checked in at the door (walk-ins, shaped as the walk-in API writes them); the first 50 have high blood pressure.
  const high = new Set<string>();
  const reading = new Map<string, { systolic: number; diastolic: number }>();
  let batch = db.batch();
  for (let i = 0; i < PEOPLE; i++) {
    const id = `bench-person-${String(i).padStart(3, '0')}`;
    const checkedInAt = new Date(now.getTime() - (PEOPLE - i) * 1000).toISOString();
    // High: 140–199 systolic or 90–119 diastolic, some at exactly 140/90; normal: at most 139/89.
    const isHigh = i % (PEOPLE / HIGH) === 0;
    const variant = Math.floor(i / (PEOPLE / HIGH)) % 3;
    const bp = isHigh
      ? variant === 0
        ? { systolic: 140, diastolic: 90 }
        : variant === 1
          ? { systolic: 150 + (i % 40), diastolic: 85 }
          : { systolic: 132, diastolic: 90 + (i % 20) }
      : { systolic: 100 + (i % 40), diastolic: 60 + (i % 30) }; // at most 139/89
    if (isHigh) high.add(id);
    reading.set(id, bp);
    batch.set(db.collection(COLLECTIONS.registrations).doc(id), {
      campId,
      participantUid: '',
      personKey: `walkin:${id}`,
      ParticipantName: `Person ${i}`,
      ParticipantEmail: '',
      CampName,
      CampFees: 0,
      DateTime: now.toISOString(),
      Location: 'Primary School Hall, Sylhet',
      HealthcareProfessional: 'Dr. Rahman',
      organizerUids: [organizerUid],
      PaymentStatus: 'Free',
      ConfirmationStatus: 'Confirmed',
      checkedInAt,
      checkedInBy: organizerUid,
      checkedInByName: 'Bench Organizer',
      createdAt: checkedInAt,
      updatedAt: checkedInAt,
    });
    if ((i + 1) % 100 === 0) {
      await batch.commit();
      batch = db.batch();
    }
  }
  if (high.size !== HIGH) throw new Error(`The plan has ${high.size} high readings, not ${HIGH}.`);

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
  };

  // Start the function's workers before the clock starts: a cold start is not what is measured.
  for (let i = 0; i < 3; i++) await fetch(`${api}/allcamp`).then((r) => r.arrayBuffer());
  const laidOut = await call('PUT', `/camps/${campId}/stations`, organizerToken, {
    stations: [{ kind: 'bloodPressure', clinicianUids: clinicians.map((c) => c.uid) }, { kind: 'consultation' }],
  });
  if (laidOut.status !== 200) throw new Error(`Laying out the stations failed: ${laidOut.status} ${JSON.stringify(laidOut.body)}`);
  const stationId = (laidOut.body!.stations as { stationId: string }[])[0]!.stationId;
  const base = `/camps/${campId}/stations/${stationId}`;

  const saves: number[] = [];
  const statuses: Record<string, number> = {};
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  let retries = 0;

  async function client(token: string, index: number): Promise<void> {
    for (let n = 0; ; n++) {
      const called = await call('POST', `${base}/call`, token, {});
      count(called.status);
      if (called.status === 409) return;
      if (called.status !== 200) throw new Error(`Client ${index}: calling failed with ${called.status} ${JSON.stringify(called.body)}`);
      const registrationId = called.body!.registrationId as string;
      const result = {
        resultId: randomUUID(),
        registrationId,
        measurement: { kind: 'bloodPressure', ...reading.get(registrationId)! },
        deviceRecordedAt: new Date().toISOString(),
      };
      const t0 = performance.now();
      const saved = await call('POST', `${base}/results`, token, result);
      saves.push(performance.now() - t0);
      count(saved.status);
      if (saved.status !== 201) throw new Error(`Client ${index}: saving failed with ${saved.status} ${JSON.stringify(saved.body)}`);
      if (n % RETRY_EVERY === RETRY_EVERY - 1) {
        retries += 1;
        count((await call('POST', `${base}/results`, token, result)).status);
      }
      const passed = await call('POST', `${base}/pass`, token, { registrationId, status: 'done' });
      count(passed.status);
      if (passed.status !== 200) throw new Error(`Client ${index}: passing on failed with ${passed.status} ${JSON.stringify(passed.body)}`);
    }
  }

  const started = performance.now();
  await Promise.all(clinicianTokens.map((token, i) => client(token, i)));
  const wallSeconds = (performance.now() - started) / 1000;

  // The truth is what Firestore holds, not what the answers said.
  const stored = await db.collection(COLLECTIONS.screeningResults).where('campId', '==', campId).get();
  const referrals = await db.collection(COLLECTIONS.referrals).where('campId', '==', campId).get();
  const withResult = new Set(stored.docs.map((d) => d.get('registrationId') as string));
  const referred = new Set(referrals.docs.map((d) => d.get('registrationId') as string));
  const sorted = [...saves].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const figures: Figures = {
    records: stored.size,
    lost: PEOPLE - withResult.size,
    duplicates: stored.size - withResult.size + (referrals.size - referred.size),
    truePositive: [...referred].filter((id) => high.has(id)).length,
    falsePositive: [...referred].filter((id) => !high.has(id)).length,
    falseNegative: [...high].filter((id) => !referred.has(id)).length,
    retries,
    statuses,
    saveMedian: at(0.5),
    saveP95: at(0.95),
    wallSeconds,
  };
  writeFileSync(RESULTS_FILE, JSON.stringify(figures));
}
