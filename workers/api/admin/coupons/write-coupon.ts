import { eq, sql } from "drizzle-orm";
import { couponProblem, type CouponInput, type CouponPatch } from "../../../../core/contracts/admin/coupons.ts";
import { parseDayMonthYear } from "../../../../core/validation/rules.ts";
import type { Db } from "../../../../db/client.ts";
import { coupons, orders } from "../../../../db/schema/index.ts";
import { dayStart, formatDate, nextDay, type DateProfile } from "../../../../i18n/dates.ts";
import { AppError } from "../../../lib/errors.ts";
import { deleteUnlessUsed, failedConstraint, refusingTaken, type Translate } from "../resource-kit.ts";

/** Which input field a unique constraint of the table stands for. */
const uniqueFields = { "coupons.code": "code" };

/** The instant a coupon starts (its first day's start) or ends (its last day's end), in the shop's time zone. */
const startOf = (day: string | null | undefined, profile: DateProfile) => (day ? dayStart(day, profile) : null);
const endOf = (day: string | null | undefined, profile: DateProfile) => (day ? dayStart(nextDay(day), profile) : null);

/** The saved instant's day as an ISO date (the end's: its last day, the one before the instant). */
const savedDay = (epochMs: number | null, profile: DateProfile) =>
  epochMs === null ? null : parseDayMonthYear(formatDate(epochMs, profile));

/** The columns a whole input writes: blank minimum 0, open dates and limits null, active unless said. */
function columnsOf(input: CouponInput, profile: DateProfile) {
  return {
    code: input.code,
    type: input.type,
    value: input.value,
    minCartAmount: input.minCartAmount ?? 0,
    startsAt: startOf(input.startsOn, profile),
    endsAt: endOf(input.endsOn, profile),
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    active: input.active ?? true,
  };
}

/**
 * Runs a coupon's write: a code taken (whatever its case: codes are kept upper-cased) is refused at
 * the code, a usage limit below the uses so far at the usage limit.
 */
async function refusing(write: () => Promise<unknown>, t: Translate) {
  await refusingTaken(
    async () => {
      try {
        await write();
      } catch (error) {
        if (failedConstraint(error, "CHECK")?.includes("coupons_usage_within_limit")) {
          throw new AppError("invalid_input", { usageLimit: t("admin.coupons.usageLimit.belowUses") });
        }
        throw error;
      }
    },
    uniqueFields,
    t,
  );
}

/** Creates a coupon and answers its id. */
export async function createCoupon(db: Db, input: CouponInput, profile: DateProfile, t: Translate) {
  let id = 0;
  await refusing(async () => {
    const [created] = await db.insert(coupons).values(columnsOf(input, profile)).returning({ id: coupons.id });
    id = created?.id ?? 0;
  }, t);
  if (!id) throw new Error("The coupon insert returned no row");
  return id;
}

/**
 * Replaces (PUT) or changes (PATCH) a coupon. A PATCH's fields are checked over the saved ones (a
 * value against the saved type, an end against the saved start). Ending a coupon is `active: false`.
 */
export async function updateCoupon(
  db: Db,
  id: number,
  change: { mode: "replace"; input: CouponInput } | { mode: "patch"; input: CouponPatch },
  profile: DateProfile,
  t: Translate,
) {
  const [saved] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!saved) throw new AppError("not_found");
  let set: Partial<typeof coupons.$inferInsert>;
  if (change.mode === "replace") set = columnsOf(change.input, profile);
  else {
    const { input } = change;
    const problem = couponProblem({
      type: input.type ?? saved.type,
      value: input.value ?? saved.value,
      startsOn: input.startsOn === undefined ? savedDay(saved.startsAt, profile) : input.startsOn,
      endsOn:
        input.endsOn === undefined ? savedDay(saved.endsAt === null ? null : saved.endsAt - 1, profile) : input.endsOn,
    });
    if (problem) throw new AppError("invalid_input", { [problem.path[0]]: t(problem.message) });
    set = {
      ...(input.code === undefined ? {} : { code: input.code }),
      ...(input.type === undefined ? {} : { type: input.type }),
      ...(input.value === undefined ? {} : { value: input.value }),
      ...(input.minCartAmount === undefined ? {} : { minCartAmount: input.minCartAmount ?? 0 }),
      ...(input.startsOn === undefined ? {} : { startsAt: startOf(input.startsOn, profile) }),
      ...(input.endsOn === undefined ? {} : { endsAt: endOf(input.endsOn, profile) }),
      ...(input.usageLimit === undefined ? {} : { usageLimit: input.usageLimit }),
      ...(input.perCustomerLimit === undefined ? {} : { perCustomerLimit: input.perCustomerLimit }),
      ...(input.active === undefined ? {} : { active: input.active }),
    };
  }
  await refusing(
    () =>
      db
        .update(coupons)
        .set({ ...set, updatedAt: Date.now() })
        .where(eq(coupons.id, id))
        .run(),
    t,
  );
}

/**
 * Deletes a coupon no order used: 404 without it, `coupon_used` (409, "end it instead") when any
 * order, even a cancelled one, used it: the orders keep its code, and it is ended instead.
 */
export async function deleteCoupon(db: Db, id: number, t: Translate) {
  await deleteUnlessUsed(
    db,
    coupons,
    id,
    [sql`select 1 from ${orders} where ${orders.couponId} = ${id}`],
    t("admin.nouns.coupon"),
    "coupon_used",
  );
}
