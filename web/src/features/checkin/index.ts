/**
 * The check-in feature's public face: the participant's ticket cell, the
 * organizer's Check-in page body and the link to it, and the attendance
 * figures of the organizer's analytics. The scanner (with its QR decoder)
 * and the QR drawing load only with the page or the ticket that needs them.
 */
import { lazy } from 'react';

export const CheckInDesk = lazy(async () => ({ default: (await import('./CheckInDesk.tsx')).CheckInDesk }));
export const ClaimWalkInCard = lazy(async () => ({ default: (await import('./ClaimWalkInCard.tsx')).ClaimWalkInCard }));
export { CheckInLink, checkInPath } from './CheckInLink.tsx';
export { TicketCell } from './TicketCell.tsx';
export { AttendanceFigures } from './AttendanceFigures.tsx';
/** The device's offline store (IndexedDB), for what other camp-day screens keep with no network (the stations' results); loaded when first needed. */
export const loadDeviceStore = () => import('./door/doorDevice.ts');
export type { KeptStationResult } from './door/doorDevice.ts';
