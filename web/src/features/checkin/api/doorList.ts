/**
 * GET /camps/{id}/attendees (the camp's organizers and admins): the door list,
 * everyone who may attend with whether they came, and the counts. The Check-in
 * page keeps it in its own state (useCheckInDesk.ts), marking people in as
 * they are scanned, offline too.
 */
import type { IsoDateTime, PaymentStatus } from '@campcare/domain';
import { apiFetch } from '../../../lib/api.ts';

export interface Attendee {
  _id: string;
  ParticipantName: string;
  ParticipantEmail: string;
  PaymentStatus: PaymentStatus;
  checkedInAt: IsoDateTime | null;
}

export interface AttendanceCounts {
  expected: number;
  checkedIn: number;
  attendanceRate: number;
  noShowRate: number;
}

export interface CampHeading {
  _id: string;
  CampName: string;
  DateTime: IsoDateTime;
  Location: string;
  /** The camp's IANA zone: its date is shown in it. */
  TimeZone: string;
}

export interface DoorList extends AttendanceCounts {
  camp: CampHeading;
  attendees: Attendee[];
}

export const fetchDoorList = (campId: string) => apiFetch<DoorList>(`/camps/${encodeURIComponent(campId)}/attendees`);
