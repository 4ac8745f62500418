import type { MessageKey } from "../../../../i18n/index.ts";

/** What the kit's list field says (./list-field.tsx). */
export const listFieldMessages = [
  "admin.listField.moveUp",
  "admin.listField.moveDown",
  "admin.listField.remove",
  "admin.listField.empty",
] as const satisfies readonly MessageKey[];
