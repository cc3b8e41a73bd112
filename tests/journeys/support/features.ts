/**
 * Features the journeys walk through that other work is putting on main: a
 * journey that needs one runs as soon as its texts are in the catalogs, and
 * until then is listed as skipped with what it waits for.
 */
import { catalogHas } from './texts.ts';

/** The dashboard tables as cards on a phone, Manage Camps' row menu and the access log's names (issue 27, items 3 and 9). */
export const PHONE_CARDS = catalogHas('organizer.camps.moreFor');
export const PHONE_CARDS_WAIT = 'the dashboard tables as phone cards and Manage Camps\' row menu (issue 27)';

/** Camp staff's invitation and pages, and walk-ins at the door (issue 29). */
export const STAFF_PAGES = catalogHas('checkin.walkIn.open');

/** A journey's title, saying what it waits for while it is skipped. */
export const waitingFor = (ready: boolean, title: string, feature: string) => (ready ? title : `${title} (skipped: waits for ${feature})`);
