// The abandoned-cart calls (core/contracts/admin/abandoned-carts.ts, decision 0093) through the
// admin's typed client: the list, one cart (by its customer's id), and the reminder, which answers
// the cart as it is now.
import type { AdminClient } from "../../api.ts";

/** The abandoned-cart calls, by what they do. */
export function abandonedCartsApi(client: AdminClient) {
  const carts = client.api.admin["abandoned-carts"];
  const cart = carts[":id"];
  return {
    list: (query: Record<string, string>) => carts.$get({ query }),
    read: (id: string) => cart.$get({ param: { id } }),
    remind: (id: string) => cart.remind.$post({ param: { id } }),
  };
}
