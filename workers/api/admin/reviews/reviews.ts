import { and, count, eq } from "drizzle-orm";
import type { ReviewRow, reviewSorts } from "../../../../core/contracts/admin/reviews.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Db } from "../../../../db/client.ts";
import { reviews } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { deleteUnlessUsed, listOrder, listPage, pageWindow, searchText, type Translate } from "../resource-kit.ts";

const columns = {
  id: reviews.id,
  reviewerName: reviews.reviewerName,
  reviewerEmail: reviews.reviewerEmail,
  overallRating: reviews.overallRating,
  otherRatings: reviews.otherRatings,
  comment: reviews.comment,
  approved: reviews.approved,
  createdAt: reviews.createdAt,
};

/** A page of site reviews, newest first unless asked otherwise, searched in name, email and comment. */
export async function listReviews(
  db: Db,
  query: AdminListQuery<(typeof reviewSorts)[number]> & { approved?: boolean },
) {
  const window = pageWindow(query);
  const where = and(
    searchText(query.search, [reviews.reviewerName, reviews.reviewerEmail, reviews.comment]),
    query.approved === undefined ? undefined : eq(reviews.approved, query.approved),
  );
  const [items, [counted]] = await db.batch([
    db
      .select(columns)
      .from(reviews)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "-createdAt",
          {
            createdAt: reviews.createdAt,
            overallRating: reviews.overallRating,
            reviewerName: reviews.reviewerName,
          },
          reviews.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return listPage<ReviewRow>(items, counted?.total ?? 0, window);
}

/** One review, or null. */
export async function getReview(db: Db, id: number): Promise<ReviewRow | null> {
  return (await db.select(columns).from(reviews).where(eq(reviews.id, id)).get()) ?? null;
}

/** Approves or unapproves a review (SPEC §4); 404 when there is none. */
export async function setReviewApproved(db: Db, id: number, approved: boolean) {
  const changed = await db.update(reviews).set({ approved }).where(eq(reviews.id, id));
  if (changed.rowsAffected === 0) throw new AppError("not_found");
}

/** Deletes a review (nothing refers to one); 404 when there is none. */
export function deleteReview(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(db, reviews, id, [], t("admin.nouns.review"));
}
