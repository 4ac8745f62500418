// Fields several catalogue resources of the back office share (menus, slides; decision 0059): a
// link and a gallery image, each with its message (status, position and slug are core/validation/rules.ts).
import { type } from "arktype";
import { isLinkable } from "../../validation/rules.ts";

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
export const galleryImageId = (message: "errors.invalidInput" | "validation.image.required" = "errors.invalidInput") =>
  type("number.integer > 0").configure({ message });

/** An optional gallery image: an id, or null for none. */
export const optionalGalleryImageId = () =>
  type("number.integer > 0 | null").configure({ message: "errors.invalidInput" });
