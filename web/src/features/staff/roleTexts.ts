/** The catalog's words for a staff role and what it may do (the dashboard part). */
import type { StaffRole } from '@campcare/domain';

export const STAFF_ROLE_TEXTS: Record<StaffRole, { name: string; does: string }> = {
  door: { name: 'dashboard.staffCamps.roleDoor', does: 'dashboard.staffCamps.doorDoes' },
  clinician: { name: 'dashboard.staffCamps.roleClinician', does: 'dashboard.staffCamps.clinicianDoes' },
};
