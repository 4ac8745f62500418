// Issue #11 item 7, decision 0060: GET /api/openapi.json is written from the app itself: every
// route with its method, its access as a security requirement, its query and body from the
// contracts its validators check. Nothing is listed by hand, so a route added later appears.
import { env } from "cloudflare:workers";
import { type } from "arktype";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { api } from "../../workers/api/app.ts";
import { access, declaredAccess } from "../../workers/api/auth/access.ts";
import {
  appRoutes,
  buildOpenApiDocument,
  operationMethods,
  type OpenApiDocument,
  type Operation,
  type OperationMethod,
} from "../../workers/api/openapi/build-openapi-document.ts";
import type { SchemaNode } from "../../workers/api/openapi/contract-schema.ts";
import { openApiPath } from "../../workers/api/openapi/openapi-paths.ts";
import { validate } from "../../workers/lib/http/validate.ts";

const response = await api.request("/api/openapi.json", {}, env);
const document = (await response.clone().json()) as OpenApiDocument;

/** Every operation of the document, with its method and path. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
);

/** The app's own routes, one per method and path (`use` middleware is not a route), with their declared access. */
const routes = [
  ...api.routes
    .filter((route) => route.method !== "ALL")
    .reduce((byKey, { method, path, handler }) => {
      const key = `${method} ${path}`;
      const level = byKey.get(key)?.level ?? declaredAccess(handler);
      return byKey.set(key, { method, path, level });
    }, new Map<string, { method: string; path: string; level: ReturnType<typeof declaredAccess> }>())
    .values(),
];

const operationOf = (method: string, honoPath: string) =>
  document.paths[openApiPath(honoPath).path]?.[method.toLowerCase() as OperationMethod];

const bodySchema = (operation: Operation | undefined, mediaType = "application/json") =>
  operation?.requestBody?.content[mediaType]?.schema;

/** The schema at a dotted path of an object schema (`translations.en.name`). */
function fieldSchema(schema: SchemaNode | undefined, path: string): SchemaNode | undefined {
  return path.split(".").reduce<SchemaNode | undefined>((node, key) => node?.properties?.[key], schema);
}

/** Whether a dotted field is required at every level of its path. */
function isRequired(schema: SchemaNode | undefined, path: string): boolean {
  const keys = path.split(".");
  let node = schema;
  for (const key of keys) {
    if (!node?.required?.includes(key)) return false;
    node = node.properties?.[key];
  }
  return true;
}

describe("GET /api/openapi.json", () => {
  it("answers an OpenAPI 3.1 document, public and cached per build", async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: "Jumla API", version: expect.any(String) });
    // Absolute URLs stand on SITE_ORIGIN, never the request's Host (decision 0037).
    expect(document.servers).toEqual([{ url: "https://shop.jumla.test" }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["adminSession", "shopperSession"]);
  });

  it("answers 304 to a client that holds the same document", async () => {
    const etag = response.headers.get("etag") ?? "";
    const again = await api.request("/api/openapi.json", { headers: { "if-none-match": etag } }, env);
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("is in OpenAPI's shape: unique operation ids, every path parameter declared, every reference found", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      expect(operationMethods).toContain(method);
      expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect(
        declared.map((parameter) => parameter.name),
        `${method} ${path}`,
      ).toEqual(templated);
      expect(declared.every((parameter) => parameter.required)).toBe(true);
      expect(operation.tags).toHaveLength(1);
    }
    const references = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const reference of new Set(references)) {
      const pointer = reference.slice('"$ref":"#/'.length, -1).split("/");
      const target = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
      expect(target, reference).toBeDefined();
    }
  });

  it("lists every route of the app with its method, and nothing else", () => {
    const listed = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort();
    const expected = routes.map((route) => `${route.method} ${openApiPath(route.path).path}`).sort();
    expect(listed).toEqual(expected);
    // The count follows app.routes: a route mounted anywhere appears without a list to keep.
    expect(operations).toHaveLength(routes.length);
    expect(listed).toEqual(expect.arrayContaining(["GET /api/openapi.json", "DELETE /api/admin/measure-units/{id}"]));
  });

  it("gives every route its access level as a security requirement, with 401 and 403 where it is not public", () => {
    for (const { level, ...route } of routes) {
      const operation = operationOf(route.method, route.path);
      expect(operation?.["x-access"], `${route.method} ${route.path}`).toBe(level);
      if (level === "public") {
        expect(operation?.security).toEqual([]);
        expect(operation?.responses).not.toHaveProperty("401");
      } else if (level === "orderer") {
        // Decision 0098: an order is placed with a shopper session or, a phone order, an admin's
        expect(operation?.security).toEqual([{ shopperSession: [] }, { adminSession: [] }]);
        expect(operation?.responses).toHaveProperty("401");
        expect(operation?.responses).toHaveProperty("403");
      } else {
        const scheme = level === "admin" || level === "superAdmin" ? "adminSession" : "shopperSession";
        expect(operation?.security).toEqual([{ [scheme]: [] }]);
        expect(operation?.responses).toHaveProperty("401");
        expect(operation?.responses).toHaveProperty("403");
      }
    }
    expect(operationOf("GET", "/api/admin/measure-units")?.security).toEqual([{ adminSession: [] }]);
    expect(operationOf("GET", "/api/account/orders")?.security).toEqual([{ shopperSession: [] }]);
    expect(operationOf("POST", "/api/auth/login")?.security).toEqual([]);
    expect(operationOf("POST", "/api/orders")?.security).toEqual([{ shopperSession: [] }, { adminSession: [] }]);
  });

  it("describes the body or query of every route that validates one, and answers 400 there", () => {
    const validated = appRoutes(api).filter((route) => route.validators.length > 0);
    expect(validated.length).toBeGreaterThan(20);
    for (const route of validated) {
      const operation = operationOf(route.method, route.honoPath);
      const where = `${route.method} ${route.honoPath}`;
      for (const { target } of route.validators) {
        if (target === "json") expect(Object.keys(operation?.requestBody?.content ?? {}), where).not.toEqual([]);
        else
          expect(
            operation?.parameters?.some((parameter) => parameter.in === "query"),
            where,
          ).toBe(true);
      }
      expect(operation?.responses["400"], where).toEqual({ $ref: "#/components/responses/InvalidInput" });
    }
    // And a route without a validator has neither.
    expect(operationOf("GET", "/api/admin/measure-units/:id")?.requestBody).toBeUndefined();
    expect(operationOf("GET", "/api/admin/measure-units/:id")?.responses).not.toHaveProperty("400");
  });

  it("gives POST /api/admin/measure-units the unit's body: code and the English name required", () => {
    const operation = operationOf("POST", "/api/admin/measure-units");
    const schema = bodySchema(operation);
    expect(isRequired(schema, "code")).toBe(true);
    expect(isRequired(schema, "translations.en.name")).toBe(true);
    expect(isRequired(schema, "translations.ar.name")).toBe(false);
    expect(fieldSchema(schema, "translations.ar.name")).toMatchObject({ type: "string" });
    // The code's character rule is a narrow JSON Schema cannot say: noted, not dropped.
    expect(fieldSchema(schema, "code")?.["x-notes"]).toContain("rule");
    expect(operation?.responses).toHaveProperty("201");
    // PATCH takes any of the fields.
    expect(bodySchema(operationOf("PATCH", "/api/admin/measure-units/:id"))?.required ?? []).toEqual([]);
  });

  it("documents the order desk: its list's filters, and its CSV export answering a file (decision 0080)", () => {
    const names = (operationOf("GET", "/api/admin/orders")?.parameters ?? []).map((parameter) => parameter.name);
    expect(names.toSorted()).toEqual(
      [
        "page",
        "perPage",
        "search",
        "sort",
        "status",
        "from",
        "to",
        "customer",
        "salesperson",
        "paymentMethod",
        "shippingZone",
        "hasReturn",
        "paymentState",
      ].toSorted(),
    );
    expect(operationOf("GET", "/api/admin/orders.csv")?.responses["200"]).toMatchObject({
      content: { "text/csv": { schema: { type: "string" } } },
    });
    expect(bodySchema(operationOf("POST", "/api/admin/orders/:id/payments"))?.required?.toSorted()).toEqual([
      "amount",
      "method",
      "receivedOn",
    ]);
  });

  it("reads a list's query parameters from its query contract", () => {
    const parameters = operationOf("GET", "/api/admin/measure-units")?.parameters ?? [];
    expect(parameters.map((parameter) => parameter.name).sort()).toEqual(["page", "perPage", "search", "sort"]);
    const sort = parameters.find((parameter) => parameter.name === "sort");
    expect(sort).toMatchObject({ in: "query", required: false });
    expect(sort?.schema.enum).toEqual(expect.arrayContaining(["name", "-name", "code", "-createdAt"]));
  });

  it.each([
    ["POST", "/api/auth/login", ["application/json", "application/x-www-form-urlencoded"]],
    ["POST", "/api/admin/measure-units", ["application/json"]],
    ["POST", "/api/account/approval-form", ["multipart/form-data"]],
  ])("%s %s takes %j", (method, path, mediaTypes) => {
    expect(Object.keys(operationOf(method, path)?.requestBody?.content ?? {})).toEqual(mediaTypes);
  });

  it("answers 404 on routes with path parameters and 409 on admin deletes", () => {
    for (const { path, method, operation } of operations) {
      expect(Boolean(operation.responses["404"]), `${method} ${path}`).toBe(path.includes("{"));
    }
    expect(operationOf("DELETE", "/api/admin/measure-units/:id")?.responses["409"]).toEqual({
      $ref: "#/components/responses/InUse",
    });
    expect(document.components.responses.InUse).toBeDefined();
  });

  it("tags operations by their first segment after /api, admin ones by resource", () => {
    expect(operationOf("POST", "/api/auth/login")?.tags).toEqual(["auth"]);
    expect(operationOf("GET", "/api/admin/measure-units/:id")?.tags).toEqual(["admin/measure-units"]);
    expect(operationOf("GET", "/api/admin/customers")?.tags).toEqual(["admin/customers"]);
    expect(operationOf("GET", "/api/admin/orders.csv")?.tags).toEqual(["admin/orders"]);
    expect(document.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(["auth", "admin/measure-units", "media"]),
    );
  });

  it("describes every contract the app validates with, without giving up on any", () => {
    const json = JSON.stringify(document);
    const notes = [...json.matchAll(/"x-notes":(\[[^\]]*\])/g)].flatMap((match) => JSON.parse(match[1] ?? "[]"));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes).not.toContain("unknown");
    // arktype's error configuration (vocabulary keys) is not JSON Schema and stays out.
    expect(json).not.toMatch(/"message":"(validation|errors)\./);
  });
});

describe("a route added later", () => {
  it("appears with its access, path parameter and body, from its declarations alone", () => {
    const Widget = type({ name: "string", "size?": "1 <= number.integer <= 10" });
    const widgets = new Hono()
      .get("/", access("public"), (c) => c.json({ data: [] }))
      .put("/:id", access("superAdmin"), validate(Widget), (c) => c.json({ data: null }));
    const app = new Hono().route("/api/admin/widgets", widgets);
    const built = buildOpenApiDocument(app, { origin: "https://shop.example", version: "test" });
    const put = built.paths["/api/admin/widgets/{id}"]?.put;
    expect(put).toMatchObject({ "x-access": "superAdmin", security: [{ adminSession: [] }], tags: ["admin/widgets"] });
    expect(put?.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    expect(bodySchema(put)).toMatchObject({
      required: ["name"],
      properties: { name: { type: "string" }, size: { type: "integer", minimum: 1, maximum: 10 } },
    });
    expect(built.paths["/api/admin/widgets"]?.get?.security).toEqual([]);
  });
});
