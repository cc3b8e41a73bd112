import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCampCalendar, campCalendarFileName, CAMP_CALENDAR_HOURS } from '../src/calendar.ts';

const camp = {
  campId: 'camp-42',
  CampName: 'Free Eye Screening, Dhaka',
  DateTime: '2026-12-05T03:00:00.000Z',
  Location: 'Community Hall, Mirpur 10, Dhaka',
  HealthcareProfessional: 'Dr. Farhana Rahman',
  TimeZone: 'Asia/Dhaka',
  url: 'https://campcare.example.org/campDetail/camp-42',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

describe('buildCampCalendar', () => {
  it('writes the camp at its wall-clock time in its own zone, for the instant stored', () => {
    const text = buildCampCalendar(camp);
    expect(text).toContain('DTSTART;TZID=Asia/Dhaka:20261205T090000');
    const event = parse(text);
    expect(event.startDate.toJSDate().toISOString()).toBe(camp.DateTime);
    expect(event.endDate.toJSDate().getTime() - Date.parse(camp.DateTime)).toBe(CAMP_CALENDAR_HOURS * 3_600_000);
    expect(event.startDate.zone.tzid).toBe('Asia/Dhaka');
    expect(event.location).toBe(camp.Location);
    expect(event.summary).toBe(camp.CampName);
    expect(event.uid).toBe('camp-camp-42@campcare');
    expect(event.description).toContain(camp.url);
  });

  it('words its description in English by default, or with the labels given, the camp’s texts as typed', () => {
    expect(parse(buildCampCalendar(camp)).description).toBe(`Healthcare professional: ${camp.HealthcareProfessional}\nDetails: ${camp.url}`);
    const labels = { professional: (name: string) => `চিকিৎসক: ${name}`, details: (url: string) => `বিস্তারিত: ${url}` };
    expect(parse(buildCampCalendar(camp, new Date(), { labels })).description).toBe(`চিকিৎসক: ${camp.HealthcareProfessional}\nবিস্তারিত: ${camp.url}`);
  });

  it('keeps UTC times for a camp without a zone, and for one whose hours cross a clock change', () => {
    const utc = parse(buildCampCalendar({ ...camp, TimeZone: null }));
    expect(utc.startDate.toJSDate().toISOString()).toBe(camp.DateTime);
    // New York falls back at 06:00 UTC on 2026-11-01.
    const crossing = buildCampCalendar({ ...camp, TimeZone: 'America/New_York', DateTime: '2026-11-01T04:30:00.000Z' });
    expect(crossing).toContain('DTSTART:20261101T043000Z');
    expect(crossing).toContain('X-WR-TIMEZONE:America/New_York');
  });

  it('numbers later versions higher, so a calendar replaces the older entry', () => {
    const first = parse(buildCampCalendar(camp, new Date('2026-11-01T00:00:00Z')));
    const later = parse(buildCampCalendar(camp, new Date('2026-11-02T00:00:00Z')));
    expect(later.sequence).toBeGreaterThan(first.sequence);
  });

  it('writes a cancelled camp as the same event, cancelled, so calendars drop it', () => {
    const text = buildCampCalendar(camp, new Date('2026-11-03T00:00:00Z'), { cancelled: true });
    expect(text).toContain('METHOD:CANCEL\r\n');
    expect(text).not.toContain('METHOD:PUBLISH');
    expect(text).toContain('X-WR-TIMEZONE:Asia/Dhaka');
    const event = parse(text);
    expect(event.uid).toBe('camp-camp-42@campcare');
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.startDate.zone.tzid).toBe('Asia/Dhaka');
    expect(event.sequence).toBeGreaterThan(parse(buildCampCalendar(camp, new Date('2026-11-01T00:00:00Z'))).sequence);
    expect(buildCampCalendar(camp)).toContain('STATUS:CONFIRMED');
  });

  it('names the file after the camp', () => {
    expect(campCalendarFileName('Free Eye Screening, Dhaka')).toBe('camp-free-eye-screening-dhaka.ics');
    expect(campCalendarFileName('Clínica São Jorge')).toBe('camp-clinica-sao-jorge.ics');
    expect(campCalendarFileName('!!!')).toBe('camp-event.ics');
  });
});
