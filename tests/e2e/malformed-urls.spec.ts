import { expect, test } from "@playwright/test";
import { attributeOf, serverPage, textOf, withTag } from "./server-html.ts";

// Issue #9 item 23: a path whose percent-escapes do not decode is no page of ours. It answered 500
// on /en/… (the locale rewrite decoded it) and on the password-reset page (which decoded the
// address again); now it is the not-found page, in the path's language. What the server answers
// is all there is to see, so no browser (decision 0078).
const paths = [
  { path: "/en/%E0%A4%A", lang: "en" },
  { path: "/en/category/%ZZ", lang: "en" },
  { path: "/en/productDetails/%C3", lang: "en" },
  { path: "/en/%", lang: "en" },
  { path: "/%E0%A4%A", lang: "ar" },
  { path: "/password/reset/0123456789abcdef/%E0%A4%A", lang: "ar" },
  { path: "/en/password/reset/0123456789abcdef/a%ZZb", lang: "en" },
] as const;

for (const { path, lang } of paths) {
  test(`${path} is the not-found page (${lang})`, async ({ request }) => {
    const page = await serverPage(request, path);
    expect(page.status).toBe(404);
    expect(attributeOf(page.one(withTag("html"), "html"), "lang")).toBe(lang);
    expect(
      page.all((element) => element.children.every((child) => child.type === "text") && textOf(element) === "404"),
    ).not.toEqual([]);
  });
}
