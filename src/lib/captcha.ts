import type { APIContext } from "astro";
import { getProfile } from "../../core/profiles.ts";
import { turnstileOrigin } from "../../workers/lib/turnstile.ts";

/**
 * For a sign-in page: the Turnstile site key on a profile with a captcha (SPEC §1; issue #9 D.19),
 * after letting the widget's script and frame into this page's CSP; null, and nothing allowed, on
 * a profile without one. A captcha profile without its key fails loudly.
 * @example const captchaSiteKey = signInCaptcha(Astro.csp, env)
 */
export function signInCaptcha(
  csp: Pick<NonNullable<APIContext["csp"]>, "insertScriptResource" | "insertDirective"> | undefined,
  env: { PROFILE: string; CAPTCHA_PUBLIC_KEY?: string },
): string | null {
  if (!getProfile(env.PROFILE).usesCaptcha) return null;
  if (!env.CAPTCHA_PUBLIC_KEY) throw new Error(`Profile ${env.PROFILE} uses a captcha: set CAPTCHA_PUBLIC_KEY`);
  // A resource replaces Astro's default 'self', so both are named.
  csp?.insertScriptResource("'self'");
  csp?.insertScriptResource(turnstileOrigin);
  csp?.insertDirective(`frame-src ${turnstileOrigin}`);
  return env.CAPTCHA_PUBLIC_KEY;
}
