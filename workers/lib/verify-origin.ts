import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";

/** Methods that change state (RFC 9110 §9.2.1: everything but the safe methods). */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change state: safe methods always; others only with an `Origin` equal to
 * the request's own origin (OWASP CSRF cheat sheet, "verifying origin with standard headers").
 * Browsers send `Origin` on every cross-origin request and on same-origin POST, PUT, PATCH and
 * DELETE, so a missing one means a non-browser client or a stripped header: both refused.
 */
export function isAllowedOrigin(request: Request): boolean {
  if (safeMethods.has(request.method)) return true;
  const origin = request.headers.get("origin");
  return origin !== null && origin !== "null" && origin === new URL(request.url).origin;
}

/**
 * Payment providers' webhooks (decision 0049): servers post them, with no Origin and no cookies,
 * so no CSRF is possible; their signature or secret token authenticates them instead.
 */
const webhookPath = /^\/api\/payments\/[a-z]+\/webhook$/;

/** Whether a request is exempt from the Origin rule: only a payment provider's webhook. */
export function isOriginExempt(request: Request): boolean {
  return request.method === "POST" && webhookPath.test(new URL(request.url).pathname);
}

/**
 * Middleware: refuses a state-changing request from another site with 403 `cross_origin` (CSRF).
 * SameSite=Lax cookies already keep most cross-site posts unauthenticated; this also covers
 * sibling subdomains, old browsers and sign-in itself (login CSRF).
 */
export function verifyOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (!isAllowedOrigin(c.req.raw) && !isOriginExempt(c.req.raw)) throw new AppError("cross_origin");
    await next();
  };
}
