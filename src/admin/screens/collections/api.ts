// The collection calls of the back office (core/contracts/sales.ts, decision 0094) through the
// admin's typed client: the list, one collection, and the two writes, each of which answers the
// collection as it is now.
import type { AdminClient } from "../../api.ts";

/** The collection calls, by what they do. */
export function collectionsApi(client: AdminClient) {
  const collections = client.api.admin.collections;
  const collection = collections[":id"];
  return {
    list: (query: Record<string, string>) => collections.$get({ query }),
    read: (id: string) => collection.$get({ param: { id } }),
    confirm: (id: string) => collection.confirm.$post({ param: { id } }),
    void: (id: string, reason: string) => collection.void.$post({ param: { id }, json: { reason } }),
  };
}
