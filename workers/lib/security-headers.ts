/**
 * Headers every dynamic response carries (ARCHITECTURE.md §3); the page's script hashes come
 * from Astro's CSP, which these complete.
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
    secured.headers.set("content-security-policy", "frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
  } else if (!policy.includes("frame-ancestors")) {
    secured.headers.set("content-security-policy", `${policy.trim().replace(/;$/, "")}; frame-ancestors 'none'`);
  }
  if (url.protocol === "https:") secured.headers.set("strict-transport-security", hsts);
  return secured;
}
