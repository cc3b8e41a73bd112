/**
 * POST …/stations/{stationId}/results: one result under the id this device
 * made for it, so a result sent twice (a retry, or the device's later send
 * after it was kept offline) is recorded once. The answer carries the
 * referrals the result made.
 */
import type { MeasurementInput, ReferralReason, ReferralUrgency } from '@campcare/domain/clinical';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { stationsPath } from './stations.ts';
import { queueKey } from './stationQueue.ts';

export interface ResultToSend {
  resultId: string;
  registrationId: string;
  measurement: MeasurementInput | Record<string, unknown>;
  deviceRecordedAt: string;
}

export interface RecordedResult {
  resultId: string;
  referrals: { reason: ReferralReason; urgency: ReferralUrgency }[];
}

export async function sendResult(campId: string, stationId: string, result: ResultToSend): Promise<RecordedResult> {
  const answer = await apiFetch<RecordedResult>(`${stationsPath(campId)}/${encodeURIComponent(stationId)}/results`, { method: 'POST', body: result });
  void queryClient.invalidateQueries({ queryKey: queueKey(campId, stationId) });
  return answer;
}
