/**
 * The waiting list: the organizer's view of a camp's list (Manage Camps) and
 * the participant's place on it, with the seat offered to accept (their
 * registered camps). Joining it happens when registering for a full camp
 * (features/camps).
 */
export { WaitlistDialog, waitlistPeople } from './WaitlistDialog.tsx';
export { WaitlistCell, type WaitlistedRegistration } from './WaitlistCell.tsx';
