import { type } from "arktype";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MeasureUnitInput, MeasureUnitListQuery } from "../../core/contracts/admin/measure-units.ts";
import { access } from "../../workers/api/auth/access.ts";
import { buildOpenApiDocument } from "../../workers/api/openapi/build-openapi-document.ts";
import { validate } from "../../workers/lib/http/validate.ts";
import { referenceGroups } from "./api-reference.ts";

// Decision 0060: the reference page lists what the OpenAPI document says, grouped by tag.
const units = new Hono()
  .get("/", access("admin"), validate(MeasureUnitListQuery, { target: "query" }), (c) => c.json({ data: [] }))
  .post("/", access("admin"), validate(MeasureUnitInput), (c) => c.json({ data: null }, 201))
  .delete("/:id", access("admin"), (c) => c.json({ data: null }));
const orders = new Hono().post(
  "/",
  access("orderer"),
  validate(
    type({ lines: type({ productId: "number.integer > 0", "note?": "string <= 200" }).array().atMostLength(500) }),
  ),
  (c) => c.json({ data: null }),
);
const app = new Hono()
  .route("/api/admin/measure-units", units)
  .route("/api/orders", orders)
  .get("/api/health", access("public"), (c) => c.json({ status: "ok" }));
const groups = referenceGroups(buildOpenApiDocument(app, { origin: "https://shop.example", version: "test" }));
const operation = (method: string, path: string) =>
  groups.flatMap((group) => group.operations).find((entry) => entry.method === method && entry.path === path);

describe("referenceGroups", () => {
  it("groups operations by tag, in tag order, each by path then method", () => {
    expect(groups.map((group) => [group.tag, group.anchor])).toEqual([
      ["admin/measure-units", "tag-admin-measure-units"],
      ["health", "tag-health"],
      ["orders", "tag-orders"],
    ]);
    expect(groups[0]?.operations.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      "GET /api/admin/measure-units",
      "POST /api/admin/measure-units",
      "DELETE /api/admin/measure-units/{id}",
    ]);
  });

  it("names each operation's access and its answers, success first", () => {
    expect(operation("DELETE", "/api/admin/measure-units/{id}")).toMatchObject({
      id: "deleteAdminMeasureUnitsById",
      access: "admin",
      answers: [
        { status: "200", kind: "success" },
        { status: "401", kind: "Unauthorized" },
        { status: "403", kind: "Forbidden" },
        { status: "404", kind: "NotFound" },
        { status: "409", kind: "InUse" },
        { status: "default", kind: "Failure" },
      ],
      parameters: [expect.objectContaining({ name: "id", in: "path", isRequired: true })],
    });
    expect(operation("GET", "/api/health")).toMatchObject({ access: "public", parameters: [], body: null });
  });

  it("lists a body's fields by dotted path, each required where its parent is given", () => {
    const body = operation("POST", "/api/admin/measure-units")?.body;
    expect(body?.mediaTypes).toEqual(["application/json"]);
    expect(body?.fields.map((field) => [field.name, field.isRequired, field.types])).toEqual([
      ["code", true, ["string"]],
      ["translations", true, ["object"]],
      ["translations.en", true, ["object"]],
      ["translations.en.name", true, ["string"]],
      ["translations.ar", false, ["object"]],
      ["translations.ar.name", true, ["string"]],
    ]);
    expect(body?.fields[0]?.notes).toEqual(["rule", "converted"]);
  });

  it("lists a list's items as name[] with their limits", () => {
    const fields = operation("POST", "/api/orders")?.body?.fields ?? [];
    expect(fields.map((field) => field.name)).toEqual(["lines", "lines[].productId", "lines[].note"]);
    expect(fields[0]?.rules).toEqual([{ kind: "maxItems", value: 500 }]);
    expect(fields[1]?.rules).toEqual([{ kind: "exclusiveMinimum", value: 0 }]);
    expect(fields[2]).toMatchObject({ isRequired: false, rules: [{ kind: "maxLength", value: 200 }] });
  });

  it("gives a query's parameters their allowed values", () => {
    const sort = operation("GET", "/api/admin/measure-units")?.parameters.find(
      (parameter) => parameter.name === "sort",
    );
    expect(sort).toMatchObject({ in: "query", isRequired: false, types: ["enum"] });
    expect(sort?.rules).toEqual([
      { kind: "values", value: ["-code", "-createdAt", "-name", "code", "createdAt", "name"] },
    ]);
  });
});
