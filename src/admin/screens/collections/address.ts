// The collections list's address (SPEC §2: list pages keep their query in the address): beside the
// kit's `?search=&sort=&page=&perPage=`, every filter of /api/admin/collections under the API's own
// name (state, method, salesperson, customer, from, to), so the address is the API's query. The
// states and methods come from core/collections.ts, which has no arktype types to run at the main
// chunk's start (decision 0055); the sorts are the contract's written again, typed by it, and
// address.test.ts holds them equal.
import { type } from "arktype";
import { collectionMethods, collectionStates } from "../../../../core/collections.ts";
import type { CollectionSort } from "../../../../core/contracts/sales.ts";
import { parseIsoDay } from "../../../../core/validation/rules.ts";

export const collectionListSorts = [
  "collectedOn",
  "amount",
  "receiptNumber",
  "chequeDueOn",
] as const satisfies readonly CollectionSort[];
export const collectionStateChoices = collectionStates;
export const collectionMethodChoices = collectionMethods;

const id = type(/^[1-9]\d{0,11}$/);
/** A day as the native date picker and the API write it: YYYY-MM-DD. */
const day = type("string").narrow((value) => parseIsoDay(value) !== null);

export const collectionAddressFilters = {
  state: type.enumerated(...collectionStates),
  method: type.enumerated(...collectionMethods),
  salesperson: id,
  customer: id,
  from: day,
  to: day,
};
