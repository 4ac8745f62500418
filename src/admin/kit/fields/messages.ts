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

/** What the kit's rich-text field says (./RichTextField.tsx, ./RichTextEditor.tsx). */
export const richTextMessages = [
  "admin.richText.toolbar",
  "admin.richText.loading",
  "admin.richText.paragraph",
  "admin.richText.heading2",
  "admin.richText.heading3",
  "admin.richText.bold",
  "admin.richText.italic",
  "admin.richText.bulletList",
  "admin.richText.orderedList",
  "admin.richText.quote",
  "admin.richText.link",
  "admin.richText.unlink",
  "admin.richText.linkAddress",
  "admin.richText.linkApply",
  "admin.richText.linkCancel",
  "admin.richText.undo",
  "admin.richText.redo",
] as const satisfies readonly MessageKey[];
