import { Hono, type Context } from "hono";
import type { ApiEnv } from "../app.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { workerPasswordHasher } from "../../../core/password-workerd.ts";
import { clientIp, rateLimiter } from "../../lib/rate-limit.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import type { SessionKind } from "../../lib/session.ts";
import { validate } from "../../lib/validation.ts";
import { adminJson } from "../admin/get-admin-profile.ts";
import { assertShopperAccess, type ShopperAccess } from "./guards.ts";
import { signInLimits } from "./limits.ts";
import { logInAdmin } from "./log-in-admin.ts";
import { logIn, loginSubject } from "./log-in.ts";
import { logOut } from "./log-out.ts";
import { AdminLogIn, LogIn } from "./schemas.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./session-cookies.ts";
import type { Shopper } from "./shopper.ts";

/** A shopper as the API shows it (snake_case like SPEC §7's `is_super_admin`). */
export function shopperJson(shopper: Shopper) {
  return {
    kind: shopper.kind,
    id: shopper.id,
    first_name: shopper.firstName,
    last_name: shopper.lastName,
    email: shopper.email,
    can_see_prices: shopper.canSeePrices,
    ...(shopper.kind === "customer" ? { status: shopper.status, restricted: shopper.isRestricted } : {}),
  };
}

/**
 * Refuses the attempt with 429 when the address or the account has too many failed sign-ins in
 * the window; a failed attempt then counts against both. Successful sign-ins never count, so an
 * office behind one address can sign in all its staff.
 */
async function brakeSignIn(c: Context<ApiEnv>, account: string) {
  const perIp = rateLimiter(c.env.KV, signInLimits.perIp);
  const perAccount = rateLimiter(c.env.KV, signInLimits.perAccount);
  const ip = clientIp(c.req.raw);
  const [isIpLimited, isAccountLimited] = await Promise.all([perIp.isLimited(ip), perAccount.isLimited(account)]);
  if (isIpLimited || isAccountLimited) {
    c.header("retry-after", String((isAccountLimited ? perAccount : perIp).retryAfter()));
    throw new AppError("rate_limited");
  }
  return {
    /** Runs a sign-in, counting a wrong password against the address and the account. */
    async run<T>(attempt: () => Promise<T>): Promise<T> {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof AppError && error.code === "invalid_credentials") {
          await Promise.all([perIp.hit(ip), perAccount.hit(account)]);
        }
        throw error;
      }
    },
  };
}

/** A same-site path to send a no-JavaScript sign-out form to; anything else goes home. */
function safeNext(next: string | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}

/** Logout for both kinds: revoke, forget the cookie, answer JSON, or 303 for a plain HTML form. */
async function endSession(c: Context<ApiEnv>, kind: SessionKind) {
  await logOut(getDb(c.env), readSessionCookie(c, kind));
  clearSessionCookie(c, kind);
  if (c.req.header("accept")?.includes("text/html")) return c.redirect(safeNext(c.req.query("next")), 303);
  const t = useTranslations(requestLocale(c.req.raw, c.env));
  return c.json({ message: t("auth.logout.success") });
}

/**
 * Sign-in and sign-out (SPEC §2, §4, §7; issue #4). Sessions travel only as HttpOnly cookies,
 * never in the body. Answers are personal: never stored by any cache.
 */
export const auth = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "private, no-store");
  })
  .post("/login", validate("json", LogIn), async (c) => {
    const input = c.req.valid("json");
    const brake = await brakeSignIn(c, `shopper:${loginSubject(input.login)}`);
    const { token, session, shopper } = await brake.run(async () =>
      logIn(getDb(c.env), await workerPasswordHasher(), input, { replacing: readSessionCookie(c, "shopper") }),
    );
    setSessionCookie(c, "shopper", token, session.expiresAt);
    // SPEC §4, §6: unverified and unapproved customers are told so and kept out of the shop; their
    // session only reaches the onboarding routes (access "customer").
    const access: ShopperAccess = shopper.kind === "customer" ? "approvedCustomer" : "salesperson";
    assertShopperAccess(shopper, access);
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    return c.json({ message: t("auth.login.success"), data: { user: shopperJson(shopper), redirect: "/" } });
  })
  .post("/logout", (c) => endSession(c, "shopper"))
  .post("/admin/login", validate("json", AdminLogIn), async (c) => {
    const input = c.req.valid("json");
    const brake = await brakeSignIn(c, `admin:${input.email.trim().toLowerCase()}`);
    const { token, session, admin } = await brake.run(async () =>
      logInAdmin(getDb(c.env), await workerPasswordHasher(), input, { replacing: readSessionCookie(c, "admin") }),
    );
    setSessionCookie(c, "admin", token, session.expiresAt);
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    return c.json({ message: t("auth.login.success"), data: { ...adminJson(admin), redirect: "/admin-panel/secure" } });
  })
  .post("/admin/logout", (c) => endSession(c, "admin"));
