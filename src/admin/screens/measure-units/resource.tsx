// SPEC §3 measure unit (name, code), §5 both required: the first resource of the kit, and the
// pattern brands, categories, tags and products follow.
import { MeasureUnitInput } from "../../../../core/contracts/admin/measure-units.ts";
import { defineResource, resourceApi } from "../../kit/define-resource.ts";

const measureUnitsApi = resourceApi("measure-units");

export default defineResource({
  path: "measureUnits",
  title: "admin.nav.measureUnits",
  addTitle: "admin.measureUnits.add",
  editTitle: "admin.measureUnits.edit",
  defaultSort: "name",
  api: measureUnitsApi,
  columns: [
    { id: "name", header: "admin.measureUnits.name", isSortable: true, isTitle: true, cell: (unit) => unit.name },
    {
      id: "code",
      header: "admin.measureUnits.code",
      isSortable: true,
      cell: (unit) => <code dir="ltr">{unit.code}</code>,
    },
    { id: "productCount", header: "admin.measureUnits.products", align: "end", cell: (unit) => unit.productCount },
  ],
  rowLabel: (unit) => unit.name,
  form: {
    contract: MeasureUnitInput,
    empty: { code: "", translations: { en: { name: "" }, ar: { name: "" } } },
    fromDetail: (unit) => ({
      code: unit.code,
      translations: { en: { name: unit.translations.en.name }, ar: { name: unit.translations.ar?.name ?? "" } },
    }),
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [{ kind: "texts", name: "name", label: "admin.measureUnits.name", isRequired: true, maxLength: 60 }],
      },
      {
        title: "admin.form.details",
        fields: [
          {
            kind: "text",
            name: "code",
            label: "admin.measureUnits.code",
            hint: "admin.measureUnits.codeHint",
            isRequired: true,
            dir: "ltr",
            maxLength: 20,
          },
        ],
      },
    ],
  },
});
