/**
 * The one place dates, times, numbers and money are written for the reader,
 * through `Intl` in the language the app shows (English: en-US; Bengali:
 * bn-BD, with Bengali digits). Components that call these also call
 * useTranslation(), so a change of language renders them again.
 */
import { formatDateTimeInZone } from '@campcare/domain';
import { currentLanguage, translate } from './i18n/i18n.ts';
import { intlLocale } from './i18n/languages.ts';

const locale = () => intlLocale(currentLanguage());

/**
 * "Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)": a camp's date in the camp's
 * own zone, named, the same for every visitor (the mails use the same
 * formatter, in English). Without a zone, for dates that belong to no place
 * (when a payment was made), "Sat, Dec 5, 2026, 9:00 AM" in the visitor's
 * zone. The raw text if it is not a date.
 */
export function formatDateTime(iso: string, timeZone?: string | null): string {
  return formatDateTimeInZone(iso, timeZone, locale());
}

/** Intl's formatters are costly to make: one per language and options, kept. */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: 'n' | 'd', options: object, make: (locale: string) => F): F {
  const key = `${kind}|${locale()}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make(locale());
    formats.set(key, format);
  }
  return format;
}

const dateFormat = (options: Intl.DateTimeFormatOptions) => cached('d', options, (l) => new Intl.DateTimeFormat(l, options));
const numberFormat = (options: Intl.NumberFormatOptions = {}) => cached('n', options, (l) => new Intl.NumberFormat(l, options));

/**
 * "9:05 AM": the hour of something that happened at a camp (a check-in), on
 * the camp's own clock, so the door staff and the participant read the same
 * time wherever their browsers are. The page around it names the zone.
 */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(time) : iso;
}

/** "Sat, Dec 5, 2026": a day with no hour (a referral's due date), in the reader's zone. The raw text if it is not a date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateFormat({ weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(time) : iso;
}

/** A calendar day written YYYY-MM-DD, as the reader writes dates: "Nov 1, 2026" (Bengali: "১ নভে, ২০২৬"). The raw text if it is not one. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && Number.isFinite(time) ? dateFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time) : day;
}

/** A whole count: "12,345" (Bengali: "১২,৩৪৫"). */
export function formatCount(n: number): string {
  return numberFormat().format(n);
}

/** A year as it is written, without grouping: "2026" (Bengali: "২০২৬"). */
export function formatYear(year: number): string {
  return numberFormat({ useGrouping: false }).format(year);
}

/** A zone's offset from UTC, minutes ahead: "UTC+06:00", "UTC-03:30", "UTC+00:00" (Bengali digits in Bengali). */
export function formatUtcOffset(minutes: number): string {
  const two = numberFormat({ minimumIntegerDigits: 2, useGrouping: false });
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${two.format(Math.floor(abs / 60))}:${two.format(abs % 60)}`;
}

/**
 * A zone's own name in the page's language, as Intl knows it ("Bangladesh
 * Time", Bengali "বাংলাদেশ সময়"), to stand beside the city's name where
 * the page is not in English; '' where Intl has none but the offset.
 */
export function formatZoneName(timeZone: string, instant: number = Date.now()): string {
  const part = dateFormat({ timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  const name = part?.value ?? '';
  return /^(GMT|UTC|জিএমটি)/.test(name) ? '' : name;
}

/** A number with one decimal, such as an average rating: "4.5". */
export function formatDecimal(n: number): string {
  return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}

/** A calendar month, `monthIndex` from 0: "Nov 2026" (Bengali: "নভে ২০২৬"). */
export function formatMonth(year: number, monthIndex: number): string {
  return dateFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, monthIndex, 1));
}

/** An amount of money (fees and payments are in US dollars): "$25.00" (Bengali: "২৫.০০ US$"). */
export function formatMoney(dollars: number, currency = 'USD'): string {
  return numberFormat({ style: 'currency', currency: currency.toUpperCase() }).format(dollars);
}

/** A round amount of dollars, as a chart's axis marks it: "$25" (Bengali: "২৫ US$"). */
export function formatWholeMoney(dollars: number): string {
  return numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);
}

/** An amount in a currency's smallest unit, as Stripe counts it (100000, 'usd' → "$1,000.00"). */
export function formatMinorUnits(cents: number, currency: string): string {
  return formatMoney(cents / 100, currency);
}

/** A camp's fee: its amount, or "Free" for 0. */
export function formatFee(fee: number): string {
  return fee === 0 ? translate('common.free') : formatMoney(fee);
}
