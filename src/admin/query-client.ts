import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { queryDefaults } from "./query-defaults.ts";

/**
 * The admin app's TanStack Query client on SPEC §9's defaults. Every failed query and mutation is
 * reported once, through `onFailure` (the SPEC §8 toast, or the session dialog for a 401), so no
 * screen reports failures its own way. A query with `meta.silent` shows its failure in place (a
 * count on the dashboard) and asks for no toast; so does a mutation with `meta.silent` (a list's
 * delete whose refusal its dialog shows, reporting any other failure itself).
 */
export function createAdminQueryClient(options: {
  onFailure: (error: unknown, how: { silent: boolean }) => void;
}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => options.onFailure(error, { silent: query.meta?.silent === true }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        options.onFailure(error, { silent: mutation.meta?.silent === true }),
    }),
    defaultOptions: {
      queries: { ...queryDefaults },
      // A write is never sent twice on its own: the admin sees the failure and decides.
      mutations: { retry: false },
    },
  });
}
