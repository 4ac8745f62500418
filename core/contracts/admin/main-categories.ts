// Main categories in the back office (SPEC §2 /main-categories; titles at least 3 characters and
// unique as SPEC §5 says of categories): /api/admin/main-categories, on the admin resource
// convention (decision 0054; slugs, decision 0056).
import { type } from "arktype";
import type { CatalogueStatus } from "../catalogue.ts";
import { catalogueStatus, nullableId, optionalText, position, slug, title } from "../../validation/rules.ts";
import {
  adminListQuery,
  listFilter,
  translations,
  withSlug,
  type AdminImage,
  type Translations,
} from "../admin-resources.ts";

/** A main category's texts in one language: title, slug of /main-category/{slug} (derived when not given), description. */
const MainCategoryTexts = type({
  title: title({ max: 100 }),
  "slug?": slug(),
  "description?": optionalText({ max: 1000 }),
})
  .onUndeclaredKey("delete")
  .pipe(withSlug("title"));

const fields = {
  status: catalogueStatus(),
  imageId: nullableId("validation.image.required"),
  position: position(),
  translations: translations(MainCategoryTexts),
};

/** A main category as the admin writes it (PUT replaces it: no image and place 0 when left out). */
export const MainCategoryInput = type({
  ...fields,
  imageId: fields.imageId.default(null),
  position: fields.position.default(0),
}).onUndeclaredKey("delete");
export type MainCategoryInput = typeof MainCategoryInput.infer;

/** PATCH: any of the fields, nothing defaulted; the texts of a language given are replaced whole. */
export const MainCategoryPatch = type(fields).onUndeclaredKey("delete").partial();
export type MainCategoryPatch = typeof MainCategoryPatch.infer;

export const mainCategorySorts = ["title", "status", "position", "categoryCount", "productCount", "createdAt"] as const;
export const MainCategoryListQuery = adminListQuery(mainCategorySorts, { status: listFilter.status });

/** A row of the list: the title and slug in the request's language (English when it has none). */
export interface MainCategoryRow {
  id: number;
  title: string;
  slug: string;
  status: CatalogueStatus;
  image: AdminImage | null;
  position: number;
  /** Its categories (a main category in use cannot be deleted). */
  categoryCount: number;
  /** The products of its categories. */
  productCount: number;
  createdAt: number;
}

/** One main category, as the edit screen reads it and writes it back. */
export interface MainCategoryDetail {
  id: number;
  status: CatalogueStatus;
  imageId: number | null;
  image: AdminImage | null;
  position: number;
  translations: Translations<{ title: string; slug: string; description: string | null }>;
  categoryCount: number;
  productCount: number;
  createdAt: number;
  updatedAt: number;
}
