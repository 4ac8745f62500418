import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../../workers/api/app.ts";

describe("GET /api/health", () => {
  it("answers ok after a real query against the database", async () => {
    const response = await api.request("/api/health", {}, env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 with db down when the database is unreachable", async () => {
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
    const response = await api.request("/api/health", {}, { ...env, DATABASE_URL: "http://127.0.0.1:9" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ db: "down" });
  });
});

describe("a database that cannot be reached", () => {
  it.each([
    ["en", "An error occurred, please try again later"],
    ["ar", "حدث خطأ، يرجى المحاولة لاحقًا"],
  ])("answers 503 with a message to try later (%s), never a 500", async (language, message) => {
    const response = await api.request(
      "/api/front/settings",
      { headers: { "accept-language": language } },
      { ...env, DATABASE_URL: "http://127.0.0.1:9" },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "database_down", message });
  });
});

describe("unknown API paths", () => {
  it.each([
    ["en", "Not found"],
    ["ar", "غير موجود"],
  ])("answer 404 with a %s message", async (language, message) => {
    const response = await api.request("/api/nothing-here", { headers: { "accept-language": language } }, env);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found", message });
  });
});
