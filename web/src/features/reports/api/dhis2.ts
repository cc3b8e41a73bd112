/**
 * The organizer's DHIS2 set-up (GET/PUT /dhis2/settings: the token goes in,
 * only `tokenSet` comes back), the payload of a month to download
 * (GET /dhis2/dataValueSets) and pushing it (POST /dhis2/push), with the
 * last pushes and their import summaries (GET /dhis2/pushes).
 */
import type { Dhis2ImportSummary, Dhis2MappingRow } from '@campcare/domain/reports';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface Dhis2Settings {
  serverUrl: string;
  dataSet: string;
  orgUnit: string;
  attributeOptionCombo: string | null;
  rows: Dhis2MappingRow[];
  tokenSet: boolean;
  updatedAt: string;
}

export interface Dhis2SettingsInput extends Omit<Dhis2Settings, 'tokenSet' | 'updatedAt'> {
  /** A new token; absent keeps the one kept. */
  token?: string;
}

export interface Dhis2Push {
  _id: string;
  period: string;
  serverUrl: string;
  values: number;
  pushedAt: string;
  outcome: 'answered' | 'failed';
  summary: Dhis2ImportSummary | null;
  error: string | null;
}

const SETTINGS_KEY = ['dhis2Settings'] as const;
const PUSHES_KEY = ['dhis2Pushes'] as const;

export function useDhis2Settings() {
  return useQuery(
    { queryKey: SETTINGS_KEY, queryFn: async ({ signal }) => (await apiFetch<{ settings: Dhis2Settings | null }>('/dhis2/settings', { signal })).settings, staleTime: 0 },
    queryClient,
  );
}

export function useSaveDhis2Settings() {
  return useMutation(
    {
      mutationFn: async (input: Dhis2SettingsInput) => (await apiFetch<{ settings: Dhis2Settings }>('/dhis2/settings', { method: 'PUT', body: input })).settings,
      onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
    },
    queryClient,
  );
}

export function useDhis2Pushes() {
  return useQuery({ queryKey: PUSHES_KEY, queryFn: async ({ signal }) => (await apiFetch<{ pushes: Dhis2Push[] }>('/dhis2/pushes', { signal })).pushes, staleTime: 0 }, queryClient);
}

export function usePushMonth() {
  return useMutation(
    {
      mutationFn: async (period: string) => (await apiFetch<{ push: Dhis2Push }>('/dhis2/push', { method: 'POST', body: { period } })).push,
      // A failed push is kept too, with its reason: the list shows both.
      onSettled: () => queryClient.invalidateQueries({ queryKey: PUSHES_KEY }),
    },
    queryClient,
  );
}

export function downloadDataValueSet(period: string): Promise<void> {
  return apiDownload(`/dhis2/dataValueSets?${new URLSearchParams({ period })}`, `campcare-dhis2-${period}.json`);
}

/** The same month as ADX XML, for a DHIS2 (or another ADX reader) that takes it. */
export function downloadAdx(period: string): Promise<void> {
  return apiDownload(`/dhis2/dataValueSets.adx?${new URLSearchParams({ period })}`, `campcare-dhis2-${period}.adx.xml`);
}
