/**
 * Camp staff: the organizers' Staff dialog (Manage Camps), the page an
 * invitation's link opens, and the camps a person works at (their
 * dashboard). Loaded with the pages that show them.
 */
import { lazy } from 'react';

export const StaffDialog = lazy(async () => ({ default: (await import('./StaffDialog.tsx')).StaffDialog }));
export { StaffInvitationPage } from './StaffInvitationPage.tsx';
export { MyStaffCamps, MyStaffCampsPage } from './MyStaffCamps.tsx';
export { useMyStaffCamps } from './api/myStaffCamps.ts';
