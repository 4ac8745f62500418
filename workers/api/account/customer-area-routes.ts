import { type } from "arktype";
import { Hono, type Context } from "hono";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { workerPasswordHasher } from "../../../core/password-workerd.ts";
import { getProfile, locales, type Locale } from "../../../core/profiles.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { validate } from "../../lib/validation.ts";
import { assertShopperAccess, readShopperSession, requireShopper, type ShopperVariables } from "../auth/guards.ts";
import {
  addSavedProduct,
  changeCustomerPassword,
  createAddress,
  deleteAddress,
  getCustomerProfile,
  getDashboardStats,
  getOrder,
  listAddresses,
  listOrders,
  listPlaces,
  listRefunds,
  listSavedProducts,
  removeSavedProduct,
  setDefaultAddress,
  updateAddress,
  updateCustomerProfile,
  type PlaceContext,
  type ProductListKind,
} from "./customer-area.ts";
import { AddressInput, PasswordChange, ProfileUpdate } from "./customer-area-schemas.ts";

type AreaEnv = { Bindings: Env; Variables: ShopperVariables };

/** A positive whole id from the path, else 404 (an id that cannot exist is not found). */
function pathId(c: Context<AreaEnv>, name = "id"): number {
  const value = Number(c.req.param(name));
  if (!Number.isSafeInteger(value) || value <= 0) throw new AppError("not_found");
  return value;
}

function placeContext(c: Context<AreaEnv>): PlaceContext {
  const locale = requestLocale(c.req.raw, c.env);
  return { locale, flags: getProfile(c.env.PROFILE).flags, t: useTranslations(locale) };
}

const Page = type({ "page?": type("string.integer.parse").pipe((n) => Math.min(Math.max(n, 1), 10_000)) });

const isFormPost = (c: Context<AreaEnv>) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header("content-type") ?? "");

/** The language of a plain form post's redirect: `?locale=` from the form's action, else the request's. */
function formLocale(c: Context<AreaEnv>): Locale {
  const asked = c.req.query("locale");
  return (locales as readonly string[]).includes(asked ?? "") ? (asked as Locale) : requestLocale(c.req.raw, c.env);
}

/**
 * Wishlist and favourites: list, save (PUT), remove (DELETE), and a plain form POST from the
 * catalogue's buttons. Those buttons sit in HTML cached for guests, so they carry no per-user
 * state: the POST saves and goes to the list, and a guest (or an account not yet approved) is
 * sent to /login instead of a 401 page. JSON callers get the guard's usual 401/403.
 */
function savedProductRoutes(kind: ProductListKind) {
  const guard = requireShopper("approvedCustomer");
  return new Hono<AreaEnv>()
    .get("/", guard, async (c) =>
      c.json({ data: await listSavedProducts(getDb(c.env), c.var.shopper.id, kind, requestLocale(c.req.raw, c.env)) }),
    )
    .put("/:id", guard, async (c) => {
      await addSavedProduct(getDb(c.env), c.var.shopper.id, kind, pathId(c));
      return c.json({ data: { product_id: pathId(c), saved: true } });
    })
    .post("/:id", async (c) => {
      const found = await readShopperSession(c);
      const profile = getProfile(c.env.PROFILE);
      if (isFormPost(c) && (!found || found.shopper.kind !== "customer" || found.shopper.status !== "approved"))
        return c.redirect(localizePath("/login", formLocale(c), profile), 303);
      if (!found) throw new AppError("unauthorized");
      assertShopperAccess(found.shopper, "approvedCustomer");
      await addSavedProduct(getDb(c.env), found.shopper.id, kind, pathId(c));
      if (isFormPost(c)) return c.redirect(localizePath(`/dashboard/${kind}`, formLocale(c), profile), 303);
      return c.json({ data: { product_id: pathId(c), saved: true } });
    })
    .delete("/:id", guard, async (c) => {
      await removeSavedProduct(getDb(c.env), c.var.shopper.id, kind, pathId(c));
      return c.json({ data: { product_id: pathId(c), saved: false } });
    });
}

/**
 * The customer area's calls (issue #4 item 7, SPEC §2): approved customers only (restricted ones
 * too: they may browse, decision 0012). The customer is always the session's; ids in paths are
 * looked up among that customer's rows only (IDOR).
 */
export const customerArea = new Hono<AreaEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "private, no-store");
  })
  .use("/profile", requireShopper("approvedCustomer"))
  .use("/password", requireShopper("approvedCustomer"))
  .use("/addresses/*", requireShopper("approvedCustomer"))
  .use("/addresses", requireShopper("approvedCustomer"))
  .use("/places", requireShopper("approvedCustomer"))
  .use("/dashboard", requireShopper("approvedCustomer"))
  .use("/orders/*", requireShopper("approvedCustomer"))
  .use("/orders", requireShopper("approvedCustomer"))
  .use("/refunds", requireShopper("approvedCustomer"))
  .get("/profile", async (c) => c.json({ data: await getCustomerProfile(getDb(c.env), c.var.shopper.id) }))
  .put("/profile", validate("json", ProfileUpdate), async (c) => {
    const db = getDb(c.env);
    await updateCustomerProfile(db, c.var.shopper.id, c.req.valid("json"));
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    return c.json({ message: t("profile.saved"), data: await getCustomerProfile(db, c.var.shopper.id) });
  })
  .put("/password", validate("json", PasswordChange), async (c) => {
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    const outcome = await changeCustomerPassword(
      getDb(c.env),
      await workerPasswordHasher(),
      c.var.shopper.id,
      c.req.valid("json"),
      c.var.session.id,
    );
    if (outcome === "wrong_old_password")
      throw new AppError("wrong_old_password", { old_password: t("profile.oldPassword.wrong") });
    return c.json({ message: t("profile.password.changed") });
  })
  .get("/places", async (c) => {
    const { locale, flags } = placeContext(c);
    return c.json({ data: await listPlaces(getDb(c.env), locale, flags) });
  })
  .get("/addresses", async (c) =>
    c.json({ data: await listAddresses(getDb(c.env), c.var.shopper.id, requestLocale(c.req.raw, c.env)) }),
  )
  .post("/addresses", validate("json", AddressInput), async (c) => {
    const place = placeContext(c);
    const created = await createAddress(getDb(c.env), c.var.shopper.id, c.req.valid("json"), place);
    return c.json({ message: place.t("address.saved"), data: created }, 201);
  })
  .put("/addresses/:id", validate("json", AddressInput), async (c) => {
    const place = placeContext(c);
    await updateAddress(getDb(c.env), c.var.shopper.id, pathId(c), c.req.valid("json"), place);
    return c.json({ message: place.t("address.saved") });
  })
  .put("/addresses/:id/default", async (c) => {
    await setDefaultAddress(getDb(c.env), c.var.shopper.id, pathId(c));
    return c.json({ message: useTranslations(requestLocale(c.req.raw, c.env))("address.saved") });
  })
  .delete("/addresses/:id", async (c) => {
    await deleteAddress(getDb(c.env), c.var.shopper.id, pathId(c));
    return c.json({ message: useTranslations(requestLocale(c.req.raw, c.env))("address.deleted") });
  })
  .get("/dashboard", async (c) => {
    // SPEC §2: the dashboard exists only where the profile enables it.
    if (!getProfile(c.env.PROFILE).flags.isDashboardEnabled) throw new AppError("not_found");
    return c.json({ data: await getDashboardStats(getDb(c.env), c.var.shopper.id) });
  })
  .get("/orders", validate("query", Page), async (c) => {
    const { page = 1 } = c.req.valid("query");
    return c.json({ data: await listOrders(getDb(c.env), c.var.shopper.id, page), page });
  })
  .get("/orders/:id", async (c) => c.json({ data: await getOrder(getDb(c.env), c.var.shopper.id, pathId(c)) }))
  .get("/refunds", async (c) => c.json({ data: await listRefunds(getDb(c.env), c.var.shopper.id) }))
  .route("/wishlist", savedProductRoutes("wishlist"))
  .route("/favorites", savedProductRoutes("favorites"));
