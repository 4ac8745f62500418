import { and, count, eq, gt, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { CouponRow, CouponState, couponSorts } from "../../../../core/contracts/admin/coupons.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import { restockingStatuses } from "../../../../core/orders/order-status.ts";
import type { Db } from "../../../../db/client.ts";
import { coupons, orders } from "../../../../db/schema/index.ts";
import { formatDate, type DateProfile } from "../../../../i18n/dates.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

/**
 * Each coupon's uses and revenue, one aggregate (decision 0088): the orders that used it and were
 * not cancelled (the statuses that give its use back), counted and their grand totals summed, read
 * from the orders_coupon_customer index alone.
 */
const usage = (db: Db) =>
  db
    .select({
      couponId: orders.couponId,
      uses: sql<number>`count(*)`.as("uses"),
      revenue: sql<number>`sum(${orders.grandTotal})`.as("revenue"),
    })
    .from(orders)
    .where(and(isNotNull(orders.couponId), notInArray(orders.status, [...restockingStatuses])))
    .groupBy(orders.couponId)
    .as("usage");

/** Ended: made inactive, or past its last day (`now` the instant asked at). */
const isEnded = (now: number): SQL =>
  or(eq(coupons.active, false), and(isNotNull(coupons.endsAt), lte(coupons.endsAt, now))) as SQL;

const stateIs = (state: CouponState | undefined, now: number): SQL | undefined => {
  if (state === "ended") return isEnded(now);
  if (state === "active") return and(eq(coupons.active, true), or(isNull(coupons.endsAt), gt(coupons.endsAt, now)));
  return undefined;
};

function selectRows(db: Db, now: number) {
  const used = usage(db);
  const uses = sql<number>`coalesce(${used.uses}, 0)`;
  const revenue = sql<number>`coalesce(${used.revenue}, 0)`;
  return {
    uses,
    revenue,
    query: db
      .select({
        id: coupons.id,
        code: coupons.code,
        type: coupons.type,
        value: coupons.value,
        minCartAmount: coupons.minCartAmount,
        startsAt: coupons.startsAt,
        endsAt: coupons.endsAt,
        usageLimit: coupons.usageLimit,
        perCustomerLimit: coupons.perCustomerLimit,
        active: coupons.active,
        isEnded: sql<number>`${isEnded(now)}`,
        uses,
        revenue,
      })
      .from(coupons)
      .leftJoin(used, eq(used.couponId, coupons.id)),
  };
}

type Selected = Awaited<ReturnType<typeof selectRows>["query"]>[number];

/** A row as the admin reads it: its days in the shop's time zone, the last one included. */
function rowOf({ startsAt, endsAt, isEnded: ended, ...row }: Selected, profile: DateProfile): CouponRow {
  return {
    ...row,
    startsOn: startsAt === null ? null : formatDate(startsAt, profile),
    endsOn: endsAt === null ? null : formatDate(endsAt - 1, profile),
    state: ended ? "ended" : "active",
  };
}

/** A page of coupons, searched by code, filtered by state (active or ended), with their uses and revenue. */
export async function listCoupons(
  db: Db,
  query: AdminListQuery<(typeof couponSorts)[number]> & { state?: CouponState },
  profile: DateProfile,
  now = Date.now(),
) {
  const window = pageWindow(query);
  const where = and(searchText(query.search, [coupons.code]), stateIs(query.state, now));
  const { query: rows, uses, revenue } = selectRows(db, now);
  const [items, [counted]] = await db.batch([
    rows
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "code",
          {
            code: coupons.code,
            value: coupons.value,
            startsAt: coupons.startsAt,
            endsAt: coupons.endsAt,
            uses,
            revenue,
            createdAt: coupons.createdAt,
          },
          coupons.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return listPage<CouponRow>(
    items.map((item) => rowOf(item, profile)),
    counted?.total ?? 0,
    window,
  );
}

/** One coupon, or null. */
export async function getCoupon(db: Db, id: number, profile: DateProfile, now = Date.now()): Promise<CouponRow | null> {
  const [coupon] = await selectRows(db, now).query.where(eq(coupons.id, id));
  return coupon ? rowOf(coupon, profile) : null;
}
