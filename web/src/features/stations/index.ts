/**
 * The stations feature's public face: a camp's stations with their queues
 * (and the organizers' layout), one station at work, the camp's follow-up
 * list, a referral's printable slip, the paths to them (from the staff's
 * camps and Manage Camps), and the clinical figures of the organizer's
 * analytics. Loaded with the pages that show them.
 */
import { lazy } from 'react';

export const loadStationsPage = async () => (await import('./StationsPage.tsx')).StationsPage;
export const loadStationScreen = async () => (await import('./StationScreen.tsx')).StationScreen;
export const loadFollowUpPage = async () => (await import('./followUp/FollowUpPage.tsx')).FollowUpPage;
export const loadReferralSlipPage = async () => (await import('./followUp/ReferralSlipPage.tsx')).ReferralSlipPage;
export const stationsPagePath = (campId: string) => `/dashboard/stations/${encodeURIComponent(campId)}`;
export { followUpPath, referralSlipPath } from './followUp/paths.ts';
/** The organizer's analytics' clinical figures (worded in the stations' catalog part), loaded with that page only. */
export const ClinicalFiguresSection = lazy(async () => ({ default: (await import('./ClinicalFiguresSection.tsx')).ClinicalFiguresSection }));
/** A participant's own results and referrals, on their dashboard (worded in the stations' catalog part, which that page loads). */
export const MyScreening = lazy(async () => ({ default: (await import('./MyScreening.tsx')).MyScreening }));
