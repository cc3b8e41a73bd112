/**
 * The report's figures as lines: each with its catalog key and its value,
 * written once for the page's tables and the CSV, so both say the same.
 */
import { AGE_BANDS, REPORT_SEXES, type AgeBandOrUnknown, type CampFigures, type Dhis2Figure, type SexOrUnknown } from '@campcare/domain/reports';
import { RULE_REASONS, type ReferralReason } from '@campcare/domain/clinical';

export type LineValue = { kind: 'count'; n: number } | { kind: 'rate'; rate: number | null } | { kind: 'money'; cents: number } | { kind: 'days'; days: number | null };

export interface ReportLine {
  key: string;
  /** Catalog key of its label. */
  label: string;
  value: (f: CampFigures) => LineValue;
}

const count = (n: number): LineValue => ({ kind: 'count', n });

export const REASON_KEYS: Record<ReferralReason, string> = {
  highBloodPressure: 'reports.reason.highBloodPressure',
  highGlucose: 'reports.reason.highGlucose',
  lowOxygen: 'reports.reason.lowOxygen',
  lowVision: 'reports.reason.lowVision',
  clinician: 'reports.reason.clinician',
};

export const AGE_BAND_KEYS: Record<AgeBandOrUnknown, string> = {
  under5: 'reports.ageBand.under5',
  '5to14': 'reports.ageBand.5to14',
  '15to49': 'reports.ageBand.15to49',
  '50plus': 'reports.ageBand.50plus',
  unknown: 'reports.ageBand.unknown',
};

export const SEX_KEYS: Record<SexOrUnknown, string> = {
  Female: 'reports.sex.Female',
  Male: 'reports.sex.Male',
  Other: 'reports.sex.Other',
  unknown: 'reports.sex.unknown',
};

/** The label of each figure a DHIS2 mapping may send. */
export const DHIS2_FIGURE_LABELS: Record<Dhis2Figure, string> = {
  expected: 'reports.figure.expected',
  attended: 'reports.figure.attended',
  noShows: 'reports.figure.noShows',
  walkIns: 'reports.figure.walkIns',
  screened: 'reports.figure.screened',
  referred: 'reports.figure.referred',
  referralsUrgent: 'reports.figure.referralsUrgent',
  referralsRoutine: 'reports.figure.referralsRoutine',
  referralsClosed: 'reports.figure.referralsClosed',
  referralsHighBloodPressure: 'reports.figure.referralsHighBloodPressure',
  referralsHighGlucose: 'reports.figure.referralsHighGlucose',
  referralsLowOxygen: 'reports.figure.referralsLowOxygen',
  referralsLowVision: 'reports.figure.referralsLowVision',
  referralsByClinician: 'reports.figure.referralsByClinician',
  feesPaid: 'reports.figure.feesPaid',
  feesRefunded: 'reports.figure.feesRefunded',
};

export const ATTENDANCE_LINES: ReportLine[] = [
  { key: 'expected', label: 'reports.line.expected', value: (f) => count(f.expected) },
  { key: 'checkedIn', label: 'reports.line.checkedIn', value: (f) => count(f.checkedIn) },
  { key: 'noShows', label: 'reports.line.noShows', value: (f) => count(f.noShows) },
  { key: 'noShowRate', label: 'reports.line.noShowRate', value: (f) => ({ kind: 'rate', rate: f.expected === 0 ? null : f.noShowRate / 100 }) },
  { key: 'walkIns', label: 'reports.line.walkIns', value: (f) => count(f.walkIns) },
];

export const CLINICAL_LINES: ReportLine[] = [
  { key: 'screened', label: 'reports.line.screened', value: (f) => count(f.clinical.screened) },
  { key: 'referred', label: 'reports.line.referred', value: (f) => count(f.clinical.referred) },
  { key: 'referralRate', label: 'reports.line.referralRate', value: (f) => ({ kind: 'rate', rate: f.clinical.referralRate }) },
  ...[...RULE_REASONS, 'clinician' as const].map((reason) => ({
    key: `reason.${reason}`,
    label: REASON_KEYS[reason],
    value: (f: CampFigures) => count(f.clinical.referredByReason[reason]),
  })),
  { key: 'urgent', label: 'reports.line.urgent', value: (f) => count(f.referredByUrgency.urgent) },
  { key: 'routine', label: 'reports.line.routine', value: (f) => count(f.referredByUrgency.routine) },
  { key: 'closed', label: 'reports.line.closed', value: (f) => count(f.clinical.closed) },
  { key: 'closureRate', label: 'reports.line.closureRate', value: (f) => ({ kind: 'rate', rate: f.clinical.closureRate }) },
  { key: 'medianDaysToClose', label: 'reports.line.medianDaysToClose', value: (f) => ({ kind: 'days', days: f.clinical.medianDaysToClose }) },
];

export const MONEY_LINES: ReportLine[] = [
  { key: 'feesPaid', label: 'reports.line.feesPaid', value: (f) => ({ kind: 'money', cents: f.money.paid }) },
  { key: 'feesRefunded', label: 'reports.line.feesRefunded', value: (f) => ({ kind: 'money', cents: f.money.refunded }) },
  { key: 'feesKept', label: 'reports.line.feesKept', value: (f) => ({ kind: 'money', cents: f.money.net }) },
  { key: 'donations', label: 'reports.line.donations', value: (f) => ({ kind: 'money', cents: f.money.donations }) },
];

/** Who came, one line per age band and sex (the CSV's columns). */
export const PEOPLE_LINES: ReportLine[] = [...AGE_BANDS, 'unknown' as const].flatMap((band) =>
  REPORT_SEXES.map((sex) => ({
    key: `came.${band}.${sex}`,
    label: `${AGE_BAND_KEYS[band]}|${SEX_KEYS[sex]}`,
    value: (f: CampFigures) => count(f.attendedBy[band][sex]),
  })),
);

export const ALL_LINES: ReportLine[] = [...ATTENDANCE_LINES, ...CLINICAL_LINES, ...PEOPLE_LINES, ...MONEY_LINES];
