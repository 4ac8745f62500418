import type { Profile } from "../core/profiles.ts";

/** Cloudflare's Turnstile test site keys: they pass (or block) everyone, so never in production. */
const testSiteKey = /^[123]x0{20}[A-F]{2}$/;

/**
 * What keeps a profile's `[env.<profile>]` vars from a real deployment: the placeholder or a local
 * SITE_ORIGIN (every absolute URL is built on it, decision 0037), and on a production profile with
 * a captcha a missing or test CAPTCHA_PUBLIC_KEY (decision 0036). Empty when it may deploy.
 */
export function deploymentProblems(vars: Record<string, unknown>, profile: Profile): string[] {
  const problems: string[] = [];
  const origin = typeof vars.SITE_ORIGIN === "string" ? vars.SITE_ORIGIN : "";
  const host = URL.canParse(origin) && new URL(origin).protocol === "https:" ? new URL(origin).hostname : "";
  if (!host || host.endsWith(".example") || host === "localhost" || host === "127.0.0.1") {
    problems.push(
      `SITE_ORIGIN of [env.${profile.key}] is "${origin}": set it to the profile's public https origin in wrangler.toml`,
    );
  }
  const siteKey = typeof vars.CAPTCHA_PUBLIC_KEY === "string" ? vars.CAPTCHA_PUBLIC_KEY : "";
  if (profile.usesCaptcha && (!siteKey || (!profile.isTesting && testSiteKey.test(siteKey)))) {
    problems.push(
      `CAPTCHA_PUBLIC_KEY of [env.${profile.key}] is "${siteKey}": set the Turnstile widget's site key in wrangler.toml`,
    );
  }
  return problems;
}
