/**
 * POST /camps/{id}/walkIns: door staff register a person who arrived without
 * an account. The answer carries the registration (as the door list shows
 * it), its ticket and the one-time claim code, shown once. A device sends
 * its own `requestId`, so a walk-in sent twice (a retry) is recorded once.
 */
import type { AttendeeView, Gender } from '@campcare/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface WalkInRequest {
  ParticipantName: string;
  age: number;
  gender: Gender;
  phoneNumber: string;
  emergencyContact: string;
  consent: true;
  requestId: string;
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

export function useRegisterWalkIn(campId: string) {
  return useMutation(
    {
      mutationFn: (body: WalkInRequest) => apiFetch<WalkInAnswer>(`/camps/${encodeURIComponent(campId)}/walkIns`, { method: 'POST', body }),
    },
    queryClient,
  );
}
