import type { Db } from "../../../db/client.ts";
import { reviews } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { otherRatingNames, type honeypotField, type ReviewInput } from "../../../core/contracts/front.ts";

/**
 * Saves a site review unapproved (SPEC §4: reviews are approved or unapproved; an admin approves
 * it before it shows). A failed write answers "Review could not be submitted" (SPEC §8).
 */
export async function submitReview(db: Db, input: Omit<ReviewInput, typeof honeypotField>): Promise<{ id: number }> {
  const otherRatings = Object.fromEntries(
    otherRatingNames.flatMap((name) => (input[name] === undefined ? [] : [[name, input[name]]])),
  );
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        reviewerName: input.name,
        reviewerEmail: input.email,
        overallRating: input.overallRating,
        otherRatings: Object.keys(otherRatings).length > 0 ? otherRatings : null,
        comment: input.comment || null,
        approved: false,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error("The review insert returned no row");
    return row;
  } catch (error) {
    console.error("Review could not be submitted", error);
    throw new AppError("review_failed");
  }
}
