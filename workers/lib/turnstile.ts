// Cloudflare Turnstile, the captcha of the profiles SPEC §1 gives a captcha key (core/profiles.ts
// `usesCaptcha`; issue #9 D.19, docs/decisions/0036-brakes-and-challenges.md). The widget gives the
// browser a token; only Cloudflare's siteverify can say whether it is real, once, within 300 s.
import { getProfile } from "../../core/profiles.ts";

/** Where the widget's script and frames come from (the pages' CSP allows it on captcha profiles). */
export const turnstileOrigin = "https://challenges.cloudflare.com";

/** Cloudflare's token check. */
export const siteverifyUrl = `${turnstileOrigin}/turnstile/v0/siteverify`;

/** The longest token Cloudflare issues. */
export const maxTurnstileTokenLength = 2048;

export interface CaptchaKeys {
  /** The widget's site key (CAPTCHA_PUBLIC_KEY var, SPEC §1's captcha public key). */
  siteKey: string;
  /** The secret siteverify takes (CAPTCHA_SECRET_KEY secret). */
  secretKey: string;
}

interface CaptchaEnv {
  PROFILE: string;
  CAPTCHA_PUBLIC_KEY?: string;
  CAPTCHA_SECRET_KEY?: string;
}

/**
 * The profile's Turnstile keys, or null when the profile uses no captcha. A captcha profile
 * without its keys is a broken deployment: it fails loudly rather than let sign-ins through.
 */
export function captchaKeys(env: CaptchaEnv): CaptchaKeys | null {
  if (!getProfile(env.PROFILE).usesCaptcha) return null;
  if (!env.CAPTCHA_PUBLIC_KEY || !env.CAPTCHA_SECRET_KEY) {
    throw new Error(`Profile ${env.PROFILE} uses a captcha: set CAPTCHA_PUBLIC_KEY and the CAPTCHA_SECRET_KEY secret`);
  }
  return { siteKey: env.CAPTCHA_PUBLIC_KEY, secretKey: env.CAPTCHA_SECRET_KEY };
}

interface SiteverifyAnswer {
  success?: unknown;
  "error-codes"?: unknown;
}

/**
 * Whether Cloudflare's siteverify accepts `token`. Fails closed: no token, a token too long, no
 * answer within 5 s, an answer that is not JSON or does not say success are all a refusal.
 * @example await verifyTurnstile(keys.secretKey, input.captchaToken, clientIp(request))
 */
export async function verifyTurnstile(secretKey: string, token: string, remoteIp: string | null): Promise<boolean> {
  if (!token || token.length > maxTurnstileTokenLength) return false;
  const body = new URLSearchParams({ secret: secretKey, response: token, idempotency_key: crypto.randomUUID() });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(siteverifyUrl, { method: "POST", body, signal: AbortSignal.timeout(5_000) });
    const answer = (await response.json()) as SiteverifyAnswer;
    if (answer.success === true) return true;
    console.warn("Turnstile refused a token", answer["error-codes"]);
    return false;
  } catch (error) {
    console.error("Turnstile siteverify could not be reached", error);
    return false;
  }
}
