/** How the API answers what it did not throw itself. */
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../../src/http/errors.ts';

function answer(error: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as Response;
  errorHandler(error, { path: '/x', method: 'POST' } as Request, res, () => undefined);
  return sent;
}

describe('errorHandler', () => {
  it('answers a transaction that kept losing races with 409, asking to try again', () => {
    const aborted = Object.assign(new Error('10 ABORTED: Too much contention on these documents.'), { code: 10 });
    expect(answer(aborted)).toEqual({
      status: 409,
      body: { error: { code: 'aborted', message: 'Someone else changed this at the same moment. Please try again.' } },
    });
  });

  it('answers anything else unknown with a 500 that says nothing of the cause', () => {
    const { status, body } = answer(Object.assign(new Error('secret detail'), { code: 13 }));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('logs the unknown error with its message, code and stack, not as {}', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    answer(Object.assign(new Error('4 DEADLINE_EXCEEDED: the transaction took too long'), { code: 4, details: 'the transaction took too long' }));
    expect(logged).toHaveBeenCalledTimes(1);
    const [, fields] = logged.mock.calls[0]!;
    expect(fields).toMatchObject({ path: '/x', method: 'POST', error: { name: 'Error', message: '4 DEADLINE_EXCEEDED: the transaction took too long', code: 4, details: 'the transaction took too long' } });
    expect(JSON.stringify(fields)).toContain('errorHandler.test.ts');
    logged.mockRestore();
  });

  it('logs a thrown object that cannot be written as JSON as text, and still answers 500', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cyclic: Record<string, unknown> = { reason: 'loop' };
    cyclic.self = cyclic;
    expect(answer(cyclic).status).toBe(500);
    expect(logged.mock.calls[0]![1]).toMatchObject({ error: '[object Object]' });
    logged.mockRestore();
  });
});
