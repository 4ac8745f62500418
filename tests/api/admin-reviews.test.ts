// Issue #12 item 4, decision 0069: site reviews in the back office (SPEC §3 Review, §4 approved or
// unapproved) at /api/admin/reviews: list (search, sort, page, approved filter), read, PATCH
// { approved }, DELETE; an approval shows on the cached storefront home on the next request.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReviewRow } from "../../core/contracts/admin/reviews.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { getProfile } from "../../core/profiles.ts";
import { reviews } from "../../db/schema/index.ts";
import { getHome } from "../../workers/api/catalogue/get-home.ts";
import { openDb } from "../../workers/lib/db.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { cacheOf, cachedPage } from "../fixtures/home-cache.ts";
import { createReview } from "../fixtures/reviews.ts";

const db = openDb(env);
const { admin, json } = adminApi<ReviewRow & AdminListPage<ReviewRow>>("reviews");

const approvedOf = async (id: number) =>
  (await db.select({ approved: reviews.approved }).from(reviews).where(eq(reviews.id, id)).get())?.approved;

describe("reviews: list", () => {
  const token = crypto.randomUUID().slice(0, 8);
  const made: (typeof reviews.$inferSelect)[] = [];
  beforeAll(async () => {
    const start = Date.now() - 60_000;
    const plan = [
      { rating: 5, approved: true, name: "Amal" },
      { rating: 2, approved: false, name: "Badr" },
      { rating: 4, approved: true, name: "Chadi" },
      { rating: 1, approved: false, name: "Dana" },
      { rating: 3, approved: false, name: "Eyad" },
    ];
    for (const [index, { rating, approved, name }] of plan.entries()) {
      made.push(
        await createReview(db, {
          reviewerName: `${name} ${token}`,
          overallRating: rating,
          approved,
          createdAt: start + index * 1000,
        }),
      );
    }
  });
  const names = (page: AdminListPage<ReviewRow>) => page.items.map((row) => row.reviewerName.split(" ")[0]);

  it("lists the reviews found by a search, newest first, with everything the admin reads", async () => {
    const page = (await json(await admin(`?search=${token}`))).data;
    expect(page.total).toBe(5);
    expect(names(page)).toEqual(["Eyad", "Dana", "Chadi", "Badr", "Amal"]);
    expect(page.items[4]).toEqual({
      id: made[0]?.id,
      reviewerName: `Amal ${token}`,
      reviewerEmail: made[0]?.reviewerEmail,
      overallRating: 5,
      otherRatings: { quality: 5, delivery: 4 },
      comment: made[0]?.comment,
      approved: true,
      createdAt: made[0]?.createdAt,
    });
  });

  it.each([
    ["true", ["Chadi", "Amal"]],
    ["false", ["Eyad", "Dana", "Badr"]],
  ])("filters by approved=%s", async (approved, expected) => {
    const page = (await json(await admin(`?search=${token}&approved=${approved}`))).data;
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it.each([
    ["overallRating", ["Dana", "Badr", "Eyad", "Chadi", "Amal"]],
    ["-overallRating", ["Amal", "Chadi", "Eyad", "Badr", "Dana"]],
    ["reviewerName", ["Amal", "Badr", "Chadi", "Dana", "Eyad"]],
    ["createdAt", ["Amal", "Badr", "Chadi", "Dana", "Eyad"]],
  ])("sorts by %s", async (sort, expected) => {
    expect(names((await json(await admin(`?search=${token}&sort=${sort}`))).data)).toEqual(expected);
  });

  it("pages the list", async () => {
    const page = (await json(await admin(`?search=${token}&sort=reviewerName&perPage=2&page=2`))).data;
    expect(page).toMatchObject({ total: 5, page: 2, perPage: 2 });
    expect(names(page)).toEqual(["Chadi", "Dana"]);
  });

  it.each([
    ["an unknown filter value", "approved=yes"],
    ["an unknown sort", "sort=reviewerEmail"],
    ["a page of 0", "page=0"],
  ])("refuses %s", async (_, query) => {
    const response = await admin(`?${query}`);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe("invalid_input");
  });
});

describe("reviews: read, approve, unapprove, delete", () => {
  it("reads one review, and answers 404 for one that does not exist", async () => {
    const review = await createReview(db);
    expect((await json(await admin(`/${review.id}`))).data).toMatchObject({ id: review.id, approved: false });
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/01")).status).toBe(404);
  });

  it("approves and unapproves a review, saying what the shop now shows", async () => {
    const review = await createReview(db);
    const approved = await admin(`/${review.id}`, { method: "PATCH", body: { approved: true } });
    expect(approved.status).toBe(200);
    const answer = await json(approved);
    expect(answer.data).toMatchObject({ id: review.id, approved: true });
    expect(answer.message).toBe("Review approved; the shop shows it now");
    expect(await approvedOf(review.id)).toBe(true);

    const unapproved = await json(await admin(`/${review.id}`, { method: "PATCH", body: { approved: false } }));
    expect(unapproved.data.approved).toBe(false);
    expect(unapproved.message).toBe("Review unapproved; the shop no longer shows it");
    expect(await approvedOf(review.id)).toBe(false);
  });

  it.each([
    ["no approved flag", {}],
    ["approved as text", { approved: "yes" }],
    ["approved as a number", { approved: 1 }],
  ])("refuses a PATCH with %s, changing nothing", async (_, body) => {
    const review = await createReview(db);
    const response = await admin(`/${review.id}`, { method: "PATCH", body });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ approved: "Choose one of the options" });
    expect(await approvedOf(review.id)).toBe(false);
  });

  it("does not let a PATCH change the reviewer's texts", async () => {
    const review = await createReview(db);
    await admin(`/${review.id}`, { method: "PATCH", body: { approved: true, comment: "Rewritten", overallRating: 1 } });
    expect((await json(await admin(`/${review.id}`))).data).toMatchObject({
      comment: review.comment,
      overallRating: review.overallRating,
      approved: true,
    });
  });

  it("answers 404 to a PATCH of a review that does not exist", async () => {
    expect((await admin("/999999999", { method: "PATCH", body: { approved: true } })).status).toBe(404);
  });

  it("deletes a review, then answers 404 for it", async () => {
    const review = await createReview(db);
    const response = await admin(`/${review.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toBeNull();
    expect(await db.$count(reviews, eq(reviews.id, review.id))).toBe(0);
    expect((await admin(`/${review.id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("reviews: the storefront follows at once (cache invalidated in the same request)", () => {
  it("shows an approved review on the next home page, and drops it once unapproved or deleted", async () => {
    const profile = getProfile(env.PROFILE);
    const home = cachedPage("/en/", async () =>
      (await getHome(db, "en", { menuTypes: profile.menuTypes })).reviews.map((review) => review.name).join("\n"),
    );
    const review = await createReview(db, { createdAt: Date.now() + 60_000 });
    await home.get();
    expect(cacheOf(await home.get())).toBe("hit memory");
    expect(await (await home.get()).text()).not.toContain(review.reviewerName);

    await admin(`/${review.id}`, { method: "PATCH", body: { approved: true } });
    const approved = await home.get();
    expect(cacheOf(approved)).toBe("miss");
    expect(await approved.text()).toContain(review.reviewerName);

    await admin(`/${review.id}`, { method: "PATCH", body: { approved: false } });
    expect(await (await home.get()).text()).not.toContain(review.reviewerName);

    await admin(`/${review.id}`, { method: "PATCH", body: { approved: true } });
    expect(await (await home.get()).text()).toContain(review.reviewerName);
    await admin(`/${review.id}`, { method: "DELETE" });
    expect(await (await home.get()).text()).not.toContain(review.reviewerName);
  });
});
