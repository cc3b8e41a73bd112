/**
 * The signed-in user's mail preferences: GET and PUT /api/mail/preferences.
 * Saving puts the server's answer in the cache, so the switch shows what was
 * stored without reading it again.
 */
import type { MailPreferences } from '@campcare/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api.ts';
import { queryClient } from '../../../../lib/queryClient.ts';

export const MAIL_PREFERENCES_KEY = ['mailPreferences'] as const;

export const readMailPreferences = (signal?: AbortSignal) => apiFetch<MailPreferences>('/mail/preferences', { signal });

export const saveMailPreferences = (preferences: MailPreferences) =>
  apiFetch<MailPreferences>('/mail/preferences', { method: 'PUT', body: preferences });

export function useMailPreferences() {
  return useQuery({ queryKey: MAIL_PREFERENCES_KEY, queryFn: ({ signal }) => readMailPreferences(signal) }, queryClient);
}

/** Saves and shows the server's answer; a refusal leaves the cached setting as it was. */
export function useSaveMailPreferences() {
  return useMutation(
    { mutationFn: saveMailPreferences, onSuccess: (saved) => queryClient.setQueryData(MAIL_PREFERENCES_KEY, saved) },
    queryClient,
  );
}
