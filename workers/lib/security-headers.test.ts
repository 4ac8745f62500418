import { describe, expect, it } from "vitest";
import { staticAssetHeaders, withSecurityHeaders } from "./security-headers.ts";

describe("withSecurityHeaders", () => {
  it("adds the baseline headers and keeps status, body and existing headers", async () => {
    const response = withSecurityHeaders(
      new Response("hello", { status: 201, headers: { "content-type": "text/plain" } }),
      new URL("https://shop.example/"),
    );
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("hello");
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends no HSTS over plain http (local development)", () => {
    const response = withSecurityHeaders(new Response(null), new URL("http://localhost:4321/"));
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });

  it("keeps a policy a route already set (Astro's script hashes, SVG sandbox) and adds frame-ancestors", () => {
    const response = withSecurityHeaders(
      new Response(null, { headers: { "content-security-policy": "default-src 'none'; sandbox;" } }),
      new URL("https://shop.example/media/x.svg"),
    );
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
  });

  it("does not repeat frame-ancestors", () => {
    const policy = "script-src 'self'; frame-ancestors 'self'";
    const response = withSecurityHeaders(
      new Response(null, { headers: { "content-security-policy": policy } }),
      new URL("https://shop.example/"),
    );
    expect(response.headers.get("content-security-policy")).toBe(policy);
  });
});

describe("staticAssetHeaders", () => {
  it("gives every static asset the headers the Worker's answers carry, once, from the same values", () => {
    const file = staticAssetHeaders();
    const answer = withSecurityHeaders(new Response(null), new URL("https://shop.example/"));
    const [pattern, ...lines] = file.trim().split("\n");
    expect(pattern).toBe("/*");
    const headers = new Map(
      lines.map(
        (line) =>
          line
            .trim()
            .split(/: (.*)/s)
            .slice(0, 2) as [string, string],
      ),
    );
    expect(headers.size).toBe(lines.length);
    for (const [name, value] of answer.headers) expect(headers.get(name), name).toBe(value);
  });
});
