import { describe, expect, it } from 'vitest';
import { claimedDelivery, isFreshEvent, MAIL_MAX_ATTEMPTS, mayClaimMail, type MailDelivery } from '../src/mail.ts';

const now = new Date('2026-12-01T10:00:00.000Z');
const delivery = (patch: Partial<MailDelivery>): MailDelivery => ({
  state: 'PENDING',
  attempts: 0,
  startTime: null,
  endTime: null,
  leaseExpireTime: null,
  error: null,
  info: null,
  ...patch,
});

describe('mayClaimMail', () => {
  it('takes a new mail (no delivery yet, as the extension writes them), a PENDING and a RETRY one', () => {
    expect(mayClaimMail(undefined, now)).toBe(true);
    expect(mayClaimMail(delivery({ state: 'PENDING' }), now)).toBe(true);
    expect(mayClaimMail(delivery({ state: 'RETRY', attempts: 3 }), now)).toBe(true);
  });

  it('never takes a sent mail again', () => {
    expect(mayClaimMail(delivery({ state: 'SUCCESS', attempts: 1 }), now)).toBe(false);
  });

  it('takes a held mail only once its lease ran out', () => {
    expect(mayClaimMail(delivery({ state: 'PROCESSING', leaseExpireTime: '2026-12-01T10:00:01.000Z' }), now)).toBe(false);
    expect(mayClaimMail(delivery({ state: 'PROCESSING', leaseExpireTime: '2026-12-01T10:00:00.000Z' }), now)).toBe(true);
  });

  it('retries a failure after a growing wait, and gives up after the last attempt', () => {
    const failed = (attempts: number, minutesAgo: number) =>
      delivery({ state: 'ERROR', attempts, endTime: new Date(now.getTime() - minutesAgo * 60_000).toISOString() });
    expect(mayClaimMail(failed(1, 0.5), now)).toBe(false);
    expect(mayClaimMail(failed(1, 1), now)).toBe(true);
    expect(mayClaimMail(failed(3, 3), now)).toBe(false);
    expect(mayClaimMail(failed(3, 4), now)).toBe(true);
    expect(mayClaimMail(failed(MAIL_MAX_ATTEMPTS, 10_000), now)).toBe(false);
  });
});

describe('claimedDelivery', () => {
  it('counts the attempt and holds a lease from now', () => {
    const claimed = claimedDelivery(delivery({ state: 'ERROR', attempts: 2, error: 'refused' }), now);
    expect(claimed).toMatchObject({ state: 'PROCESSING', attempts: 3, startTime: now.toISOString(), endTime: null, error: null });
    expect(Date.parse(claimed.leaseExpireTime!)).toBeGreaterThan(now.getTime());
  });
});

describe('isFreshEvent', () => {
  it('is news only when the document’s own time is close to the event', () => {
    expect(isFreshEvent('2026-12-01T09:58:00.000Z', now)).toBe(true);
    expect(isFreshEvent('2026-12-01T09:40:00.000Z', now)).toBe(false);
    expect(isFreshEvent('2026-12-01T10:30:00.000Z', now)).toBe(false);
    expect(isFreshEvent(undefined, now)).toBe(false);
    expect(isFreshEvent('not a date', now)).toBe(false);
  });
});
