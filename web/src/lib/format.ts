import { formatDateTimeInZone } from '@campcare/domain';
/** "Sat, Dec 5, 2026, 9:00 AM" in the visitor's time zone; the raw text if it is not a date. One formatter with the mails: the domain's, without a zone. */
export function formatDateTime(iso: string): string {
  return formatDateTimeInZone(iso);
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}
