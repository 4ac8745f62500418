import type { MiddlewareHandler } from "hono";

/**
 * Middleware: the answers are personal or one-off (sessions, account data, admin data), so no
 * cache may keep them (decision 0012 "Caching").
 * @example new Hono().use(noStore()).get("/profile", …)
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("cache-control", "private, no-store");
  };
}
