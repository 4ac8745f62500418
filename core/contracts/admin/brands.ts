// Brands in the back office (SPEC §3 Brand: name, status, image; §5 "name required, at least 3
// characters, unique; availability (available or unavailable) selected; image required"):
// /api/admin/brands, on the admin resource convention (decision 0054; slugs, decision 0056).
import { type } from "arktype";
import type { CatalogueStatus } from "../catalogue.ts";
import { catalogueStatus, requiredId, slug, title } from "../../validation/rules.ts";
import {
  adminListQuery,
  listFilter,
  translations,
  withSlug,
  type AdminImage,
  type Translations,
} from "../admin-resources.ts";

/** A brand's texts in one language: its name and the slug of /brand/{slug} (derived from the name when not given). */
const BrandTexts = type({ name: title({ max: 100 }), "slug?": slug() })
  .onUndeclaredKey("delete")
  .pipe(withSlug("name"));

/** A brand as the admin writes it: its availability, its gallery image and its texts per language. */
export const BrandInput = type({
  status: catalogueStatus(),
  imageId: requiredId("validation.image.required"),
  translations: translations(BrandTexts),
}).onUndeclaredKey("delete");
export type BrandInput = typeof BrandInput.infer;

/** PATCH: any of the fields; the texts of a language given are replaced whole. */
export const BrandPatch = BrandInput.partial();
export type BrandPatch = typeof BrandPatch.infer;

export const brandSorts = ["name", "status", "productCount", "createdAt"] as const;
export const BrandListQuery = adminListQuery(brandSorts, { status: listFilter.status });

/** A row of the list: the name and slug in the request's language (English when it has none). */
export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  status: CatalogueStatus;
  image: AdminImage | null;
  /** How many products carry it (a brand in use cannot be deleted). */
  productCount: number;
  createdAt: number;
}

/** One brand, as the edit screen reads it and writes it back. */
export interface BrandDetail {
  id: number;
  status: CatalogueStatus;
  /** Null only when its gallery image was deleted since: the edit screen then asks for one. */
  imageId: number | null;
  image: AdminImage | null;
  translations: Translations<{ name: string; slug: string }>;
  productCount: number;
  /** How many menus list it (a brand in a menu cannot be deleted either). */
  menuCount: number;
  createdAt: number;
  updatedAt: number;
}
