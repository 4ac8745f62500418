// Secrets are not in wrangler.toml, so `wrangler types` cannot see them (wrangler.toml header).
interface SecretEnv {
  /** The profile's libSQL database: Turso in production, the embedded server locally. */
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  /** "off" disables the page cache (the benchmark's uncached run); unset in deployments. */
  PAGE_CACHE?: string;
}
interface Env extends SecretEnv {}
declare namespace Cloudflare {
  interface Env extends SecretEnv {}
}
