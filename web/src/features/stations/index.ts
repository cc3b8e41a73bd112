/**
 * The stations feature's public face: a camp's stations with their queues
 * (and the organizers' layout), one station at work, and the path to them
 * (from the staff's camps), and the clinical figures of the organizer's
 * analytics. Loaded with the pages that show them.
 */
import { lazy } from 'react';

export const loadStationsPage = async () => (await import('./StationsPage.tsx')).StationsPage;
export const loadStationScreen = async () => (await import('./StationScreen.tsx')).StationScreen;
export const stationsPagePath = (campId: string) => `/dashboard/stations/${encodeURIComponent(campId)}`;
/** The organizer's analytics' clinical figures (worded in the stations' catalog part), loaded with that page only. */
export const ClinicalFiguresSection = lazy(async () => ({ default: (await import('./ClinicalFiguresSection.tsx')).ClinicalFiguresSection }));
