/** GET /camps/{id}/attendance: a camp's checked in / expected, which the Check-in page reads again now and then. */
import { apiFetch } from '../../../lib/api.ts';
import type { AttendanceCounts, CampHeading } from './doorList.ts';

export const fetchCampAttendance = (campId: string) =>
  apiFetch<AttendanceCounts & { camp: CampHeading }>(`/camps/${encodeURIComponent(campId)}/attendance`);
