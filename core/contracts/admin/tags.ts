// Tags in the back office (SPEC §3 Tag: a name; §5 "a tag once" per product): /api/admin/tags, on
// the admin resource convention (decision 0054). A name is unique in its language, as the schema's
// (locale, name) index says; tags have no page of their own, so no slug.
import { type } from "arktype";
import { requiredText } from "../../validation/rules.ts";
import { adminListQuery, translations, type Translations } from "../admin-resources.ts";

/** A tag as the admin writes it: its name in each language (English required). */
export const TagInput = type({
  translations: translations(type({ name: requiredText({ max: 60 }) }).onUndeclaredKey("delete")),
}).onUndeclaredKey("delete");
export type TagInput = typeof TagInput.infer;

/** PATCH: the texts of a language given are replaced whole. */
export const TagPatch = TagInput.partial();
export type TagPatch = typeof TagPatch.infer;

export const tagSorts = ["name", "productCount", "createdAt"] as const;
export const TagListQuery = adminListQuery(tagSorts);

/** A row of the list: the name in the request's language (English when it has none). */
export interface TagRow {
  id: number;
  name: string;
  /** How many products carry it (a tag in use cannot be deleted). */
  productCount: number;
  createdAt: number;
}

/** One tag, as the edit screen reads it and writes it back. */
export interface TagDetail {
  id: number;
  translations: Translations<{ name: string }>;
  productCount: number;
  createdAt: number;
  updatedAt: number;
}
