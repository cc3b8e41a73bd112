import { describe, expect, it } from 'vitest';
import {
  campTimeZone,
  DEFAULT_CAMP_TIME_ZONE,
  formatDateTimeInZone,
  fromZonedInputValue,
  isTimeZone,
  timeZoneChoices,
  toZonedInputValue,
  zoneOffsetMinutes,
} from '../src/timeZones.ts';

describe('camp time zones', () => {
  it('knows IANA names, old and new spellings, and UTC; refuses the rest', () => {
    for (const zone of ['Asia/Dhaka', 'Europe/Lisbon', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', 'asia dhaka', '', '+06:00', 'Europe/../etc']) expect(isTimeZone(zone)).toBe(false);
  });

  it('reads a camp without a zone (saved before zones existed) as UTC', () => {
    expect(DEFAULT_CAMP_TIME_ZONE).toBe('UTC');
    expect(campTimeZone({})).toBe('UTC');
    expect(campTimeZone({ TimeZone: 'Mars/Olympus' })).toBe('UTC');
    expect(campTimeZone({ TimeZone: 'Asia/Dhaka' })).toBe('Asia/Dhaka');
  });

  it('writes 09:00 in Dhaka as 09:00 Dhaka time, whoever reads it, with the zone named', () => {
    expect(formatDateTimeInZone('2026-12-05T03:00:00.000Z', 'Asia/Dhaka')).toBe('Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)');
    expect(formatDateTimeInZone('2026-12-05T03:00:00.000Z', 'Asia/Kolkata')).toBe('Sat, Dec 5, 2026, 8:30 AM Kolkata time (GMT+5:30)');
    expect(formatDateTimeInZone('2026-12-05T03:00:00.000Z', 'UTC')).toBe('Sat, Dec 5, 2026, 3:00 AM UTC');
    expect(formatDateTimeInZone('2026-07-05T08:00:00.000Z', 'America/New_York')).toBe('Sun, Jul 5, 2026, 4:00 AM New York time (GMT-4)');
    expect(formatDateTimeInZone('not a date', 'UTC')).toBe('not a date');
  });

  it('writes the same instant in Bengali with Bengali digits and the zone named in Bengali', () => {
    const dhaka = formatDateTimeInZone('2026-12-05T03:00:00.000Z', 'Asia/Dhaka', 'bn-BD');
    expect(dhaka).toContain('৫'); // the day, in Bengali digits
    expect(dhaka).toContain('৯:০০'); // 09:00 in Dhaka
    expect(dhaka).toContain('বাংলাদেশ'); // the zone, named
    expect(dhaka).not.toMatch(/[0-9]/);
    expect(formatDateTimeInZone('2026-12-05T03:00:00.000Z', 'Europe/Lisbon', 'bn-BD')).toContain('৩:০০');
    expect(formatDateTimeInZone('not a date', 'UTC', 'bn-BD')).toBe('not a date');
  });

  it('turns the camp form’s wall-clock time into the instant in the camp’s zone, and back', () => {
    expect(fromZonedInputValue('2026-12-05T09:00', 'Asia/Dhaka')).toBe('2026-12-05T03:00:00.000Z');
    expect(toZonedInputValue('2026-12-05T03:00:00.000Z', 'Asia/Dhaka')).toBe('2026-12-05T09:00');
    expect(fromZonedInputValue('2026-07-05T09:00', 'Europe/Lisbon')).toBe('2026-07-05T08:00:00.000Z');
    expect(fromZonedInputValue('2026-12-05T09:00', 'UTC')).toBe('2026-12-05T09:00:00.000Z');
    expect(fromZonedInputValue('5 Dec 2026', 'UTC')).toBeNull();
  });

  it('reads a time in the repeated autumn hour as the first one, and a time in the spring gap with the offset before it', () => {
    // New York, 2026-11-01: 01:30 happens twice (EDT, then EST).
    expect(fromZonedInputValue('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // New York, 2026-03-08: 02:30 never happens; read with EST, it is 03:30 EDT.
    const gap = fromZonedInputValue('2026-03-08T02:30', 'America/New_York')!;
    expect(toZonedInputValue(gap, 'America/New_York')).toBe('2026-03-08T03:30');
    expect(zoneOffsetMinutes(Date.parse(gap), 'America/New_York')).toBe(-240);
  });
});

describe('timeZoneChoices', () => {
  it('names every zone by its city with its offset from UTC, ordered by city, one entry per city', () => {
    const july = Date.parse('2026-07-01T00:00:00Z');
    const choices = timeZoneChoices(july);
    expect(choices.find((c) => c.zone === 'Asia/Dhaka')).toEqual({ zone: 'Asia/Dhaka', city: 'Dhaka', offsetMinutes: 360 });
    expect(choices.find((c) => c.zone === 'Europe/Lisbon')).toEqual({ zone: 'Europe/Lisbon', city: 'Lisbon', offsetMinutes: 60 });
    expect(choices.find((c) => c.city === 'Buenos Aires')?.offsetMinutes).toBe(-180);
    const cities = choices.map((c) => c.city);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
    const named = choices.map((c) => `${c.city} ${c.offsetMinutes}`);
    expect(new Set(named).size).toBe(named.length);
    expect(choices.length).toBeGreaterThan(300);
    // Every choice is a zone the API accepts.
    expect(choices.every((c) => isTimeZone(c.zone))).toBe(true);
  });
});
