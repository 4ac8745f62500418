import type { DbVariables } from "../../lib/db.ts";
import type { Type } from "arktype";
import { Hono } from "hono";
import type { Locale } from "../../../core/profiles.ts";
import { useTranslations } from "../../../i18n/index.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access, type AdminAccess } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { catalogueRoutes } from "./catalogue-routes.ts";
import type { Translate } from "./resource-kit.ts";

/** What a resource's operations get from the request: the database, its language and translator. */
export interface ResourceRequest {
  db: Db;
  locale: Locale;
  t: Translate;
  env: Env;
  /** The signed-in admin making the request (a resource may refuse what they do to themselves). */
  adminId: number;
  /** Their session, which a write that ends the admin's sessions keeps. */
  sessionId: string;
}

/** A PUT's whole resource or a PATCH's fields, told apart by `mode`. */
export type ResourceChange<Input, Patch> = { mode: "replace"; input: Input } | { mode: "patch"; input: Patch };

/** The contracts and operations of one admin resource (decision 0054). */
export interface Resource<Query extends Type, Input extends Type, Patch extends Type, Page, Detail> {
  /** `create`: a POST's own contract when it asks more than a PUT (a new admin's password). */
  contracts: { listQuery: Query; input: Input; patch: Patch; create?: Input };
  /** Who may call the resource's routes: any admin unless said (SPEC §6: admins are for super admins). */
  access?: AdminAccess;
  list: (request: ResourceRequest, query: Query["infer"]) => Promise<Page>;
  /** The detail every answer but DELETE's carries; null when there is no such row (404). */
  read: (request: ResourceRequest, id: number) => Promise<Detail | null>;
  /** Writes a new row and answers its id. */
  create: (request: ResourceRequest, input: Input["infer"]) => Promise<number>;
  update: (
    request: ResourceRequest,
    id: number,
    change: ResourceChange<Input["infer"], Patch["infer"]>,
  ) => Promise<unknown>;
  remove: (request: ResourceRequest, id: number) => Promise<unknown>;
  /**
   * Whether the storefront shows the resource (the default): its writes then bump the catalogue
   * version (decision 0025). People (customers, salespeople) say false and leave the cache alone.
   */
  isCatalogue?: boolean;
}

/**
 * The router of an admin resource on the convention of decision 0054: GET / lists (the list
 * query checked), POST / creates (201 with the detail), GET, PUT and PATCH /:id answer the
 * detail (404 when there is none), DELETE /:id answers null. Every route is `access("admin")`
 * (or the resource's `access`) first (the authorisation matrix reads it) and checks its input
 * with `validate` (the OpenAPI document reads it, decision 0060); the router is
 * `catalogueRoutes()` (decision 0025) unless the resource is not catalogue data
 * (`isCatalogue: false`). The result is a Hono router typed for `hc<AppType>`, to which a resource
 * may chain routes of its own.
 * @example export const brands = resourceRoutes({ contracts: { listQuery: BrandListQuery, input: BrandInput, patch: BrandPatch }, list: (r, query) => listBrands(r.db, query, r.locale), … })
 */
export function resourceRoutes<Query extends Type, Input extends Type, Patch extends Type, Page, Detail>(
  resource: Resource<Query, Input, Patch, Page, Detail>,
) {
  const { listQuery, input, patch, create = input } = resource.contracts;
  const level = resource.access ?? "admin";
  const detail = async (request: ResourceRequest, id: number) => {
    const found = await resource.read(request, id);
    if (!found) throw new AppError("not_found");
    return found;
  };
  return (resource.isCatalogue === false ? new Hono<ApiEnv>() : catalogueRoutes())
    .get("/", access(level), validate(listQuery, { target: "query" }), async (c) =>
      ok(c, await resource.list(resourceRequest(c), c.req.valid("query"))),
    )
    .post("/", access(level), validate(create), async (c) => {
      const request = resourceRequest(c);
      const id = await resource.create(request, c.req.valid("json"));
      return ok(c, await detail(request, id), { status: 201 });
    })
    .get("/:id", access(level), async (c) => ok(c, await detail(resourceRequest(c), pathId(c))))
    .put("/:id", access(level), validate(input), async (c) => {
      const request = resourceRequest(c);
      await resource.update(request, pathId(c), { mode: "replace", input: c.req.valid("json") });
      return ok(c, await detail(request, pathId(c)));
    })
    .patch("/:id", access(level), validate(patch), async (c) => {
      const request = resourceRequest(c);
      await resource.update(request, pathId(c), { mode: "patch", input: c.req.valid("json") });
      return ok(c, await detail(request, pathId(c)));
    })
    .delete("/:id", access(level), async (c) => {
      await resource.remove(resourceRequest(c), pathId(c));
      return ok(c, null);
    });
}

function resourceRequest(c: {
  req: { raw: Request };
  env: Env;
  var: DbVariables & { admin: { id: number }; session: { id: string } };
}): ResourceRequest {
  const locale = requestLocale(c.req.raw, c.env);
  const { admin, session } = c.var;
  return { db: c.var.db, locale, t: useTranslations(locale), env: c.env, adminId: admin.id, sessionId: session.id };
}
