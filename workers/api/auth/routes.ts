import { Hono, type Context } from "hono";
import {
  AdminLogIn,
  LogIn,
  Register,
  RequestPasswordReset,
  ResetPassword,
  VerifyEmail,
} from "../../../core/contracts/auth.ts";
import { workerPasswordHasher } from "../../../core/password-workerd.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { AppError, errorCodes } from "../../lib/errors.ts";
import { appPath, appUrl } from "../../lib/http/app-url.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { ok } from "../../lib/http/respond.ts";
import { safeRedirectTarget } from "../../lib/http/safe-redirect.ts";
import { validate } from "../../lib/http/validate.ts";
import { brake, clientIp } from "../../lib/rate-limit.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { createSession, type SessionKind } from "../../lib/session.ts";
import { checkedSessionCookies, endedSessionCookies } from "../../lib/shopper-cookies.ts";
import type { ApiEnv } from "../env.ts";
import { access, assertShopperAccess, readShopperSession, type ShopperAccess } from "./access.ts";
import { accountLimits, resendCountdownSeconds } from "./limits.ts";
import { logInAdmin } from "./log-in-admin.ts";
import { logIn } from "./log-in.ts";
import { logOut } from "./log-out.ts";
import { registerCustomer } from "./register-customer.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resendVerification } from "./resend-verification.ts";
import { resetPassword } from "./reset-password.ts";
import { clearSessionCookie, readSessionCookie, setBrowserCookies, setSessionCookie } from "./session-cookies.ts";
import { onboardingStep } from "./shopper.ts";
import { signInBrake } from "./sign-in-brake.ts";
import { adminJson, shopperJson } from "./user-json.ts";
import { verifyEmail } from "./verify-email.ts";

/**
 * Logout for both kinds: revoke, forget the cookie, answer JSON, or 303 for a plain HTML form to
 * `?next=` when it is a path on this site (the one safe-redirect rule), else home.
 */
async function endSession(c: Context<ApiEnv>, kind: SessionKind) {
  await logOut(c.var.db, readSessionCookie(c, kind));
  clearSessionCookie(c, kind);
  // The price claim and account cookie go with the session (docs/decisions/0027, 0028).
  if (kind === "shopper") setBrowserCookies(c, endedSessionCookies(new URL(c.req.url)));
  if (c.req.header("accept")?.includes("text/html")) {
    return c.redirect(safeRedirectTarget(c.req.query("next") ?? null, new URL(c.req.url).origin) ?? "/", 303);
  }
  return ok(c, null, { message: useTranslations(requestLocale(c.req.raw, c.env))("auth.logout.success") });
}

/**
 * /api/auth (SPEC §2, §4, §5, §7; issue #4): sign-in and sign-out of shoppers and admins,
 * registration, email verification and password reset. Sessions travel only as HttpOnly cookies,
 * never in a body. Answers are personal: never stored by any cache.
 */
export const auth = new Hono<ApiEnv>()
  .use(noStore())
  .post("/login", access("public"), validate(LogIn), async (c) => {
    const input = c.req.valid("json");
    const { token, session, shopper, priceBook } = await logIn(c.var.db, await workerPasswordHasher(), input, {
      guard: signInBrake(c, input.captchaToken),
      replacing: readSessionCookie(c, "shopper"),
    });
    setSessionCookie(c, "shopper", token, session.expiresAt);
    // The price claim and the account cookie start with the session (docs/decisions/0027, 0028).
    setBrowserCookies(
      c,
      await checkedSessionCookies(
        new URL(c.req.url),
        { token, expiresAt: session.expiresAt },
        shopper,
        priceBook,
        c.env.CLAIM_SECRET,
      ),
    );
    const locale = requestLocale(c.req.raw, c.env);
    const t = useTranslations(locale);
    // SPEC §4, §6: unverified and unapproved customers are told so and kept out of the shop; their
    // session only reaches the onboarding routes (access "customer"). Signed in all the same, they
    // are sent to the step they are on, which says what they wait for (decision 0075).
    const step = onboardingStep(shopper);
    if (step) {
      return ok(
        c,
        { user: shopperJson(shopper), redirect: appPath(c, step.path, locale) },
        { message: t(errorCodes[step.code].message) },
      );
    }
    const level: ShopperAccess = shopper.kind === "customer" ? "approvedCustomer" : "salesperson";
    assertShopperAccess(shopper, level);
    // Decision 0095: a salesperson's home is their own area.
    const home = shopper.kind === "salesperson" ? appPath(c, "/sales", locale) : "/";
    return ok(c, { user: shopperJson(shopper), redirect: home }, { message: t("auth.login.success") });
  })
  .post("/logout", access("public"), (c) => endSession(c, "shopper"))
  .post("/admin/login", access("public"), validate(AdminLogIn), async (c) => {
    const input = c.req.valid("json");
    const { token, session, admin } = await logInAdmin(c.var.db, await workerPasswordHasher(), input, {
      guard: signInBrake(c, input.captchaToken),
      replacing: readSessionCookie(c, "admin"),
    });
    setSessionCookie(c, "admin", token, session.expiresAt);
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    return ok(c, { ...adminJson(admin), redirect: "/admin-panel/secure" }, { message: t("auth.login.success") });
  })
  .post("/admin/logout", access("public"), (c) => endSession(c, "admin"))
  .post("/register", access("public"), validate(Register), async (c) => {
    await brake(c, [[accountLimits.registerPerIp, clientIp(c.req.raw)]]);
    const locale = requestLocale(c.req.raw, c.env);
    const db = c.var.db;
    const { customerId } = await registerCustomer(db, await workerPasswordHasher(), c.req.valid("json"), {
      locale,
      verifyUrl: appUrl(c, "/verify-email", locale),
    });
    // Signed in at once, so the verification page can take the code and the upload page the form;
    // the session reaches only the onboarding routes until the account is approved (SPEC §4).
    const { token, session } = await createSession(
      db,
      { kind: "customer", id: customerId },
      { replacing: readSessionCookie(c, "shopper") },
    );
    setSessionCookie(c, "shopper", token, session.expiresAt);
    return ok(
      c,
      {
        id: customerId,
        status: "unverified",
        redirect: appPath(c, "/verify-email", locale),
        resendAfter: resendCountdownSeconds,
      },
      { message: useTranslations(locale)("register.success"), status: 201 },
    );
  })
  .post("/verify-email", access("public"), validate(VerifyEmail), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.db;
    const ip = clientIp(c.req.raw);
    if (input.token !== undefined) {
      await brake(c, [[accountLimits.verifyPerIp, ip]]);
      await verifyEmail(db, { token: input.token });
    } else {
      // A code names no account: it needs the signed-in customer, and guesses count against them.
      const found = await readShopperSession(c);
      const customer = found?.shopper.kind === "customer" ? found.shopper : null;
      if (!customer) throw new AppError("unauthorized");
      await brake(c, [
        [accountLimits.verifyPerIp, ip],
        [accountLimits.verifyPerAccount, String(customer.id)],
      ]);
      await verifyEmail(db, { code: input.code ?? "", customer });
    }
    const locale = requestLocale(c.req.raw, c.env);
    return ok(
      c,
      { redirect: appPath(c, "/approval-form", locale) },
      { message: useTranslations(locale)("verify.success") },
    );
  })
  .post("/verify-email/resend", access("customer"), async (c) => {
    const customerId = c.var.shopper.id;
    await brake(c, [
      [accountLimits.resendPerIp, clientIp(c.req.raw)],
      [accountLimits.resendPerAccountHour, String(customerId)],
      [accountLimits.resendPerAccountMinute, String(customerId)],
    ]);
    const locale = requestLocale(c.req.raw, c.env);
    const outcome = await resendVerification(c.var.db, customerId, {
      fallbackLocale: locale,
      verifyUrl: appUrl(c, "/verify-email", locale),
    });
    const t = useTranslations(locale);
    if (outcome === "already_verified") {
      return ok(c, { verified: true }, { message: t("verify.already") });
    }
    return ok(c, { verified: false, resendAfter: resendCountdownSeconds }, { message: t("verify.resend.sent") });
  })
  .post("/password/forgot", access("public"), validate(RequestPasswordReset), async (c) => {
    const { email } = c.req.valid("json");
    await brake(c, [[accountLimits.resetRequestPerIp, clientIp(c.req.raw)]]);
    const locale = requestLocale(c.req.raw, c.env);
    // Issue #9 D.26: the work (the per-address limit, the account lookup, the token and the email)
    // runs after the answer, so an address with an account and one without cost the same to ask.
    const work = requestPasswordReset(c.var.db, email, {
      fallbackLocale: locale,
      resetUrl: (token, address, emailLocale) =>
        appUrl(c, `/password/reset/${token}/${encodeURIComponent(address)}`, emailLocale),
    });
    c.executionCtx.waitUntil(work.catch((error) => console.error("Password reset request failed", error)));
    return ok(c, { resendAfter: resendCountdownSeconds }, { message: useTranslations(locale)("reset.sent") });
  })
  .post("/password/reset", access("public"), validate(ResetPassword), async (c) => {
    await brake(c, [[accountLimits.resetPerIp, clientIp(c.req.raw)]]);
    const locale = requestLocale(c.req.raw, c.env);
    const t = useTranslations(locale);
    const outcome = await resetPassword(c.var.db, await workerPasswordHasher(), c.req.valid("json"));
    if (outcome === "email_mismatch") throw new AppError("invalid_input", { email: t("reset.emailMismatch") });
    return ok(c, { redirect: appPath(c, "/login", locale) }, { message: t("reset.done") });
  });
