// Attacks on the platform (issue #9 D): what a client forging headers or asking for assets gets.
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

/** A GET with a Host of our choosing (browsers and Playwright's request context set their own). */
function getWithHost(baseURL: string, path: string, host: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const url = new URL(path, baseURL);
      const request = httpRequest(
        { hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host } },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on("error", reject);
      request.end();
    },
  );
}

/** Every absolute URL a page's head names: canonical, og:url, og:image, hreflang, JSON-LD. */
function absoluteUrlsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  const attributes = [...head.matchAll(/<(?:link|meta)\b[^>]*?(?:href|content)="(https?:\/\/[^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (match) => [...(match[1] ?? "").matchAll(/"(https?:\/\/[^"]+)"/g)].map((url) => url[1] ?? ""),
  );
  return [...attributes, ...jsonLd].filter((url) => !url.startsWith("https://schema.org"));
}

test.describe("a forged Host header (issue #9 D.21)", () => {
  test("never reaches canonical, og:url, hreflang, JSON-LD, sitemaps or robots.txt, nor the cached page", async ({
    baseURL,
  }) => {
    const origin = new URL(String(baseURL)).origin;
    for (const path of ["/", "/en/", "/en/contact", "/categories"]) {
      const forged = await getWithHost(origin, path, "evil.example");
      expect(forged.status, path).toBe(200);
      const urls = absoluteUrlsOf(forged.body);
      expect(urls.length, path).toBeGreaterThanOrEqual(4);
      for (const url of urls) expect(new URL(url).origin, `${path}: ${url}`).toBe(origin);
      expect(forged.body).not.toContain("evil.example");
      // The next visitor, with an honest Host, gets the same URLs (from the cache or not).
      const honest = await getWithHost(origin, path, new URL(origin).host);
      expect(absoluteUrlsOf(honest.body), path).toEqual(urls);
    }
    for (const path of ["/sitemap.xml", "/sitemap-ar.xml", "/sitemap-en.xml", "/robots.txt"]) {
      const forged = await getWithHost(origin, path, "evil.example");
      expect(forged.status, path).toBe(200);
      const urls = [...forged.body.matchAll(/https?:\/\/[^\s<>"]+/g)]
        .map((match) => match[0])
        .filter((url) => !url.startsWith("http://www.sitemaps.org") && !url.startsWith("http://www.w3.org"));
      expect(urls.length, path).toBeGreaterThan(0);
      for (const url of urls) expect(new URL(url).origin, `${path}: ${url}`).toBe(origin);
    }
  });
});

test.describe("static assets (issue #9 D.25)", () => {
  const built = readdirSync("dist/client/_astro");
  const script = built.find((name) => name.endsWith(".js"));
  const font = built.find((name) => name.endsWith(".woff2"));

  for (const [label, path] of [
    ["a script", `/_astro/${script}`],
    ["the favicon", "/favicon.svg"],
    ["a font", `/_astro/${font}`],
  ] as const) {
    test(`carry the security headers pages carry: ${label}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      // Once, not repeated by a second rule.
      expect(headers["x-content-type-options"]?.split(",")).toHaveLength(1);
    });
  }
});

test.describe("the contact and review forms' brakes (issue #9 D.20)", () => {
  // Without JavaScript the form posts to its page, which sends it on and shows the API's refusal
  // with everything typed (decision 0039). The sender's email has used up its brake already.
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const [path, api, fields, limit, message] of [
      [
        "/en/contact",
        "/api/front/contact",
        { name: "Mark Ellison", subject: "Towels", message: "Do you sell bath towels by the carton?" },
        3,
        "Too many attempts. Please wait and try again.",
      ],
      [
        "/review/add",
        "/api/front/reviews",
        { name: "منيرة السالم", comment: "توصيل سريع." },
        2,
        "محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.",
      ],
    ] as const) {
      test(`say why a braked plain post was refused and keep what was typed: ${path}`, async ({ page, baseURL }) => {
        const email = `braked-${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
        for (let i = 0; i < limit; i++) {
          const extra = api.endsWith("reviews") ? { overallRating: 5 } : {};
          const answer = await page.request.post(api, {
            headers: { origin: String(baseURL), "cf-connecting-ip": `10.9.${i}.${Math.floor(Math.random() * 250)}` },
            data: { ...fields, ...extra, email },
          });
          expect(answer.status()).toBe(201);
        }
        await page.goto(path);
        const form = page.locator("form[data-api]");
        for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
        await form.locator('[name="email"]').fill(email);
        if (api.endsWith("reviews")) await form.locator('input[name="overallRating"][value="5"]').check();
        await form.locator('button[type="submit"]').click();
        await expect(page.locator("[data-form-status=failure]")).toHaveText(message);
        await expect(form.locator('[name="email"]')).toHaveValue(email);
        for (const [name, value] of Object.entries(fields)) {
          await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
        }
      });
    }
  });

  test("hide the honeypot from people: not shown, not in the tab order, not in the accessibility tree", async ({
    page,
  }) => {
    await page.goto("/en/contact");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  });
});

test.describe("the sign-in pages of a profile without a captcha (issue #9 D.19)", () => {
  for (const path of ["/login", "/en/admin-panel/secure/login"]) {
    test(`let no third-party script or frame in: ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain("challenges.cloudflare.com");
      expect(policy).not.toContain("frame-src");
    });
  }
});
