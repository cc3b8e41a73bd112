/**
 * The signed-in user's text message settings: GET and PUT /api/sms/preferences.
 * Saving puts the server's answer in the cache, so the card shows what was
 * stored (the number as the server wrote it, in E.164).
 */
import type { SmsPreferences } from '@campcare/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api.ts';
import { queryClient } from '../../../../lib/queryClient.ts';

export const SMS_PREFERENCES_KEY = ['smsPreferences'] as const;

export interface SmsPreferencesChange {
  smsOptIn: boolean;
  phone?: string;
  timeZone?: string;
}

export const readSmsPreferences = (signal?: AbortSignal) => apiFetch<SmsPreferences>('/sms/preferences', { signal });

export const saveSmsPreferences = (change: SmsPreferencesChange) => apiFetch<SmsPreferences>('/sms/preferences', { method: 'PUT', body: change });

export function useSmsPreferences() {
  return useQuery({ queryKey: SMS_PREFERENCES_KEY, queryFn: ({ signal }) => readSmsPreferences(signal) }, queryClient);
}

/** Saves and shows the server's answer; a refusal leaves the cached settings as they were. */
export function useSaveSmsPreferences() {
  return useMutation({ mutationFn: saveSmsPreferences, onSuccess: (saved) => queryClient.setQueryData(SMS_PREFERENCES_KEY, saved) }, queryClient);
}
