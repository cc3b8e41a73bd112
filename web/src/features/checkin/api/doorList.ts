/**
 * GET /camps/{id}/attendees (the camp's organizers and admins): the door list,
 * everyone who may attend with whether they came (and who admitted them, on
 * which phone), the counts, and the public key tickets are signed with. The
 * Check-in page saves it on the device (door/doorDevice.ts) and works from
 * that copy when there is no network.
 */
import type { Attendance, AttendeeView, CampHeading, CampPermission, TicketPublicKey } from '@campcare/domain';
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
  /** null: the server signs no tickets, so the phone checks codes against the list only. */
  signingKey: TicketPublicKey | null;
}

export const fetchDoorList = (campId: string) => apiFetch<DoorList>(`/camps/${encodeURIComponent(campId)}/attendees`);
