// Collections (issue #22 item 6, decision 0094): how a salesperson collected money from a customer
// (the offline payment kinds) and the states a collection's receipt goes through.

/** Cash, a bank transfer (with its reference) or a cheque (number, bank, due day). */
export const collectionMethods = ["cash", "bank_transfer", "check"] as const;
export type CollectionMethod = (typeof collectionMethods)[number];

/**
 * recorded: the salesperson wrote the receipt; its allocations hold the orders' open amounts.
 * confirmed: the office received the money; the allocations became the orders' payments.
 * voided: cancelled with a reason (only while recorded); it holds nothing and counts for nothing.
 * A collection is never deleted.
 */
export const collectionStates = ["recorded", "confirmed", "voided"] as const;
export type CollectionState = (typeof collectionStates)[number];
