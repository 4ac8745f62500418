// The HTTP kit on the real app (issue #9 item 4, D.22, D.23): bodies capped and refused before any
// contract sees them, sign-in identifiers capped, sign-out's `?next=` through the one safe-redirect
// rule, path ids canonical, and the app's type proven with a typed `hono/client` call.
import { env } from "cloudflare:workers";
import { hc } from "hono/client";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { describe, expect, expectTypeOf, it } from "vitest";
import { api, type AppType } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { maxBodyBytes } from "../../workers/lib/http/read-body.ts";
import { call, freshIp } from "../fixtures/account-flow.ts";
import { createAdmin, createCustomer, signIn } from "../fixtures/accounts.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const origin = "http://localhost";

/** A POST of a raw body, as a client that is not the shop's own pages might send it. */
function postRaw(path: string, body: string, language: "ar" | "en", contentType = "application/json") {
  const headers = {
    origin,
    "content-type": contentType,
    "accept-language": language,
    "cf-connecting-ip": freshIp(),
  };
  return api.request(`${origin}${path}`, { method: "POST", headers, body }, env);
}

const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

const unreadable = {
  en: "The request could not be read. Reload the page and try again.",
  ar: "تعذّرت قراءة الطلب. أعد تحميل الصفحة وحاول مرة أخرى.",
};

describe("D.22: bodies are refused before validation, never with a 500", () => {
  it.each([
    ["JSON nested 10,000 deep inside a field", `{"login":${deep(10_000)},"password":"x"}`],
    ["JSON nested 10,000 deep beside the fields", `{"login":"a@b.co","password":"x","extra":${deep(10_000)}}`],
    ["an object nested 10,000 deep", `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`],
    ["a top-level array", deep(10_000)],
    ["a top-level string", '"a@b.co"'],
    ["a number", "42"],
    ["null", "null"],
    ["malformed JSON", '{"login":'],
  ])("%s → 400 invalid_body, translated", async (_, body) => {
    for (const language of ["en", "ar"] as const) {
      const response = await postRaw("/api/auth/login", body, language);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "invalid_body", message: unreadable[language] });
    }
  });

  it("refuses another content type than JSON or a form", async () => {
    const response = await postRaw("/api/auth/login", "login=a&password=b", "en", "text/plain");
    expect(await response.json()).toMatchObject({ error: "invalid_body" });
  });

  it.each([
    ["en", "The request is too large."],
    ["ar", "الطلب أكبر من الحجم المسموح به."],
  ] as const)("caps /api bodies at %s: 413 body_too_large (%s)", async (language, message) => {
    const body = JSON.stringify({ name: "x", email: "a@b.co", subject: "s", message: "m".repeat(maxBodyBytes) });
    const response = await postRaw("/api/front/contact", body, language);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "body_too_large", message });
  });

  it("caps a body sent without a length (streamed) as well", async () => {
    const chunk = new TextEncoder().encode(JSON.stringify({ message: "m".repeat(maxBodyBytes) }));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await api.request(
      `${origin}/api/front/contact`,
      {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit,
      env,
    );
    expect(response.status).toBe(413);
  });

  it("takes a body just under the cap", async () => {
    const response = await postRaw(
      "/api/auth/login",
      JSON.stringify({ login: "", password: "x".repeat(60_000) }),
      "en",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_input" });
  });

  it.each([
    ["en", "This text is too long"],
    ["ar", "النص طويل جداً"],
  ] as const)("caps sign-in identifiers at 254 characters (%s)", async (language, message) => {
    const login = `${"a".repeat(246)}@jumla.sa`;
    for (const [path, field] of [
      ["/api/auth/login", "login"],
      ["/api/auth/admin/login", "email"],
    ] as const) {
      const response = await call(path, { body: { [field]: login, password: "x" }, language });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_input", errors: { [field]: message } });
    }
  });
});

describe("D.23: sign-out's ?next= follows the one safe-redirect rule", () => {
  async function signOut(next: string) {
    const customer = await createCustomer(db);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const url = `${origin}/api/auth/logout?next=${encodeURIComponent(next)}`;
    return api.request(url, { method: "POST", headers: { cookie, origin, accept: "text/html" } }, env);
  }

  it.each([
    ["a tab between the slashes", "/\t/evil.example"],
    ["a CR/LF (header injection)", "/en/\r\nSet-Cookie: stolen=1"],
    ["a line feed", "/\n/evil.example"],
    ["a protocol-relative URL", "//evil.example/"],
    ["a backslash host", "/\\evil.example"],
    ["an absolute URL", "https://evil.example/"],
  ])("refuses %s and goes home", async (_, next) => {
    const response = await signOut(next);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).not.toContain("stolen");
  });

  it("follows a path on this site", async () => {
    const response = await signOut("/en/products?search=towel");
    expect(response.headers.get("location")).toBe("/en/products?search=towel");
  });
});

describe("path ids: only canonical positive integers name a row", () => {
  it("answers the canonical id and 404 for every other spelling of it", async () => {
    const admin = await signIn(db, { kind: "admin", id: (await createAdmin(db)).id });
    const { id } = await createCustomer(db);
    const status = async (spelling: string) =>
      (await call(`/api/admin/customers/${spelling}`, { cookie: admin.cookie })).status;
    expect(await status(String(id))).toBe(200);
    for (const spelling of [`0${id}`, `+${id}`, `%20${id}`, `${id}%20`, `${id}.0`, `${id}e0`, `0x${id.toString(16)}`]) {
      expect(await status(spelling), spelling).toBe(404);
    }
  });
});

describe("the { data } / { error } envelope", () => {
  it("answers success as { data } and failure with the error code, message and field errors", async () => {
    await putSiteSettings(db);
    const settings = await call("/api/front/settings");
    expect(Object.keys((await settings.json()) as object)).toEqual(["data"]);
    const refused = await call("/api/front/contact", { body: {} });
    expect(await refused.json()).toMatchObject({
      error: "invalid_input",
      message: "Invalid input",
      errors: { name: "This field is required" },
    });
  });
});

describe("AppType for hono/client", () => {
  const client = hc<AppType>(origin, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => api.request(input, init, env),
    headers: { origin, "accept-language": "en", "cf-connecting-ip": freshIp() },
  });

  it("types a read and its answer", async () => {
    await putSiteSettings(db, { maxQuantityPerProduct: 321 });
    const response = await client.api.front.settings.$get();
    const body = await response.json();
    expectTypeOf(body.data.maxQuantityPerProduct).toEqualTypeOf<number>();
    expect(body.data.maxQuantityPerProduct).toBe(321);
  });

  it("types a write's JSON input from its contract", async () => {
    type LoginInput = Parameters<typeof client.api.auth.login.$post>[0]["json"];
    expectTypeOf<LoginInput>().toEqualTypeOf<{ login: string; password: string; captchaToken?: string }>();
    const response = await client.api.auth.login.$post({
      json: { login: "nobody@jumla.test", password: "wrong-password" },
    });
    expect(response.status).toBe(401);
  });
});

describe("routing", () => {
  // Hono's default router tries RegExpRouter, one regular expression per method built once per
  // isolate, and falls back to the slower TrieRouter for the whole table when a single route is
  // ambiguous to it (a static path beside a parameter that could take the same segment; decision 0079).
  it("RegExpRouter accepts every route of the app", () => {
    const router = new RegExpRouter<unknown>();
    for (const { method, path, handler } of api.routes) router.add(method, path, handler);
    expect(() => router.match("GET", "/api/health")).not.toThrow();
  });
});
