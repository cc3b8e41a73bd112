/** Reading the instants requests carry. */

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An instant as an ISO UTC string, from either a full ISO 8601 value or the
 * `YYYY-MM-DDTHH:mm` of an `<input type="datetime-local">` (read as UTC: the
 * web app converts local time to ISO before sending, so a bare value only
 * comes from API clients, and UTC is the one reading that does not depend on
 * the server's zone). Impossible dates (February 30th) are refused rather
 * than rolled over, and only years 2000 to 2100 are accepted.
 */
export function normalizeDateTime(value: string): string | null {
  const m = ISO_WITH_ZONE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00', ms = '0', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  const instant = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms.padEnd(3, '0')}${zone}`);
  return Number.isFinite(instant) ? new Date(instant).toISOString() : null;
}
