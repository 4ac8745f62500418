// The office's quote calls (core/contracts/quotes.ts, decision 0104) through the admin's typed
// client: the list, one quote, and the answer.
import type { AdminClient } from "../../api.ts";

/** The quote calls, by what they do. */
export function quotesApi(client: AdminClient) {
  const quotes = client.api.admin.quotes;
  return {
    list: (query: Record<string, string>) => quotes.$get({ query }),
    read: (id: string) => quotes[":id"].$get({ param: { id } }),
  };
}
