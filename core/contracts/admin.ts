// The inputs of /api/admin (issue #4 item 4: customers awaiting approval; the admin screens come
// in later issues). Field names are camelCase except those SPEC.md fixes (decision 0024).
import { type } from "arktype";

/** A customer's approval states (SPEC §4), as db/schema/people.ts stores them. */
export const customerApprovalStatuses = ["not_submitted", "pending", "approved", "rejected"] as const;

/** Admin decision on a customer's approval (SPEC §4); `canSeePrices` defaults to true on approval. */
export const ApprovalDecision = type({
  decision: type("'approved' | 'rejected'").configure({ message: "approval.decision.invalid" }),
  "canSeePrices?": "boolean",
}).onUndeclaredKey("delete");
export type ApprovalDecision = typeof ApprovalDecision.infer;
