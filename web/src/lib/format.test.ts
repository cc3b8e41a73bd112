import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatFee, formatMoney, formatMonth, formatTimeOfDay, formatUtcOffset, formatWholeMoney } from './format.ts';
import { switchLanguage } from './i18n/i18n.ts';

describe('formatDateTime', () => {
  it('prints weekday, date and time in the visitor’s time zone', () => {
    // Built from local time, so the expected text holds in any time zone the tests run in.
    expect(formatDateTime(new Date(2026, 11, 5, 9, 0).toISOString())).toBe('Sat, Dec 5, 2026, 9:00 AM');
    expect(formatDateTime(new Date(2030, 2, 14, 22, 5).toISOString())).toBe('Thu, Mar 14, 2030, 10:05 PM');
  });

  it('prints a camp’s date in the camp’s own zone, named, wherever the visitor is', () => {
    expect(formatDateTime('2026-12-05T03:00:00.000Z', 'Asia/Dhaka')).toBe('Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)');
    expect(formatDateTime('2026-12-05T03:00:00.000Z', 'UTC')).toBe('Sat, Dec 5, 2026, 3:00 AM UTC');
  });

  it('gives back text that is not a date unchanged', () => {
    expect(formatDateTime('next week')).toBe('next week');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatTimeOfDay', () => {
  it('prints the hour on the camp’s clock, whatever the visitor’s zone', () => {
    expect(formatTimeOfDay('2026-12-05T09:05:00.000Z', 'Asia/Dhaka')).toBe('3:05 PM');
    expect(formatTimeOfDay('2026-12-05T09:05:00.000Z', 'America/Chicago')).toBe('3:05 AM');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('formatMonth and formatWholeMoney', () => {
  it('write a chart\'s months and axis amounts', () => {
    expect(formatMonth(2026, 10)).toBe('Nov 2026');
    expect(formatWholeMoney(25)).toBe('$25');
  });
});

describe('in Bengali', () => {
  afterEach(() => switchLanguage('en', { remember: false }));

  it('writes dates, counts and money with Bengali digits, the camp zone still named', async () => {
    await switchLanguage('bn', { remember: false });
    const when = formatDateTime('2026-12-05T03:00:00.000Z', 'Asia/Dhaka');
    expect(when).toContain('৯:০০');
    expect(when).toContain('বাংলাদেশ');
    expect(formatCount(12345)).toBe('১২,৩৪৫');
    expect(formatMoney(25)).toContain('২৫.০০');
    expect(formatWholeMoney(1250)).toBe('১,২৫০ US$');
    expect(formatMonth(2026, 10)).toBe('নভে ২০২৬');
    expect(formatFee(0)).toBe('বিনামূল্যে');
    expect(formatTimeOfDay('2026-12-05T09:05:00.000Z', 'Asia/Dhaka')).toContain('৩:০৫');
  });

  it('goes back to English digits when the language changes back', async () => {
    await switchLanguage('bn', { remember: false });
    await switchLanguage('en', { remember: false });
    expect(formatCount(12345)).toBe('12,345');
    expect(formatFee(25)).toBe('$25.00');
    expect(formatFee(0)).toBe('Free');
  });
});

describe('formatUtcOffset', () => {
  afterEach(() => switchLanguage('en', { remember: false }));
  it('writes a zone’s offset as UTC±hh:mm, in the digits of the language shown', async () => {
    expect(formatUtcOffset(360)).toBe('UTC+06:00');
    expect(formatUtcOffset(-210)).toBe('UTC-03:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    await switchLanguage('bn', { remember: false });
    expect(formatUtcOffset(360)).toBe('UTC+০৬:০০');
  });
});
