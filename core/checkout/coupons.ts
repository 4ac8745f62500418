// Coupons at checkout (SPEC §3 Coupon: percent or fixed, minimum cart amount, start and end dates;
// issue #10: a usage limit). One rule decides whether a coupon applies and what it takes off; the
// order's batch enforces the usage limit again in the database (coupons_usage_within_limit).
import { applyBasisPoints } from "./totals.ts";

/** SPEC §3 coupon types: a percentage of the goods, or a fixed amount off them. */
export const couponTypes = ["percent", "fixed"] as const;
export type CouponType = (typeof couponTypes)[number];

export interface CouponRule {
  type: CouponType;
  /** Percent: basis points (1000 = 10 %); fixed: minor units. */
  value: number;
  minCartAmount: number;
  startsAt: number | null;
  endsAt: number | null;
  usageLimit: number | null;
  usedCount: number;
  /** Ended by the admin (decision 0088): refused like an expired coupon. */
  active: boolean;
}

/** How a coupon code is stored and compared: trimmed, upper-cased (coupons_code_shape). */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/**
 * Whether a coupon applies to goods worth `goodsTotal` (sub-total plus selections, before the
 * discount) at `now`: active, started, not ended (the end instant is excluded), the minimum reached, uses left.
 * One customer's own limit is checked beside it (`hasCustomerUsesLeft`).
 */
export function isCouponApplicable(coupon: CouponRule, goodsTotal: number, now: number): boolean {
  if (!coupon.active) return false;
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

/**
 * Whether one customer may use a coupon once more: `customerUses` of their orders that used it and
 * were not cancelled, below its per-customer limit (null: no limit). Placing the order checks it
 * again in its own batch (decision 0088).
 */
export const hasCustomerUsesLeft = (coupon: { perCustomerLimit: number | null }, customerUses: number): boolean =>
  coupon.perCustomerLimit === null || customerUses < coupon.perCustomerLimit;
