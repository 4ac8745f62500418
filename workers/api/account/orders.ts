// Shared by the order reads (list, dashboard): which orders count as spending and the columns of
// an order summary (decision 0017).
import { orders, type OrderStatus } from "../../../db/schema/index.ts";

/**
 * Orders that are not (or not yet) spending (decision 0017): cancelled, refused or rejected ones,
 * and online orders whose payment has not come through (issue #10: init, payment-pending).
 */
export const unspentStatuses: OrderStatus[] = ["cancelled", "refused", "rejected", "init", "payment-pending"];

export const orderSummaryColumns = {
  id: orders.id,
  // The API's name for it (issue #10 item 12); `orderNumber` stays for the pages that read it
  number: orders.orderNumber,
  orderNumber: orders.orderNumber,
  status: orders.status,
  currency: orders.currency,
  grandTotal: orders.grandTotal,
  totalItemsCount: orders.totalItemsCount,
  placedAt: orders.placedAt,
  purchaseOrderReference: orders.purchaseOrderReference,
};

export interface OrderSummary {
  id: number;
  number: string;
  orderNumber: string;
  status: OrderStatus;
  currency: string;
  grandTotal: number;
  totalItemsCount: number;
  placedAt: number;
  /** The buyer's own purchase-order reference: how a business finds its order again. */
  purchaseOrderReference: string | null;
}
