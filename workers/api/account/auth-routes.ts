import { Hono, type Context } from "hono";
import type { ApiEnv } from "../app.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { workerPasswordHasher } from "../../../core/password-workerd.ts";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import { clientIp, rateLimiter, type RateLimitRule } from "../../lib/rate-limit.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { createSession } from "../../lib/session.ts";
import { validate } from "../../lib/validation.ts";
import { readShopperSession, requireShopper } from "../auth/guards.ts";
import { readSessionCookie, setSessionCookie } from "../auth/session-cookies.ts";
import { verifyEmail } from "./email-verification.ts";
import { accountLimits, resendCountdownSeconds } from "./limits.ts";
import { registerCustomer } from "./register-customer.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resendVerification } from "./resend-verification.ts";
import { resetPassword } from "./reset-password.ts";
import { Register, RequestPasswordReset, ResetPassword, VerifyEmail } from "./schemas.ts";

/** Counts one attempt against each rule; 429 with Retry-After when any of them is already spent. */
export async function brake<E extends { Bindings: Env }>(
  c: Context<E>,
  rules: [RateLimitRule, string][],
): Promise<void> {
  const limiters = rules.map(([rule, subject]) => ({ limiter: rateLimiter(c.env.KV, rule), subject }));
  const limited = await Promise.all(limiters.map(({ limiter, subject }) => limiter.isLimited(subject)));
  const spent = limiters.find((_, i) => limited[i]);
  if (spent) {
    c.header("retry-after", String(spent.limiter.retryAfter()));
    throw new AppError("rate_limited");
  }
  await Promise.all(limiters.map(({ limiter, subject }) => limiter.hit(subject)));
}

/** Absolute URL of an app path in a locale, on the origin the request came to. */
function absoluteUrl<E extends { Bindings: Env }>(c: Context<E>, path: string, locale: Locale): string {
  return new URL(localizePath(path, locale, getProfile(c.env.PROFILE)), c.req.url).href;
}

/**
 * Registration, email verification and password reset (SPEC §2 /register, /reset,
 * /password/reset/{token}/{email}; issue #4 items 2, 3, 6), mounted beside the sign-in routes
 * under /api/auth. Answers are personal: never stored by any cache.
 */
export const registration = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "private, no-store");
  })
  .post("/register", validate("json", Register), async (c) => {
    await brake(c, [[accountLimits.registerPerIp, clientIp(c.req.raw)]]);
    const input = c.req.valid("json");
    const locale = requestLocale(c.req.raw, c.env);
    const db = getDb(c.env);
    const { customerId } = await registerCustomer(db, await workerPasswordHasher(), input, {
      locale,
      verifyUrl: absoluteUrl(c, "/verify-email", locale),
    });
    // Signed in at once, so the verification page can take the code and the upload page the form;
    // the session reaches only the onboarding routes until the account is approved (SPEC §4).
    const { token, session } = await createSession(
      db,
      { kind: "customer", id: customerId },
      { replacing: readSessionCookie(c, "shopper") },
    );
    setSessionCookie(c, "shopper", token, session.expiresAt);
    const t = useTranslations(locale);
    return c.json(
      {
        message: t("register.success"),
        data: {
          id: customerId,
          status: "unverified",
          redirect: localizePath("/verify-email", locale, getProfile(c.env.PROFILE)),
          resend_after: resendCountdownSeconds,
        },
      },
      201,
    );
  })
  .post("/verify-email", validate("json", VerifyEmail), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env);
    const found = await readShopperSession(c);
    const customer = found?.shopper.kind === "customer" ? found.shopper : null;
    const ip = clientIp(c.req.raw);
    if (input.token !== undefined) {
      await brake(c, [[accountLimits.verifyPerIp, ip]]);
      await verifyEmail(db, { token: input.token });
    } else {
      // A code names no account: it needs the signed-in customer, and guesses count against them.
      if (!customer) throw new AppError("unauthorized");
      await brake(c, [
        [accountLimits.verifyPerIp, ip],
        [accountLimits.verifyPerAccount, String(customer.id)],
      ]);
      await verifyEmail(db, { code: input.code ?? "", customer });
    }
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    return c.json({
      message: t("verify.success"),
      data: { redirect: localizePath("/approval-form", requestLocale(c.req.raw, c.env), getProfile(c.env.PROFILE)) },
    });
  })
  .post("/verify-email/resend", requireShopper("customer"), async (c) => {
    const customerId = c.var.shopper.id;
    await brake(c, [
      [accountLimits.resendPerIp, clientIp(c.req.raw)],
      [accountLimits.resendPerAccountHour, String(customerId)],
      [accountLimits.resendPerAccountMinute, String(customerId)],
    ]);
    const locale = requestLocale(c.req.raw, c.env);
    const outcome = await resendVerification(getDb(c.env), customerId, {
      fallbackLocale: locale,
      verifyUrl: absoluteUrl(c, "/verify-email", locale),
    });
    const t = useTranslations(locale);
    if (outcome === "already_verified") return c.json({ message: t("verify.already"), data: { verified: true } });
    return c.json({
      message: t("verify.resend.sent"),
      data: { verified: false, resend_after: resendCountdownSeconds },
    });
  })
  .post("/password/forgot", validate("json", RequestPasswordReset), async (c) => {
    const { email } = c.req.valid("json");
    await brake(c, [[accountLimits.resetRequestPerIp, clientIp(c.req.raw)]]);
    const locale = requestLocale(c.req.raw, c.env);
    // Past the per-address limit the answer stays the same but no more emails are sent.
    const perEmail = rateLimiter(c.env.KV, accountLimits.resetRequestPerEmail);
    if (!(await perEmail.isLimited(email))) {
      await perEmail.hit(email);
      await requestPasswordReset(getDb(c.env), email, {
        fallbackLocale: locale,
        resetUrl: (token, address, emailLocale) =>
          absoluteUrl(c, `/password/reset/${token}/${encodeURIComponent(address)}`, emailLocale),
      });
    }
    const t = useTranslations(locale);
    return c.json({ message: t("reset.sent"), data: { resend_after: resendCountdownSeconds } });
  })
  .post("/password/reset", validate("json", ResetPassword), async (c) => {
    await brake(c, [[accountLimits.resetPerIp, clientIp(c.req.raw)]]);
    const locale = requestLocale(c.req.raw, c.env);
    const t = useTranslations(locale);
    const outcome = await resetPassword(getDb(c.env), await workerPasswordHasher(), c.req.valid("json"));
    if (outcome === "email_mismatch") throw new AppError("invalid_input", { email: t("reset.emailMismatch") });
    return c.json({
      message: t("reset.done"),
      data: { redirect: localizePath("/login", locale, getProfile(c.env.PROFILE)) },
    });
  });
