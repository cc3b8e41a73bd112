/** POST /checkin { ticket } or { registrationId }, and what each answer means at the door. */
import type { IsoDateTime } from '@campcare/domain';
import { apiFetch, ApiRequestError } from '../../../lib/api.ts';
import type { CheckInTarget } from '../offlineQueue.ts';

/** What one check-in came to, in the terms the page shows. */
export type CheckInResult =
  | { kind: 'checked-in'; name: string; registrationId: string; at: IsoDateTime }
  | { kind: 'already-checked-in'; name: string; registrationId: string; at: IsoDateTime }
  /** No network: keep it and send it later. */
  | { kind: 'offline' }
  /**
   * Refused for good (unknown ticket, not this organizer's camp, no valid ticket, bad input): the answer,
   * and whose registration it was when the API says.
   */
  | { kind: 'refused'; status: number; error: ApiRequestError; name?: string };

interface AttendeeAnswer {
  registration?: { _id: string; ParticipantName: string; checkedInAt: IsoDateTime | null };
  error?: { checkedInAt?: IsoDateTime };
}

export async function sendCheckIn(target: CheckInTarget): Promise<CheckInResult> {
  try {
    const answer = await apiFetch<Required<Pick<AttendeeAnswer, 'registration'>>>('/checkin', { method: 'POST', body: target });
    const r = answer.registration;
    return { kind: 'checked-in', name: r.ParticipantName, registrationId: r._id, at: r.checkedInAt ?? new Date().toISOString() };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.code === 'network-error') return { kind: 'offline' };
    const body = error.body as AttendeeAnswer | null;
    if (error.code === 'already-checked-in' && body?.registration && body.error?.checkedInAt) {
      return { kind: 'already-checked-in', name: body.registration.ParticipantName, registrationId: body.registration._id, at: body.error.checkedInAt };
    }
    // A server that cannot be reached through the Hosting proxy answers 5xx: worth trying again later too.
    if (error.status >= 500) return { kind: 'offline' };
    return { kind: 'refused', status: error.status, error, name: body?.registration?.ParticipantName };
  }
}
