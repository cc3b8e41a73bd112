/** GET /me/staffCamps: the camps the signed-in person works at, with their role there (soonest first). */
import type { StaffRole } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface StaffCamp {
  campId: string;
  role: StaffRole;
  CampName: string;
  DateTime: string;
  Location: string;
  TimeZone?: string;
}

export const MY_STAFF_CAMPS_KEY = ['myStaffCamps'] as const;

export function useMyStaffCamps(enabled = true) {
  return useQuery({ queryKey: MY_STAFF_CAMPS_KEY, queryFn: ({ signal }) => apiFetch<StaffCamp[]>('/me/staffCamps', { signal }), enabled }, queryClient);
}
