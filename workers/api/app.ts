import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { useTranslations, type MessageKey } from "../../i18n/index.ts";
import { AppError, errorCodes, type ErrorCode } from "../lib/errors.ts";
import { requestLocale } from "../lib/request-locale.ts";
import { verifyOrigin } from "../lib/verify-origin.ts";
import { account } from "./account/account-routes.ts";
import { adminCustomers } from "./account/admin-customers-routes.ts";
import { registration } from "./account/auth-routes.ts";
import { customerArea } from "./account/customer-area-routes.ts";
import { admin } from "./admin/routes.ts";
import { auth } from "./auth/routes.ts";
import { catalogue } from "./catalogue/routes.ts";
import { content } from "./content/routes.ts";
import { front } from "./front/routes.ts";
import { health } from "./health/routes.ts";
import { media } from "./media/routes.ts";

export type ApiEnv = { Bindings: Env };

/** The Hono app: every write and every JSON answer of the shop (ARCHITECTURE.md §1). */
export const api = new Hono<ApiEnv>()
  // CSRF: every state-changing /api request must come from our own origin (issue #4).
  .use("/api/*", verifyOrigin())
  .route("/api/auth", auth)
  .route("/api/auth", registration)
  .route("/api/account", account)
  .route("/api/account", customerArea)
  .route("/api/admin/customers", adminCustomers)
  .route("/api/admin", admin)
  .route("/api/health", health)
  .route("/api/front", front)
  .route("/api/front", content)
  .route("/media", media)
  .route("/api", catalogue);

api.notFound((c) => {
  const t = useTranslations(requestLocale(c.req.raw, c.env));
  return c.json({ error: "not_found", message: t(errorCodes.not_found.message) }, 404);
});

// The only place an error becomes a response (STYLE.md "Boundaries and errors").
api.onError((error, c) => {
  const t = useTranslations(requestLocale(c.req.raw, c.env));
  if (error instanceof AppError) {
    const entry: { status: (typeof errorCodes)[ErrorCode]["status"]; message: MessageKey; hint?: MessageKey } =
      errorCodes[error.code];
    return c.json(
      {
        error: error.code,
        message: t(entry.message),
        ...(entry.hint ? { hint: t(entry.hint) } : {}),
        ...(error.details ? { errors: error.details } : {}),
      },
      entry.status,
    );
  }
  if (error instanceof HTTPException) return error.getResponse();
  console.error("Unhandled API error", c.req.method, c.req.path, error);
  return c.json({ error: "server", message: t(errorCodes.server.message) }, 500);
});
