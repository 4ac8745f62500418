import { type } from "arktype";
import { Hono, type Context } from "hono";
import { CartMirror } from "../../../core/contracts/cart.ts";
import { ReturnRequest } from "../../../core/contracts/returns.ts";
import {
  AddressInput,
  ApprovalForm,
  approvalFormMaxBytes,
  PasswordChange,
  PlacesQuery,
  ProfileUpdate,
} from "../../../core/contracts/account.ts";
import { workerPasswordHasher } from "../../../core/password-workerd.ts";
import { getProfile } from "../../../core/profiles.ts";
import { pageNumber } from "../../../core/validation/rules.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { isoDayOf } from "../../../i18n/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { appPath } from "../../lib/http/app-url.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { isFormPost, largeBody } from "../../lib/http/read-body.ts";
import { ok } from "../../lib/http/respond.ts";
import { safeRedirectTarget } from "../../lib/http/safe-redirect.ts";
import { validate } from "../../lib/http/validate.ts";
import { brake } from "../../lib/rate-limit.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import type { ApiEnv, ShopperEnv } from "../env.ts";
import { access } from "../auth/access.ts";
import { customerOrderLists } from "../order-lists/routes.ts";
import { customerQuotes } from "../quotes/routes.ts";
import { addSavedProduct } from "./add-saved-product.ts";
import type { PlaceContext } from "./addresses.ts";
import { approvalFormMultipartOverhead } from "./approval-file.ts";
import { cancelOrder } from "./cancel-order.ts";
import { changeCustomerPassword } from "./change-customer-password.ts";
import { companyRoutes } from "../company/routes.ts";
import { companyAccountOnly } from "../company/people.ts";
import { createAddress } from "./create-address.ts";
import { deleteAddress } from "./delete-address.ts";
import { getApprovalForm } from "./get-approval-form.ts";
import { getCustomerProfile } from "./get-customer-profile.ts";
import { getDashboardStats } from "./get-dashboard-stats.ts";
import { getOrder } from "./get-order.ts";
import { approvalFormLimits } from "./limits.ts";
import { listAddresses } from "./list-addresses.ts";
import { listOrders } from "./list-orders.ts";
import { listPlaces } from "./list-places.ts";
import { listRefunds } from "./list-refunds.ts";
import { listSavedProductIds } from "./list-saved-product-ids.ts";
import { listSavedProducts } from "./list-saved-products.ts";
import { removeSavedProduct } from "./remove-saved-product.ts";
import { saveCart } from "./save-cart.ts";
import { requestReturn } from "./request-return.ts";
import type { ProductListKind } from "./saved-products.ts";
import { setDefaultAddress } from "./set-default-address.ts";
import { approvalSubmittedEmail, submitApprovalForm } from "./submit-approval-form.ts";
import { updateAddress } from "./update-address.ts";
import { updateCustomerProfile } from "./update-customer-profile.ts";

/** The request's translator: the answers' messages in the caller's language. */
const translator = <E extends ApiEnv>(c: Context<E>) => useTranslations(requestLocale(c.req.raw, c.env));

function placeContext<E extends ApiEnv>(c: Context<E>): PlaceContext {
  const locale = requestLocale(c.req.raw, c.env);
  return { locale, flags: getProfile(c.env.PROFILE).flags, t: useTranslations(locale) };
}

const OrdersPage = type({ "page?": pageNumber() });

/**
 * Wishlist and favourites: list, save (PUT), remove (DELETE), and a plain form POST from the
 * catalogue's buttons. Those buttons sit in HTML shared by every visitor, so they carry no per-user
 * state: the POST saves and goes back to the page it came from (`?next=`, a same-site path) saying
 * so (`?saved=<list>`, `&already=1` when it was there already: issue #9 item 14), and a guest (or
 * an account not yet approved) is sent to sign in and back (decision 0017). JSON callers get the
 * usual 401/403, and a message saying whether the product was saved or already there.
 */
function savedProductRoutes(kind: ProductListKind) {
  const save = async (c: Context<ShopperEnv>) => {
    const productId = pathId(c);
    const isNew = await addSavedProduct(c.var.db, c.var.shopper.id, kind, productId);
    const locale = requestLocale(c.req.raw, c.env);
    if (isFormPost(c)) {
      const origin = new URL(c.req.url).origin;
      const back = new URL(
        safeRedirectTarget(c.req.query("next") ?? null, origin) ?? appPath(c, `/dashboard/${kind}`, locale),
        origin,
      );
      back.searchParams.set("saved", kind);
      if (isNew) back.searchParams.delete("already");
      else back.searchParams.set("already", "1");
      return c.redirect(back.pathname + back.search, 303);
    }
    const message = useTranslations(locale)(`account.${kind}.${isNew ? "saved" : "already"}`);
    return ok(c, { productId, saved: true, alreadySaved: !isNew }, { message });
  };
  return new Hono<ApiEnv>()
    .get("/", access("approvedCustomer"), async (c) =>
      ok(c, await listSavedProducts(c.var.db, c.var.shopper.id, kind, requestLocale(c.req.raw, c.env))),
    )
    .put("/:id", access("approvedCustomer"), save)
    .post("/:id", access("approvedCustomer", { signInFormPosts: "save" }), save)
    .delete("/:id", access("approvedCustomer"), async (c) => {
      await removeSavedProduct(c.var.db, c.var.shopper.id, kind, pathId(c));
      return ok(c, { productId: pathId(c), saved: false });
    });
}

/**
 * /api/account: the signed-in customer's own calls. The approval form (issue #4 item 4) is
 * onboarding (any customer); the customer area (issue #4 item 7, SPEC §2) is for approved
 * customers, restricted ones too (they may browse, decision 0012). The customer is always the
 * session's; ids in paths are looked up among that customer's rows only (IDOR).
 */
export const account = new Hono<ApiEnv>()
  .use(noStore())
  .post(
    "/approval-form",
    access("customer"),
    // Refused while streaming, before a byte of an oversized body is buffered.
    largeBody(approvalFormMaxBytes + approvalFormMultipartOverhead, "file_too_large"),
    validate(ApprovalForm),
    async (c) => {
      const customerId = c.var.shopper.id;
      await brake(c, [[approvalFormLimits.uploadPerAccount, String(customerId)]]);
      const input = c.req.valid("json");
      const locale = requestLocale(c.req.raw, c.env);
      const t = useTranslations(locale);
      const outcome = await submitApprovalForm(
        c.var.db,
        c.env.BUCKET,
        customerId,
        { companyNumber: input.companyNumber, bytes: new Uint8Array(await input.file.arrayBuffer()) },
        { adminEmail: approvalSubmittedEmail(c.env, customerId, input.companyNumber) },
      );
      if (outcome === "company_number_mismatch")
        throw new AppError("invalid_input", { companyNumber: t("approval.companyNumber.mismatch") });
      return ok(
        c,
        { status: "pending", redirect: appPath(c, "/approval-form", locale) },
        { message: t("approval.success"), status: 201 },
      );
    },
  )
  .get("/approval-form", access("customer"), async (c) => getApprovalForm(c.var.db, c.env.BUCKET, c.var.shopper.id))
  .get("/profile", access("approvedCustomer"), async (c) => ok(c, await getCustomerProfile(c.var.db, c.var.shopper.id)))
  .put("/profile", access("approvedCustomer"), companyAccountOnly, validate(ProfileUpdate), async (c) => {
    const db = c.var.db;
    await updateCustomerProfile(db, c.var.shopper.id, c.req.valid("json"));
    return ok(c, await getCustomerProfile(db, c.var.shopper.id), { message: translator(c)("profile.saved") });
  })
  .put("/password", access("approvedCustomer"), companyAccountOnly, validate(PasswordChange), async (c) => {
    const t = translator(c);
    const outcome = await changeCustomerPassword(
      c.var.db,
      await workerPasswordHasher(),
      c.var.shopper.id,
      c.req.valid("json"),
      c.var.session.id,
    );
    if (outcome === "wrong_old_password")
      throw new AppError("wrong_old_password", { oldPassword: t("profile.oldPassword.wrong") });
    return ok(c, null, { message: t("profile.password.changed") });
  })
  .get("/places", access("approvedCustomer"), validate(PlacesQuery, { target: "query" }), async (c) => {
    const { locale, flags } = placeContext(c);
    return ok(c, await listPlaces(c.var.db, locale, flags, { cityId: c.req.valid("query").cityId }));
  })
  .get("/addresses", access("approvedCustomer"), async (c) =>
    ok(c, await listAddresses(c.var.db, c.var.shopper.id, requestLocale(c.req.raw, c.env))),
  )
  .post("/addresses", access("approvedCustomer"), validate(AddressInput), async (c) => {
    const place = placeContext(c);
    const created = await createAddress(c.var.db, c.var.shopper.id, c.req.valid("json"), place);
    return ok(c, created, { message: place.t("address.saved"), status: 201 });
  })
  .put("/addresses/:id", access("approvedCustomer"), validate(AddressInput), async (c) => {
    const place = placeContext(c);
    await updateAddress(c.var.db, c.var.shopper.id, pathId(c), c.req.valid("json"), place);
    return ok(c, null, { message: place.t("address.saved") });
  })
  .put("/addresses/:id/default", access("approvedCustomer"), async (c) => {
    await setDefaultAddress(c.var.db, c.var.shopper.id, pathId(c));
    return ok(c, null, { message: translator(c)("address.saved") });
  })
  .delete("/addresses/:id", access("approvedCustomer"), async (c) => {
    await deleteAddress(c.var.db, c.var.shopper.id, pathId(c));
    return ok(c, null, { message: translator(c)("address.deleted") });
  })
  .get("/dashboard", access("approvedCustomer"), async (c) => {
    // SPEC §2: the dashboard exists only where the profile enables it.
    const profile = getProfile(c.env.PROFILE);
    if (!profile.flags.isDashboardEnabled) throw new AppError("not_found");
    return ok(c, await getDashboardStats(c.var.db, c.var.shopper.id, isoDayOf(Date.now(), profile)));
  })
  .get("/orders", access("approvedCustomer"), validate(OrdersPage, { target: "query" }), async (c) => {
    const { page = 1 } = c.req.valid("query");
    return ok(c, { ...(await listOrders(c.var.db, c.var.shopper.id, page)), page });
  })
  .get("/orders/:id", access("approvedCustomer"), async (c) =>
    ok(
      c,
      await getOrder(c.var.db, c.var.shopper.id, pathId(c), {
        locale: requestLocale(c.req.raw, c.env),
        isOrderRefundable: getProfile(c.env.PROFILE).flags.isOrderRefundable,
      }),
    ),
  )
  .post("/orders/:id/cancel", access("approvedCustomer"), async (c) =>
    ok(c, await cancelOrder(c.var.db, c.var.shopper.id, pathId(c), c.env)),
  )
  // Issue #10 item 11: the browser's cart, mirrored for the abandoned-cart view (decision 0051).
  .put("/cart", access("approvedCustomer"), validate(CartMirror), async (c) =>
    ok(c, await saveCart(c.var.db, c.var.shopper.id, c.req.valid("json").items)),
  )
  // Decision 0053: a return request for one of the customer's delivered orders.
  .post("/orders/:id/refunds", access("approvedCustomer"), validate(ReturnRequest), async (c) => {
    const locale = requestLocale(c.req.raw, c.env);
    const t = useTranslations(locale);
    const created = await requestReturn(c.var.db, c.var.shopper.id, pathId(c), c.req.valid("json"), {
      t,
      locale,
      profile: getProfile(c.env.PROFILE),
    });
    return ok(c, created, { message: t("returns.sent"), status: 201 });
  })
  .get("/refunds", access("approvedCustomer"), async (c) => ok(c, await listRefunds(c.var.db, c.var.shopper.id)))
  // The ids on both lists, for the saved state the catalogue pages show in the browser.
  .get("/saved-products", access("approvedCustomer"), async (c) =>
    ok(c, await listSavedProductIds(c.var.db, c.var.shopper.id)),
  )
  // Decision 0099: saved order lists, the account's (the company's) own
  .route("/lists", customerOrderLists)
  // Decision 0103: the company's people and its orders waiting for approval
  .route("/company", companyRoutes)
  .route("/quotes", customerQuotes)
  .route("/wishlist", savedProductRoutes("wishlist"))
  .route("/favorites", savedProductRoutes("favorites"));
