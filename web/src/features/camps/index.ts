/**
 * The camps feature's public face: its routes, the organizer's camp pages (lazy, for the dashboard's
 * route tree) and the camp card (early.ts: the entry's early read).
 */
export { availableCampsRoute, campDetailRoute, loadAddCampPage, loadManageCampsPage } from './routes.ts';
export { CampCard } from './CampCard.tsx';
export { CAMP_CARD_FIELDS, type CampCardData } from './api/campPage.ts';
