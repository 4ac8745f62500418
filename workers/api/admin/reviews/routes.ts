import { ReviewListQuery, ReviewPatch } from "../../../../core/contracts/admin/reviews.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { deleteReview, getReview, listReviews, setReviewApproved } from "./reviews.ts";

/**
 * /api/admin/reviews (issue #12 item 4, SPEC §3 Review, §4; decision 0069): the list (search,
 * sort, page, `approved` filter), one review, PATCH `{ approved }` and DELETE, on decision 0054's
 * convention; reviews are not written here (they come from /api/front/reviews). A
 * `catalogueRoutes()` router: the home page shows approved reviews, so an approval or a delete
 * reaches the cached storefront on the next request.
 */
export const adminReviews = catalogueRoutes()
  .get("/", access("admin"), validate(ReviewListQuery, { target: "query" }), async (c) =>
    ok(c, await listReviews(c.var.db, c.req.valid("query"))),
  )
  .get("/:id", access("admin"), async (c) => {
    const review = await getReview(c.var.db, pathId(c));
    if (!review) throw new AppError("not_found");
    return ok(c, review);
  })
  .patch("/:id", access("admin"), validate(ReviewPatch), async (c) => {
    const db = c.var.db;
    const { approved } = c.req.valid("json");
    await setReviewApproved(db, pathId(c), approved);
    const t = translator(c);
    return ok(c, await getReview(db, pathId(c)), {
      message: t(approved ? "admin.reviews.approvedDone" : "admin.reviews.unapprovedDone"),
    });
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteReview(c.var.db, pathId(c), translator(c));
    return ok(c, null);
  });
