import type { MessageKey } from "../../../../i18n/index.ts";

/** What the kit's list field (./list-field.tsx) and several-rows field (./RelationsField.tsx) say. */
export const listFieldMessages = [
  "admin.listField.moveUp",
  "admin.listField.moveDown",
  "admin.listField.remove",
  "admin.listField.empty",
  "admin.relations.empty",
  "admin.relations.choose",
  "admin.relations.add",
  "admin.relations.up",
  "admin.relations.down",
  "admin.relations.from",
] as const satisfies readonly MessageKey[];
