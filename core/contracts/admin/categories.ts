// Categories in the back office (SPEC §3 Category: title, status, image, sub-categories, main
// category; §5 "title required, at least 3 characters, unique; status available or unavailable"):
// /api/admin/categories, on the admin resource convention (decision 0054; slugs and the tree,
// decision 0056).
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

/** A category's texts in one language: title, slug of /category/{slug} (derived when not given), description. */
const CategoryTexts = type({ title: title({ max: 100 }), "slug?": slug(), "description?": optionalText({ max: 1000 }) })
  .onUndeclaredKey("delete")
  .pipe(withSlug("title"));

const fields = {
  status: catalogueStatus(),
  imageId: nullableId("validation.image.required"),
  /** The category it is a sub-category of (SPEC §3 sub-categories); none for a top-level one. */
  parentId: nullableId("validation.reference"),
  mainCategoryId: nullableId("validation.reference"),
  position: position(),
  translations: translations(CategoryTexts),
};

/** A category as the admin writes it (PUT replaces it: top-level, no main category, no image, place 0 when left out). */
export const CategoryInput = type({
  ...fields,
  imageId: fields.imageId.default(null),
  parentId: fields.parentId.default(null),
  mainCategoryId: fields.mainCategoryId.default(null),
  position: fields.position.default(0),
}).onUndeclaredKey("delete");
export type CategoryInput = typeof CategoryInput.infer;

/** PATCH: any of the fields, nothing defaulted; the texts of a language given are replaced whole. */
export const CategoryPatch = type(fields).onUndeclaredKey("delete").partial();
export type CategoryPatch = typeof CategoryPatch.infer;

export const categorySorts = ["title", "status", "position", "productCount", "createdAt"] as const;
export const CategoryListQuery = adminListQuery(categorySorts, {
  status: listFilter.status,
  mainCategoryId: listFilter.id,
  /** A category's sub-categories, or `none` for the top-level ones. */
  parentId: listFilter.idOrNone,
});

/** A row of the list: texts in the request's language (English when it has none), its parent's and main category's titles. */
export interface CategoryRow {
  id: number;
  title: string;
  slug: string;
  status: CatalogueStatus;
  image: AdminImage | null;
  position: number;
  parent: { id: number; title: string } | null;
  mainCategory: { id: number; title: string } | null;
  /** Products filed directly under it. */
  productCount: number;
  subCategoryCount: number;
  createdAt: number;
}

/** One category, as the edit screen reads it and writes it back. */
export interface CategoryDetail {
  id: number;
  status: CatalogueStatus;
  imageId: number | null;
  image: AdminImage | null;
  parentId: number | null;
  mainCategoryId: number | null;
  position: number;
  translations: Translations<{ title: string; slug: string; description: string | null }>;
  productCount: number;
  subCategoryCount: number;
  menuCount: number;
  createdAt: number;
  updatedAt: number;
}
