/**
 * The web app's one cache for API reads and mutations (TanStack Query). Every
 * hook in features/<feature>/api/ uses this client; a mutation invalidates the
 * reads it changes (by their query keys) instead of asking a component to
 * reload.
 *
 * The hooks pass the client explicitly rather than reading it from a provider
 * at the root: the home page and Available Camps, whose first screen has a
 * byte budget, read public Firestore data with lib/useAsync.ts instead, and a
 * root provider would put TanStack Query's code in their bundle.
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
