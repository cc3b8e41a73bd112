import { describe, expect, it } from 'vitest';
import { isQuietHour, quietHoursEnd, smsCountryOfTimeZone, smsSegments, smsSendableAt, wantsSms } from '../src/sms.ts';

describe('smsSegments', () => {
  it('counts GSM-7 text in septets: 160 in one message, 153 per part beyond', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsSegments('a'.repeat(306)).parts).toBe(2);
    expect(smsSegments('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension characters (€, brackets) as two septets', () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsSegments('€'.repeat(81)).parts).toBe(2);
  });

  it('makes Bengali UCS-2: 70 characters in one message, 67 per part', () => {
    expect(smsSegments('ক'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsSegments('ক'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsSegments('ক'.repeat(134)).parts).toBe(2);
    expect(smsSegments('ক'.repeat(135)).parts).toBe(3);
  });

  it('turns a whole English message UCS-2 for one character outside GSM-7 (a curly quote)', () => {
    expect(smsSegments(`${'a'.repeat(100)}’`)).toMatchObject({ encoding: 'UCS-2', parts: 2 });
  });
});

describe('quiet hours', () => {
  const dhaka = 'Asia/Dhaka'; // UTC+6
  it('are 21:00 to 08:00 on the recipient’s clock', () => {
    expect(isQuietHour(new Date('2026-12-01T14:59:00Z'), dhaka)).toBe(false); // 20:59
    expect(isQuietHour(new Date('2026-12-01T15:00:00Z'), dhaka)).toBe(true); // 21:00
    expect(isQuietHour(new Date('2026-12-01T01:59:00Z'), dhaka)).toBe(true); // 07:59
    expect(isQuietHour(new Date('2026-12-01T02:00:00Z'), dhaka)).toBe(false); // 08:00
  });

  it('end at the next 08:00 there', () => {
    expect(quietHoursEnd(new Date('2026-12-01T16:30:00Z'), dhaka).toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-12-01T20:15:00Z'), dhaka).toISOString()).toBe('2026-12-02T02:00:00.000Z');
  });

  it('hold a message until morning, unless the camp starts sooner', () => {
    const night = new Date('2026-12-01T17:00:00Z'); // 23:00 in Dhaka
    expect(smsSendableAt(night, dhaka, '2026-12-02T04:00:00Z').toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect(smsSendableAt(night, dhaka, '2026-12-02T01:00:00Z')).toBe(night);
    const day = new Date('2026-12-01T05:00:00Z');
    expect(smsSendableAt(day, dhaka, '2026-12-02T04:00:00Z')).toBe(day);
  });
});

describe('consent', () => {
  it('is only an opt-in with a number in E.164', () => {
    expect(wantsSms({ smsOptIn: true, smsPhone: '+8801712345678' })).toBe(true);
    expect(wantsSms({ smsOptIn: false, smsPhone: '+8801712345678' })).toBe(false);
    expect(wantsSms({ smsPhone: '+8801712345678' })).toBe(false);
    expect(wantsSms({ smsOptIn: true, smsPhone: '01712345678' })).toBe(false);
    expect(wantsSms(undefined)).toBe(false);
  });

  it('reads numbers in the camp’s country', () => {
    expect(smsCountryOfTimeZone('Asia/Kolkata')).toBe('IN');
    expect(smsCountryOfTimeZone('UTC')).toBe('BD');
  });
});
