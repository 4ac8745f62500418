import type { FormRoutes } from "./form-post.ts";

/**
 * The forms of one saved order list (decision 0099), each sent on to the list's API at `api` (the
 * customer's `/api/account/lists/{id}` or the salesperson's `/api/sales/customers/{id}/lists/{id}`):
 * the same five forms work without JavaScript on both pages (decision 0039).
 */
export const orderListFormRoutes = (api: string) =>
  ({
    rename: { method: "PUT", path: api },
    remove: { method: "DELETE", path: api },
    addLine: { method: "POST", path: `${api}/lines` },
    lineQuantity: { method: "PUT", path: (id: string) => `${api}/lines/${id}` },
    lineRemove: { method: "DELETE", path: (id: string) => `${api}/lines/${id}` },
  }) satisfies FormRoutes;
