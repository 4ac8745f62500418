// The returns calls (core/contracts/admin/refunds.ts, decision 0083) through the admin's typed
// client: the list, one return, and the writes, each of which answers the return as it is now.
import type {
  RefundCreateInputIn,
  RefundPaymentInputIn,
  RefundStatusChangeIn,
} from "../../../../core/contracts/admin/refunds.ts";
import type { AdminClient } from "../../api.ts";

/** The returns calls, by what they do. */
export function refundsApi(client: AdminClient) {
  const refunds = client.api.admin.refunds;
  const refund = refunds[":id"];
  return {
    list: (query: Record<string, string>) => refunds.$get({ query }),
    read: (id: string) => refund.$get({ param: { id } }),
    create: (json: RefundCreateInputIn) => refunds.$post({ json }),
    changeStatus: (id: string, json: RefundStatusChangeIn) => refund.$patch({ param: { id }, json }),
    refund: (id: string, json: RefundPaymentInputIn) => refund.refund.$post({ param: { id }, json }),
  };
}
