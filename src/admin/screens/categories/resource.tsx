// SPEC §3 Category (title, status, image, sub-categories, main category; §5 title at least 3
// characters and unique, status chosen): SPEC §2 `category` over /api/admin/categories.
import { CategoryInput } from "../../../../core/contracts/admin/categories.ts";
import { defineResource, resourceApi } from "../../kit/define-resource.ts";
import { statusField, unchosenStatus, type FormStatus } from "../../kit/fields/types.ts";
import { categorySource, mainCategorySource } from "../catalogue-sources.ts";
import { RowImage, StatusBadge } from "../status-badge.tsx";

const categoriesApi = resourceApi("categories");

export default defineResource({
  path: "category",
  title: "admin.nav.category",
  addTitle: "admin.categories.add",
  editTitle: "admin.categories.edit",
  defaultSort: "position",
  api: categoriesApi,
  columns: [
    { id: "image", header: "admin.fields.image", cell: (row) => <RowImage image={row.image} /> },
    { id: "title", header: "admin.categories.title", isSortable: true, isTitle: true, cell: (row) => row.title },
    { id: "mainCategory", header: "admin.categories.mainCategory", cell: (row) => row.mainCategory?.title ?? "—" },
    { id: "parent", header: "admin.categories.parent", cell: (row) => row.parent?.title ?? "—" },
    {
      id: "status",
      header: "admin.fields.status",
      isSortable: true,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    { id: "position", header: "admin.fields.position", isSortable: true, align: "end", cell: (row) => row.position },
    {
      id: "productCount",
      header: "admin.fields.products",
      isSortable: true,
      align: "end",
      cell: (row) => row.productCount,
    },
  ],
  rowLabel: (row) => row.title,
  form: {
    contract: CategoryInput,
    empty: {
      status: unchosenStatus,
      imageId: null,
      mainCategoryId: null,
      parentId: null,
      position: 0,
      translations: {
        en: { title: "", slug: "", description: "" },
        ar: { title: "", slug: "", description: "" },
      },
    },
    fromDetail: (row) => ({
      status: row.status as FormStatus,
      imageId: row.imageId,
      mainCategoryId: row.mainCategoryId,
      parentId: row.parentId,
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
          { kind: "texts", name: "title", label: "admin.categories.title", isRequired: true, maxLength: 100 },
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
            kind: "relation",
            name: "mainCategoryId",
            label: "admin.categories.mainCategory",
            source: mainCategorySource,
          },
          {
            kind: "relation",
            name: "parentId",
            label: "admin.categories.parent",
            hint: "admin.categories.parentHint",
            source: categorySource,
          },
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
