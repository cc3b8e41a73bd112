/**
 * GET /camps/{id}/attendees (the camp's organizers and admins): the door list,
 * everyone who may attend with whether they came, and the counts. The Check-in
 * page keeps it in its own state (useCheckInDesk.ts), marking people in as
 * they are scanned, offline too.
 */
import type { Attendance, AttendeeView, CampHeading, CampPermission } from '@campcare/domain';
import { apiFetch } from '../../../lib/api.ts';

/** The check-in API's shapes are the domain's, shared with the functions that answer them. */
export type Attendee = AttendeeView;
export type { CampHeading };

export interface AttendanceCounts extends Attendance {
  attendanceRate: number;
  noShowRate: number;
}

export interface DoorList extends AttendanceCounts {
  camp: CampHeading;
  attendees: Attendee[];
  /** What the caller may do at this camp (campPermissions): the page offers walk-ins by it. */
  permissions?: CampPermission[];
}

export const fetchDoorList = (campId: string) => apiFetch<DoorList>(`/camps/${encodeURIComponent(campId)}/attendees`);
