import { describe, expect, it } from 'vitest';
import { isPaidUpcoming, personalDataFileName, registrationFate, type FateCamp } from '../src/account.ts';
import type { PaymentStatus } from '../src/model.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const camp = (days: number, extra: Partial<FateCamp> = {}): FateCamp => ({ DateTime: inDays(days), ...extra });
const registration = (PaymentStatus: PaymentStatus) => ({ PaymentStatus, ConfirmationStatus: 'Pending' as const });

describe('registrationFate', () => {
  it.each<[PaymentStatus, 'cancel-and-refund' | 'keep', string]>([
    ['Unpaid', 'keep', 'cancel'],
    ['Free', 'keep', 'cancel'],
    ['Unpaid', 'cancel-and-refund', 'cancel'],
    ['Paid', 'cancel-and-refund', 'cancel-and-refund'],
    ['Paid', 'keep', 'keep'],
    ['Refunded', 'cancel-and-refund', 'keep'],
    ['Disputed', 'cancel-and-refund', 'keep'],
  ])('a %s registration for a camp in ten days, choice %s: %s', (status, choice, fate) => {
    expect(registrationFate(registration(status), camp(10), choice, NOW)).toBe(fate);
  });

  it('keeps every registration of a camp that took place or was cancelled', () => {
    for (const status of ['Unpaid', 'Free', 'Paid'] as const) {
      expect(registrationFate(registration(status), camp(-3), 'cancel-and-refund', NOW)).toBe('keep');
      expect(registrationFate(registration(status), camp(10, { cancelledAt: inDays(-1) }), 'cancel-and-refund', NOW)).toBe('keep');
    }
  });

  it('keeps a paid registration past the refund cut-off even when a refund was asked for', () => {
    expect(registrationFate(registration('Paid'), camp(1, { refundCutoffHours: 48 }), 'cancel-and-refund', NOW)).toBe('keep');
    expect(registrationFate(registration('Paid'), camp(3, { refundCutoffHours: 48 }), 'cancel-and-refund', NOW)).toBe('cancel-and-refund');
  });
});

describe('isPaidUpcoming', () => {
  it('is a paid registration of a camp still to come', () => {
    expect(isPaidUpcoming({ PaymentStatus: 'Paid' }, camp(10), NOW)).toBe(true);
    expect(isPaidUpcoming({ PaymentStatus: 'Paid' }, camp(-1), NOW)).toBe(false);
    expect(isPaidUpcoming({ PaymentStatus: 'Paid', campCancelledAt: inDays(-1) }, camp(10), NOW)).toBe(false);
    expect(isPaidUpcoming({ PaymentStatus: 'Unpaid' }, camp(10), NOW)).toBe(false);
  });
});

it('names the download after its day', () => {
  expect(personalDataFileName(NOW)).toBe('campcare-my-data-2026-11-23.json');
});
