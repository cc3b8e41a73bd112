/** An event's notices: each one runs though another fails, and the first failure reaches the trigger for its retry. */
import { describe, expect, it } from 'vitest';
import { queueEveryNotice } from '../../src/mail/everyNotice.ts';

describe('queueEveryNotice', () => {
  it('runs the text although the mail failed, then rethrows the mail’s failure', async () => {
    const ran: string[] = [];
    const mailDown = new Error('mail queue unavailable');
    const outcome = queueEveryNotice([
      async () => {
        ran.push('mail');
        throw mailDown;
      },
      async () => {
        ran.push('text');
      },
    ]);
    await expect(outcome).rejects.toBe(mailDown);
    expect(ran).toEqual(['mail', 'text']);
  });

  it('answers once every notice is queued', async () => {
    const ran: string[] = [];
    await queueEveryNotice([async () => void ran.push('mail'), async () => void ran.push('text')]);
    expect(ran.sort()).toEqual(['mail', 'text']);
  });
});
