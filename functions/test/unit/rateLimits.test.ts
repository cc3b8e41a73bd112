/** The rate limits' settings and whom they count (the counting itself runs on the emulators: functions/test/api/rateLimits.test.ts). */
import type { Request } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { clientAddress, normalizeAddress, rateLimitClient } from '../../src/rateLimits/clientKey.ts';
import { parseRateLimit, RATE_LIMITS, rateLimitFor } from '../../src/rateLimits/limits.ts';
import { counterId } from '../../src/rateLimits/rateLimitStore.ts';

function request(headers: Record<string, string>, remoteAddress = '127.0.0.1'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower[name.toLowerCase()], socket: { remoteAddress } } as unknown as Request;
}

describe('rate limit settings', () => {
  it('reads <requests>/<seconds>', () => {
    expect(parseRateLimit('10/600')).toEqual({ requests: 10, windowSeconds: 600 });
    expect(parseRateLimit(' 3 / 60 ')).toEqual({ requests: 3, windowSeconds: 60 });
  });

  it('refuses what would mean no limit or nonsense', () => {
    for (const text of ['0/600', '10/0', '-1/60', '10', '10/60s', 'ten/60', '1e3/60', '']) expect(parseRateLimit(text), text).toBeNull();
  });

  it('uses the setting, or the default when it is unset or unreadable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = (values: Record<string, string>) => (name: string) => values[name];
    expect(rateLimitFor('contact', settings({}))).toEqual(RATE_LIMITS.contact.default);
    expect(rateLimitFor('contact', settings({ RATE_LIMIT_CONTACT: '3/60' }))).toEqual({ requests: 3, windowSeconds: 60 });
    expect(rateLimitFor('contact', settings({ RATE_LIMIT_CONTACT: 'unlimited' }))).toEqual(RATE_LIMITS.contact.default);
    expect(rateLimitFor('checkin', settings({ RATE_LIMIT_CONTACT: '3/60' }))).toEqual(RATE_LIMITS.checkin.default);
  });

  it('has one setting per limit, each named RATE_LIMIT_…', () => {
    const settings = Object.values(RATE_LIMITS).map((l) => l.setting);
    expect(new Set(settings).size).toBe(settings.length);
    for (const setting of settings) expect(setting).toMatch(/^RATE_LIMIT_[A-Z][A-Z0-9_]*$/);
  });
});

describe('whom a limit counts', () => {
  it('counts a signed-in caller by uid, whatever address they come from', () => {
    expect(rateLimitClient(request({ 'x-forwarded-for': '198.51.100.7' }), 'uid-1')).toBe('uid:uid-1');
    expect(rateLimitClient(request({ 'x-forwarded-for': '198.51.100.7' }), null)).toBe('ip:198.51.100.7');
  });

  it("takes Hosting's Fastly-Client-IP first, then the first X-Forwarded-For address, then the connection", () => {
    expect(clientAddress(request({ 'fastly-client-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }))).toBe('203.0.113.9');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }))).toBe('198.51.100.7');
    expect(clientAddress(request({}, '::ffff:192.0.2.4'))).toBe('192.0.2.4');
  });

  it('skips a header that holds no address', () => {
    expect(clientAddress(request({ 'fastly-client-ip': 'nonsense', 'x-forwarded-for': 'unknown, 10.0.0.1' }, '192.0.2.4'))).toBe('192.0.2.4');
    expect(clientAddress(request({}, ''))).toBe('unknown');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    expect(normalizeAddress('2001:db8:85a3:0042:1000:8a2e:370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(normalizeAddress('2001:DB8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalizeAddress('not-an-address')).toBeNull();
  });

  it('names a counter by limit and a hash of the client, never the address itself', () => {
    const id = counterId('contact', 'ip:198.51.100.7');
    expect(id).toMatch(/^contact_[A-Za-z0-9_-]{32}$/);
    expect(id).not.toContain('198');
    expect(counterId('contact', 'ip:198.51.100.8')).not.toBe(id);
    expect(counterId('donation', 'ip:198.51.100.7')).not.toBe(id);
  });
});
