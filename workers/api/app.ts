import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { useTranslations } from "../../i18n/index.ts";
import { AppError, errorCodes } from "../lib/errors.ts";
import { requestLocale } from "../lib/request-locale.ts";
import { front } from "./front/routes.ts";
import { health } from "./health/routes.ts";
import { media } from "./media/routes.ts";

export type ApiEnv = { Bindings: Env };

/** The Hono app: every write and every JSON answer of the shop (ARCHITECTURE.md §1). */
export const api = new Hono<ApiEnv>().route("/api/health", health).route("/api/front", front).route("/media", media);

api.notFound((c) => {
  const t = useTranslations(requestLocale(c.req.raw, c.env));
  return c.json({ error: "not_found", message: t(errorCodes.not_found.message) }, 404);
});

// The only place an error becomes a response (STYLE.md "Boundaries and errors").
api.onError((error, c) => {
  const t = useTranslations(requestLocale(c.req.raw, c.env));
  if (error instanceof AppError) {
    const { status, message } = errorCodes[error.code];
    return c.json(
      { error: error.code, message: t(message), ...(error.details ? { errors: error.details } : {}) },
      status,
    );
  }
  if (error instanceof HTTPException) return error.getResponse();
  console.error("Unhandled API error", c.req.method, c.req.path, error);
  return c.json({ error: "server", message: t(errorCodes.server.message) }, 500);
});
