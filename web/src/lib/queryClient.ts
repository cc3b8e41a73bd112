/**
 * The web app's one cache for reads and mutations (TanStack Query): the way
 * every read is made, with the query functions of lib/api.ts (the API) and
 * lib/firestoreRest.ts (public Firestore data over REST), or of the full SDK
 * (an aggregation). The other way is following Firestore live
 * (lib/liveRows.ts). A mutation updates the cache with its answer
 * (setQueryData) or invalidates the reads it changes (by their query keys,
 * lib/queryKeys.ts for those shared across features) instead of asking a
 * component to reload or keeping a copy in local state; a table's row action
 * is a mutation whose pending variables say which row is busy
 * (lib/useRowAction.ts). Signing out clears the cache.
 *
 * The hooks pass the client explicitly rather than reading it from a provider
 * at the root: the home page and Available Camps, whose first screens have a
 * byte budget, run their REST query functions through lib/useAsync.ts
 * instead, and a root provider would put TanStack Query's code in their
 * bundle.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An API error (403, 404, a validation message) is an answer, not a hiccup: show it at once.
      retry: false,
      // Data changes through this app's own mutations, which invalidate what they touch.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
