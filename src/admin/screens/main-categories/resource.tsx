// SPEC §3 main category (title, status, image, position; §5 titles at least 3 characters and
// unique): SPEC §2 `main-category` over /api/admin/main-categories.
import { MainCategoryInput } from "../../../../core/contracts/admin/main-categories.ts";
import { defineResource, resourceApi } from "../../kit/define-resource.ts";
import { statusField, unchosenStatus, type FormStatus } from "../../kit/fields/types.ts";
import { RowImage, StatusBadge } from "../status-badge.tsx";

const mainCategoriesApi = resourceApi("main-categories");

export default defineResource({
  path: "main-category",
  title: "admin.nav.mainCategory",
  addTitle: "admin.mainCategories.add",
  editTitle: "admin.mainCategories.edit",
  defaultSort: "position",
  api: mainCategoriesApi,
  columns: [
    { id: "image", header: "admin.fields.image", cell: (row) => <RowImage image={row.image} /> },
    { id: "title", header: "admin.mainCategories.title", isSortable: true, isTitle: true, cell: (row) => row.title },
    {
      id: "status",
      header: "admin.fields.status",
      isSortable: true,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    { id: "position", header: "admin.fields.position", isSortable: true, align: "end", cell: (row) => row.position },
    {
      id: "categoryCount",
      header: "admin.mainCategories.categories",
      isSortable: true,
      align: "end",
      cell: (row) => row.categoryCount,
    },
  ],
  rowLabel: (row) => row.title,
  form: {
    contract: MainCategoryInput,
    empty: {
      status: unchosenStatus,
      imageId: null,
      position: 0,
      translations: {
        en: { title: "", slug: "", description: "" },
        ar: { title: "", slug: "", description: "" },
      },
    },
    fromDetail: (row) => ({
      status: row.status as FormStatus,
      imageId: row.imageId,
      position: row.position,
      translations: {
        en: {
          title: row.translations.en.title,
          slug: row.translations.en.slug,
          description: row.translations.en.description ?? "",
        },
        ar: {
          title: row.translations.ar?.title ?? "",
          slug: row.translations.ar?.slug ?? "",
          description: row.translations.ar?.description ?? "",
        },
      },
    }),
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [
          { kind: "texts", name: "title", label: "admin.mainCategories.title", isRequired: true, maxLength: 100 },
          {
            kind: "texts",
            name: "slug",
            label: "admin.fields.slug",
            hint: "admin.fields.slugHint",
            dir: "ltr",
            maxLength: 120,
          },
          { kind: "texts", name: "description", label: "admin.fields.description", maxLength: 1000 },
        ],
      },
      {
        title: "admin.form.details",
        fields: [
          statusField(),
          { kind: "image", name: "imageId", label: "admin.fields.image" },
          {
            kind: "number",
            name: "position",
            label: "admin.fields.position",
            hint: "admin.fields.positionHint",
            min: 0,
          },
        ],
      },
    ],
  },
});
