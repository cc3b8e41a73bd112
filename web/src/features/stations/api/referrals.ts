/**
 * Referrals in the browser: a camp's follow-up list (GET /camps/{id}/referrals),
 * its facility (from GET /camps/{id}/clinicalSettings), one referral for its
 * slip (GET /referrals/{id}), a clinician's own referral and a dismissal,
 * and the follow-up's two writes, a contact attempt and an outcome. A change
 * to one referral puts what the server answered into the list's cache rather
 * than reading the whole list (and its access-log entries) again; each
 * change reads the clinical figures again.
 */
import type { ContactAttempt, ContactChannel, FollowUpOutcome, Referral, ReferralReason, ReferralUrgency } from '@campcare/domain/clinical';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export type ReferralView = Referral & { _id: string };
export type AttemptView = ContactAttempt & { _id: string };

export interface Facility {
  name: string;
  address: string;
  phone: string;
}

/** A line of the follow-up list. */
export interface FollowUpRow {
  referral: ReferralView;
  participantName: string;
  phoneNumber: string | null;
  attempts: number;
  lastAttemptAt: string | null;
}

export interface FollowUpList {
  CampName: string;
  rows: FollowUpRow[];
}

/** One referral with what its slip prints. */
export interface ReferralDetail {
  referral: ReferralView;
  attempts: AttemptView[];
  participantName: string;
  CampName: string;
  facility: Facility | null;
}

const followUpKey = (campId: string) => ['followUp', campId] as const;
const referralKey = (referralId: string) => ['referral', referralId] as const;
const campPath = (campId: string) => `/camps/${encodeURIComponent(campId)}`;
const referralPath = (referralId: string) => `/referrals/${encodeURIComponent(referralId)}`;

export function useFollowUpList(campId: string) {
  return useQuery({ queryKey: followUpKey(campId), queryFn: ({ signal }) => apiFetch<FollowUpList>(`${campPath(campId)}/referrals`, { signal }) }, queryClient);
}

/** The camp's facility, named once above the list (every referral of a camp goes there). */
export function useCampFacility(campId: string) {
  return useQuery(
    {
      queryKey: ['clinicalSettings', campId],
      queryFn: ({ signal }) => apiFetch<{ facility: Facility | null }>(`${campPath(campId)}/clinicalSettings`, { signal }),
      select: (settings) => settings.facility,
    },
    queryClient,
  );
}

export function useReferral(referralId: string) {
  return useQuery({ queryKey: referralKey(referralId), queryFn: ({ signal }) => apiFetch<ReferralDetail>(referralPath(referralId), { signal }) }, queryClient);
}

function updateRow(campId: string, referralId: string, change: (row: FollowUpRow) => FollowUpRow) {
  queryClient.setQueryData<FollowUpList>(followUpKey(campId), (list) =>
    list ? { ...list, rows: list.rows.map((row) => (row.referral._id === referralId ? change(row) : row)) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: referralKey(referralId) });
  void queryClient.invalidateQueries({ queryKey: ['clinicalFigures'] });
}

export interface ReferralToAdd {
  registrationId: string;
  reason: ReferralReason;
  urgency: ReferralUrgency;
  note: string;
}

/** A clinician refers the person they are seeing (POST /camps/{id}/referrals). */
export function useAddReferral(campId: string) {
  return useMutation(
    {
      mutationFn: (referral: ReferralToAdd) => apiFetch<ReferralView>(`${campPath(campId)}/referrals`, { method: 'POST', body: referral }),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: followUpKey(campId) });
        void queryClient.invalidateQueries({ queryKey: ['clinicalFigures'] });
      },
    },
    queryClient,
  );
}

export interface DismissalToSave {
  referralId: string;
  note: string;
}

/** A clinician dismisses an open referral, saying why (POST /referrals/{id}/dismiss). */
export function useDismissReferral(campId: string) {
  return useMutation(
    {
      mutationFn: ({ referralId, note }: DismissalToSave) => apiFetch<ReferralView>(`${referralPath(referralId)}/dismiss`, { method: 'POST', body: { note } }),
      onSuccess: (referral, { referralId }) => updateRow(campId, referralId, (row) => ({ ...row, referral })),
    },
    queryClient,
  );
}

export interface AttemptToLog {
  referralId: string;
  channel: ContactChannel;
  reached: boolean;
  note: string;
}

export function useLogAttempt(campId: string) {
  return useMutation(
    {
      mutationFn: ({ referralId, ...attempt }: AttemptToLog) => apiFetch<AttemptView>(`${referralPath(referralId)}/attempts`, { method: 'POST', body: attempt }),
      onSuccess: (attempt, { referralId }) => updateRow(campId, referralId, (row) => ({ ...row, attempts: row.attempts + 1, lastAttemptAt: attempt.at })),
    },
    queryClient,
  );
}

export interface OutcomeToRecord {
  referralId: string;
  outcome: FollowUpOutcome;
  note: string;
}

export function useRecordOutcome(campId: string) {
  return useMutation(
    {
      mutationFn: ({ referralId, ...outcome }: OutcomeToRecord) => apiFetch<ReferralView>(`${referralPath(referralId)}/outcome`, { method: 'POST', body: outcome }),
      onSuccess: (referral, { referralId }) => updateRow(campId, referralId, (row) => ({ ...row, referral })),
    },
    queryClient,
  );
}
