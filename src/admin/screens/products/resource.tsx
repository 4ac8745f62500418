// SPEC §3 Product, §5 rules (title ≥ 3, SKU 4–12 and unique, quantity ≥ 1, price and weight ≥ 0):
// SPEC §2 `product`, `product/add`, `product/{id}` over /api/admin/products (decision 0057). The
// list filters by status, availability, brand and category and edits prices and stock in place
// (issue #11 item 6: each row a `PATCH` of what changed).
import type { Availability } from "../../../../core/contracts/catalogue.ts";
import {
  ProductInput,
  type ProductDetail,
  type ProductRow,
  type ProductTypeName,
} from "../../../../core/contracts/admin/products.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { Money } from "../../kit/money.tsx";
import { useAdmin } from "../../environment.ts";
import { defineResource, resourceApi, withoutBlankLocales, type FormValues } from "../../kit/define-resource.ts";
import { statusField, statusOptions, unchosenStatus, type FormStatus } from "../../kit/fields/types.ts";
import type { AdminMessageKey } from "../../messages.ts";
import { useT } from "../../messages.ts";
import { categorySource } from "../catalogue-sources.ts";
import { RowImage, StatusBadge } from "../status-badge.tsx";
import { brandSource, measureUnitSource, menuSource, optionGroupSource, tagSource } from "./sources.ts";

const availabilityOptions = [
  { value: "available", label: "product.availability.available" },
  { value: "unavailable", label: "product.availability.unavailable" },
  { value: "out_of_stock", label: "product.availability.outOfStock" },
] as const satisfies readonly { value: Availability; label: AdminMessageKey }[];

const typeOptions = [
  { value: "regular", label: "admin.products.type.regular" },
  { value: "discount", label: "admin.products.type.discount" },
  { value: "bundle", label: "admin.products.type.bundle" },
] as const satisfies readonly { value: ProductTypeName; label: AdminMessageKey }[];

const variantsOptions = [
  { value: "no", label: "admin.products.hasVariants.no" },
  { value: "yes", label: "admin.products.hasVariants.yes" },
] as const satisfies readonly { value: string; label: AdminMessageKey }[];

/** A product with variants holds their total: its stock is changed on the variants. */
const variantsNote = (hasVariants: unknown): AdminMessageKey | undefined =>
  hasVariants === true || hasVariants === "yes" ? "admin.products.quantityFromVariants" : undefined;

function Quantity({ row }: { row: ProductRow }) {
  const t = useT();
  const { locale, money } = useAdmin();
  return (
    <span className="inline-flex flex-col items-end">
      {formatNumber(row.quantity, locale, money)}
      {row.hasVariants && <span className="text-xs text-muted-foreground">{t("admin.products.fromVariants")}</span>}
    </span>
  );
}

function Availability({ value }: { value: Availability }) {
  const t = useT();
  return t(availabilityOptions.find((option) => option.value === value)?.label ?? "product.availability");
}

const blankTexts = {
  title: "",
  slug: "",
  description: "",
  extensiveDescription: "",
  seoTitle: "",
  seoDescription: "",
};

type Texts = ProductDetail["translations"]["en"];
const textsOf = (texts: Texts | undefined) =>
  texts
    ? {
        title: texts.title,
        slug: texts.slug,
        description: texts.description ?? "",
        extensiveDescription: texts.extensiveDescription ?? "",
        seoTitle: texts.seoTitle ?? "",
        seoDescription: texts.seoDescription ?? "",
      }
    : blankTexts;

/** The values as the API takes them: the locales left blank out, "with variants" a boolean. */
/** What the form sends: the contract's input (the digits a form holds are read by it). */
type ProductInputValues = typeof ProductInput.inferIn;

function toInput(values: FormValues): ProductInputValues {
  const kept = withoutBlankLocales(values);
  // The form holds what the contract reads (it checks these very values before they are sent).
  return { ...kept, hasVariants: kept.hasVariants === "yes" } as unknown as ProductInputValues;
}

const productsApi = resourceApi("products");

export default defineResource<ProductRow, ProductDetail, ProductInputValues, FormValues>({
  path: "product",
  title: "admin.nav.product",
  addTitle: "admin.products.add",
  editTitle: "admin.products.edit",
  defaultSort: "-updatedAt",
  api: productsApi,
  columns: [
    { id: "poster", header: "admin.products.poster", cell: (row) => <RowImage image={row.poster} /> },
    { id: "title", header: "admin.products.title", isSortable: true, isTitle: true, cell: (row) => row.title },
    { id: "sku", header: "admin.products.sku", isSortable: true, cell: (row) => <bdi dir="ltr">{row.sku}</bdi> },
    {
      id: "price",
      header: "admin.products.price",
      isSortable: true,
      align: "end",
      cell: (row) => <Money minor={row.price} />,
    },
    {
      id: "quantity",
      header: "admin.products.quantity",
      isSortable: true,
      align: "end",
      cell: (row) => <Quantity row={row} />,
    },
    {
      id: "status",
      header: "admin.fields.status",
      isSortable: true,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    { id: "availability", header: "product.availability", cell: (row) => <Availability value={row.availability} /> },
  ],
  rowLabel: (row) => `${row.title} (${row.sku})`,
  filters: [
    {
      kind: "select",
      name: "status",
      label: "admin.fields.status",
      all: "admin.products.filters.anyStatus",
      options: statusOptions,
    },
    {
      kind: "select",
      name: "availability",
      label: "product.availability",
      all: "admin.products.filters.anyAvailability",
      options: availabilityOptions,
    },
    {
      kind: "relation",
      name: "brandId",
      label: "admin.products.brand",
      all: "admin.products.filters.anyBrand",
      source: brandSource,
    },
    {
      kind: "relation",
      name: "categoryId",
      label: "admin.products.category",
      all: "admin.products.filters.anyCategory",
      source: categorySource,
    },
  ],
  bulkEdit: {
    fields: [
      { id: "price", kind: "money", label: "admin.products.price", value: (row) => row.price },
      {
        id: "quantity",
        kind: "number",
        label: "admin.products.quantity",
        value: (row) => row.quantity,
        lockedBecause: (row) => variantsNote(row.hasVariants),
      },
    ],
    patch: (client, id, json) => client.api.admin.products[":id"].$patch({ param: { id }, json }),
  },
  form: {
    contract: ProductInput,
    toInput,
    empty: {
      sku: "",
      barcode: "",
      type: "regular",
      status: unchosenStatus,
      availability: "available",
      hasVariants: "no",
      quantity: null,
      price: null,
      discountPrice: null,
      minOrderQuantity: 1,
      packSize: 1,
      weight: null,
      measureUnitId: null,
      brandId: null,
      categoryId: null,
      menuIds: [],
      tagIds: [],
      optionGroupIds: [],
      imageIds: [],
      posterImageId: null,
      seoImageId: null,
      translations: { en: blankTexts, ar: blankTexts },
    },
    fromDetail: (row: ProductDetail) => ({
      sku: row.sku,
      barcode: row.barcode ?? "",
      type: row.type,
      status: row.status as FormStatus,
      availability: row.availability,
      hasVariants: row.hasVariants ? "yes" : "no",
      isFeatured: row.isFeatured,
      taxGroupId: row.taxGroupId,
      quantity: row.quantity,
      price: row.price,
      discountPrice: row.discountPrice,
      minOrderQuantity: row.minOrderQuantity,
      packSize: row.packSize,
      weight: row.weight,
      measureUnitId: row.measureUnitId,
      brandId: row.brandId,
      categoryId: row.categoryId,
      menuIds: row.menuIds,
      tagIds: row.tagIds,
      optionGroupIds: row.optionGroupIds,
      imageIds: row.imageIds,
      posterImageId: row.posterImageId,
      seoImageId: row.seoImageId,
      translations: { en: textsOf(row.translations.en), ar: textsOf(row.translations.ar) },
    }),
    editLinks: [
      { label: "admin.products.variants", path: (id) => `product/variants/${id}`, testId: "product-variants" },
      {
        label: "admin.productAttributes.link",
        path: (id, { page }) => `product/attributes/${page.productAttributesVersion}/${id}`,
        testId: "product-attributes",
      },
    ],
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [
          { kind: "texts", name: "title", label: "admin.products.title", isRequired: true, maxLength: 200 },
          {
            kind: "texts",
            name: "slug",
            label: "admin.fields.slug",
            hint: "admin.fields.slugHint",
            dir: "ltr",
            maxLength: 160,
          },
          { kind: "texts", name: "description", label: "admin.fields.description", maxLength: 1000 },
          {
            kind: "richText",
            name: "translations.en.extensiveDescription",
            label: "admin.products.extensiveDescriptionEn",
            hint: "admin.products.extensiveDescriptionHint",
            lang: "en",
          },
          {
            kind: "richText",
            name: "translations.ar.extensiveDescription",
            label: "admin.products.extensiveDescriptionAr",
            hint: "admin.products.extensiveDescriptionHint",
            lang: "ar",
          },
          { kind: "texts", name: "seoTitle", label: "admin.products.seoTitle", maxLength: 120 },
          { kind: "texts", name: "seoDescription", label: "admin.products.seoDescription", maxLength: 320 },
        ],
      },
      {
        title: "admin.products.identity",
        fields: [
          {
            kind: "text",
            name: "sku",
            label: "admin.products.sku",
            isRequired: true,
            dir: "ltr",
            maxLength: 12,
            hint: "admin.products.skuHint",
          },
          { kind: "text", name: "barcode", label: "admin.products.barcode", dir: "ltr", maxLength: 48 },
          {
            kind: "select",
            name: "type",
            label: "admin.products.type",
            placeholder: "admin.products.type.choose",
            options: typeOptions,
          },
          statusField(),
          {
            kind: "select",
            name: "availability",
            label: "product.availability",
            placeholder: "admin.products.availability.choose",
            options: availabilityOptions,
          },
          {
            kind: "select",
            name: "hasVariants",
            label: "admin.products.hasVariants",
            placeholder: "admin.products.hasVariants.choose",
            options: variantsOptions,
          },
        ],
      },
      {
        title: "admin.products.stockAndPrice",
        fields: [
          {
            kind: "number",
            name: "quantity",
            label: "admin.products.quantity",
            min: 0,
            readOnlyWhen: (values) => variantsNote(values.hasVariants),
          },
          { kind: "money", name: "price", label: "admin.products.price", isRequired: true },
          { kind: "money", name: "discountPrice", label: "admin.products.discountPrice" },
          { kind: "number", name: "minOrderQuantity", label: "admin.products.minOrderQuantity", min: 1 },
          { kind: "number", name: "packSize", label: "admin.products.packSize", min: 1 },
          { kind: "number", name: "weight", label: "admin.products.weight", min: 0 },
          { kind: "relation", name: "measureUnitId", label: "admin.products.measureUnit", source: measureUnitSource },
        ],
      },
      {
        title: "admin.products.relations",
        fields: [
          { kind: "relation", name: "brandId", label: "admin.products.brand", source: brandSource },
          { kind: "relation", name: "categoryId", label: "admin.products.category", source: categorySource },
          { kind: "relations", name: "menuIds", label: "admin.products.menus", source: menuSource },
          { kind: "relations", name: "tagIds", label: "admin.products.tags", source: tagSource },
          {
            kind: "relations",
            name: "optionGroupIds",
            label: "admin.products.optionGroups",
            source: optionGroupSource,
          },
        ],
      },
      {
        title: "admin.products.media",
        fields: [
          { kind: "images", name: "imageIds", label: "admin.products.images" },
          { kind: "image", name: "posterImageId", label: "admin.products.poster", hint: "admin.products.posterHint" },
          { kind: "image", name: "seoImageId", label: "admin.products.seoImage" },
        ],
      },
    ],
  },
});
