// Coupons at checkout (SPEC §3 Coupon: percent or fixed, minimum cart amount, start and end dates;
// issue #10: a usage limit). One rule decides whether a coupon applies and what it takes off; the
// order's batch enforces the usage limit again in the database (coupons_usage_within_limit).
import { applyBasisPoints } from "./totals.ts";

export interface CouponRule {
  type: "percent" | "fixed";
  /** Percent: basis points (1000 = 10 %); fixed: minor units. */
  value: number;
  minCartAmount: number;
  startsAt: number | null;
  endsAt: number | null;
  usageLimit: number | null;
  usedCount: number;
}

/** How a coupon code is stored and compared: trimmed, upper-cased (coupons_code_shape). */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/**
 * Whether a coupon applies to goods worth `goodsTotal` (sub-total plus selections, before the
 * discount) at `now`: started, not ended (the end instant is excluded), the minimum reached, uses left.
 */
export function isCouponApplicable(coupon: CouponRule, goodsTotal: number, now: number): boolean {
  if (coupon.startsAt !== null && now < coupon.startsAt) return false;
  if (coupon.endsAt !== null && now >= coupon.endsAt) return false;
  if (goodsTotal < coupon.minCartAmount) return false;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return false;
  return true;
}

/** What a coupon takes off goods worth `goodsTotal`: never more than the goods, never below zero. */
export function couponDiscount(coupon: Pick<CouponRule, "type" | "value">, goodsTotal: number): number {
  const discount = coupon.type === "percent" ? applyBasisPoints(goodsTotal, coupon.value) : coupon.value;
  return Math.min(Math.max(0, discount), Math.max(0, goodsTotal));
}
