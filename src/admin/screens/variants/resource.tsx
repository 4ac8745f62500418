// SPEC §2 `variants`: variant attributes (Size, Colour) with their values, edited together as one
// ordered list (decision 0058); a product's matrix combines these values (product/variants/{id}).
import {
  VariantAttributeInput,
  type VariantAttributeDetail,
  type VariantAttributeRow,
} from "../../../../core/contracts/admin/variants.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import { withoutBlankItemLocales } from "../../kit/fields/list-description.ts";

const blankNames = () => ({ en: { name: "" }, ar: { name: "" } });

const attributesApi = resourceApi("variants");

export default defineResource<
  VariantAttributeRow,
  VariantAttributeDetail,
  typeof VariantAttributeInput.inferIn,
  FormValues
>({
  path: "variants",
  title: "admin.nav.variants",
  addTitle: "admin.attributes.add",
  editTitle: "admin.attributes.edit",
  defaultSort: "position",
  api: attributesApi,
  columns: [
    { id: "name", header: "admin.attributes.name", isSortable: true, isTitle: true, cell: (row) => row.name },
    { id: "values", header: "admin.attributes.values", cell: (row) => <span dir="auto">{row.values.join("، ")}</span> },
    {
      id: "position",
      header: "admin.attributes.position",
      isSortable: true,
      align: "end",
      cell: (row) => row.position,
    },
    { id: "productCount", header: "admin.attributes.products", align: "end", cell: (row) => row.productCount },
  ],
  rowLabel: (row) => row.name,
  form: {
    contract: VariantAttributeInput,
    empty: { translations: blankNames(), values: [{ translations: blankNames() }] },
    fromDetail: (attribute) => ({
      position: attribute.position,
      translations: {
        en: { name: attribute.translations.en.name },
        ar: { name: attribute.translations.ar?.name ?? "" },
      },
      values: attribute.values.map((value) => ({
        id: value.id,
        translations: { en: { name: value.translations.en.name }, ar: { name: value.translations.ar?.name ?? "" } },
      })),
    }),
    // The form's values are the contract's, texts and ids; the contract checks them before they are sent.
    toInput: (values) => withoutBlankItemLocales(values) as typeof VariantAttributeInput.inferIn,
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [{ kind: "texts", name: "name", label: "admin.attributes.name", isRequired: true, maxLength: 60 }],
      },
      {
        title: "admin.attributes.values",
        fields: [
          {
            kind: "list",
            name: "values",
            label: "admin.attributes.values",
            hint: "admin.attributes.valuesHint",
            isRequired: true,
            itemLabel: "admin.attributes.value",
            addLabel: "admin.attributes.addValue",
            newItem: () => ({ translations: blankNames() }),
            fields: [
              { kind: "texts", name: "name", label: "admin.attributes.valueName", isRequired: true, maxLength: 60 },
            ],
          },
        ],
      },
    ],
  },
});
