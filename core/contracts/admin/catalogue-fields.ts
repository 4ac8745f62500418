// Fields several catalogue resources of the back office share (menus, slides; decision 0059): a
// status, a position, a slug, a link and a gallery image, each with its message.
import { type } from "arktype";
import { isLinkable } from "../../validation/rules.ts";
import { isSlug } from "../../slug.ts";

/** SPEC §5: category, menu, brand, slide and product status is available or unavailable (db/schema/columns.ts). */
export const catalogueStatuses = ["available", "unavailable"] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

/** SPEC §5 "status available or unavailable". */
export const catalogueStatus = () =>
  type.enumerated(...catalogueStatuses).configure({ message: "admin.status.invalid" });

/** A place in an order the admin sets: a whole number from 0, as JSON or a form's digits. */
export const position = () =>
  type("number | string")
    .pipe((value) => (typeof value === "number" ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN))
    .narrow(
      (value, ctx) =>
        (Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000) ||
        ctx.reject({ message: "admin.position.invalid" }),
    )
    .configure({ message: "admin.position.invalid" });

/** A slug typed by the admin (core/slug.ts shape), or null when blank: the server makes one from the title. */
export const optionalSlug = () =>
  type("string")
    .configure({ message: "admin.slug.invalid" })
    .pipe((value) => value.trim())
    .narrow(
      (value, ctx) =>
        value === "" || (value.length <= 120 && isSlug(value)) || ctx.reject({ message: "admin.slug.invalid" }),
    )
    .pipe((value) => (value === "" ? null : value));

/**
 * SPEC §5 "Invalid URL" for a link the shop shows (decision 0059): an https address, or with
 * `allowPath` a path on this site ("/products?brand=x"); plain http, other schemes and "//host"
 * are refused. Blank or null is no link.
 */
export const optionalLink = ({ allowPath = false }: { allowPath?: boolean } = {}) =>
  type("string | null")
    .configure({ message: "validation.url" })
    .pipe((value) => (value ?? "").trim())
    .narrow(
      (value, ctx) =>
        value === "" ||
        (isLinkable(value, allowPath) && (value.startsWith("/") || new URL(value).protocol === "https:")) ||
        ctx.reject({ message: "validation.url" }),
    )
    .pipe((value) => (value === "" ? null : value));

/** A gallery image's id (a positive whole number); whether it exists is the server's to say. */
export const galleryImageId = (
  message: "errors.invalidInput" | "admin.slides.image.required" = "errors.invalidInput",
) => type("number.integer > 0").configure({ message });

/** An optional gallery image: an id, or null for none. */
export const optionalGalleryImageId = () =>
  type("number.integer > 0 | null").configure({ message: "errors.invalidInput" });
