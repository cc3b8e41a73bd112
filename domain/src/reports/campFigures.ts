/**
 * The figures of a camp report: attendance and no-shows, walk-ins, the
 * clinical figures, who came by age band and sex, and the money. Computed
 * from plain rows read once from the store, so the report page, its CSV, the
 * DHIS2 export and the tests that recount the documents share this one
 * arithmetic. Attendance is counted as the door counts it (countAttendance),
 * the clinical figures as the analytics pages do (clinicalFigures).
 */
import type { Gender, IsoDateTime } from '../model.ts';
import { attendanceRates, countAttendance, type CheckInState } from '../tickets.ts';
import { clinicalFigures, type ClinicalFigures, type ReferralRow, type ResultRow } from '../clinical/figures.ts';
import { REFERRAL_URGENCIES, type ReferralUrgency } from '../clinical/referralRules.ts';

/**
 * Age bands as health offices count them: under five, school age, adults of
 * working age, older adults (the bands of WHO's and most ministries' aggregate
 * forms). `unknown` holds people whose details were erased or never given.
 */
export const AGE_BANDS = ['under5', '5to14', '15to49', '50plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export type AgeBandOrUnknown = AgeBand | 'unknown';

export function ageBandOf(age: number | null): AgeBandOrUnknown {
  if (age === null || !Number.isFinite(age) || age < 0) return 'unknown';
  if (age < 5) return 'under5';
  if (age < 15) return '5to14';
  if (age < 50) return '15to49';
  return '50plus';
}

export type SexOrUnknown = Gender | 'unknown';
export const REPORT_SEXES: readonly SexOrUnknown[] = ['Female', 'Male', 'Other', 'unknown'];

/** One registration as the report reads it: its attendance state, and the age and gender from its health details. */
export interface ReportRegistration extends CheckInState {
  campId: string;
  registrationId: string;
  walkIn: boolean;
  /** null: the details were erased or are missing. */
  age: number | null;
  gender: Gender | null;
}

export interface ReportReferral extends ReferralRow {
  urgency: ReferralUrgency;
}

export interface ReportBooking {
  campId: string;
  /** Cents charged, and given back (absent: none). */
  amount: number;
  amountRefunded?: number;
}

export interface ReportDonation {
  amount: number;
  createdAt: IsoDateTime;
}

export interface ReportRows {
  registrations: readonly ReportRegistration[];
  results: readonly ResultRow[];
  referrals: readonly ReportReferral[];
  bookings: readonly ReportBooking[];
  donations: readonly ReportDonation[];
}

export interface CampFigures {
  /** Registrations that may attend. */
  expected: number;
  checkedIn: number;
  noShows: number;
  attendanceRate: number;
  noShowRate: number;
  /** Of those who came, how many were registered at the door. */
  walkIns: number;
  clinical: ClinicalFigures;
  /** Referrals not dismissed, by urgency. */
  referredByUrgency: Record<ReferralUrgency, number>;
  /** Those who came, by age band and sex. */
  attendedBy: Record<AgeBandOrUnknown, Record<SexOrUnknown, number>>;
  /** Cents: charged, given back, and kept (charged minus given back); donations in the period. */
  money: { paid: number; refunded: number; net: number; donations: number };
}

const finite = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

function emptyDemographics(): Record<AgeBandOrUnknown, Record<SexOrUnknown, number>> {
  const bands = [...AGE_BANDS, 'unknown'] as const;
  return Object.fromEntries(bands.map((b) => [b, Object.fromEntries(REPORT_SEXES.map((s) => [s, 0]))])) as Record<
    AgeBandOrUnknown,
    Record<SexOrUnknown, number>
  >;
}

/** The figures over the given rows (one camp's, or those of every camp in a range). */
export function campFigures(rows: ReportRows): CampFigures {
  const attendance = countAttendance(rows.registrations);
  const came = rows.registrations.filter((r) => attendedCamp(r));
  const attendedBy = emptyDemographics();
  for (const r of came) attendedBy[ageBandOf(r.age)][r.gender ?? 'unknown'] += 1;
  const referredByUrgency = Object.fromEntries(REFERRAL_URGENCIES.map((u) => [u, 0])) as Record<ReferralUrgency, number>;
  for (const r of rows.referrals) if (r.status !== 'dismissed') referredByUrgency[r.urgency] += 1;
  const paid = rows.bookings.reduce((sum, b) => sum + finite(b.amount), 0);
  const refunded = rows.bookings.reduce((sum, b) => sum + finite(b.amountRefunded), 0);
  return {
    expected: attendance.expected,
    checkedIn: attendance.checkedIn,
    noShows: attendance.expected - attendance.checkedIn,
    ...attendanceRates(attendance),
    walkIns: came.filter((r) => r.walkIn).length,
    clinical: clinicalFigures(rows.results, rows.referrals),
    referredByUrgency,
    attendedBy,
    money: { paid, refunded, net: paid - refunded, donations: rows.donations.reduce((sum, d) => sum + finite(d.amount), 0) },
  };
}

/** Whether the registration counts among those who came (as countAttendance counts them). */
export function attendedCamp(r: ReportRegistration): boolean {
  return countAttendance([r]).checkedIn === 1;
}

/** The rows of one camp. */
export function rowsOfCamp(rows: ReportRows, campId: string): ReportRows {
  return {
    registrations: rows.registrations.filter((r) => r.campId === campId),
    results: rows.results.filter((r) => r.campId === campId),
    referrals: rows.referrals.filter((r) => r.campId === campId),
    bookings: rows.bookings.filter((b) => b.campId === campId),
    // Donations are given to the platform, not to a camp: they belong to a range's report only.
    donations: [],
  };
}

/** Who a figure is counted among: an age band and a sex, either left open (null). */
export interface PeopleFilter {
  ageBand: AgeBandOrUnknown | null;
  sex: SexOrUnknown | null;
}

/**
 * The rows of the people in one age band and of one sex: their
 * registrations, and the results and referrals of those registrations. The
 * money is nobody's in particular, so it is left out.
 */
export function rowsOfPeople(rows: ReportRows, filter: PeopleFilter): ReportRows {
  const keep = rows.registrations.filter(
    (r) => (filter.ageBand === null || ageBandOf(r.age) === filter.ageBand) && (filter.sex === null || (r.gender ?? 'unknown') === filter.sex),
  );
  const ids = new Set(keep.map((r) => `${r.campId}/${r.registrationId}`));
  const mine = (r: { campId: string; registrationId: string }) => ids.has(`${r.campId}/${r.registrationId}`);
  return { registrations: keep, results: rows.results.filter(mine), referrals: rows.referrals.filter(mine), bookings: [], donations: [] };
}
