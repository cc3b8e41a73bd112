/**
 * Camp time zones. A camp happens at one place, so its date is shown in that
 * place's zone (an IANA name such as `Asia/Dhaka`), to every visitor and in
 * every mail, with the zone named: 09:00 in Dhaka reads 09:00 in Dhaka from
 * Lisbon too. Instants stay stored in UTC (`DateTime`); the zone only decides
 * how they are written and how a wall-clock time typed in the camp form is
 * read.
 */

/** Camps saved before zones existed were entered as UTC times (the seed's too), so they read as UTC. */
export const DEFAULT_CAMP_TIME_ZONE = 'UTC';

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone name, like Asia/Dhaka or Europe/Lisbon.';

/** The camp's zone, or the default for camps saved before zones existed. */
export function campTimeZone(camp: { TimeZone?: string | null }): string {
  return camp.TimeZone && isTimeZone(camp.TimeZone) ? camp.TimeZone : DEFAULT_CAMP_TIME_ZONE;
}

let supported: Set<string> | null = null;

/**
 * The zone names a camp may use: the runtime's IANA list, and UTC. Older
 * and newer spellings of one zone (Asia/Calcutta, Asia/Kolkata) are both
 * accepted, since browsers differ in which one they report.
 */
export function timeZoneNames(): string[] {
  return [...supportedTimeZones()].sort();
}

function supportedTimeZones(): Set<string> {
  if (!supported) supported = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return supported;
}

export function isTimeZone(name: string): boolean {
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(name)) return false;
  if (supportedTimeZones().has(name)) return true;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return supportedTimeZones().has(canonical);
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** The calendar date and clock time an instant shows in a zone. */
export function wallTimeAt(instant: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** Minutes the zone is ahead of UTC at that instant (Dhaka: 360). */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const w = wallTimeAt(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`, for an instant in a zone. */
export function toZonedInputValue(iso: string, zone: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  const w = wallTimeAt(time, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The UTC instant (ISO) at which clocks in `zone` show `YYYY-MM-DDTHH:mm`.
 * In a spring-forward gap the time is read with the offset before the
 * change (02:30 that never happens becomes 03:30); in the repeated autumn
 * hour, the first of the two. null for text that is not such a value.
 */
export function fromZonedInputValue(value: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (!Number.isFinite(asUtc)) return null;
  // The offset a few hours either side decides; try the earlier one first (the first of a repeated hour).
  const candidates = [...new Set([zoneOffsetMinutes(asUtc - 12 * 3_600_000, zone), zoneOffsetMinutes(asUtc + 12 * 3_600_000, zone)])].sort((a, b) => b - a);
  for (const offset of candidates) {
    const instant = asUtc - offset * 60_000;
    if (zoneOffsetMinutes(instant, zone) === offset) return new Date(instant).toISOString();
  }
  return new Date(asUtc - candidates[candidates.length - 1]! * 60_000).toISOString();
}

/** "GMT+6", "GMT+5:30", "GMT" for the zone at that instant. */
export function zoneOffsetLabel(instant: number, zone: string): string {
  const offset = zoneOffsetMinutes(instant, zone);
  if (offset === 0) return 'GMT';
  const sign = offset > 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/**
 * The zones a camp may use as the camp form offers them: each by its city
 * and its offset from UTC at `instant` (minutes: Dhaka 360), ordered by city
 * so an organizer finds theirs by name. One entry per city: where the
 * runtime lists an old and a new spelling (Asia/Calcutta, Asia/Kolkata),
 * the one it resolves to.
 */
export function timeZoneChoices(instant: number = Date.now()): { zone: string; city: string; offsetMinutes: number }[] {
  const byCity = new Map<string, { zone: string; city: string; offsetMinutes: number }>();
  for (const zone of timeZoneNames()) {
    const city = zoneCity(zone);
    const choice = { zone, city, offsetMinutes: zoneOffsetMinutes(instant, zone) };
    const known = byCity.get(`${city}|${choice.offsetMinutes}`);
    if (!known || canonicalZone(zone) === zone) byCity.set(`${city}|${choice.offsetMinutes}`, choice);
  }
  return [...byCity.values()].sort((a, b) => a.city.localeCompare(b.city, 'en') || a.offsetMinutes - b.offsetMinutes);
}

function canonicalZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

/** "Asia/Dhaka" → "Dhaka", "America/Argentina/Buenos_Aires" → "Buenos Aires", "UTC" → "UTC". */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale every mail and the English site write dates in. */
export const ENGLISH_DATE_LOCALE = 'en-US';

/**
 * "Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)": an instant in a zone, with
 * the zone named. Without a zone, in the reader's own zone, unnamed (for
 * dates that belong to no place, such as when a payment was made). The raw
 * text when it is not a date.
 *
 * In another locale (the site in Bengali: `bn-BD`) the date, its digits and
 * the zone's name are that locale's own, as `Intl` writes them ("শনি, ৫ ডিসে,
 * ২০২৬, ৯:০০ AM বাংলাদেশ মানক সময়"): the English "Dhaka time" wording is
 * English only.
 */
export function formatDateTimeInZone(iso: string, zone?: string | null, locale: string = ENGLISH_DATE_LOCALE): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  const english = locale === ENGLISH_DATE_LOCALE;
  const key = `${locale}|${zone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(zone ? { timeZone: zone } : {}),
      ...(zone && !english ? { timeZoneName: 'long' as const } : {}),
    });
    dateTimeFormats.set(key, format);
  }
  const text = format.format(time);
  if (!zone || !english) return text;
  return zone === 'UTC' ? `${text} UTC` : `${text} ${zoneCity(zone)} time (${zoneOffsetLabel(time, zone)})`;
}

/** The browser's own zone (the camp form's default), or UTC where the runtime does not say. */
export function localTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : DEFAULT_CAMP_TIME_ZONE;
  } catch {
    return DEFAULT_CAMP_TIME_ZONE;
  }
}
