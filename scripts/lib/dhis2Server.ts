/**
 * The local DHIS2: a small server that speaks the part of DHIS2's Web API
 * CampCare uses, so the functions push camp figures on the emulators with
 * the very code that talks to a ministry's DHIS2. DHIS2 itself (a Java
 * server with PostgreSQL) cannot run here.
 *
 *   POST /api/dataValueSets   JSON {dataSet, period, orgUnit, dataValues:[…]}, `Authorization: ApiToken …`;
 *                             importStrategy CREATE_AND_UPDATE (default), CREATE, UPDATE or DELETE.
 *                             Answers a web message wrapping an ImportSummary (DHIS2 2.38 and later):
 *                             importCount {imported, updated, ignored, deleted} and conflicts, as DHIS2
 *                             does for an unknown data element, org unit, category option combo or period.
 *   GET  /api/dataValueSets?dataSet=&period=&orgUnit=   the values kept
 *   GET  /api/system/info     its version
 *
 * Values are kept by DHIS2's key (data element, period, org unit, category
 * option combo, attribute option combo), so the same period sent twice is
 * updated, not added. Its metadata is fixed: the demo organisation's data
 * set, org unit, data elements and age × sex combos (LOCAL_DHIS2 below).
 * For tests: GET /fake/values, DELETE /fake/values, POST /fake/fail-next
 * {status} (the next import answers that HTTP status). Its port moves with
 * CAMPCARE_PORT_OFFSET like the SMS inbox's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { emulatorPorts, portOffset } from './emulators.ts';

/** DHIS2's default category option combo and attribute option combo (the same uid on every DHIS2). */
export const DHIS2_DEFAULT_COMBO = 'HllvX50cXC0';

/** The age × sex combos, by the report's age band and sex. */
const BAND_CODES = { under5: 'u5', '5to14': '5t14', '15to49': '15t49', '50plus': '50p' } as const;
const SEX_CODES = { Female: 'F', Male: 'M' } as const;
const comboUid = (band: keyof typeof BAND_CODES, sex: keyof typeof SEX_CODES) => `Co${BAND_CODES[band]}${SEX_CODES[sex]}`.padEnd(11, '0');

/** What the local DHIS2 knows: the demo's metadata (scripts/seed maps the demo organizer's figures to it). */
export const LOCAL_DHIS2 = {
  token: 'd2pat_campcareLocalDhis2Token0000000000000001',
  dataSet: 'DsCampCare1',
  orgUnit: 'OuDhaka0001',
  dataElements: {
    expected: 'CcExpected1',
    attended: 'CcAttended1',
    noShows: 'CcNoShows01',
    walkIns: 'CcWalkIns01',
    screened: 'CcScreened1',
    referred: 'CcReferred1',
    referralsUrgent: 'CcUrgent001',
    referralsRoutine: 'CcRoutine01',
    referralsClosed: 'CcClosed001',
    feesPaid: 'CcFeesPaid1',
    feesRefunded: 'CcRefunded1',
  },
  /** The people figures split by age band and sex; the others go under the default combo. */
  splitFigures: ['attended', 'screened', 'referred'] as const,
  combos: Object.fromEntries(
    (Object.keys(BAND_CODES) as (keyof typeof BAND_CODES)[]).flatMap((band) =>
      (Object.keys(SEX_CODES) as (keyof typeof SEX_CODES)[]).map((sex) => [`${band}:${sex}`, comboUid(band, sex)]),
    ),
  ) as Record<`${keyof typeof BAND_CODES}:${keyof typeof SEX_CODES}`, string>,
};

/** One mapping line, as the API takes it. */
export interface DemoMappingRow {
  figure: string;
  dataElement: string;
  categoryOptionCombo: string;
  ageBand: string | null;
  sex: string | null;
}

/**
 * The demo organisation's mapping to the local DHIS2: came, screened and
 * referred split by age band and sex (Female and Male), the other figures
 * under the default combo.
 */
export function demoDhis2Mapping(serverUrl: string) {
  const rows: DemoMappingRow[] = [];
  for (const [figure, dataElement] of Object.entries(LOCAL_DHIS2.dataElements)) {
    if ((LOCAL_DHIS2.splitFigures as readonly string[]).includes(figure)) {
      for (const [combo, uid] of Object.entries(LOCAL_DHIS2.combos)) {
        const [ageBand, sex] = combo.split(':');
        rows.push({ figure, dataElement, categoryOptionCombo: uid, ageBand: ageBand!, sex: sex! });
      }
    } else rows.push({ figure, dataElement, categoryOptionCombo: DHIS2_DEFAULT_COMBO, ageBand: null, sex: null });
  }
  return { serverUrl, dataSet: LOCAL_DHIS2.dataSet, orgUnit: LOCAL_DHIS2.orgUnit, attributeOptionCombo: null, rows };
}

export function dhis2ServerUrl(offset = portOffset()): string {
  return `http://127.0.0.1:${emulatorPorts(offset).dhis2}`;
}

export interface StoredValue {
  dataElement: string;
  period: string;
  orgUnit: string;
  categoryOptionCombo: string;
  attributeOptionCombo: string;
  value: string;
  lastUpdated: string;
}

interface Conflict {
  object: string;
  objects: Record<string, string>;
  value: string;
  errorCode: string;
  property: string;
  indexes: number[];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

/** DHIS2's web message: the envelope of every answer since 2.38. */
function webMessage(res: ServerResponse, httpStatusCode: number, status: 'OK' | 'WARNING' | 'ERROR', message: string, response?: unknown): void {
  const httpStatus = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 409: 'Conflict', 500: 'Internal Server Error', 503: 'Service Unavailable' }[httpStatusCode] ?? 'Error';
  json(res, httpStatusCode, { httpStatus, httpStatusCode, status, message, ...(response ? { response } : {}) });
}

const PERIOD = /^\d{4}(0[1-9]|1[0-2])$|^\d{4}$|^\d{8}$|^\d{4}W\d{1,2}$|^\d{4}Q[1-4]$/;
const STRATEGIES = new Set(['CREATE_AND_UPDATE', 'CREATE', 'UPDATE', 'DELETE', 'NEW_AND_UPDATES', 'NEW', 'UPDATES']);

export interface Dhis2Server {
  url: string;
  close(): Promise<void>;
}

/** Starts the local DHIS2 on this offset's port (loopback only). */
export async function startDhis2Server(offset = portOffset()): Promise<Dhis2Server> {
  const values = new Map<string, StoredValue>();
  let failNext: number | null = null;
  const knownElements = new Set(Object.values(LOCAL_DHIS2.dataElements));
  const knownCombos = new Set([DHIS2_DEFAULT_COMBO, ...Object.values(LOCAL_DHIS2.combos)]);
  const key = (v: Omit<StoredValue, 'value' | 'lastUpdated'>) => [v.dataElement, v.period, v.orgUnit, v.categoryOptionCombo, v.attributeOptionCombo].join('|');

  function importValues(body: Record<string, unknown>, strategy: string, dryRun: boolean) {
    const count = { imported: 0, updated: 0, ignored: 0, deleted: 0 };
    const conflicts: Conflict[] = [];
    const conflict = (index: number, property: string, object: string, errorCode: string, value: string) => {
      const same = conflicts.find((c) => c.object === object && c.errorCode === errorCode);
      if (same) same.indexes.push(index);
      else conflicts.push({ object, objects: { [property]: object }, value, errorCode, property, indexes: [index] });
    };
    const rows = Array.isArray(body.dataValues) ? (body.dataValues as Record<string, unknown>[]) : [];
    rows.forEach((row, index) => {
      const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
      const dataElement = text(row.dataElement);
      const period = text(row.period ?? body.period);
      const orgUnit = text(row.orgUnit ?? body.orgUnit);
      const categoryOptionCombo = text(row.categoryOptionCombo) || DHIS2_DEFAULT_COMBO;
      const attributeOptionCombo = text(row.attributeOptionCombo ?? body.attributeOptionCombo) || DHIS2_DEFAULT_COMBO;
      const value = text(row.value);
      const before = conflicts.length;
      if (!knownElements.has(dataElement)) conflict(index, 'dataElement', dataElement, 'E7610', `Data element not found or not accessible: \`${dataElement}\``);
      else if (!PERIOD.test(period)) conflict(index, 'period', period, 'E7611', `Period not valid: \`${period}\``);
      else if (orgUnit !== LOCAL_DHIS2.orgUnit) conflict(index, 'orgUnit', orgUnit, 'E7612', `Organisation unit not found or not accessible: \`${orgUnit}\``);
      else if (!knownCombos.has(categoryOptionCombo)) conflict(index, 'categoryOptionCombo', categoryOptionCombo, 'E7613', `Category option combo not found or not accessible for writing data: \`${categoryOptionCombo}\``);
      else if (attributeOptionCombo !== DHIS2_DEFAULT_COMBO) conflict(index, 'attributeOptionCombo', attributeOptionCombo, 'E7615', `Attribute option combo not found or not accessible for writing data: \`${attributeOptionCombo}\``);
      else if (value !== '' && !/^-?\d+(\.\d+)?$/.test(value)) conflict(index, 'value', value, 'E7619', `Value must match data element's \`${dataElement}\` type constraints: Value is not numeric`);
      if (conflicts.length !== before || conflicts.some((c) => c.indexes.includes(index))) {
        count.ignored += 1;
        return;
      }
      const k = key({ dataElement, period, orgUnit, categoryOptionCombo, attributeOptionCombo });
      const exists = values.has(k);
      const stored: StoredValue = { dataElement, period, orgUnit, categoryOptionCombo, attributeOptionCombo, value, lastUpdated: new Date().toISOString() };
      if (strategy === 'DELETE' || value === '') {
        if (exists) {
          if (!dryRun) values.delete(k);
          count.deleted += 1;
        } else count.ignored += 1;
      } else if (exists) {
        if (strategy === 'CREATE' || strategy === 'NEW') count.ignored += 1;
        else {
          if (!dryRun) values.set(k, stored);
          count.updated += 1;
        }
      } else if (strategy === 'UPDATE' || strategy === 'UPDATES') count.ignored += 1;
      else {
        if (!dryRun) values.set(k, stored);
        count.imported += 1;
      }
    });
    return { count, conflicts };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://dhis2');
    // DHIS2 answers its API under /api and /api/{version}.
    const path = url.pathname.replace(/^\/api\/\d{2}\//, '/api/');
    if (path.startsWith('/api/')) {
      if (req.headers.authorization !== `ApiToken ${LOCAL_DHIS2.token}`) {
        return webMessage(res, 401, 'ERROR', 'Unauthorized');
      }
    }
    if (path === '/api/dataValueSets' && req.method === 'POST') {
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return webMessage(res, status, 'ERROR', `The local DHIS2 was told to fail this import with ${status}.`);
      }
      if (!String(req.headers['content-type'] ?? '').includes('application/json')) {
        return webMessage(res, 400, 'ERROR', 'Only application/json is accepted by the local DHIS2.');
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return webMessage(res, 400, 'ERROR', 'The request body is not valid JSON.');
      }
      const strategy = url.searchParams.get('importStrategy') ?? 'CREATE_AND_UPDATE';
      if (!STRATEGIES.has(strategy)) return webMessage(res, 400, 'ERROR', `Unknown importStrategy: ${strategy}`);
      const dryRun = url.searchParams.get('dryRun') === 'true';
      const importOptions = { importStrategy: strategy, dryRun };
      if (body.dataSet !== undefined && body.dataSet !== LOCAL_DHIS2.dataSet) {
        const summary = {
          responseType: 'ImportSummary',
          status: 'ERROR',
          importOptions,
          description: `Data set not found or not accessible: \`${String(body.dataSet)}\``,
          importCount: { imported: 0, updated: 0, ignored: 0, deleted: 0 },
          conflicts: [{ object: String(body.dataSet), objects: { dataSet: String(body.dataSet) }, value: `Data set not found or not accessible: \`${String(body.dataSet)}\``, errorCode: 'E7600', property: 'dataSet', indexes: [] }],
          dataSetComplete: 'false',
        };
        return webMessage(res, 409, 'ERROR', 'An error occurred, please check import summary.', summary);
      }
      const { count, conflicts } = importValues(body, strategy, dryRun);
      const status = conflicts.length > 0 ? 'WARNING' : 'SUCCESS';
      const summary = {
        responseType: 'ImportSummary',
        status,
        importOptions,
        description: 'Import process completed successfully',
        importCount: count,
        conflicts,
        rejectedIndexes: conflicts.flatMap((c) => c.indexes),
        dataSetComplete: 'false',
      };
      return conflicts.length > 0
        ? webMessage(res, 409, 'WARNING', 'One more conflicts encountered, please check import summary.', summary)
        : webMessage(res, 200, 'OK', 'Import was successful.', summary);
    }
    if (path === '/api/dataValueSets' && req.method === 'GET') {
      const want = (name: string) => url.searchParams.get(name);
      const dataValues = [...values.values()].filter(
        (v) => (!want('period') || v.period === want('period')) && (!want('orgUnit') || v.orgUnit === want('orgUnit')),
      );
      return json(res, 200, { dataSet: want('dataSet') ?? undefined, period: want('period') ?? undefined, orgUnit: want('orgUnit') ?? undefined, dataValues });
    }
    if (path === '/api/system/info' && req.method === 'GET') return json(res, 200, { version: '2.41.0 (CampCare local DHIS2)', serverDate: new Date().toISOString() });
    if (url.pathname === '/fake/values' && req.method === 'GET') return json(res, 200, [...values.values()]);
    if (url.pathname === '/fake/values' && req.method === 'DELETE') {
      values.clear();
      failNext = null;
      return json(res, 200, { deleted: true });
    }
    if (url.pathname === '/fake/fail-next' && req.method === 'POST') {
      const { status } = JSON.parse((await readBody(req)) || '{}') as { status?: number };
      failNext = status ?? 503;
      return json(res, 200, { status: failNext });
    }
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      const lines = [...values.values()].map((v) => `${v.period}  ${v.orgUnit}  ${v.dataElement}  ${v.categoryOptionCombo}  ${v.value}`);
      return void res.end(`The local DHIS2 (CampCare): ${values.size} data values kept.\n\n${lines.join('\n')}\n`);
    }
    webMessage(res, 404, 'ERROR', 'Not found');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => webMessage(res, 500, 'ERROR', String(error)));
  });
  const port = emulatorPorts(offset).dhis2;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`The local DHIS2 could not listen on port ${port}: ${String(error)}`)));
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { url: dhis2ServerUrl(offset), close: () => new Promise((resolve) => server.close(() => resolve())) };
}
