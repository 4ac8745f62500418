import type { Context } from "hono";
import { getProfile } from "../../../core/profiles.ts";
import { AppError } from "../../lib/errors.ts";
import { clientIp, countAttempts, retryAfter, type Counter } from "../../lib/rate-limit.ts";
import { captchaKeys, verifyTurnstile } from "../../lib/turnstile.ts";
import type { ApiEnv } from "../env.ts";
import { signInDelayMs, signInLimits } from "./limits.ts";

/** A sign-in the brake let through, counted as failed until the password proves right. */
export interface SignInAttempt {
  /** The password was right: the attempt is taken back from every counter. */
  succeeded(): Promise<void>;
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
 * The sign-in brake of shoppers and admins (issue #9 D.19, docs/decisions/0036; exact since issue
 * #19, decision 0072): every attempt is counted per address, per account at the address and per
 * account (`signInLimits`) in one atomic statement BEFORE its password is hashed, and taken back
 * when the password is right, so only failures stay counted and a burst of simultaneous guesses
 * gets at most the limit checked. Correct credentials are never refused for what others did
 * elsewhere. Past a limit a profile with a captcha asks for a Turnstile token (`captchaToken`),
 * checked with Cloudflare; one without refuses that address (429) and slows the account down for
 * everyone (`signInDelayMs`). A refused attempt is taken back: it checked nothing.
 */
export function signInBrake(c: Context<ApiEnv>, captchaToken: string | undefined): SignInGuard {
  return async (accounts) => {
    const ip = clientIp(c.req.raw);
    const counters: Counter[] = [
      [signInLimits.perAddress, ip],
      ...accounts.map((account): Counter => [signInLimits.perAccountAtAddress, `${account} ${ip}`]),
      ...accounts.map((account): Counter => [signInLimits.perAccount, account]),
    ];
    const attempt = await countAttempts(c.var.db, counters);
    const isAddressSpent = attempt.spent === signInLimits.perAddress;
    const isPairSpent = attempt.spent === signInLimits.perAccountAtAddress;
    // The account's failures before this attempt (its own count is the last one added).
    const failures = Math.max(0, ...attempt.counts.slice(1 + accounts.length).map((count) => count - 1));
    const refuse = async (error: AppError): Promise<never> => {
      await attempt.forgive();
      throw error;
    };
    if (getProfile(c.env.PROFILE).usesCaptcha) {
      if (attempt.spent) {
        const keys = captchaKeys(c.env);
        if (!captchaToken) await refuse(new AppError("captcha_required"));
        if (!keys || !(await verifyTurnstile(keys.secretKey, captchaToken ?? "", ip === "unknown" ? null : ip))) {
          await refuse(new AppError("captcha_invalid"));
        }
      }
    } else if (isAddressSpent || isPairSpent) {
      c.header(
        "retry-after",
        String(retryAfter(isAddressSpent ? signInLimits.perAddress : signInLimits.perAccountAtAddress)),
      );
      await refuse(new AppError("rate_limited"));
    } else {
      await wait(signInDelayMs(failures));
    }
    return { succeeded: () => attempt.forgive() };
  };
}
