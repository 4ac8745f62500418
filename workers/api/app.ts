import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiFailure } from "../../core/api-envelope.ts";
import { useTranslations, type MessageKey } from "../../i18n/index.ts";
import { AppError, errorCodes, type ErrorCode } from "../lib/errors.ts";
import { isDatabaseUnavailable, requestDatabase } from "../lib/db.ts";
import { limitBodies } from "../lib/http/read-body.ts";
import { requestLocale } from "../lib/request-locale.ts";
import { verifyOrigin } from "../lib/verify-origin.ts";
import { account } from "./account/routes.ts";
import { admin } from "./admin/routes.ts";
import { auth } from "./auth/routes.ts";
import { catalogue } from "./catalogue/routes.ts";
import { checkout, placeOrders } from "./checkout/routes.ts";
import type { ApiEnv } from "./env.ts";
import { front } from "./front/routes.ts";
import { health } from "./health/routes.ts";
import { media } from "./media/routes.ts";
import { openApiDocumentOf, openApiRoutes } from "./openapi/routes.ts";
import { payments } from "./payments/routes.ts";
import { purchase } from "./purchase/routes.ts";
import { sales } from "./sales/routes.ts";

/**
 * The Hono app: every write and every JSON answer of the shop (ARCHITECTURE.md §1), one folder per
 * domain under its URL (decision 0022). The catalogue's JSON twins sit at the URLs SPEC §2 fixes.
 */
export const api = new Hono<ApiEnv>()
  // Every request its own database client (ARCHITECTURE.md §2, issue #19): none waits behind another.
  .use("*", requestDatabase())
  // CSRF: every state-changing /api request must come from our own origin (issue #4).
  .use("/api/*", verifyOrigin())
  // Bodies are small JSON or form fields; only an upload route declares more (issue #9 D.22).
  .use("/api/*", limitBodies())
  .route("/api/auth", auth)
  .route("/api/account", account)
  .route("/api/admin", admin)
  .route("/api/checkout", checkout)
  .route("/api/orders", placeOrders)
  .route("/api/front", front)
  .route("/api/sales", sales)
  .route("/api/health", health)
  .route("/api/payments", payments)
  .route("/api/purchase", purchase)
  .route("/api", catalogue)
  .route("/media", media);

/** The app's routes and their types, for a typed `hono/client` (`hc<AppType>`). */
export type AppType = typeof api;

/**
 * The API's OpenAPI document (issue #11 item 7, decision 0060), written from the routes above and
 * the contracts they validate with; GET /api/openapi.json serves it and /api-reference shows it.
 */
export const openApiDocument = openApiDocumentOf(api);
api.route("/api/openapi.json", openApiRoutes(openApiDocument));

/** An error code's answer in the request's language, in the failure shape of SPEC §8. */
function failure(
  code: ErrorCode,
  locale: ReturnType<typeof requestLocale>,
  details?: Record<string, string>,
  params?: Record<string, string | number>,
  field?: string,
) {
  const t = useTranslations(locale);
  const entry: { message: MessageKey; hint?: MessageKey } = errorCodes[code];
  const message = t(entry.message, params);
  // A message about one field (a cart line) is also given under that field's name.
  const errors = field ? { ...details, [field]: message } : details;
  const body: ApiFailure = {
    error: code,
    message,
    ...(entry.hint ? { hint: t(entry.hint, params) } : {}),
    ...(errors ? { errors } : {}),
  };
  return body;
}

api.notFound((c) => c.json(failure("not_found", requestLocale(c.req.raw, c.env)), 404));

// The only place an error becomes a response (STYLE.md "Boundaries and errors").
api.onError((error, c) => {
  const locale = requestLocale(c.req.raw, c.env);
  if (error instanceof AppError) {
    return c.json(failure(error.code, locale, error.details, error.params, error.field), errorCodes[error.code].status);
  }
  if (error instanceof HTTPException) return error.getResponse();
  if (isDatabaseUnavailable(error)) {
    console.error("Database unavailable", c.req.method, c.req.path, error);
    return c.json(failure("database_down", locale), 503);
  }
  console.error("Unhandled API error", c.req.method, c.req.path, error);
  return c.json(failure("server", locale), 500);
});
