import type { MessageKey } from "../../../../i18n/index.ts";

/** What the option-group screens say, beyond the kit's texts. */
export const optionGroupMessages = [
  "admin.nav.options",
  "admin.optionGroups.add",
  "admin.optionGroups.edit",
  "admin.optionGroups.name",
  "admin.optionGroups.note",
  "admin.optionGroups.selection",
  "admin.optionGroups.selectionHint",
  "admin.optionGroups.minSelections",
  "admin.optionGroups.maxSelections",
  "admin.optionGroups.isRequired",
  "admin.optionGroups.yes",
  "admin.optionGroups.no",
  "admin.optionGroups.choose",
  "admin.optionGroups.choices",
  "admin.optionGroups.choicesHint",
  "admin.optionGroups.choice",
  "admin.optionGroups.addChoice",
  "admin.optionGroups.choiceName",
  "admin.optionGroups.priceDelta",
  "admin.optionGroups.priceDeltaHint",
  "admin.optionGroups.firstKept",
  "admin.optionGroups.choiceCount",
  "admin.optionGroups.products",
  "admin.optionGroups.noLimit",
] as const satisfies readonly MessageKey[];
