/**
 * Headers every dynamic response carries (ARCHITECTURE.md §3). The full script CSP with hashes
 * comes with the accounts issue (#4); these need no knowledge of the page.
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
  if (!secured.headers.has("content-security-policy")) {
    secured.headers.set("content-security-policy", "frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
  }
  if (url.protocol === "https:") secured.headers.set("strict-transport-security", hsts);
  return secured;
}
