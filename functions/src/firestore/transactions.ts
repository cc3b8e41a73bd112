/**
 * Firestore transactions for every resource.
 *
 * Contention is told apart from the emulator's quirk: production reports a
 * transaction that lost a race as ABORTED, which the SDK retries on its own.
 * The Firestore emulator, under concurrent transactions on one document,
 * may instead close a waiting transaction and answer its next call with
 * INVALID_ARGUMENT "Transaction is invalid or closed." (firebase-tools
 * issues 4473 and 6758), which the SDK does not retry: on the emulator that
 * answer is retried here too. Nothing was written by a closed transaction,
 * so running it again is safe.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { db } from './firebase.ts';
import { grpcCode, GRPC } from './grpc.ts';

const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true' || !!process.env.FIRESTORE_EMULATOR_HOST;
/** Runs of a transaction the emulator closed, before giving up. */
const CLOSED_TRANSACTION_RUNS = 5;

function closedByEmulator(error: unknown): boolean {
  return grpcCode(error) === GRPC.INVALID_ARGUMENT && /transaction is invalid or closed/i.test(String((error as { details?: unknown }).details ?? ''));
}

/** firestore.runTransaction (the app's database unless told), also retrying a transaction the emulator closed (see above). */
export async function runTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  { firestore = db, ...options }: { maxAttempts?: number; firestore?: Firestore } = {},
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await firestore.runTransaction(update, options);
    } catch (error) {
      if (run >= CLOSED_TRANSACTION_RUNS || !onEmulator() || !closedByEmulator(error)) throw error;
    }
  }
}
