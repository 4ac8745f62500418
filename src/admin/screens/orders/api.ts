// The order desk's calls (core/contracts/admin/orders.ts, decision 0080) through the admin's typed
// client: the list, one order, and the writes, each of which answers the order as it is now.
import type {
  OrderDetail,
  OrderListPage,
  OrderNoteInputIn,
  OrderPaymentInputIn,
  OrderShippingInputIn,
  OrderStatusChangeIn,
} from "../../../../core/contracts/admin/orders.ts";
import type { AdminClient, TypedResponse } from "../../api.ts";

type Answer<T> = Promise<TypedResponse<{ data: T }>>;
type Param = { param: { id: string } };

/** `/api/admin/orders` as the contract describes it. */
interface OrderRoutes {
  $get(args: { query: Record<string, string> }): Answer<OrderListPage>;
  ":id": {
    $get(args: Param): Answer<OrderDetail>;
    $patch(args: Param & { json: OrderStatusChangeIn }): Answer<OrderDetail>;
    shipping: { $patch(args: Param & { json: OrderShippingInputIn }): Answer<OrderDetail> };
    payments: { $post(args: Param & { json: OrderPaymentInputIn }): Answer<OrderDetail> };
    notes: { $post(args: Param & { json: OrderNoteInputIn }): Answer<OrderDetail> };
  };
}

/** The order desk's routes of the typed client. */
export const orderRoutesOf = (client: AdminClient): OrderRoutes =>
  (client.api.admin as unknown as { orders: OrderRoutes }).orders;

/** The order desk's calls, by what they do. */
export function ordersApi(client: AdminClient) {
  const orders = orderRoutesOf(client);
  return {
    list: (query: Record<string, string>) => orders.$get({ query }),
    read: (id: string) => orders[":id"].$get({ param: { id } }),
    changeStatus: (id: string, json: OrderStatusChangeIn) => orders[":id"].$patch({ param: { id }, json }),
    saveShipping: (id: string, json: OrderShippingInputIn) => orders[":id"].shipping.$patch({ param: { id }, json }),
    recordPayment: (id: string, json: OrderPaymentInputIn) => orders[":id"].payments.$post({ param: { id }, json }),
    addNote: (id: string, json: OrderNoteInputIn) => orders[":id"].notes.$post({ param: { id }, json }),
  };
}
