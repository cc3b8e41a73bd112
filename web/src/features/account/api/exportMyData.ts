/** "Download my data": GET /api/me/export, saved by the browser as the JSON file the server names. */
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export function downloadMyData(): Promise<void> {
  return apiDownload('/me/export', 'campcare-my-data.json');
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData }, queryClient);
}
