// Secrets are not in wrangler.toml, so `wrangler types` cannot see them (wrangler.toml header); `npm run
// typegen` also ignores .dev.vars (--env-file /dev/null), so the types never depend on a local run.
interface SecretEnv {
  /** The profile's libSQL database: Turso in production, the embedded server locally. */
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  /**
   * Signs the price claim cookie (HMAC-SHA256, docs/decisions/0027-price-claim.md): at least 32
   * characters, e.g. `openssl rand -base64 48`. Unset, no claims are issued and every signed-in
   * request checks its session.
   */
  CLAIM_SECRET?: string;
  /** "off" disables the page cache (the benchmark's uncached run); unset in deployments. */
  PAGE_CACHE?: string;
  /** Resend API key (docs/decisions/0013-email-outbox.md); unset in development, where emails wait in the outbox. */
  MAIL_API_KEY?: string;
  /** The sender, e.g. "Jumla <orders@example.com>", on a domain verified with the provider. */
  MAIL_FROM?: string;
  /** The Turnstile widget's secret on profiles with a captcha (workers/lib/turnstile.ts, decision 0036). */
  CAPTCHA_SECRET_KEY?: string;
  /**
   * Card payments (docs/decisions/0049-payment-providers.md): each gateway's secret API key and its
   * webhook endpoint's secret (Stripe's `whsec_…` signing secret, Moyasar's webhook secret token).
   * A gateway without both is not offered and its webhook route answers 404.
   */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  MOYASAR_SECRET_KEY?: string;
  MOYASAR_WEBHOOK_SECRET?: string;
  /** The gateways' API origins, for local stand-ins (scripts/stand-ins/); unset: the providers' own. */
  STRIPE_API_URL?: string;
  MOYASAR_API_URL?: string;
}
interface Env extends SecretEnv {}
declare namespace Cloudflare {
  interface Env extends SecretEnv {}
}
