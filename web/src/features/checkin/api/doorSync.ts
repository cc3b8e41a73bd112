/**
 * POST /camps/{id}/door-sync: sends what this phone did at the door (each
 * action under the id the phone gave it, so sending again is harmless) and
 * reads what each came to.
 */
import type { DoorCheckInAction, DoorSyncAnswer } from '@campcare/domain';
import { apiFetch, ApiRequestError } from '../../../lib/api.ts';

/** The answer, or `offline` when the server could not be reached (the actions stay on the phone). */
export async function sendDoorActions(campId: string, deviceId: string, actions: DoorCheckInAction[]): Promise<DoorSyncAnswer | 'offline'> {
  try {
    return await apiFetch<DoorSyncAnswer>(`/camps/${encodeURIComponent(campId)}/door-sync`, { method: 'POST', body: { deviceId, actions } });
  } catch (error) {
    // No network, or a server behind the Hosting proxy that cannot be reached (5xx): try again later.
    if (error instanceof ApiRequestError && (error.code === 'network-error' || error.status >= 500)) return 'offline';
    throw error;
  }
}
