/**
 * The clinical figures of one camp or many: how many were screened, how many
 * referred and why, and how the follow-up went. Computed from plain rows
 * (one per result, one per referral), so the analytics pages, the camp
 * report and the test that recounts the documents all use this one
 * arithmetic.
 */
import type { IsoDateTime } from '../model.ts';
import type { ReferralStatus } from './followUp.ts';
import { RULE_REASONS, type ReferralReason } from './referralRules.ts';

export interface ResultRow {
  campId: string;
  registrationId: string;
}

export interface ReferralRow {
  campId: string;
  registrationId: string;
  reason: ReferralReason;
  status: ReferralStatus;
  createdAt: IsoDateTime;
  closedAt: IsoDateTime | null;
}

export interface ClinicalFigures {
  /** People with at least one result. */
  screened: number;
  /** People with at least one referral that was not dismissed. */
  referred: number;
  /** Referrals not dismissed, by reason (a person referred for two reasons counts in both). */
  referredByReason: Record<ReferralReason, number>;
  /** referred / screened, from 0 to 1; null when nobody was screened. */
  referralRate: number | null;
  /** Referrals not dismissed, and how many of them are closed. */
  referrals: number;
  closed: number;
  /** closed / referrals, from 0 to 1; null when there are none. */
  closureRate: number | null;
  /** Median days from referral to closure over the closed ones, to one decimal; null when none is closed. */
  medianDaysToClose: number | null;
}

const DAY_MS = 86_400_000;

export function emptyByReason(): Record<ReferralReason, number> {
  return Object.fromEntries([...RULE_REASONS, 'clinician'].map((r) => [r, 0])) as Record<ReferralReason, number>;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A person is one registration of one camp: the same account at two camps is screened twice. */
const personKey = (row: { campId: string; registrationId: string }) => `${row.campId}/${row.registrationId}`;

/** The figures over the given rows (one camp's, or every camp's). A dismissed referral counts nowhere: a clinician judged it unneeded. */
export function clinicalFigures(results: readonly ResultRow[], referrals: readonly ReferralRow[]): ClinicalFigures {
  const screened = new Set(results.map(personKey)).size;
  const live = referrals.filter((r) => r.status !== 'dismissed');
  const referred = new Set(live.map(personKey)).size;
  const referredByReason = emptyByReason();
  for (const r of live) referredByReason[r.reason] += 1;
  const closedRows = live.filter((r) => r.status === 'closed' && r.closedAt);
  const days = closedRows.map((r) => Math.max(0, Date.parse(r.closedAt!) - Date.parse(r.createdAt)) / DAY_MS);
  const med = median(days);
  return {
    screened,
    referred,
    referredByReason,
    referralRate: screened === 0 ? null : referred / screened,
    referrals: live.length,
    closed: closedRows.length,
    closureRate: live.length === 0 ? null : closedRows.length / live.length,
    medianDaysToClose: med === null ? null : Math.round(med * 10) / 10,
  };
}

/** The figures of each camp, and of all of them together. */
export function clinicalFiguresByCamp(results: readonly ResultRow[], referrals: readonly ReferralRow[]): { total: ClinicalFigures; byCamp: Record<string, ClinicalFigures> } {
  const campIds = new Set([...results.map((r) => r.campId), ...referrals.map((r) => r.campId)]);
  const byCamp: Record<string, ClinicalFigures> = {};
  for (const campId of campIds) {
    byCamp[campId] = clinicalFigures(
      results.filter((r) => r.campId === campId),
      referrals.filter((r) => r.campId === campId),
    );
  }
  return { total: clinicalFigures(results, referrals), byCamp };
}
