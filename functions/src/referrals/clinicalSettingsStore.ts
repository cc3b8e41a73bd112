/**
 * Firestore access for a camp's clinical settings (campClinicalSettings/{campId}):
 * its referral thresholds (overrides of the guidelines' defaults), the
 * facility its referral slips send people to, and its follow-up days. No
 * browser reads them; stations read them in the transaction that records a
 * result, so a result is judged by the thresholds of that moment.
 */
import { COLLECTIONS, type Camp, type IsoDateTime } from '@campcare/domain';
import { DEFAULT_FOLLOW_UP_DAYS, withOverrides, type FollowUpDays, type ReferralRules, type ReferralRulesOverrides } from '@campcare/domain/clinical';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';

export interface Facility {
  name: string;
  address: string;
  phone: string;
}

/** campClinicalSettings/{campId} as stored. */
export interface CampClinicalSettingsRecord {
  campId: string;
  referralRules: ReferralRulesOverrides;
  facility: Facility | null;
  followUpDays: Partial<FollowUpDays>;
  updatedAt: IsoDateTime;
  updatedBy: string;
}

/** What a camp's referrals are judged and dated by: the defaults where the camp set nothing. */
export interface ClinicalSettings {
  overrides: ReferralRulesOverrides;
  rules: ReferralRules;
  facility: Facility | null;
  followUpDays: FollowUpDays;
}

const settingsRef = (campId: string) => db.collection(COLLECTIONS.campClinicalSettings).doc(campId);

function settingsOf(data: CampClinicalSettingsRecord | undefined): ClinicalSettings {
  const overrides = data?.referralRules ?? {};
  return {
    overrides,
    rules: withOverrides(overrides),
    facility: data?.facility ?? null,
    followUpDays: { ...DEFAULT_FOLLOW_UP_DAYS, ...(data?.followUpDays ?? {}) },
  };
}

/** A camp's settings, read in `tx` when given (stations' result transaction reads them before any write). */
export async function readClinicalSettings(campId: string, tx?: Transaction): Promise<ClinicalSettings> {
  const snap = tx ? await tx.get(settingsRef(campId)) : await settingsRef(campId).get();
  return settingsOf(snap.data() as CampClinicalSettingsRecord | undefined);
}

/** A camp's settings for someone `authorize` lets see them (it sees the camp, throws to refuse); null when the camp does not exist. */
export async function clinicalSettingsOfCamp(campId: string, authorize: (camp: Camp) => Promise<void>): Promise<ClinicalSettings | null> {
  const camp = await db.collection(COLLECTIONS.camps).doc(campId).get();
  if (!camp.exists) return null;
  await authorize(camp.data() as Camp);
  return readClinicalSettings(campId);
}

export type SettingsUpdateOutcome = { kind: 'camp-missing' } | { kind: 'updated'; settings: ClinicalSettings };

/**
 * Replaces a camp's settings (already checked). `authorize` sees the camp
 * and throws to refuse.
 */
export async function updateClinicalSettings(
  campId: string,
  input: { referralRules: ReferralRulesOverrides; facility: Facility | null; followUpDays: Partial<FollowUpDays> },
  by: string,
  authorize: (camp: Camp, tx: Transaction) => Promise<void>,
): Promise<SettingsUpdateOutcome> {
  return runTransaction(async (tx) => {
    const campSnap = await tx.get(db.collection(COLLECTIONS.camps).doc(campId));
    if (!campSnap.exists) return { kind: 'camp-missing' } as const;
    await authorize(campSnap.data() as Camp, tx);
    const record: CampClinicalSettingsRecord = { campId, ...input, updatedAt: new Date().toISOString(), updatedBy: by };
    tx.set(settingsRef(campId), record);
    return { kind: 'updated', settings: settingsOf(record) } as const;
  });
}

/** Removes a camp's settings with the camp. */
export function deleteClinicalSettings(tx: Transaction, campId: string): void {
  tx.delete(settingsRef(campId));
}
