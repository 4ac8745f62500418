/**
 * Headers every response carries (ARCHITECTURE.md §3), the Worker's and the static assets' alike;
 * the page's script hashes come from Astro's CSP, which these complete.
 */
const baseline = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  "cross-origin-opener-policy": "same-origin",
} as const;

/** One year, subdomains included (RFC 6797); never sent for plain-http localhost development. */
const hsts = "max-age=31536000; includeSubDomains";

/** The policy of a response that brings none: nothing may frame it, no base or plugin content. */
const fallbackPolicy = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/**
 * The `_headers` file of Workers static assets (issue #9 D.25): scripts, styles, fonts and the
 * favicon are served without running the Worker, so they get the same headers from this file,
 * which the build writes (astro.config.mjs) from the values above. HSTS is included: browsers
 * ignore it over plain http (RFC 6797 §8.1), so local runs are unaffected.
 */
export function staticAssetHeaders(): string {
  const headers = { ...baseline, "content-security-policy": fallbackPolicy, "strict-transport-security": hsts };
  return ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}

/** Returns the response with the security headers set, copying it when its headers are immutable. */
export function withSecurityHeaders(response: Response, url: URL): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(baseline)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  // Pages arrive with Astro's hashed script-src policy (astro.config.mjs), SVG media with its own
  // sandbox; every policy gains frame-ancestors, which only works as a header, never in <meta>.
  const policy = secured.headers.get("content-security-policy");
  if (!policy) {
    secured.headers.set("content-security-policy", fallbackPolicy);
  } else if (!policy.includes("frame-ancestors")) {
    secured.headers.set("content-security-policy", `${policy.trim().replace(/;$/, "")}; frame-ancestors 'none'`);
  }
  if (url.protocol === "https:") secured.headers.set("strict-transport-security", hsts);
  return secured;
}
