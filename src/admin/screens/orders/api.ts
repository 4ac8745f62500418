// The order desk's calls (core/contracts/admin/orders.ts, decision 0080) through the admin's typed
// client: the list, one order, and the writes, each of which answers the order as it is now.
import type {
  OrderLinesInputIn,
  OrderNoteInputIn,
  OrderPaymentInputIn,
  OrderShippingInputIn,
  OrderStatusChangeIn,
} from "../../../../core/contracts/admin/orders.ts";
import type { ShipmentInputIn } from "../../../../core/contracts/admin/shipments.ts";
import type { AdminClient } from "../../api.ts";

/** The order desk's calls, by what they do. */
export function ordersApi(client: AdminClient) {
  const orders = client.api.admin.orders;
  const order = orders[":id"];
  return {
    list: (query: Record<string, string>) => orders.$get({ query }),
    read: (id: string) => order.$get({ param: { id } }),
    changeStatus: (id: string, json: OrderStatusChangeIn) => order.$patch({ param: { id }, json }),
    saveShipping: (id: string, json: OrderShippingInputIn) => order.shipping.$patch({ param: { id }, json }),
    recordPayment: (id: string, json: OrderPaymentInputIn) => order.payments.$post({ param: { id }, json }),
    shortShip: (id: string, json: OrderLinesInputIn) => order.lines.$post({ param: { id }, json }),
    addNote: (id: string, json: OrderNoteInputIn) => order.notes.$post({ param: { id }, json }),
    createShipment: (json: ShipmentInputIn) => client.api.admin.shipments.$post({ json }),
  };
}
