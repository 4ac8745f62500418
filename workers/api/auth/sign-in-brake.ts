import type { Context } from "hono";
import { getProfile } from "../../../core/profiles.ts";
import { AppError } from "../../lib/errors.ts";
import { clientIp, rateLimiter } from "../../lib/rate-limit.ts";
import { captchaKeys, verifyTurnstile } from "../../lib/turnstile.ts";
import type { ApiEnv } from "../env.ts";
import { signInDelayMs, signInLimits } from "./limits.ts";

/** A sign-in the brake let through: it counts the attempt if the password turns out wrong. */
export interface SignInAttempt {
  failed(): Promise<void>;
}

/**
 * Asked once the accounts a login names are known (a customer and a salesperson may share an
 * email), before any password is checked: lets the attempt through, waits, asks for a challenge or
 * refuses it. Keys name accounts, not identifiers: `customer:12` whether the login was its email
 * or its phone; a login that names no account counts under itself, alike.
 */
export type SignInGuard = (accounts: string[]) => Promise<SignInAttempt>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sign-in brake of shoppers and admins (issue #9 D.19, docs/decisions/0036): failed sign-ins
 * count per address, per account at the address and per account (`signInLimits`); correct
 * credentials are never refused for what others did elsewhere. Past a limit a profile with a
 * captcha asks for a Turnstile token (`captchaToken`), checked with Cloudflare; one without refuses
 * that address (429) and slows the account down for everyone (`signInDelayMs`).
 */
export function signInBrake(c: Context<ApiEnv>, captchaToken: string | undefined): SignInGuard {
  return async (accounts) => {
    const ip = clientIp(c.req.raw);
    const perAddress = rateLimiter(c.env.KV, signInLimits.perAddress);
    const perAccountAtAddress = rateLimiter(c.env.KV, signInLimits.perAccountAtAddress);
    const perAccount = rateLimiter(c.env.KV, signInLimits.perAccount);
    const atAddress = accounts.map((account) => `${account} ${ip}`);
    const [isAddressSpent, pairSpent, accountFailures] = await Promise.all([
      perAddress.isLimited(ip),
      Promise.all(atAddress.map((subject) => perAccountAtAddress.isLimited(subject))),
      Promise.all(accounts.map((account) => perAccount.count(account))),
    ]);
    const isPairSpent = pairSpent.some(Boolean);
    const failures = Math.max(0, ...accountFailures);
    if (getProfile(c.env.PROFILE).usesCaptcha) {
      if (isAddressSpent || isPairSpent || failures >= signInLimits.perAccount.limit) {
        const keys = captchaKeys(c.env);
        if (!captchaToken) throw new AppError("captcha_required");
        if (!keys || !(await verifyTurnstile(keys.secretKey, captchaToken, ip === "unknown" ? null : ip))) {
          throw new AppError("captcha_invalid");
        }
      }
    } else if (isAddressSpent || isPairSpent) {
      const spent = isAddressSpent ? perAddress : perAccountAtAddress;
      c.header("retry-after", String(spent.retryAfter()));
      throw new AppError("rate_limited");
    } else {
      await wait(signInDelayMs(failures));
    }
    return {
      async failed() {
        // Counting must not change the answer: KV refusing a write (one per key a second) is logged.
        await Promise.all([
          perAddress.hit(ip),
          ...atAddress.map((subject) => perAccountAtAddress.hit(subject)),
          ...accounts.map((account) => perAccount.hit(account)),
        ]).catch((error) => console.error("A failed sign-in could not be counted", error));
      },
    };
  };
}
