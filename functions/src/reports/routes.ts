/**
 * The camp report and the DHIS2 export, for organizers (their camps) and
 * admins (every camp, or one organizer's with `organizer`).
 *
 *   GET  /reports/camps/{id}                 one camp's figures
 *   GET  /reports?from=&to=[&organizer=]     each camp of a range of days, and all of them together
 *   GET  /dhis2/settings, PUT /dhis2/settings   the caller's mapping to DHIS2 (the token goes in, never out)
 *   GET  /dhis2/dataValueSets?period=YYYYMM  the payload DHIS2 would be sent, to download
 *   GET  /dhis2/dataValueSets.adx?period=    the same values as ADX XML, to download
 *   POST /dhis2/push {period}                sends it to the DHIS2 and keeps its import summary
 *   GET  /dhis2/pushes                       the caller's last pushes
 */
import { accessorRoleFor, isCampOrganizer, type ApiErrorCode } from '@campcare/domain';
import { buildDataValueSet, campFigures, dataValueSetToAdx, monthRange, rowsOfCamp } from '@campcare/domain/reports';
import { Router, type Request } from 'express';
import { requireCaller, requireOrganizer, type Caller } from '../http/auth.ts';
import { assertCanManageCamp, CAMP_MISSING, campScopeOf } from '../http/campAccess.ts';
import { conflict, notFound } from '../http/errors.ts';
import { DOCUMENT_ID, parseOrThrow } from '../http/schemaValidation.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';
import { pushDataValueSet } from './dhis2Client.ts';
import { readDhis2Settings, readDhis2Target, recentDhis2Pushes, recordDhis2Push, saveDhis2Settings } from './dhis2Store.ts';
import { campsBetween, reportCamp, reportRows, type ReportCamp, type ReportReader } from './reportStore.ts';
import { dhis2SettingsSchema, periodSchema, reportRangeSchema } from './schemas.ts';

export const reportsRouter = Router();

/** The caller as the access log records their reads of a camp's ages and genders (organizer of the camp, else admin). */
function reportReader(caller: Caller, reason: ReportReader['reason']): ReportReader {
  return {
    reason,
    accessorFor: (camp) => ({ accessorUid: caller.uid, accessorName: caller.name, accessorRole: accessorRoleFor(isCampOrganizer(caller.uid, camp), caller.admin) }),
  };
}

const publicHeading = ({ organizerUids: _uids, ...camp }: ReportCamp) => camp;

function campIdParam(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound(CAMP_MISSING);
  return id;
}

reportsRouter.get('/reports/camps/:id', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const camp = await reportCamp(campIdParam(req));
  if (!camp) throw notFound(CAMP_MISSING);
  assertCanManageCamp(caller, camp);
  const rows = await reportRows([camp], null, reportReader(caller, 'report'));
  res.json({ camp: publicHeading(camp), figures: campFigures(rows) });
});

/** The day after `day` (YYYY-MM-DD), as the instant the range stops at. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

reportsRouter.get('/reports', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const query = parseOrThrow(reportRangeSchema, req.query, 'The range');
  const range = { from: `${query.from}T00:00:00.000Z`, to: dayAfter(query.to) };
  const camps = await campsBetween(range.from, range.to, campScopeOf(caller, query.organizer));
  const rows = await reportRows(
    camps,
    // Donations are the platform's: an admin's report of every camp shows them, an organizer's does not.
    caller.admin && !query.organizer ? range : null,
    reportReader(caller, 'report'),
  );
  res.json({
    from: query.from,
    to: query.to,
    camps: camps.map((camp) => ({ camp: publicHeading(camp), figures: campFigures(rowsOfCamp(rows, camp._id)) })),
    total: campFigures(rows),
  });
});

function settingsView(view: Awaited<ReturnType<typeof readDhis2Settings>>) {
  if (!view) return null;
  const { updatedBy: _by, ...rest } = view;
  return rest;
}

reportsRouter.get('/dhis2/settings', requireOrganizer, async (_req, res) => {
  const caller = requireCaller(res);
  res.json({ settings: settingsView(await readDhis2Settings(caller.uid)) });
});

reportsRouter.put('/dhis2/settings', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const { token, ...mapping } = parseOrThrow(dhis2SettingsSchema(), req.body, 'The DHIS2 settings');
  const saved = await saveDhis2Settings(caller.uid, mapping, token, new Date());
  res.json({ settings: settingsView(saved) });
});

/** The caller's mapping and the payload of one month of their camps (an admin's: every camp's). */
async function payloadFor(caller: Caller, period: string) {
  const target = await readDhis2Target(caller.uid);
  if (!target) throw conflict('dhis2-not-configured', 'Save a DHIS2 mapping (server, data set, org unit and figures) first.');
  const range = monthRange(period)!;
  const camps = await campsBetween(range.from, range.to, campScopeOf(caller));
  const rows = await reportRows(camps, null, reportReader(caller, 'dhis2'));
  return { target, camps, payload: buildDataValueSet(target.settings, period, rows) };
}

reportsRouter.get('/dhis2/dataValueSets', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const { period } = parseOrThrow(periodSchema, req.query, 'The query');
  await enforceRateLimit('dhis2', req, res);
  const { payload } = await payloadFor(caller, period);
  res.setHeader('content-disposition', `attachment; filename="campcare-dhis2-${period}.json"`);
  res.json(payload);
});

reportsRouter.get('/dhis2/dataValueSets.adx', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const { period } = parseOrThrow(periodSchema, req.query, 'The query');
  await enforceRateLimit('dhis2', req, res);
  const { payload } = await payloadFor(caller, period);
  res.setHeader('content-type', 'application/adx+xml; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="campcare-dhis2-${period}.adx.xml"`);
  res.send(dataValueSetToAdx(payload, new Date().toISOString()));
});

reportsRouter.post('/dhis2/push', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const { period } = parseOrThrow(periodSchema, req.body, 'The push');
  await enforceRateLimit('dhis2', req, res);
  const { target, payload } = await payloadFor(caller, period);
  if (!target.token) throw conflict('dhis2-not-configured', 'Save the DHIS2 personal access token first: DHIS2 takes no push without one.');
  const outcome = await pushDataValueSet(target.settings.serverUrl, target.token, payload);
  const push = await recordDhis2Push({
    uid: caller.uid,
    period,
    serverUrl: target.settings.serverUrl,
    dataSet: payload.dataSet,
    orgUnit: payload.orgUnit,
    values: payload.dataValues.length,
    pushedAt: new Date().toISOString(),
    outcome: outcome.kind,
    summary: outcome.kind === 'answered' ? outcome.summary : null,
    error: outcome.kind === 'failed' ? outcome.error : null,
  });
  if (outcome.kind === 'failed') {
    // The push is kept with its reason, and the page says it: DHIS2 never took the figures.
    res.status(502).json({ error: { code: 'dhis2-push-failed' satisfies ApiErrorCode, message: outcome.error }, push });
    return;
  }
  res.json({ push });
});

reportsRouter.get('/dhis2/pushes', requireOrganizer, async (_req, res) => {
  const caller = requireCaller(res);
  res.json({ pushes: await recentDhis2Pushes(caller.uid) });
});
