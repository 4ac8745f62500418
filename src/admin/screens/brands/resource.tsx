// SPEC §3 Brand (name, status, image), §5 "name at least 3 characters, unique; availability
// selected; image required": SPEC §2 `brand` (decision 0062) over /api/admin/brands.
import { BrandInput } from "../../../../core/contracts/admin/brands.ts";
import { defineResource, resourceApi } from "../../kit/define-resource.ts";
import { statusField, unchosenStatus, type FormStatus } from "../../kit/fields/types.ts";
import { RowImage, StatusBadge } from "../status-badge.tsx";

const brandsApi = resourceApi("brands");

export default defineResource({
  path: "brand",
  title: "admin.nav.brand",
  addTitle: "admin.brands.add",
  editTitle: "admin.brands.edit",
  defaultSort: "name",
  api: brandsApi,
  columns: [
    { id: "image", header: "admin.fields.image", cell: (brand) => <RowImage image={brand.image} /> },
    { id: "name", header: "admin.brands.name", isSortable: true, isTitle: true, cell: (brand) => brand.name },
    {
      id: "status",
      header: "admin.fields.status",
      isSortable: true,
      cell: (brand) => <StatusBadge status={brand.status} />,
    },
    {
      id: "productCount",
      header: "admin.fields.products",
      isSortable: true,
      align: "end",
      cell: (brand) => brand.productCount,
    },
  ],
  rowLabel: (brand) => brand.name,
  form: {
    contract: BrandInput,
    empty: {
      status: unchosenStatus,
      imageId: null,
      translations: { en: { name: "", slug: "" }, ar: { name: "", slug: "" } },
    },
    fromDetail: (brand) => ({
      status: brand.status as FormStatus,
      imageId: brand.imageId,
      translations: {
        en: { name: brand.translations.en.name, slug: brand.translations.en.slug },
        ar: { name: brand.translations.ar?.name ?? "", slug: brand.translations.ar?.slug ?? "" },
      },
    }),
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [
          { kind: "texts", name: "name", label: "admin.brands.name", isRequired: true, maxLength: 100 },
          {
            kind: "texts",
            name: "slug",
            label: "admin.fields.slug",
            hint: "admin.fields.slugHint",
            dir: "ltr",
            maxLength: 120,
          },
        ],
      },
      {
        title: "admin.form.details",
        fields: [statusField(), { kind: "image", name: "imageId", label: "admin.fields.image", isRequired: true }],
      },
    ],
  },
});
