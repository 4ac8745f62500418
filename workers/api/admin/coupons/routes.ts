import { CouponInput, CouponListQuery, CouponPatch } from "../../../../core/contracts/admin/coupons.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getCoupon, listCoupons } from "./list-coupons.ts";
import { createCoupon, deleteCoupon, updateCoupon } from "./write-coupon.ts";

/**
 * /api/admin/coupons (SPEC §3 coupon; the admin "coupons" screens, decision 0088). Not catalogue
 * data: no cached page shows a coupon and every quote reads it live, so a change shows in the next
 * quote without bumping the catalogue version. Days are the profile's time zone's.
 */
export const couponRoutes = resourceRoutes({
  contracts: { listQuery: CouponListQuery, input: CouponInput, patch: CouponPatch },
  list: (r, query) => listCoupons(r.db, query, getProfile(r.env.PROFILE)),
  read: (r, id) => getCoupon(r.db, id, getProfile(r.env.PROFILE)),
  create: (r, input) => createCoupon(r.db, input, getProfile(r.env.PROFILE), r.t),
  update: (r, id, change) => updateCoupon(r.db, id, change, getProfile(r.env.PROFILE), r.t),
  remove: (r, id) => deleteCoupon(r.db, id, r.t),
  isCatalogue: false,
});
