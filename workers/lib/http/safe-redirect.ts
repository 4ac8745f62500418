/**
 * The same-site path a `?to=` or `?next=` parameter may send a visitor to, or null: the shop's one
 * safe-redirect rule (sign-in's `?to=`, /redirect, sign-out's `?next=`; issue #9 D.23).
 * Only paths are followed: absolute URLs, protocol-relative `//host`, backslash tricks (`/\host`,
 * which browsers read as `//host`), control characters and anything that resolves off-site are not.
 * @example safeRedirectTarget("/products?search=towel", "https://jumla.test") // "/products?search=towel"
 */
export function safeRedirectTarget(to: string | null, origin: string): string | null {
  if (!to || to.length > 2048) return null;
  if (!to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return url.pathname + url.search + url.hash;
}
