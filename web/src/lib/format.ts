import { formatDateTimeInZone } from '@campcare/domain';

/**
 * "Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)": a camp's date in the camp's
 * own zone, named, the same for every visitor (the mails use the same
 * formatter). Without a zone, for dates that belong to no place (when a
 * payment was made), "Sat, Dec 5, 2026, 9:00 AM" in the visitor's zone. The
 * raw text if it is not a date.
 */
export function formatDateTime(iso: string, timeZone?: string | null): string {
  return formatDateTimeInZone(iso, timeZone);
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}
