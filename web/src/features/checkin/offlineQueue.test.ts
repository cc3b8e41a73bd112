import { beforeEach, describe, expect, it } from 'vitest';
import { dequeue, enqueue, QUEUE_STORAGE_KEY, readQueue, targetOf } from './offlineQueue.ts';

const TICKET = 'AbCdEfGhIjKlMnOpQrStUv-_';

describe('the offline check-in queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps scans in order, once each, across reloads (it is only localStorage)', () => {
    enqueue(localStorage, 'camp-1', { ticket: TICKET }, 'Ticket AbCdEf…', new Date('2026-11-23T09:00:00Z'));
    enqueue(localStorage, 'camp-1', { registrationId: 'camp-1_u2' }, 'Grace Wanjiru');
    enqueue(localStorage, 'camp-1', { ticket: TICKET }, 'Ticket AbCdEf…');
    enqueue(localStorage, 'camp-2', { ticket: TICKET }, 'Ticket AbCdEf…');
    const items = readQueue(localStorage);
    expect(items.map((i) => [i.campId, i.label])).toEqual([
      ['camp-1', 'Ticket AbCdEf…'],
      ['camp-1', 'Grace Wanjiru'],
      ['camp-2', 'Ticket AbCdEf…'],
    ]);
    expect(items[0]!.queuedAt).toBe('2026-11-23T09:00:00.000Z');
    expect(targetOf(items[0]!)).toEqual({ ticket: TICKET });
    expect(targetOf(items[1]!)).toEqual({ registrationId: 'camp-1_u2' });
  });

  it('forgets what was sent, and the storage key once empty', () => {
    const [first] = enqueue(localStorage, 'camp-1', { ticket: TICKET }, 'x');
    expect(dequeue(localStorage, first!.key)).toEqual([]);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('survives damaged storage: bad JSON is an empty queue, bad entries are dropped', () => {
    localStorage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(readQueue(localStorage)).toEqual([]);
    localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([{ key: 'k' }, null, { key: 'c:t:x', campId: 'c', ticket: 'x', label: 'x', queuedAt: '' }]));
    expect(readQueue(localStorage).map((i) => i.key)).toEqual(['c:t:x']);
  });
});
