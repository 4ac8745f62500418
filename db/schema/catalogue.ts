// Catalogue: products, variants, option groups, categories, brands, units, tags, tax groups, images.
//
// Translatable text (SPEC §9: ar and en) lives in one pattern only: a `<entity>_translations`
// table keyed by (<entity>_id, locale), holding the entity's human text, with unique
// (locale, slug) wherever the entity has a URL. The base row holds everything that is the same in
// both languages. A missing translation falls back to English (SPEC §9) in the query layer.
import { sql, type SQL } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { locales } from "../../core/profiles.ts";
import { availabilities } from "../../core/contracts/catalogue.ts";
import {
  catalogueStatuses,
  createdAt,
  id,
  locale,
  minLength,
  nameSortKey,
  nonNegative,
  oneOf,
  slugShape,
  updatedAt,
} from "./columns.ts";

// SPEC §4: availability is available, unavailable or out of stock

// SPEC §3 Product: type tag numbers 1 regular, 2 discount, 3 bundle
export const productTypes = { regular: 1, discount: 2, bundle: 3 } as const;
export type ProductType = (typeof productTypes)[keyof typeof productTypes];
export const productTypeValues = Object.values(productTypes);

// SPEC §5 and §9: image types jpeg, png, jpg, svg, webp (jpg and jpeg share one media type)
export const imageContentTypes = ["image/jpeg", "image/png", "image/svg+xml", "image/webp"] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

// Every uploaded image is a gallery image (admin "gallery" screen); other tables point at it, so
// one R2 object is described once. Width and height are unknown for some SVGs.
export const galleryImages = sqliteTable(
  "gallery_images",
  {
    id: id(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type", { enum: imageContentTypes }).notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes").notNull(),
    alt: text("alt"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf(t.contentType, imageContentTypes),
    ...nonNegative(t.bytes),
    check("gallery_images_dimensions", sql`(width is null or width > 0) and (height is null or height > 0)`),
    index("gallery_images_created_at").on(t.createdAt),
  ],
);

export const measureUnits = sqliteTable("measure_units", {
  id: id(),
  // SPEC §5: measure unit name and code required; the code is a short key such as "pcs"
  code: text("code").notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const measureUnitTranslations = sqliteTable(
  "measure_unit_translations",
  {
    measureUnitId: integer("measure_unit_id")
      .notNull()
      .references(() => measureUnits.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.measureUnitId, t.locale] }), oneOf(t.locale, locales)],
);

export const brands = sqliteTable(
  "brands",
  {
    id: id(),
    status: text("status", { enum: catalogueStatuses }).notNull().default("available"),
    // SPEC §5: brand image required; the API enforces it, the column allows the image to be deleted
    imageId: integer("image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf(t.status, catalogueStatuses), index("brands_status").on(t.status)],
);

export const brandTranslations = sqliteTable(
  "brand_translations",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.locale] }),
    oneOf(t.locale, locales),
    // SPEC §5: brand name at least 3 characters and unique
    minLength(t.name, 3),
    uniqueIndex("brand_translations_locale_name").on(t.locale, t.name),
    slugShape(t.slug),
    uniqueIndex("brand_translations_locale_slug").on(t.locale, t.slug),
  ],
);

export const mainCategories = sqliteTable(
  "main_categories",
  {
    id: id(),
    status: text("status", { enum: catalogueStatuses }).notNull().default("available"),
    imageId: integer("image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf(t.status, catalogueStatuses), index("main_categories_status_position").on(t.status, t.position)],
);

export const mainCategoryTranslations = sqliteTable(
  "main_category_translations",
  {
    mainCategoryId: integer("main_category_id")
      .notNull()
      .references(() => mainCategories.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
  },
  (t) => [
    primaryKey({ columns: [t.mainCategoryId, t.locale] }),
    oneOf(t.locale, locales),
    minLength(t.title, 3),
    uniqueIndex("main_category_translations_locale_title").on(t.locale, t.title),
    slugShape(t.slug),
    uniqueIndex("main_category_translations_locale_slug").on(t.locale, t.slug),
  ],
);

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    status: text("status", { enum: catalogueStatuses }).notNull().default("available"),
    imageId: integer("image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    // SPEC §3: sub-categories are categories with a parent; deleting a parent lifts them to the top
    parentId: integer("parent_id").references((): AnySQLiteColumn => categories.id, {
      onDelete: "set null",
    }),
    mainCategoryId: integer("main_category_id").references(() => mainCategories.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.status, catalogueStatuses),
    check("categories_not_own_parent", sql`parent_id is null or parent_id <> id`),
    index("categories_parent").on(t.parentId),
    index("categories_main_category").on(t.mainCategoryId),
    index("categories_status_position").on(t.status, t.position),
  ],
);

export const categoryTranslations = sqliteTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    oneOf(t.locale, locales),
    // SPEC §5: category title at least 3 characters and unique
    minLength(t.title, 3),
    uniqueIndex("category_translations_locale_title").on(t.locale, t.title),
    slugShape(t.slug),
    uniqueIndex("category_translations_locale_slug").on(t.locale, t.slug),
  ],
);

export const tags = sqliteTable("tags", {
  id: id(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tagTranslations = sqliteTable(
  "tag_translations",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.locale] }),
    oneOf(t.locale, locales),
    uniqueIndex("tag_translations_locale_name").on(t.locale, t.name),
  ],
);

// SPEC §3 tax group: name, rate, default. The rate is in basis points (1500 = 15 %) so VAT
// arithmetic stays in integers; at most one group is the default.
export const taxGroups = sqliteTable(
  "tax_groups",
  {
    id: id(),
    name: text("name").notNull().unique(),
    rateBasisPoints: integer("rate_basis_points").notNull(),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tax_groups_rate_range", sql`rate_basis_points between 0 and 10000`),
    uniqueIndex("tax_groups_single_default")
      .on(t.isDefault)
      .where(sql`is_default = 1`),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: id(),
    // SPEC §5: SKU 4 to 12 characters and unique
    sku: text("sku").notNull().unique(),
    barcode: text("barcode"),
    status: text("status", { enum: catalogueStatuses }).notNull().default("available"),
    availability: text("availability", { enum: availabilities }).notNull().default("available"),
    type: integer("type").$type<ProductType>().notNull().default(productTypes.regular),
    hasVariants: integer("has_variants", { mode: "boolean" }).notNull().default(false),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    quantity: integer("quantity").notNull().default(0),
    // Wholesale quantities (issue #10): the smallest quantity a buyer may order, and the case size
    // the quantity steps by (sold in cases of N). The minimum is itself a whole number of cases.
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    packSize: integer("pack_size").notNull().default(1),
    // Minor units (halalas, pence); the discount price, when set, is what the customer pays
    price: integer("price").notNull(),
    discountPrice: integer("discount_price"),
    // Grams: SPEC §5 weight is numeric and at least 0; null when unknown
    weight: integer("weight"),
    measureUnitId: integer("measure_unit_id").references(() => measureUnits.id, { onDelete: "set null" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    // SPEC §3 lists no tax field on products, but orders carry a VAT total; null means the default group
    taxGroupId: integer("tax_group_id").references(() => taxGroups.id, { onDelete: "set null" }),
    posterImageId: integer("poster_image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    seoImageId: integer("seo_image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    // SPEC §9 filters by rating: average in tenths of a star (45 = 4.5) so filters compare integers
    ratingTenths: integer("rating_tenths").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // SPEC §3 product "menu": a product can sit in several menus, so that link is menu_items
    // (navigation.ts), and "tags"/"images"/"option groups" are the join tables below.
  },
  (t) => [
    check("products_sku_length", sql`length(sku) between 4 and 12`),
    oneOf(t.status, catalogueStatuses),
    oneOf(t.availability, availabilities),
    oneOf(t.type, productTypeValues),
    ...nonNegative(t.quantity, t.price, t.discountPrice, t.weight),
    check("products_discount_below_price", sql`discount_price is null or discount_price <= price`),
    check("products_pack_size_positive", sql`pack_size >= 1`),
    check("products_min_order_whole_packs", sql`min_order_quantity >= 1 and min_order_quantity % pack_size = 0`),
    check("products_rating_range", sql`rating_tenths between 0 and 50`),
    index("products_category").on(t.categoryId),
    index("products_brand").on(t.brandId),
    index("products_status_availability").on(t.status, t.availability),
    index("products_price").on(t.price),
    index("products_created_at").on(t.createdAt),
    // The admin list's orders (decision 0057): each ends with the rowid, the list's tie-break.
    index("products_updated_at").on(t.updatedAt),
    index("products_quantity").on(t.quantity),
    index("products_featured").on(t.isFeatured),
    index("products_rating").on(t.ratingTenths),
  ],
);

export const productTranslations = sqliteTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    extensiveDescription: text("extensive_description"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    oneOf(t.locale, locales),
    // SPEC §5: product title at least 3 characters
    minLength(t.title, 3),
    slugShape(t.slug),
    uniqueIndex("product_translations_locale_slug").on(t.locale, t.slug),
  ],
);

/**
 * The title a product shows on a page in each locale, English where it has no translation of its
 * own (SPEC §9, decision 0019), so that sorting a list by name walks one index instead of sorting
 * every listed product (issue #9 B.11, decision 0033). Derived rows: the triggers of migration
 * 0003_product_titles rewrite a product's rows on every write to its translations, so no writer
 * can leave them stale; nothing else writes here.
 */
export const productTitles = sqliteTable(
  "product_titles",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The page's locale, not necessarily the title's. */
    locale: locale(),
    title: text("title").notNull(),
    sortKey: text("sort_key")
      .notNull()
      .generatedAlwaysAs((): SQL => nameSortKey(productTitles.title, productTitles.locale), { mode: "stored" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    oneOf(t.locale, locales),
    // Ends with the product id, the order's tie-break, so a page of ids is read from the index alone.
    index("product_titles_locale_sort_key").on(t.locale, t.sortKey, t.productId),
  ],
);

export const productImages = sqliteTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => galleryImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.imageId] }),
    index("product_images_product_position").on(t.productId, t.position),
  ],
);

// SPEC §5: a tag once per product
export const productTags = sqliteTable(
  "product_tags",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag").on(t.tagId)],
);

// Variant attributes (admin "variants" screen, e.g. Size) and their values (e.g. XL); a product
// variant is one combination of values.
export const variantAttributes = sqliteTable("variant_attributes", {
  id: id(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const variantAttributeTranslations = sqliteTable(
  "variant_attribute_translations",
  {
    variantAttributeId: integer("variant_attribute_id")
      .notNull()
      .references(() => variantAttributes.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantAttributeId, t.locale] }),
    oneOf(t.locale, locales),
    uniqueIndex("variant_attribute_translations_locale_name").on(t.locale, t.name),
  ],
);

export const variantAttributeValues = sqliteTable(
  "variant_attribute_values",
  {
    id: id(),
    variantAttributeId: integer("variant_attribute_id")
      .notNull()
      .references(() => variantAttributes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("variant_attribute_values_attribute").on(t.variantAttributeId, t.position)],
);

export const variantAttributeValueTranslations = sqliteTable(
  "variant_attribute_value_translations",
  {
    variantAttributeValueId: integer("variant_attribute_value_id")
      .notNull()
      .references(() => variantAttributeValues.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantAttributeValueId, t.locale] }), oneOf(t.locale, locales)],
);

export const productVariants = sqliteTable(
  "product_variants",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    // SPEC §5: no duplicate variants. The API writes the sorted attribute value ids joined by "-"
    // here, so the same combination cannot be stored twice for one product.
    valueKey: text("value_key").notNull(),
    status: text("status", { enum: catalogueStatuses }).notNull().default("available"),
    quantity: integer("quantity").notNull().default(0),
    weight: integer("weight"),
    price: integer("price").notNull(),
    position: integer("position").notNull().default(0),
    // Decision 0058: a variant orders were placed for is kept when the admin drops it from the
    // product's matrix (order lines, their restock and reorder still name it), unavailable and out
    // of the matrix from this moment; null while it is in the matrix.
    retiredAt: integer("retired_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.status, catalogueStatuses),
    ...nonNegative(t.quantity, t.weight, t.price),
    uniqueIndex("product_variants_product_value_key").on(t.productId, t.valueKey),
    index("product_variants_product_position").on(t.productId, t.position),
    // Covers the sum of a product's matrix stock that migration 0018's triggers keep on products
    index("product_variants_product_stock").on(t.productId, t.retiredAt, t.quantity),
  ],
);

export const productVariantValues = sqliteTable(
  "product_variant_values",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    variantAttributeValueId: integer("variant_attribute_value_id")
      .notNull()
      .references(() => variantAttributeValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.variantAttributeValueId] }),
    index("product_variant_values_value").on(t.variantAttributeValueId),
  ],
);

// SPEC §2 `product/attributes/{version}/{id}` (decision 0071): a product's specification table,
// ordered name and value pairs in each language (Fabric: 100% cotton; Carton: 24 pieces), written
// whole by the admin. A name is once per product and language (the API's rule: the name lives in
// the translation row, which does not know the product).
export const productAttributes = sqliteTable(
  "product_attributes",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [...nonNegative(t.position), uniqueIndex("product_attributes_product_position").on(t.productId, t.position)],
);

export const productAttributeTranslations = sqliteTable(
  "product_attribute_translations",
  {
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => productAttributes.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.locale] }), oneOf(t.locale, locales)],
);

// SPEC §3 option group: min and max selections, required, note, choices. Groups are shared and
// attached to products; SPEC §5: a group once per product.
export const optionGroups = sqliteTable(
  "option_groups",
  {
    id: id(),
    minSelections: integer("min_selections").notNull().default(0),
    // Null means no upper bound
    maxSelections: integer("max_selections"),
    isRequired: integer("is_required", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...nonNegative(t.minSelections),
    check("option_groups_max_at_least_min", sql`max_selections is null or max_selections >= min_selections`),
    check("option_groups_max_positive", sql`max_selections is null or max_selections >= 1`),
  ],
);

export const optionGroupTranslations = sqliteTable(
  "option_group_translations",
  {
    optionGroupId: integer("option_group_id")
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
    note: text("note"),
  },
  (t) => [primaryKey({ columns: [t.optionGroupId, t.locale] }), oneOf(t.locale, locales)],
);

export const optionChoices = sqliteTable(
  "option_choices",
  {
    id: id(),
    optionGroupId: integer("option_group_id")
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    // Added to the unit price when chosen, in minor units; a choice never lowers the price
    priceDelta: integer("price_delta").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [...nonNegative(t.priceDelta), index("option_choices_group_position").on(t.optionGroupId, t.position)],
);

export const optionChoiceTranslations = sqliteTable(
  "option_choice_translations",
  {
    optionChoiceId: integer("option_choice_id")
      .notNull()
      .references(() => optionChoices.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionChoiceId, t.locale] }), oneOf(t.locale, locales)],
);

export const productOptionGroups = sqliteTable(
  "product_option_groups",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    optionGroupId: integer("option_group_id")
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionGroupId] }),
    index("product_option_groups_group").on(t.optionGroupId),
  ],
);

export type GalleryImage = typeof galleryImages.$inferSelect;
export type MeasureUnit = typeof measureUnits.$inferSelect;
export type Brand = typeof brands.$inferSelect;
export type BrandTranslation = typeof brandTranslations.$inferSelect;
export type MainCategory = typeof mainCategories.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type CategoryTranslation = typeof categoryTranslations.$inferSelect;
export type Tag = typeof tags.$inferSelect;
export type TaxGroup = typeof taxGroups.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductTranslation = typeof productTranslations.$inferSelect;
export type NewProductTranslation = typeof productTranslations.$inferInsert;
export type ProductVariant = typeof productVariants.$inferSelect;
export type VariantAttribute = typeof variantAttributes.$inferSelect;
export type VariantAttributeValue = typeof variantAttributeValues.$inferSelect;
export type OptionGroup = typeof optionGroups.$inferSelect;
export type ProductAttribute = typeof productAttributes.$inferSelect;
export type OptionChoice = typeof optionChoices.$inferSelect;
