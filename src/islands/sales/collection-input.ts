// What the collection form sends and where the answers about it show (decision 0096): the form
// names an order's amount `allocation-<orderId>` (as the returns form names `quantity-<lineId>`),
// the API takes `allocations: [{ orderId, amount }]` of the orders given an amount, and its
// messages name `allocations.<i>`: each is put back under the field of the i-th order sent.
import { minorOf } from "../../admin/kit/fields/money.ts";

export type Values = Record<string, string>;

/** An order's amount field: `allocation-<orderId>`, as the returns form names `quantity-<lineId>`. */
export const allocationField = (orderId: number) => `allocation-${orderId}`;

/** Typed major units as the API takes them: minor units, or the text itself for the contract to refuse. */
const minorOrText = (typed: string) => {
  const minor = minorOf(typed);
  return minor === null || Number.isNaN(minor) ? typed : minor;
};

/**
 * The API's body from the values: the fields the method shows, and the orders given an amount, in
 * the order shown; `orderIds[i]` is the order of `allocations[i]`, so a message about one finds its field.
 */
export function inputOf(values: Values, customerId: number, openOrders: readonly { id: number }[]) {
  const given = openOrders.filter((order) => (values[allocationField(order.id)] ?? "").trim() !== "");
  const method = values.method ?? "";
  const text = (name: string) => (values[name]?.trim() ? { [name]: values[name].trim() } : {});
  return {
    orderIds: given.map((order) => order.id),
    input: {
      customerId,
      method,
      amount: minorOrText(values.amount ?? ""),
      collectedOn: values.collectedOn ?? "",
      ...(method === "cash" ? {} : text("reference")),
      ...(method === "check" ? { ...text("bank"), chequeDueOn: values.chequeDueOn?.trim() || null } : {}),
      ...text("note"),
      allocations: given.map((order) => ({
        orderId: order.id,
        amount: minorOrText(values[allocationField(order.id)] ?? ""),
      })),
    },
  };
}

/** A message's field: `allocations.2.amount` (or `allocations.2`) is the third given order's amount. */
export function fieldOf(path: readonly PropertyKey[], orderIds: readonly number[]): string {
  const [head, index] = path;
  if (head === "allocations" && typeof index === "number" && orderIds[index] !== undefined)
    return allocationField(orderIds[index]);
  return path.map(String).join(".");
}
