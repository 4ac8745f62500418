// Site reviews in the back office (SPEC §3 Review, §4 approved or unapproved; issue #12 item 4
// "reviews (approve or unapprove site reviews)"): /api/admin/reviews. Reviews arrive through
// /api/front/reviews, unapproved; the admin approves, unapproves or deletes them.
import { type } from "arktype";
import { adminListQuery } from "../admin-resources.ts";
import type { otherRatingNames } from "../front.ts";

/** The list's `approved` filter: `true` (shown on the shop) or `false` (awaiting approval). */
export const approvedFilter = type("'true' | 'false'")
  .pipe((text) => text === "true")
  .configure({ message: "errors.invalidInput" });

export const reviewSorts = ["createdAt", "overallRating", "reviewerName"] as const;
export const ReviewListQuery = adminListQuery(reviewSorts, { approved: approvedFilter });

/** PATCH: approve (`true`) or unapprove (`false`); the review's own texts are the reviewer's. */
export const ReviewPatch = type({
  approved: type("boolean").configure({ message: "validation.choice" }),
}).onUndeclaredKey("delete");
export type ReviewPatch = typeof ReviewPatch.infer;

/** A review as the admin reads it, in the list and alone. */
export interface ReviewRow {
  id: number;
  reviewerName: string;
  reviewerEmail: string;
  overallRating: number;
  otherRatings: Partial<Record<(typeof otherRatingNames)[number], number>> | null;
  comment: string | null;
  approved: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
}
