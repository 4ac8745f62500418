import type { Context } from "hono";
import { AppError } from "../../lib/errors.ts";
import { clientIp, rateLimiter } from "../../lib/rate-limit.ts";
import type { ApiEnv } from "../env.ts";
import { signInLimits } from "./limits.ts";

/**
 * The sign-in brake of shoppers and admins: refuses the attempt with 429 when the address or the
 * account has too many failed sign-ins in the window; a failed attempt then counts against both.
 * Successful sign-ins never count, so an office behind one address can sign in all its staff.
 */
export async function brakeSignIn(c: Context<ApiEnv>, account: string) {
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
