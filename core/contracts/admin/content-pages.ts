// CMS pages in the back office (SPEC §3 Page / dynamic content; §2 settings/cms-pages and
// additional_front_routes): /api/admin/cms-pages. Decision 0070.
import { type } from "arktype";
import { nullableId, optionalText, title } from "../../validation/rules.ts";
import { adminListQuery, listFilter, translations } from "../admin-resources.ts";

/** SPEC §3 page priorities and the storefront's page layouts (db/schema/content.ts holds the same lists). */
export const pagePriorities = ["lowest", "low", "normal", "high", "highest"] as const;
export const pageLayouts = ["page", "blog", "about", "services", "contact", "form", "landing"] as const;
export type PageLayout = (typeof pageLayouts)[number];
export type PagePriority = (typeof pagePriorities)[number];

/**
 * First path segments the storefront's own routes answer (src/pages), and the locale prefix: a
 * page stored under one of them would never be served at its url. /redirect and /code-sandbox are
 * routes that show the "page" stored at their url, so a page may have them.
 */
export const reservedPaths = [
  "en",
  "ar",
  "api",
  "media",
  "_astro",
  "admin-panel",
  "approval-form",
  "api-reference",
  "blogs",
  "cart",
  "categories",
  "category",
  "checkout",
  "dashboard",
  "dev",
  "failure",
  "login",
  "main-categories",
  "main-category",
  "menus",
  "order-summary",
  "password",
  "productDetails",
  "products",
  "quick-order",
  "register",
  "reset",
  "review",
  "robots.txt",
  "sitemap.xml",
  "success",
  "thank-you",
  "verify-email",
  "version.json",
] as const;

/** The fixed address of each layout the storefront serves at one path (SPEC §2); blog posts live under blogs/. */
export const layoutPaths: Partial<Record<PageLayout, string>> = {
  about: "about-us",
  services: "services",
  contact: "contact",
  form: "form-1",
  landing: "landing-page-1",
};

/**
 * A page's url: a path after the locale prefix, without a leading slash, of 1 to 6 segments of
 * lower-case letters (any script), digits and single hyphens ("wholesale-terms", "blogs/new-season").
 */
export function isPagePath(value: string): boolean {
  if (value.length === 0 || value.length > 200) return false;
  return value
    .split("/")
    .every((segment, _, all) => all.length <= 6 && /^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u.test(segment));
}

const pagePath = type("string")
  .configure({ message: "validation.required" })
  .pipe((value) => value.trim().replace(/^\/+|\/+$/g, ""))
  .narrow((value, ctx) =>
    value === ""
      ? ctx.reject({ message: "validation.required" })
      : isPagePath(value) || ctx.reject({ message: "admin.cmsPages.url.invalid" }),
  );

/**
 * Rich text of a page: at most 50,000 characters; blank is none. The API cleans it before storing
 * it (decision 0035; the sanitiser is loaded by the write, not by this contract's bundle).
 */
const richBody = type("string | null")
  .configure({ message: "validation.tooLong" })
  .narrow((value, ctx) => value === null || value.length <= 50_000 || ctx.reject({ message: "validation.tooLong" }))
  .pipe((value) => (value === null || value.trim() === "" ? null : value));

/** A page's texts in one language (SPEC §3 url or slug, title, meta title, keywords, description; the body). */
export const ContentPageText = type({
  url: pagePath,
  title: title({ max: 200 }),
  "metaTitle?": optionalText({ max: 120 }),
  "keywords?": optionalText({ max: 300 }),
  "description?": optionalText({ max: 320 }),
  "body?": richBody,
}).onUndeclaredKey("delete");
export type ContentPageText = typeof ContentPageText.infer;

/** A page as the admin writes it: layout, priority, active, parent page, cover image, and its texts per language. */
export const ContentPageInput = type({
  layout: type.enumerated(...pageLayouts).configure({ message: "validation.choice" }),
  "priority?": type.enumerated(...pagePriorities).configure({ message: "validation.choice" }),
  "active?": type("boolean").configure({ message: "errors.invalidInput" }),
  "parentId?": nullableId("validation.reference"),
  "imageId?": nullableId("validation.image.required"),
  translations: translations(ContentPageText),
}).onUndeclaredKey("delete");
export type ContentPageInput = typeof ContentPageInput.infer;

/** PATCH: any of the fields; the texts of a locale given are replaced whole. */
export const ContentPagePatch = ContentPageInput.partial();
export type ContentPagePatch = typeof ContentPagePatch.infer;

export const contentPageSorts = ["title", "url", "priority", "layout", "updatedAt"] as const;
export const ContentPageListQuery = adminListQuery(contentPageSorts, {
  layout: type.enumerated(...pageLayouts).configure({ message: "errors.invalidInput" }),
  parentId: listFilter.idOrNone,
});

/** A row of the list: the title and url in the request's language (English when it has none). */
export interface ContentPageRow {
  id: number;
  layout: PageLayout;
  priority: PagePriority;
  active: boolean;
  parentId: number | null;
  title: string;
  url: string;
  /** The languages the page is written in (SPEC §3 language). */
  locales: string[];
  updatedAt: number;
}

/** One page, as the edit screen reads it. */
export interface ContentPageDetail {
  id: number;
  layout: PageLayout;
  priority: PagePriority;
  active: boolean;
  parentId: number | null;
  image: { id: number; url: string } | null;
  translations: { [L in "en" | "ar"]?: Required<ContentPageText> } & { en: Required<ContentPageText> };
  /** The storefront address of the page in each language it is written in. */
  links: { locale: string; path: string }[];
  updatedAt: number;
}
