/** The camps feature's public face: its routes and the camp card (early.ts: the entry's early read). */
export { availableCampsRoute, campDetailRoute } from './routes.ts';
export { CampCard } from './CampCard.tsx';
export { CAMP_CARD_FIELDS, type CampCardData } from './api/campPage.ts';
