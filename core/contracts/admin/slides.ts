// The home page slider in the back office (SPEC §3 Slide: title, url, image, status; decision
// 0059): /api/admin/slides.
import { type } from "arktype";
import { catalogueStatus, position, title } from "../../validation/rules.ts";
import type { CatalogueStatus } from "../catalogue.ts";
import { adminListQuery, translations, type Translations } from "../admin-resources.ts";
import { galleryImageId, optionalLink } from "./catalogue-fields.ts";

/**
 * A slide as the admin writes it: its title per language (SPEC §9 titles at least 3 characters),
 * where it links to (a path on this site or an https address; none is allowed), its picture from
 * the gallery (required), its status and its place in the slider (the end, when left out).
 */
export const SlideInput = type({
  translations: translations(type({ title: title({ max: 200 }) }).onUndeclaredKey("delete")),
  "url?": optionalLink({ allowPath: true }),
  imageId: galleryImageId("validation.image.required"),
  status: catalogueStatus(),
  "position?": position(),
}).onUndeclaredKey("delete");
export type SlideInput = typeof SlideInput.infer;

/** PATCH: any of the fields; the texts of a locale given are replaced whole. */
export const SlidePatch = SlideInput.partial();
export type SlidePatch = typeof SlidePatch.infer;

export const slideSorts = ["position", "title", "createdAt"] as const;
/** The list: `search` in the title, in the slider's order unless sorted otherwise. */
export const SlideListQuery = adminListQuery(slideSorts);

/** A row of the list, its title in the request's language (English when it has none). */
export interface SlideRow {
  id: number;
  title: string;
  url: string | null;
  status: CatalogueStatus;
  position: number;
  imageId: number | null;
  /** The picture's public address, for the list's thumbnail. */
  imageUrl: string | null;
  createdAt: number;
}

/** One slide as the edit screen reads it and writes it back. */
export interface SlideDetail {
  id: number;
  translations: Translations<{ title: string }>;
  url: string | null;
  imageId: number | null;
  imageUrl: string | null;
  status: CatalogueStatus;
  position: number;
}
