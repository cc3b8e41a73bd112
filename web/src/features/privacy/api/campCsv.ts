/** A camp's registrations as CSV, downloaded (the server logs one read per registration). */
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export function downloadCampCsv(campId: string): Promise<void> {
  return apiDownload(`/camps/${encodeURIComponent(campId)}/registrations.csv`, 'registrations.csv');
}

export function useDownloadCampCsv() {
  return useMutation({ mutationFn: downloadCampCsv }, queryClient);
}
