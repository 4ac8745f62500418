// SPEC §2 admin layout: "a breadcrumb built from the path (skipping the attributes segment and
// version-like segments)". A pure rule, so the header only draws what it returns.

/** One step of the trail: the path segment it names, and the admin path it leads to. */
export interface Crumb {
  segment: string;
  /** The admin path up to and including this segment, relative to the admin base ("/product/15"). */
  path: string;
}

/** A version written as such: `v1`, `v2`, `v1.2`. */
const versionPattern = /^v\d+(?:\.\d+)*$/i;

/**
 * Whether a segment is version-like: `v1`, `v2.1` anywhere, or whatever directly follows
 * `attributes`, which SPEC §2 gives a version (`product/attributes/{version}/{id}`, version 1, 2
 * or 3) or a layout key (`settings/attributes/{layout_hash}/{id}`), never a page of its own.
 */
export function isVersionLike(segment: string, previous: string | undefined): boolean {
  return versionPattern.test(segment) || previous === "attributes";
}

/**
 * The breadcrumb of an admin path (relative to `/admin-panel/secure`), without the dashboard,
 * which is always the first crumb. Each crumb links to the real path up to it, skipped segments
 * included, so every link opens a screen.
 * @example breadcrumbTrail("/product/attributes/2/15") // [{ segment: "product", path: "/product" }, { segment: "15", path: "/product/attributes/2/15" }]
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean).map(decodeSegment);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const previous = segments[index - 1];
    if (segment === "attributes" || isVersionLike(segment, previous)) return;
    crumbs.push({
      segment,
      path: `/${segments
        .slice(0, index + 1)
        .map(encodeURIComponent)
        .join("/")}`,
    });
  });
  return crumbs;
}

/** A segment as typed: `%20` is a space; a malformed escape stays as it came. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
