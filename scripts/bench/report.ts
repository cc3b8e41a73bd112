/**
 * `npm run bench:report`: a month of camps exported to DHIS2. It seeds the
 * month (scripts/lib/reportScenario.ts: 500 encounters over four camps),
 * saves the demo mapping to the local DHIS2 (scripts/lib/dhis2Server.ts)
 * through the API, downloads the month's data value set and holds every
 * value against a direct count in Firestore, pushes it twice, then pushes
 * with a mapping that names an unknown data element. The last line:
 *
 *   RESULT report_values=<n> report_mismatches=<n> report_second_push_imported=<n> report_second_push_updated=<n> report_conflicts_on_bad_mapping=<n> report_export_ms=<ms> report_push_ms=<ms>
 *
 * Correct means report_mismatches=0, report_second_push_imported=0,
 * report_second_push_updated=report_values and report_conflicts_on_bad_mapping=1.
 *
 * The outer run builds the functions and starts its own emulators and local
 * DHIS2 on the port offset of CAMPCARE_PORT_OFFSET (81 when unset); the inner
 * run (`--inner`, inside `emulators:exec`) does the work and writes a JSON
 * file that the outer run prints.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const OFFSET = process.env.CAMPCARE_PORT_OFFSET ?? '81';
process.env.CAMPCARE_PORT_OFFSET = OFFSET;

const { buildDirs, buildEnv, CACHE_DIR, hostingUrl, MissingJavaError, runFirebase } = await import('../lib/emulators.ts');

const ENCOUNTERS = 500;
const PERIOD = '202510';
const RESULTS_FILE = join(CACHE_DIR, `offset-${OFFSET}`, 'bench-report.json');

interface Figures {
  values: number;
  mismatches: number;
  secondImported: number;
  secondUpdated: number;
  conflicts: number;
  exportMs: number;
  pushMs: number;
  details: string[];
}

const { values } = parseArgs({ options: { inner: { type: 'boolean' } } });
if (values.inner) await inner();
else await outer();

async function outer(): Promise<void> {
  const { runOrThrow } = await import('../lib/process.ts');
  const { startDhis2Server } = await import('../lib/dhis2Server.ts');
  console.log(`Building the functions for the benchmark emulators (port offset ${OFFSET})…`);
  await runOrThrow('npm', ['run', 'build', '-w', 'functions'], { env: buildEnv() });
  const web = buildDirs().web;
  if (!existsSync(join(web, 'index.html'))) {
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>CampCare benchmark</title>');
  }
  mkdirSync(join(CACHE_DIR, `offset-${OFFSET}`), { recursive: true });
  writeFileSync(RESULTS_FILE, '{}');
  const dhis2 = await startDhis2Server();
  let code: number;
  try {
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', 'npx tsx scripts/bench/report.ts --inner']);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    process.exit(1);
  } finally {
    await dhis2.close();
  }
  const figures = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Partial<Figures>;
  if (code !== 0 || figures.values === undefined) {
    console.error(`The benchmark did not finish (exit code ${code}).`);
    process.exit(1);
  }
  for (const line of figures.details ?? []) console.log(line);
  console.log(
    `RESULT report_values=${figures.values} report_mismatches=${figures.mismatches} report_second_push_imported=${figures.secondImported} report_second_push_updated=${figures.secondUpdated} report_conflicts_on_bad_mapping=${figures.conflicts} report_export_ms=${figures.exportMs} report_push_ms=${figures.pushMs}`,
  );
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const { adminServices, clearEmulators, emulatorHosts } = await import('../lib/admin.ts');
  const { demoDhis2Mapping, dhis2ServerUrl, LOCAL_DHIS2 } = await import('../lib/dhis2Server.ts');
  const { directCount, seedReportPeriod } = await import('../lib/reportScenario.ts');
  const { auth, db } = adminServices();
  const api = `${hostingUrl()}/api`;
  await clearEmulators();
  await fetch(`${dhis2ServerUrl()}/fake/values`, { method: 'DELETE' });

  const organizerUid = 'bench-report-organizer';
  const imported = await auth.importUsers([{ uid: organizerUid, email: 'organizer@bench.campcare.test', displayName: 'Bench Organizer', emailVerified: true, customClaims: { role: 'Organizer' } }]);
  if (imported.failureCount > 0) throw new Error('The organizer could not be imported.');
  const customToken = await auth.createCustomToken(organizerUid);
  const signedIn = (await (
    await fetch(`http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    })
  ).json()) as { idToken: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${signedIn.idToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await answer.json()) as T;
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(json)}`);
    return json;
  };

  console.log(`Seeding ${ENCOUNTERS} encounters in ${PERIOD}…`);
  const scenario = await seedReportPeriod(db, { organizerUid, period: PERIOD, encounters: ENCOUNTERS, tag: 'bench' });
  const mapping = demoDhis2Mapping(dhis2ServerUrl());
  await call('PUT', '/dhis2/settings', { ...mapping, token: LOCAL_DHIS2.token });

  let started = Date.now();
  const payload = await call<{ dataValues: { value: string }[] }>('GET', `/dhis2/dataValueSets?period=${PERIOD}`);
  const exportMs = Date.now() - started;
  const details: string[] = [];
  let mismatches = 0;
  for (const [i, row] of mapping.rows.entries()) {
    const direct = await directCount(db, scenario.campIds, row);
    const sent = payload.dataValues[i]?.value;
    if (sent !== String(direct)) {
      mismatches++;
      details.push(`  mismatch: ${row.figure} ${row.ageBand ?? ''} ${row.sex ?? ''}: exported ${sent}, counted ${direct}`);
    }
  }

  interface Push {
    summary: { importCount: { imported: number; updated: number; ignored: number }; conflicts: unknown[] } | null;
  }
  started = Date.now();
  const first = await call<{ push: Push }>('POST', '/dhis2/push', { period: PERIOD });
  const pushMs = Date.now() - started;
  const second = await call<{ push: Push }>('POST', '/dhis2/push', { period: PERIOD });
  details.push(`  first push: ${JSON.stringify(first.push.summary?.importCount)}; second push: ${JSON.stringify(second.push.summary?.importCount)}`);
  const kept = (await (await fetch(`${dhis2ServerUrl()}/fake/values`)).json()) as unknown[];
  details.push(`  the local DHIS2 keeps ${kept.length} values for ${payload.dataValues.length} sent twice`);

  const bad = { ...mapping, rows: [...mapping.rows, { figure: 'walkIns', dataElement: 'CcUnknown01', categoryOptionCombo: LOCAL_DHIS2.combos['15to49:Female'], ageBand: null, sex: null }] };
  await call('PUT', '/dhis2/settings', bad);
  const withBad = await call<{ push: Push }>('POST', '/dhis2/push', { period: PERIOD });

  const figures: Figures = {
    values: payload.dataValues.length,
    mismatches,
    secondImported: second.push.summary?.importCount.imported ?? -1,
    secondUpdated: second.push.summary?.importCount.updated ?? -1,
    conflicts: withBad.push.summary?.conflicts.length ?? -1,
    exportMs,
    pushMs,
    details,
  };
  if (kept.length !== payload.dataValues.length) figures.details.push('  the local DHIS2 holds a different number of values than were sent: duplicates?');
  writeFileSync(RESULTS_FILE, JSON.stringify(figures));
  process.exit(0);
}
