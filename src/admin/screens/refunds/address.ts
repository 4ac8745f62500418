// The returns list's address (SPEC §2: list pages keep their query in the address): beside the
// kit's `?search=&sort=&page=&perPage=`, the API's `status`, `customer` and `order` filters. The
// routes are in the admin app's main chunk, which must not run the contract's arktype types at
// start (decision 0055), so the lists are written here again, typed by the contract;
// address.test.ts holds them equal.
import { type } from "arktype";
import type { RefundSort, RefundStatus } from "../../../../core/contracts/admin/refunds.ts";

export const refundListSorts = ["createdAt", "status", "referenceTotal"] as const satisfies readonly RefundSort[];

export const refundStatusChoices = [
  "requested",
  "approved",
  "rejected",
  "received",
  "refunded",
] as const satisfies readonly RefundStatus[];

const id = type(/^[1-9]\d{0,11}$/);

export const refundAddressFilters = {
  status: type.enumerated(...refundStatusChoices),
  customer: id,
  order: id,
};
