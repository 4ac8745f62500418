// SPEC §2 `options`: option groups (SPEC §3: minimum and maximum selection, required, note,
// choices), their choices edited with them as one ordered list; the first choice stays (SPEC §5
// "the first option cannot be deleted"). Decision 0058.
import {
  OptionGroupInput,
  type OptionGroupDetail,
  type OptionGroupRow,
} from "../../../../core/contracts/admin/option-groups.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import { withoutBlankItemLocales } from "../../kit/fields/list-description.ts";
import { majorText, minorOf, wholeOf } from "../../kit/fields/numbers.ts";
import { useT } from "../../messages.ts";

type OptionGroupInputType = typeof OptionGroupInput.inferIn;

const blankGroupTexts = () => ({ en: { name: "", note: "" }, ar: { name: "", note: "" } });
const blankChoice = () => ({ translations: { en: { name: "" }, ar: { name: "" } }, priceDelta: "" });
const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * What the API takes from the form's texts: numbers as numbers, money in minor units, a blank note
 * as none. What is not a number stays as typed: the contract refuses it at its field before
 * anything is sent, so the API's type holds for what is sent.
 */
function toInput(values: FormValues): OptionGroupInputType {
  const row = withoutBlankItemLocales(values);
  const translations = row.translations as Record<string, { name: string; note: string }>;
  const maximum = text(values.maxSelections).trim();
  return {
    ...row,
    translations: Object.fromEntries(
      Object.entries(translations).map(([locale, texts]) => [locale, { ...texts, note: texts.note.trim() || null }]),
    ),
    minSelections: wholeOf(text(values.minSelections)),
    maxSelections: maximum ? wholeOf(maximum) : null,
    isRequired: values.isRequired === "true",
    choices: (row.choices as FormValues[]).map(({ priceDelta, ...choice }) => ({
      ...choice,
      ...(text(priceDelta).trim() ? { priceDelta: minorOf(text(priceDelta)) } : {}),
    })),
  } as unknown as OptionGroupInputType;
}

/** "1–3", "0–no limit". */
const selection = (group: OptionGroupRow, noLimit: string) =>
  `${group.minSelections}–${group.maxSelections ?? noLimit}`;

const groupsApi = resourceApi("option-groups");

export default defineResource<OptionGroupRow, OptionGroupDetail, OptionGroupInputType, FormValues>({
  path: "options",
  title: "admin.nav.options",
  addTitle: "admin.optionGroups.add",
  editTitle: "admin.optionGroups.edit",
  defaultSort: "name",
  api: groupsApi,
  columns: [
    { id: "name", header: "admin.optionGroups.name", isSortable: true, isTitle: true, cell: (group) => group.name },
    {
      id: "selection",
      header: "admin.optionGroups.selection",
      cell: (group) => <SelectionCell group={group} />,
    },
    { id: "choiceCount", header: "admin.optionGroups.choiceCount", align: "end", cell: (group) => group.choiceCount },
    { id: "productCount", header: "admin.optionGroups.products", align: "end", cell: (group) => group.productCount },
  ],
  rowLabel: (group) => group.name,
  form: {
    contract: OptionGroupInput,
    empty: {
      translations: blankGroupTexts(),
      minSelections: "0",
      maxSelections: "",
      isRequired: "false",
      choices: [blankChoice()],
    },
    fromDetail: (group) => ({
      translations: {
        en: { name: group.translations.en.name, note: group.translations.en.note ?? "" },
        ar: { name: group.translations.ar?.name ?? "", note: group.translations.ar?.note ?? "" },
      },
      minSelections: String(group.minSelections),
      maxSelections: group.maxSelections === null ? "" : String(group.maxSelections),
      isRequired: String(group.isRequired),
      choices: group.choices.map((choice) => ({
        id: choice.id,
        translations: { en: { name: choice.translations.en.name }, ar: { name: choice.translations.ar?.name ?? "" } },
        priceDelta: majorText(choice.priceDelta),
      })),
    }),
    toInput,
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [
          { kind: "texts", name: "name", label: "admin.optionGroups.name", isRequired: true, maxLength: 100 },
          { kind: "texts", name: "note", label: "admin.optionGroups.note", maxLength: 500 },
        ],
      },
      {
        title: "admin.optionGroups.selection",
        hint: "admin.optionGroups.selectionHint",
        fields: [
          {
            kind: "text",
            name: "minSelections",
            label: "admin.optionGroups.minSelections",
            isRequired: true,
            dir: "ltr",
            inputMode: "numeric",
            maxLength: 4,
          },
          {
            kind: "text",
            name: "maxSelections",
            label: "admin.optionGroups.maxSelections",
            dir: "ltr",
            inputMode: "numeric",
            maxLength: 4,
          },
          {
            kind: "select",
            name: "isRequired",
            label: "admin.optionGroups.isRequired",
            placeholder: "admin.optionGroups.choose",
            options: [
              { value: "false", label: "admin.optionGroups.no" },
              { value: "true", label: "admin.optionGroups.yes" },
            ],
          },
        ],
      },
      {
        title: "admin.optionGroups.choices",
        fields: [
          {
            kind: "list",
            name: "choices",
            label: "admin.optionGroups.choices",
            hint: "admin.optionGroups.choicesHint",
            isRequired: true,
            itemLabel: "admin.optionGroups.choice",
            addLabel: "admin.optionGroups.addChoice",
            newItem: blankChoice,
            // SPEC §5: the choice stored first stays (on the add screen, the first row).
            keptReason: (item, index, initial) => {
              const first = initial[0]?.id;
              return (first === undefined ? index === 0 : item.id === first)
                ? "admin.optionGroups.firstKept"
                : undefined;
            },
            fields: [
              { kind: "texts", name: "name", label: "admin.optionGroups.choiceName", isRequired: true, maxLength: 100 },
              {
                kind: "text",
                name: "priceDelta",
                label: "admin.optionGroups.priceDelta",
                hint: "admin.optionGroups.priceDeltaHint",
                dir: "ltr",
                inputMode: "decimal",
                maxLength: 16,
              },
            ],
          },
        ],
      },
    ],
  },
});

function SelectionCell({ group }: { group: OptionGroupRow }) {
  const t = useT();
  return (
    <span dir="auto">
      {selection(group, t("admin.optionGroups.noLimit"))}
      {group.isRequired && (
        <span className="ms-2 text-xs text-muted-foreground">({t("admin.optionGroups.isRequired")})</span>
      )}
    </span>
  );
}
