// The quotes list's address (SPEC §2: list pages keep their query in the address): beside the
// kit's `?page=&perPage=`, the API's `status` filter (as shown: expired included).
import { type } from "arktype";
import { quoteStatuses } from "../../../../core/quotes/quote-status.ts";

export const quoteListSorts = ["-id"] as const;
export const quoteStatusChoices = quoteStatuses;
export const quoteAddressFilters = { status: type.enumerated(...quoteStatuses) };
