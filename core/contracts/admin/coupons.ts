// Coupons in the back office (SPEC §3 coupon; issue #21 item 3; decision 0088): /api/admin/coupons.
import { type } from "arktype";
import { couponTypes, normaliseCouponCode, type CouponType } from "../../checkout/coupons.ts";
import { money, optionalDate, optionalLimit, optionalMoney, requiredText } from "../../validation/rules.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { adminListQuery } from "../admin-resources.ts";

/** A percent coupon's value in basis points: 1 % to 100 %. */
export const couponPercentRange = { min: 100, max: 10_000 } as const;

const couponFields = type({
  // Unique whatever its case: kept upper-cased, as checkout compares it
  code: requiredText({ max: 40 }).pipe(normaliseCouponCode),
  type: type.enumerated(...couponTypes).configure({ message: "admin.coupons.type.required" }),
  // Percent: basis points (the form types a percentage); fixed: minor units
  value: money(),
  "minCartAmount?": optionalMoney(),
  // DD/MM/YYYY, read as ISO days; the end day is included
  "startsOn?": optionalDate(),
  "endsOn?": optionalDate(),
  "usageLimit?": optionalLimit(),
  "perCustomerLimit?": optionalLimit(),
  "active?": "boolean",
}).onUndeclaredKey("delete");

/** What the rules between fields need of a coupon (a PATCH's fields over the saved ones). */
export interface CouponShape {
  type?: CouponType | undefined;
  value?: number | undefined;
  startsOn?: string | null | undefined;
  endsOn?: string | null | undefined;
}

/**
 * The first rule between fields a coupon breaks, and at which field, or null: a percent of
 * 1–100 %, a fixed amount above 0, the last day not before the first.
 */
export function couponProblem(coupon: CouponShape): { message: ValidationMessage; path: [string] } | null {
  const { type: kind, value, startsOn, endsOn } = coupon;
  if (kind === "percent" && value !== undefined && (value < couponPercentRange.min || value > couponPercentRange.max)) {
    return { message: "admin.coupons.percent.range", path: ["value"] };
  }
  if (kind === "fixed" && value !== undefined && value < 1)
    return { message: "validation.amount.positive", path: ["value"] };
  if (startsOn && endsOn && endsOn < startsOn) return { message: "admin.coupons.endsBeforeStart", path: ["endsOn"] };
  return null;
}

const consistent = (
  coupon: CouponShape,
  ctx: { reject: (problem: { message: ValidationMessage; path: string[] }) => false },
) => {
  const problem = couponProblem(coupon);
  return problem === null || ctx.reject(problem);
};

/**
 * A coupon as the admin writes it (decision 0088): a code (unique case-insensitively, kept
 * upper-cased), percent (1–100 %, in basis points) or fixed (above 0, in minor units), a minimum
 * cart amount (0 when blank), the first and last day it applies (DD/MM/YYYY, either open), a
 * total and a per-customer usage limit (blank: none) and whether it is active (ended when not).
 */
export const CouponInput = couponFields.narrow(consistent);
export type CouponInput = typeof CouponInput.infer;

/** PATCH: any of the fields; the API checks `couponProblem` again over the saved coupon. */
export const CouponPatch = couponFields.partial().narrow(consistent);
export type CouponPatch = typeof CouponPatch.infer;

/** The list's filter: coupons that apply or may apply (`active`), or ended ones (`ended`). */
export const couponStates = ["active", "ended"] as const;
export type CouponState = (typeof couponStates)[number];

export const couponSorts = ["code", "value", "startsAt", "endsAt", "uses", "revenue", "createdAt"] as const;
export const CouponListQuery = adminListQuery(couponSorts, {
  state: type.enumerated(...couponStates).configure({ message: "errors.invalidInput" }),
});

/** A row of the list, and the detail the edit screen reads. */
export interface CouponRow {
  id: number;
  code: string;
  type: CouponType;
  value: number;
  minCartAmount: number;
  /** The first day it applies, DD/MM/YYYY in the shop's time zone; null when open. */
  startsOn: string | null;
  /** The last day it applies (included), DD/MM/YYYY; null when open. */
  endsOn: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
  /** `ended`: made inactive or past its last day; `active` otherwise (a coupon not yet started too). */
  state: CouponState;
  /** Orders that used it and were not cancelled (refused, rejected). */
  uses: number;
  /** Those orders' grand totals, in minor units. */
  revenue: number;
}
