import { describe, expect, it } from "vitest";
import { openApiPath, operationId, operationTag, type PathParameter } from "./openapi-paths.ts";

describe("openApiPath (Hono path → OpenAPI path template)", () => {
  it.each<[string, string, PathParameter[]]>([
    ["/api/admin/measure-units", "/api/admin/measure-units", []],
    ["/api/admin/measure-units/:id", "/api/admin/measure-units/{id}", [{ name: "id" }]],
    ["/api/account/orders/:id/refunds", "/api/account/orders/{id}/refunds", [{ name: "id" }]],
    [
      "/api/admin/products/:productId/variants/:id",
      "/api/admin/products/{productId}/variants/{id}",
      [{ name: "productId" }, { name: "id" }],
    ],
    ["/api/payments/:gateway/webhook", "/api/payments/{gateway}/webhook", [{ name: "gateway" }]],
    ["/api/orders/:id{[0-9]+}", "/api/orders/{id}", [{ name: "id", pattern: "^(?:[0-9]+)$" }]],
    ["/files/:key{.+/.+}", "/files/{key}", [{ name: "key", pattern: "^(?:.+/.+)$" }]],
    ["/api/animals/:kind?", "/api/animals/{kind}", [{ name: "kind", isOptional: true }]],
    ["/media/*", "/media/{path}", [{ name: "path", isWildcard: true }]],
    [
      "/a/*/b/*",
      "/a/{path}/b/{path2}",
      [
        { name: "path", isWildcard: true },
        { name: "path2", isWildcard: true },
      ],
    ],
    ["/", "/", []],
  ])("%s → %s", (honoPath, path, parameters) => {
    expect(openApiPath(honoPath)).toEqual({ path, parameters });
  });
});

describe("operationTag", () => {
  it.each([
    ["/api/auth/login", "auth"],
    ["/api/account/orders/{id}", "account"],
    ["/api/admin/measure-units", "admin/measure-units"],
    ["/api/admin/measure-units/{id}", "admin/measure-units"],
    ["/api/admin/orders.csv", "admin/orders"],
    ["/api/admin/profile/show", "admin/profile"],
    ["/api/admin", "admin"],
    ["/api/productDetails/{slug}", "productDetails"],
    ["/api/openapi.json", "openapi.json"],
    ["/media/{path}", "media"],
  ])("%s is listed under %s", (path, tag) => {
    expect(operationTag(path)).toBe(tag);
  });
});

describe("operationId", () => {
  it.each([
    ["GET", "/api/admin/measure-units", "getAdminMeasureUnits"],
    ["DELETE", "/api/admin/measure-units/{id}", "deleteAdminMeasureUnitsById"],
    ["POST", "/api/payments/{gateway}/webhook", "postPaymentsByGatewayWebhook"],
    ["GET", "/api/productDetails/{slug}", "getProductDetailsBySlug"],
    ["GET", "/api/openapi.json", "getOpenapiJson"],
    ["GET", "/media/{path}", "getMediaByPath"],
  ])("%s %s is %s", (method, path, id) => {
    expect(operationId(method, path)).toBe(id);
  });
});
