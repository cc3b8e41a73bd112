/**
 * The calendar file (.ics) of a camp: one builder, used by the mails (as an
 * attachment) and by the site's "Add to calendar" button, so both give the
 * same event. The event is written in the camp's own zone (DTSTART;TZID=…
 * with its VTIMEZONE), so calendars show 09:00 Dhaka time as such; camps in
 * UTC keep plain UTC times.
 */
import { createEvent } from 'ics';
import { campTimeZone, wallTimeAt, zoneOffsetLabel, zoneOffsetMinutes } from './timeZones.ts';

/** Camps have a start and no end: a calendar entry lasts this long. */
export const CAMP_CALENDAR_HOURS = 3;

export interface CampCalendarInput {
  campId: string;
  CampName: string;
  DateTime: string;
  Location: string;
  HealthcareProfessional: string;
  TimeZone?: string | null;
  /** The camp's page, written into the event. */
  url?: string;
}

/** The event's description lines, in the reader's language (English by default: the mails' files). */
export interface CalendarLabels {
  professional: (name: string) => string;
  details: (url: string) => string;
}

const ENGLISH_LABELS: CalendarLabels = {
  professional: (name) => `Healthcare professional: ${name}`,
  details: (url) => `Details: ${url}`,
};

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
/** The content type of a cancelling calendar file (`cancelled: true`). */
export const CANCEL_CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=CANCEL';

/** A file name for the download or attachment: `camp-<name>.ics`. */
export function campCalendarFileName(campName: string): string {
  const slug = campName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `camp-${slug || 'event'}.ics`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function localStamp(instant: number, zone: string): string {
  const w = wallTimeAt(instant, zone);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

function utcStamp(instant: number): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * The .ics text of the camp. `now` numbers its
 * version (SEQUENCE), so a file sent after a change replaces the older entry
 * in calendars that already hold it (the UID stays the camp's). `cancelled`
 * writes the same event as cancelled (METHOD:CANCEL, STATUS:CANCELLED), which
 * takes it off calendars that hold it: the file the cancellation mails carry.
 * `labels` word the description's lines (the site's button gives the
 * language shown); the camp's own texts stay as typed.
 */
export function buildCampCalendar(
  camp: CampCalendarInput,
  now: Date = new Date(),
  { cancelled = false, labels = ENGLISH_LABELS }: { cancelled?: boolean; labels?: CalendarLabels } = {},
): string {
  const start = Date.parse(camp.DateTime);
  if (!Number.isFinite(start)) throw new Error(`Camp ${camp.campId} has no valid date: ${camp.DateTime}`);
  const end = start + CAMP_CALENDAR_HOURS * 3_600_000;
  const zone = campTimeZone(camp);
  const description = [labels.professional(camp.HealthcareProfessional), camp.url ? labels.details(camp.url) : null]
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    uid: `camp-${camp.campId}@campcare`,
    productId: 'campcare/ics',
    title: camp.CampName,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: camp.Location,
    description,
    ...(camp.url ? { url: camp.url } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    sequence: Math.floor(now.getTime() / 1000),
  });
  if (error || !value) throw new Error(`The calendar file of camp ${camp.campId} could not be built: ${String(error)}`);
  const offset = zoneOffsetMinutes(start, zone);
  const method = `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}\r\n`;
  // A camp in UTC, or one whose few hours cross a clock change, keeps exact UTC times.
  if (zone === 'UTC' || zoneOffsetMinutes(end, zone) !== offset) return value.replace(method, `${method}X-WR-TIMEZONE:${zone}\r\n`);
  const timezone = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offsetText(offset)}`,
    `TZOFFSETTO:${offsetText(offset)}`,
    `TZNAME:${zoneOffsetLabel(start, zone)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    '',
  ].join('\r\n');
  return value
    .replace(method, `${method}X-WR-TIMEZONE:${zone}\r\n`)
    .replace('BEGIN:VEVENT\r\n', `${timezone}BEGIN:VEVENT\r\n`)
    .replace(`DTSTART:${utcStamp(start)}`, `DTSTART;TZID=${zone}:${localStamp(start, zone)}`)
    .replace(`DTEND:${utcStamp(end)}`, `DTEND;TZID=${zone}:${localStamp(end, zone)}`);
}
