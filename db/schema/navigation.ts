// Navigation: menus (navbar links and home carousels of products, brands or categories), their
// items, and the home slider. Text follows the translation pattern of catalogue.ts.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { locales, menuTypeKeys } from "../../core/profiles.ts";
import { catalogueStatuses, createdAt, id, locale, minLength, oneOf, slugShape, updatedAt } from "./columns.ts";
import { brands, categories, galleryImages, products } from "./catalogue.ts";

// SPEC §5: menu type navbar or carousel
export const menuTypes = ["navbar", "carousel"] as const;
export type MenuType = (typeof menuTypes)[number];

// SPEC §3 menu device types
export const deviceTypes = ["web", "mobile"] as const;
export type DeviceType = (typeof deviceTypes)[number];

// SPEC §3 menu placements
export const menuPlacements = ["home", "nav", "nav-footer", "footer"] as const;
export type MenuPlacement = (typeof menuPlacements)[number];

// SPEC §3 menu item types
export const menuItemTypes = ["products", "brands", "categories"] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

export const menus = sqliteTable(
  "menus",
  {
    id: id(),
    status: text("status", { enum: catalogueStatuses }).notNull().default("available"),
    type: text("type", { enum: menuTypes }).notNull(),
    deviceType: text("device_type", { enum: deviceTypes }).notNull().default("web"),
    placement: text("placement", { enum: menuPlacements }).notNull(),
    // Which menu type definition renders it; null for plain navbar link lists
    menuTypeKey: text("menu_type_key", { enum: menuTypeKeys }),
    itemType: text("item_type", { enum: menuItemTypes }).notNull(),
    // SPEC §3 menu type media fields: banner_image, poster_image, media_gallery_items (menu_images)
    bannerImageId: integer("banner_image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    posterImageId: integer("poster_image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    // An R2 key or an external https URL for video menus
    videoUrl: text("video_url"),
    bannerBlur: integer("banner_blur", { mode: "boolean" }).notNull().default(false),
    hideText: integer("hide_text", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.status, catalogueStatuses),
    oneOf(t.type, menuTypes),
    oneOf(t.deviceType, deviceTypes),
    oneOf(t.placement, menuPlacements),
    oneOf(t.menuTypeKey, menuTypeKeys),
    oneOf(t.itemType, menuItemTypes),
    index("menus_placement_device_sort").on(t.placement, t.deviceType, t.status, t.sortOrder),
  ],
);

export const menuTranslations = sqliteTable(
  "menu_translations",
  {
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.locale] }),
    oneOf(t.locale, locales),
    // SPEC §5: menu title at least 3 characters and unique
    minLength(t.title, 3),
    uniqueIndex("menu_translations_locale_title").on(t.locale, t.title),
    slugShape(t.slug),
    uniqueIndex("menu_translations_locale_slug").on(t.locale, t.slug),
  ],
);

// SPEC §3 menu images (the media gallery items of a menu type)
export const menuImages = sqliteTable(
  "menu_images",
  {
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => galleryImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.imageId] }), index("menu_images_menu_position").on(t.menuId, t.position)],
);

// One row per product, brand or category in a menu; exactly the id matching item_kind is set.
export const menuItems = sqliteTable(
  "menu_items",
  {
    id: id(),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    itemKind: text("item_kind", { enum: menuItemTypes }).notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    oneOf(t.itemKind, menuItemTypes),
    check(
      "menu_items_target_matches_kind",
      sql`(item_kind = 'products' and product_id is not null and brand_id is null and category_id is null)
        or (item_kind = 'brands' and brand_id is not null and product_id is null and category_id is null)
        or (item_kind = 'categories' and category_id is not null and product_id is null and brand_id is null)`,
    ),
    index("menu_items_menu_position").on(t.menuId, t.position),
    uniqueIndex("menu_items_menu_product").on(t.menuId, t.productId),
    uniqueIndex("menu_items_menu_brand").on(t.menuId, t.brandId),
    uniqueIndex("menu_items_menu_category").on(t.menuId, t.categoryId),
    index("menu_items_product").on(t.productId),
    index("menu_items_brand").on(t.brandId),
    index("menu_items_category").on(t.categoryId),
  ],
);

export const slides = sqliteTable(
  "slides",
  {
    id: id(),
    imageId: integer("image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    // Where the slide links to: a site path or an external URL
    url: text("url"),
    status: text("status", { enum: catalogueStatuses }).notNull().default("available"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf(t.status, catalogueStatuses), index("slides_status_position").on(t.status, t.position)],
);

export const slideTranslations = sqliteTable(
  "slide_translations",
  {
    slideId: integer("slide_id")
      .notNull()
      .references(() => slides.id, { onDelete: "cascade" }),
    locale: locale(),
    title: text("title").notNull(),
    // SPEC §9 flag showSliderExtensiveDescriptionAttribute
    extensiveDescription: text("extensive_description"),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.locale] }), oneOf(t.locale, locales)],
);

export type Menu = typeof menus.$inferSelect;
export type NewMenu = typeof menus.$inferInsert;
export type MenuTranslation = typeof menuTranslations.$inferSelect;
export type MenuItem = typeof menuItems.$inferSelect;
export type Slide = typeof slides.$inferSelect;
