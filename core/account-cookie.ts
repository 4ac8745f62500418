// The account cookie (issue #9 item 9, docs/decisions/0028-account-cookie.md): what the browser
// shows of the signed-in shopper — the name in the header, the account's state for the price note —
// without it being in the HTML, so one cached page serves every buyer. Not a secret and not proof
// of anything: the server never reads it; the session cookie decides.

/** The shopper's state as the page shows it (SPEC §4 account states, §6 roles). */
export const accountRoles = ["unverified", "unapproved", "customer", "salesperson"] as const;
export type AccountRole = (typeof accountRoles)[number];

export interface AccountHint {
  /** The first name the header greets. */
  name: string;
  role: AccountRole;
  /** SPEC §1 can-see-prices, to explain a missing price; the page's variant is the claim's. */
  canSeePrices: boolean;
}

/** The cookie's names: `__Host-` over https (then also Secure), plain on loopback http. */
export const accountCookieNames = { secure: "__Host-jumla_account", local: "jumla_account" } as const;

/**
 * The cookie's value: JSON with short keys. Hono's `setCookie` and Astro's `cookies.set` URI-encode
 * it on the way out (cookie values allow neither commas nor quotes).
 */
export function accountHintValue(hint: AccountHint): string {
  return JSON.stringify({ n: hint.name.slice(0, 60), r: hint.role, p: hint.canSeePrices ? 1 : 0 });
}

/** The hint a cookie holds as sent (URI-encoded), or null for anything malformed: a stale or edited cookie shows a guest. */
export function decodeAccountHint(value: string | undefined | null): AccountHint | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== "object") return null;
    const { n, r, p } = parsed as Record<string, unknown>;
    if (typeof n !== "string" || !(accountRoles as readonly unknown[]).includes(r)) return null;
    return { name: n, role: r as AccountRole, canSeePrices: p === 1 };
  } catch {
    return null;
  }
}

/** The account cookie's value as sent, under either name, from a `document.cookie`-style header. */
export function accountCookieValue(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === accountCookieNames.secure || name === accountCookieNames.local) return value.join("=");
  }
  return null;
}

/** The hint in a `document.cookie`-style header, under either name. */
export function readAccountHint(cookieHeader: string): AccountHint | null {
  return decodeAccountHint(accountCookieValue(cookieHeader));
}
