/**
 * POST /camps/{id}/walkIns: door staff register a person who arrived without
 * an account. The answer carries the registration (as the door list shows
 * it), its ticket and the one-time claim code, shown once. A device sends
 * its own `requestId`, so a walk-in sent twice (a retry) is recorded once.
 */
import { claimCodeFromBytes, type AttendeeView, type Gender } from '@campcare/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, ApiRequestError } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface WalkInRequest {
  ParticipantName: string;
  age: number;
  gender: Gender;
  phoneNumber: string;
  emergencyContact: string;
  consent: true;
  requestId: string;
  /** The code the device already showed the person (a walk-in made with no network); the server makes one when absent. */
  claimCode?: string;
  /** When the device registered the person, for a walk-in sent later. */
  recordedAt?: string;
}

export interface WalkInAnswer {
  insertedId: string;
  ticket: string;
  /** `K7M2P-Q9TXR`; null when the walk-in was recorded before (a resend), whose code was shown then. */
  claimCode: string | null;
  replayed?: boolean;
  registration: AttendeeView;
}

/** A new id for one walk-in, made once per form so that sending it again is recognised. */
export const newWalkInRequestId = () => crypto.randomUUID().replace(/-/g, '');

/** A claim code made on the device, so the person can be given it with no network (the server checks it is unused). */
export const newDeviceClaimCode = () => claimCodeFromBytes((count) => crypto.getRandomValues(new Uint8Array(count)));

const postWalkIn = (campId: string, body: WalkInRequest) =>
  apiFetch<WalkInAnswer>(`/camps/${encodeURIComponent(campId)}/walkIns`, { method: 'POST', body });

/** The server could not be reached (or asked to wait): the walk-in stays on the device and is sent again later. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'network-error' || error.status >= 500 || error.status === 429);
}

/**
 * Sends a walk-in kept on the device: the answer, `offline` when it must wait
 * for the network, or `refused` with the server's error when it will never be
 * recorded as it is (the camp is full or over, say). Any other failure (the
 * account may no longer work this door) is thrown, and the walk-in stays kept.
 */
export async function sendKeptWalkIn(
  campId: string,
  body: WalkInRequest,
): Promise<{ kind: 'recorded'; answer: WalkInAnswer } | { kind: 'offline' } | { kind: 'refused'; error: ApiRequestError }> {
  try {
    return { kind: 'recorded', answer: await postWalkIn(campId, body) };
  } catch (error) {
    if (isUnreachable(error)) return { kind: 'offline' };
    if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404 || error.status === 409)) return { kind: 'refused', error };
    throw error;
  }
}

export function useRegisterWalkIn(campId: string) {
  return useMutation(
    {
      mutationFn: (body: WalkInRequest) => postWalkIn(campId, body),
    },
    queryClient,
  );
}
