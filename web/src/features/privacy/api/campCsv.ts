/** A camp's registrations as CSV, downloaded (the server logs one read per registration). */
import { apiDownload } from '../../../lib/api.ts';

export function downloadCampCsv(campId: string): Promise<void> {
  return apiDownload(`/camps/${encodeURIComponent(campId)}/registrations.csv`, 'registrations.csv');
}
