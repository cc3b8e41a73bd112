/**
 * The reports feature's public face: the camp report (one camp, or a range
 * of days across camps) and the DHIS2 export page, loaded with the pages.
 */
export const loadCampReportPage = async () => (await import('./CampReportPage.tsx')).CampReportPage;
export const loadDhis2Page = async () => (await import('./Dhis2Page.tsx')).Dhis2Page;
export const campReportPath = (campId: string) => `/dashboard/campReport/${encodeURIComponent(campId)}`;
