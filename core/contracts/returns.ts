// A return request (issue #10 item 10, decision 0053): POST /api/account/orders/{id}/refunds. Flat
// like every contract, so the order page's plain form and JSON callers send the same fields: the
// reason, and per order line `quantity-<orderLineId>` (0 or missing: that line is kept).
import { type } from "arktype";
import { requiredText } from "../validation/rules.ts";
import type { ValidationMessage } from "../validation/messages.ts";

/** The field that carries how many of an order line go back. */
export const returnQuantityField = (orderLineId: number) => `quantity-${orderLineId}` as const;

const quantityField = /^quantity-(\d{1,12})$/;

/** How many of a line go back: a whole number, 0 or more; a blank form field is 0 (the admin's returns too). */
export const returnQuantity = type("number | string")
  .pipe((value) =>
    typeof value === "number" ? value : value.trim() === "" ? 0 : /^\d{1,9}$/.test(value.trim()) ? Number(value) : -1,
  )
  .narrow(
    (value, ctx) => (Number.isSafeInteger(value) && value >= 0) || ctx.reject({ message: "returns.quantity.invalid" }),
  )
  .configure({ message: "returns.quantity.invalid" });

export const ReturnRequest = type({
  reason: requiredText({ max: 1000, message: "returns.reason.required" }),
  "[/^quantity-\\d{1,12}$/]": returnQuantity,
}).onUndeclaredKey("delete");
export type ReturnRequest = typeof ReturnRequest.infer;

/** Every message `ReturnRequest` may report (contracts.test.ts probes it). */
export const returnRequestMessages = [
  "returns.reason.required",
  "returns.quantity.invalid",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/** The lines a request returns, as order line id → quantity, lines of 0 left out. */
export function returnedQuantities(request: ReturnRequest): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const [field, value] of Object.entries(request)) {
    const match = quantityField.exec(field);
    if (match && typeof value === "number" && value > 0) quantities.set(Number(match[1]), value);
  }
  return quantities;
}
