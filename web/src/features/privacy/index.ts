/**
 * Health-data privacy in the web app: the organizers' detail view of a
 * registration's health details, the participant's access log, and the
 * admins' whole log. Every read goes through the API, which logs it.
 */
export { HealthDetailsButton } from './HealthDetailsButton.tsx';
export { AccessLogCard } from './AccessLogCard.tsx';
export { useAccessLog, type AccessLogRow } from './api/accessLog.ts';
export { CampCsvButton } from './CampCsvButton.tsx';
export { useDownloadCampCsv } from './api/campCsv.ts';
