/**
 * The stations feature's public face: a camp's stations with their queues
 * (and the organizers' layout), one station at work, and the path to them
 * (from the staff's camps). Loaded with the pages that show them.
 */
export const loadStationsPage = async () => (await import('./StationsPage.tsx')).StationsPage;
export const loadStationScreen = async () => (await import('./StationScreen.tsx')).StationScreen;
export const stationsPagePath = (campId: string) => `/dashboard/stations/${encodeURIComponent(campId)}`;
