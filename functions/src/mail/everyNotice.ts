/**
 * An event's notices (its mail, its text) all run even when one fails, and
 * the first failure is then rethrown: the trigger's retry redoes only what is
 * missing, as each notice is queued once under its own id.
 */
export async function queueEveryNotice(notices: readonly (() => Promise<unknown>)[]): Promise<void> {
  const outcomes = await Promise.allSettled(notices.map((queue) => queue()));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
}
