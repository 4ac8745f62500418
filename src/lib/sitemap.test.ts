import { describe, expect, it } from "vitest";
import { getProfile } from "../../core/profiles.ts";
import { sitemapIndex, sitemapUrlset } from "./sitemap.ts";

const arabic = getProfile("testing_v1");
const origin = "https://jumla.test";

describe("sitemapIndex", () => {
  it("points at one sitemap per locale", () => {
    const xml = sitemapIndex(origin);
    expect(xml).toContain("<loc>https://jumla.test/sitemap-ar.xml</loc>");
    expect(xml).toContain("<loc>https://jumla.test/sitemap-en.xml</loc>");
  });
});

describe("sitemapUrlset", () => {
  const entries = [
    { paths: { ar: "/", en: "/" } },
    { paths: { ar: "/productDetails/منشفة", en: "/productDetails/towel" }, lastModified: Date.UTC(2026, 10, 1) },
    { paths: { en: "/english-only" } },
    { paths: { ar: "/a&b" } },
  ];

  it("lists the locale's pages under their localized URLs with hreflang alternates", () => {
    const xml = sitemapUrlset(entries, "en", origin, arabic);
    expect(xml).toContain(
      "<url><loc>https://jumla.test/en/productDetails/towel</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="ar" href="https://jumla.test/productDetails/%D9%85%D9%86%D8%B4%D9%81%D8%A9"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://jumla.test/en/productDetails/towel"/></url>',
    );
    expect(xml).toContain("<loc>https://jumla.test/en/english-only</loc>");
    expect(xml).not.toContain("a&amp;b");
  });

  it("leaves out pages the locale does not have and escapes XML", () => {
    const xml = sitemapUrlset(entries, "ar", origin, arabic);
    expect(xml).not.toContain("english-only");
    expect(xml).toContain("<loc>https://jumla.test/a&amp;b</loc>");
    expect(xml).toContain("<loc>https://jumla.test/</loc>");
  });
});
