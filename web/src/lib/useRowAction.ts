/**
 * A table's row action (confirm, delete, change a role…) is a TanStack
 * mutation, and the row it is busy with is the mutation's own state: the
 * variables of the call in flight. No table keeps a busy id by hand.
 *
 *   const remove = useRowAction(useDeleteCamp(), (campId) => campId);
 *   await remove.run(camp._id);          // throws the API's error, as mutateAsync
 *   <Button disabled={remove.busyRow === camp._id}>
 *
 * A table with several actions asks busyRowOf(confirm, remove).
 */
import type { UseMutationResult } from '@tanstack/react-query';

export interface RowAction<TVariables, TData> {
  run: (variables: TVariables) => Promise<TData>;
  /** The id of the row whose action is in flight, or null. */
  busyRow: string | null;
}

export function useRowAction<TData, TVariables>(
  mutation: UseMutationResult<TData, Error, TVariables, unknown>,
  rowOf: (variables: TVariables) => string,
): RowAction<TVariables, TData> {
  const busyRow = mutation.isPending && mutation.variables !== undefined ? rowOf(mutation.variables) : null;
  return { run: mutation.mutateAsync, busyRow };
}

/** The row any of these actions is busy with (a row has one action in flight at a time). */
export function busyRowOf(...actions: RowAction<never, unknown>[]): string | null {
  return actions.find((action) => action.busyRow !== null)?.busyRow ?? null;
}
