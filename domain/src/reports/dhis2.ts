/**
 * Camp figures as DHIS2 aggregate data: which CampCare figure goes to which
 * data element and category option combo (an age band and a sex, or the
 * default combo), and the `dataValueSets` payload DHIS2's Web API imports
 * (POST /api/dataValueSets). DHIS2 keeps a value under its data element,
 * period, org unit, category option combo and attribute option combo, so
 * sending the same period again replaces the values instead of adding them.
 */
import { RULE_REASONS } from '../clinical/referralRules.ts';
import { campFigures, rowsOfPeople, type AgeBandOrUnknown, type CampFigures, type ReportRows, type SexOrUnknown } from './campFigures.ts';

/** The figures a mapping may send; those marked `people` may be split by age band and sex. */
export const DHIS2_FIGURES = {
  expected: { people: true, value: (f: CampFigures) => f.expected },
  attended: { people: true, value: (f: CampFigures) => f.checkedIn },
  noShows: { people: true, value: (f: CampFigures) => f.noShows },
  walkIns: { people: true, value: (f: CampFigures) => f.walkIns },
  screened: { people: true, value: (f: CampFigures) => f.clinical.screened },
  referred: { people: true, value: (f: CampFigures) => f.clinical.referred },
  referralsUrgent: { people: true, value: (f: CampFigures) => f.referredByUrgency.urgent },
  referralsRoutine: { people: true, value: (f: CampFigures) => f.referredByUrgency.routine },
  referralsClosed: { people: true, value: (f: CampFigures) => f.clinical.closed },
  referralsHighBloodPressure: { people: true, value: (f: CampFigures) => f.clinical.referredByReason.highBloodPressure },
  referralsHighGlucose: { people: true, value: (f: CampFigures) => f.clinical.referredByReason.highGlucose },
  referralsLowOxygen: { people: true, value: (f: CampFigures) => f.clinical.referredByReason.lowOxygen },
  referralsLowVision: { people: true, value: (f: CampFigures) => f.clinical.referredByReason.lowVision },
  referralsByClinician: { people: true, value: (f: CampFigures) => f.clinical.referredByReason.clinician },
  /** Money in whole units of the currency (DHIS2 values are numbers, not cents). */
  feesPaid: { people: false, value: (f: CampFigures) => Math.round(f.money.paid) / 100 },
  feesRefunded: { people: false, value: (f: CampFigures) => Math.round(f.money.refunded) / 100 },
} as const satisfies Record<string, { people: boolean; value: (f: CampFigures) => number }>;

export type Dhis2Figure = keyof typeof DHIS2_FIGURES;
export const DHIS2_FIGURE_KEYS = Object.keys(DHIS2_FIGURES) as Dhis2Figure[];

// RULE_REASONS is listed here so that a new reason is a failing type check until it has its figure.
const _everyReasonHasAFigure: Record<(typeof RULE_REASONS)[number], Dhis2Figure> = {
  highBloodPressure: 'referralsHighBloodPressure',
  highGlucose: 'referralsHighGlucose',
  lowOxygen: 'referralsLowOxygen',
  lowVision: 'referralsLowVision',
};
void _everyReasonHasAFigure;

/** One line of a mapping: a figure, among some people, to one data element and category option combo. */
export interface Dhis2MappingRow {
  figure: Dhis2Figure;
  dataElement: string;
  categoryOptionCombo: string;
  /** null: everyone (the figure is not split by that). */
  ageBand: AgeBandOrUnknown | null;
  sex: SexOrUnknown | null;
}

export interface Dhis2Mapping {
  dataSet: string;
  orgUnit: string;
  /** DHIS2's default attribute option combo when absent. */
  attributeOptionCombo?: string | null;
  rows: Dhis2MappingRow[];
}

export interface Dhis2DataValue {
  dataElement: string;
  period: string;
  orgUnit: string;
  categoryOptionCombo: string;
  attributeOptionCombo?: string;
  value: string;
}

export interface Dhis2DataValueSet {
  dataSet: string;
  period: string;
  orgUnit: string;
  attributeOptionCombo?: string;
  dataValues: Dhis2DataValue[];
}

/** DHIS2's identifiers: 11 letters and digits, the first a letter. */
export const DHIS2_UID = /^[A-Za-z][A-Za-z0-9]{10}$/;
/** A monthly period as DHIS2 writes it: YYYYMM. */
export const DHIS2_MONTH = /^(\d{4})(0[1-9]|1[0-2])$/;

/** The first instant of the month and of the next one (UTC), or null for anything but YYYYMM. */
export function monthRange(period: string): { from: string; to: string } | null {
  const m = DHIS2_MONTH.exec(period);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  return { from: new Date(Date.UTC(year, month, 1)).toISOString(), to: new Date(Date.UTC(year, month + 1, 1)).toISOString() };
}

/** A monthly period as ADX writes it: the month's first day and its length in ISO 8601 ('202503' is '2025-03-01/P1M'). */
export function adxPeriod(period: string): string {
  const m = DHIS2_MONTH.exec(period);
  if (!m) throw new Error(`Not a monthly period: ${period}`);
  return `${m[1]}-${m[2]}-01/P1M`;
}

const xmlAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The same values as ADX (IHE's aggregate data exchange, which DHIS2 reads at
 * POST /api/dataValueSets with Content-Type application/adx+xml): one group
 * for the data set, org unit and period, a dataValue per value. The mapping
 * names each split by its category option combo, so each value carries
 * DHIS2's own `categoryOptionCombo` attribute (DHIS2 takes it instead of
 * one attribute per category) and the ids are DHIS2 uids, as in the JSON:
 * import it with idScheme UID.
 */
export function dataValueSetToAdx(set: Dhis2DataValueSet, exported: string): string {
  const attributes = (pairs: [string, string | undefined][]) =>
    pairs
      .filter((pair): pair is [string, string] => pair[1] !== undefined)
      .map(([name, value]) => `${name}="${xmlAttribute(value)}"`)
      .join(' ');
  const group = attributes([
    ['dataSet', set.dataSet],
    ['orgUnit', set.orgUnit],
    ['period', adxPeriod(set.period)],
    ['attributeOptionCombo', set.attributeOptionCombo],
  ]);
  const values = set.dataValues.map(
    (v) => `    <dataValue ${attributes([['dataElement', v.dataElement], ['categoryOptionCombo', v.categoryOptionCombo], ['value', v.value]])}/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<adx xmlns="urn:ihe:qrph:adx:2015" exported="${xmlAttribute(exported)}">`,
    `  <group ${group}>`,
    ...values,
    '  </group>',
    '</adx>',
    '',
  ].join('\n');
}

/** The month an instant falls in, as a DHIS2 period. */
export function monthPeriodOf(at: Date): string {
  return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** One figure among some people: the report's arithmetic over those people's rows. */
export function figureValue(rows: ReportRows, row: Pick<Dhis2MappingRow, 'figure' | 'ageBand' | 'sex'>): number {
  const figure = DHIS2_FIGURES[row.figure];
  const among = figure.people && (row.ageBand !== null || row.sex !== null) ? rowsOfPeople(rows, { ageBand: row.ageBand, sex: row.sex }) : rows;
  return figure.value(campFigures(among));
}

/** The payload for one period and org unit: one value per mapping line, zeros included (a zero is a figure, not a gap). */
export function buildDataValueSet(mapping: Dhis2Mapping, period: string, rows: ReportRows): Dhis2DataValueSet {
  const aoc = mapping.attributeOptionCombo ? { attributeOptionCombo: mapping.attributeOptionCombo } : {};
  return {
    dataSet: mapping.dataSet,
    period,
    orgUnit: mapping.orgUnit,
    ...aoc,
    dataValues: mapping.rows.map((row) => ({
      dataElement: row.dataElement,
      period,
      orgUnit: mapping.orgUnit,
      categoryOptionCombo: row.categoryOptionCombo,
      ...aoc,
      value: String(figureValue(rows, row)),
    })),
  };
}

/** What DHIS2 answers an import with (its ImportSummary), as CampCare keeps it. */
export interface Dhis2ImportSummary {
  status: 'SUCCESS' | 'WARNING' | 'ERROR';
  description: string | null;
  importCount: { imported: number; updated: number; ignored: number; deleted: number };
  conflicts: { object: string; value: string; errorCode?: string; property?: string }[];
}

/**
 * Reads an import answer: DHIS2 2.38 and later wrap the summary in a web
 * message (`{ httpStatus, status, response: { importCount, conflicts } }`),
 * older versions answer the summary itself. null: not an import summary.
 */
export function readImportSummary(body: unknown): Dhis2ImportSummary | null {
  if (!body || typeof body !== 'object') return null;
  const outer = body as Record<string, unknown>;
  const inner = (outer.response && typeof outer.response === 'object' ? outer.response : outer) as Record<string, unknown>;
  const count = inner.importCount as Record<string, unknown> | undefined;
  if (!count || typeof count !== 'object') return null;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const status = inner.status === 'SUCCESS' || inner.status === 'WARNING' || inner.status === 'ERROR' ? inner.status : 'ERROR';
  const conflicts = Array.isArray(inner.conflicts)
    ? inner.conflicts.slice(0, 100).map((c: Record<string, unknown>) => ({
        object: String(c.object ?? ''),
        value: String(c.value ?? ''),
        ...(c.errorCode ? { errorCode: String(c.errorCode) } : {}),
        ...(c.property ? { property: String(c.property) } : {}),
      }))
    : [];
  return {
    status,
    description: typeof inner.description === 'string' ? inner.description : null,
    importCount: { imported: n(count.imported), updated: n(count.updated), ignored: n(count.ignored), deleted: n(count.deleted) },
    conflicts,
  };
}
