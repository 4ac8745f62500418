import { type } from "arktype";
import { emailAddress, requiredText } from "./contact-input.ts";

/** Longest accepted text per field; the review form's `maxlength` attributes read the same numbers. */
export const reviewLimits = { name: 100, comment: 2000 } as const;

/** The other ratings a review may carry besides the overall one (SPEC §3 "other ratings"). */
export const otherRatingNames = ["quality", "delivery", "service"] as const;

// One to five stars, sent as a JSON number or as the string a plain HTML form posts.
const stars = type("1 <= number.integer <= 5").or(type("string.integer.parse").to("1 <= number.integer <= 5"));

/**
 * SPEC §5 review: overall rating at least 1, name and a valid email required; the comment and
 * the other ratings are optional. Used by POST /api/front/reviews and the /review/add form.
 */
export const ReviewInput = type({
  overallRating: stars,
  "quality?": stars,
  "delivery?": stars,
  "service?": stars,
  name: requiredText(reviewLimits.name),
  email: emailAddress,
  "comment?": type("string.trim").to(`string <= ${reviewLimits.comment}`),
});
export type ReviewInput = typeof ReviewInput.infer;
