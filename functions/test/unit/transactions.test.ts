/**
 * When a failed transaction is run again. The emulator's closed-transaction
 * answer cannot be produced on demand, so these stand-ins for Firestore
 * fail the way it does (the concurrency suite meets the real thing now and then).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTransaction } from '../../src/firestore/transactions.ts';

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
  details: 'Transaction is invalid or closed.',
});
const otherInvalid = Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3, details: 'bad field' });

/** A Firestore whose transactions fail with these errors, in order, then succeed. */
function failingFirestore(...errors: Error[]) {
  const runTransactionSpy = vi.fn(async () => {
    const error = errors.shift();
    if (error) throw error;
    return 'committed';
  });
  return { firestore: { runTransaction: runTransactionSpy } as unknown as Firestore, calls: runTransactionSpy };
}

afterEach(() => vi.unstubAllEnvs());

describe('runTransaction', () => {
  it('runs a transaction the emulator closed again', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const { firestore, calls } = failingFirestore(closed, closed);
    await expect(runTransaction(async () => 'x', { firestore })).resolves.toBe('committed');
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('gives up after five runs', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const { firestore, calls } = failingFirestore(closed, closed, closed, closed, closed, closed);
    await expect(runTransaction(async () => 'x', { firestore })).rejects.toBe(closed);
    expect(calls).toHaveBeenCalledTimes(5);
  });

  it('never retries that answer in production, nor any other error', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '');
    const production = failingFirestore(closed);
    await expect(runTransaction(async () => 'x', { firestore: production.firestore })).rejects.toBe(closed);
    expect(production.calls).toHaveBeenCalledTimes(1);

    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const other = failingFirestore(otherInvalid);
    await expect(runTransaction(async () => 'x', { firestore: other.firestore })).rejects.toBe(otherInvalid);
    expect(other.calls).toHaveBeenCalledTimes(1);
  });

  it('passes the attempts on to the SDK', async () => {
    const { firestore, calls } = failingFirestore();
    await runTransaction(async () => 'x', { firestore, maxAttempts: 10 });
    expect(calls).toHaveBeenCalledWith(expect.any(Function), { maxAttempts: 10 });
  });
});
