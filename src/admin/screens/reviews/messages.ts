import type { MessageKey } from "../../../../i18n/index.ts";

/** What the reviews tab says (decision 0069). */
export const reviewScreenMessages = [
  "admin.reviews.approvedFilter",
  "admin.reviews.all",
  "admin.reviews.approved",
  "admin.reviews.unapproved",
  "admin.reviews.approve",
  "admin.reviews.unapprove",
  "admin.reviews.approvedDone",
  "admin.reviews.unapprovedDone",
  "admin.reviews.noComment",
  "admin.reviews.sort",
  "admin.reviews.sort.newest",
  "admin.reviews.sort.oldest",
  "admin.reviews.sort.highest",
  "admin.reviews.sort.lowest",
  "review.stars",
  "review.quality",
  "review.delivery",
  "review.service",
] as const satisfies readonly MessageKey[];
