// SPEC §3 Tag (a name per language; §5 a tag once per product): SPEC §2 `tags` over /api/admin/tags.
import { TagInput } from "../../../../core/contracts/admin/tags.ts";
import { defineResource, resourceApi } from "../../kit/define-resource.ts";

const tagsApi = resourceApi("tags");

export default defineResource({
  path: "tags",
  title: "admin.nav.tags",
  addTitle: "admin.tags.add",
  editTitle: "admin.tags.edit",
  defaultSort: "name",
  api: tagsApi,
  columns: [
    { id: "name", header: "admin.tags.name", isSortable: true, isTitle: true, cell: (tag) => tag.name },
    {
      id: "productCount",
      header: "admin.fields.products",
      isSortable: true,
      align: "end",
      cell: (tag) => tag.productCount,
    },
  ],
  rowLabel: (tag) => tag.name,
  form: {
    contract: TagInput,
    empty: { translations: { en: { name: "" }, ar: { name: "" } } },
    fromDetail: (tag) => ({
      translations: { en: { name: tag.translations.en.name }, ar: { name: tag.translations.ar?.name ?? "" } },
    }),
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [{ kind: "texts", name: "name", label: "admin.tags.name", isRequired: true, maxLength: 60 }],
      },
    ],
  },
});
