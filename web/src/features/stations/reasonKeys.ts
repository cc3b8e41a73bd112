/** Each referral reason's words in the stations' catalog part (the station screen and the clinical figures). */
import type { ReferralReason } from '@campcare/domain/clinical';

export const REASON_KEYS: Record<ReferralReason, string> = {
  highBloodPressure: 'stations.reasons.highBloodPressure',
  highGlucose: 'stations.reasons.highGlucose',
  lowOxygen: 'stations.reasons.lowOxygen',
  lowVision: 'stations.reasons.lowVision',
  clinician: 'stations.reasons.clinician',
};
