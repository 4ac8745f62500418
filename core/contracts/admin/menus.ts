// Menus in the back office (SPEC §3 Menu, §5 "Category and menu", §9 "Menu types by version";
// decision 0059): /api/admin/menus. The same contract and profile rules serve the admin form.
import { type } from "arktype";
import { menuTypeKeys, type MenuTypeKey, type Profile } from "../../profiles.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { catalogueStatus, checkbox, optionalText, position, slug, title } from "../../validation/rules.ts";
import type { CatalogueStatus } from "../catalogue.ts";
import { adminListQuery, translations, type Translations } from "../admin-resources.ts";
import { galleryImageId, optionalGalleryImageId, optionalLink } from "./catalogue-fields.ts";

/** SPEC §5: menu type navbar or carousel (db/schema/navigation.ts holds the same lists). */
export const menuTypes = ["navbar", "carousel"] as const;
/** SPEC §3 device types. */
export const deviceTypes = ["web", "mobile"] as const;
/** SPEC §3 placements ("location"). */
export const menuPlacements = ["home", "nav", "nav-footer", "footer"] as const;
/** SPEC §3 item types. */
export const menuItemTypes = ["products", "brands", "categories"] as const;
/** SPEC §3 menu type media fields, written as SPEC writes them (decision 0024). */
export const menuMediaFields = ["banner_image", "poster_image", "media_gallery_items"] as const;

export type MenuItemType = (typeof menuItemTypes)[number];
export type DeviceType = (typeof deviceTypes)[number];
export type MenuMediaField = (typeof menuMediaFields)[number];

/** SPEC §3 "A menu type definition", its fields named as SPEC names them (decision 0024). */
export interface MenuTypeDefinition {
  key: MenuTypeKey;
  /** The English name; the admin app shows its own translation of the key. */
  display: string;
  media_type: "image" | "video";
  item_types: readonly MenuItemType[];
  media_fields: readonly MenuMediaField[];
  /** Whether one menu of this type may combine item types, where the profile's isMenusCombinable allows. */
  isCombinable: boolean;
  device_types: readonly DeviceType[];
}

const allItems = menuItemTypes;
const allDevices = deviceTypes;

/**
 * The menu types of SPEC §9, as the storefront renders them (src/components/HomeMenu.astro).
 * Decision 0059: the banner is every type's menu-page picture except single-product ("no
 * media"); a bundle is web-only and the one combinable type ("combinable bundle (web)", v2).
 */
export const menuTypeDefinitions: Record<MenuTypeKey, MenuTypeDefinition> = {
  carousel: {
    key: "carousel",
    display: "Carousel",
    media_type: "image",
    item_types: allItems,
    media_fields: ["banner_image", "poster_image"],
    isCombinable: false,
    device_types: allDevices,
  },
  bundle: {
    key: "bundle",
    display: "Bundle",
    media_type: "image",
    item_types: allItems,
    media_fields: ["banner_image", "poster_image"],
    isCombinable: true,
    device_types: ["web"],
  },
  video: {
    key: "video",
    display: "Video",
    media_type: "video",
    item_types: ["products"],
    media_fields: ["banner_image", "poster_image"],
    isCombinable: false,
    device_types: allDevices,
  },
  images: {
    key: "images",
    display: "Images",
    media_type: "image",
    item_types: allItems,
    media_fields: ["banner_image", "media_gallery_items"],
    isCombinable: false,
    device_types: allDevices,
  },
  grid: {
    key: "grid",
    display: "Grid",
    media_type: "image",
    item_types: allItems,
    media_fields: ["banner_image"],
    isCombinable: false,
    device_types: allDevices,
  },
  bar: {
    key: "bar",
    display: "Bar menu",
    media_type: "image",
    item_types: allItems,
    media_fields: ["banner_image"],
    isCombinable: false,
    device_types: allDevices,
  },
  "single-product": {
    key: "single-product",
    display: "Single product",
    media_type: "image",
    item_types: ["products"],
    media_fields: [],
    isCombinable: false,
    device_types: allDevices,
  },
};

/** A menu without a menu type (a plain list of links in the nav, nav-footer or footer): any items, a banner for its page. */
export const plainMenu = {
  media_type: "image",
  item_types: allItems,
  media_fields: ["banner_image"],
  isCombinable: false,
  device_types: allDevices,
} as const satisfies Omit<MenuTypeDefinition, "key" | "display">;

/** A menu's texts in one language: SPEC §5 title (at least 3 characters, unique), its slug and description. */
const MenuTexts = type({
  title: title({ max: 100 }),
  "slug?": slug(),
  "description?": optionalText({ max: 500 }),
}).onUndeclaredKey("delete");

/** One item of a menu: a product, brand or category by id, in the order given. */
export const MenuItem = type({
  type: type.enumerated(...menuItemTypes).configure({ message: "admin.menus.itemType.invalid" }),
  id: type("number.integer > 0").configure({ message: "errors.invalidInput" }),
}).onUndeclaredKey("delete");
export type MenuItem = typeof MenuItem.infer;

/**
 * A menu as the admin writes it (PUT replaces it whole: a field left out takes its default).
 * Which menu types, devices, items and media a menu may have depends on the profile
 * (`menuProblems`), checked beside this contract.
 */
export const MenuInput = type({
  translations: translations(MenuTexts),
  status: catalogueStatus(),
  type: type.enumerated(...menuTypes).configure({ message: "admin.menus.type.invalid" }),
  deviceType: type.enumerated(...deviceTypes).configure({ message: "admin.menus.deviceType.invalid" }),
  placement: type.enumerated(...menuPlacements).configure({ message: "admin.menus.placement.invalid" }),
  "menuTypeKey?": type.enumerated(...menuTypeKeys, null).configure({ message: "admin.menus.menuType.unavailable" }),
  itemType: type.enumerated(...menuItemTypes).configure({ message: "admin.menus.itemType.invalid" }),
  "items?": MenuItem.array().atMostLength(200),
  "bannerImageId?": optionalGalleryImageId(),
  "posterImageId?": optionalGalleryImageId(),
  "galleryImageIds?": galleryImageId().array().atMostLength(50),
  /** A video menu's clip: an https address (decision 0059). */
  "videoUrl?": optionalLink(),
  "bannerBlur?": checkbox(),
  "hideText?": checkbox(),
  "sortOrder?": position(),
}).onUndeclaredKey("delete");
export type MenuInput = typeof MenuInput.infer;

/** PATCH: any of the fields, laid over the stored menu; the result must be a valid menu. */
export const MenuPatch = MenuInput.partial();
export type MenuPatch = typeof MenuPatch.infer;

/** A whole menu, every field known: what the profile rules judge and what is stored. */
export interface MenuState {
  translations: MenuInput["translations"];
  status: CatalogueStatus;
  type: (typeof menuTypes)[number];
  deviceType: DeviceType;
  placement: (typeof menuPlacements)[number];
  menuTypeKey: MenuTypeKey | null;
  itemType: MenuItemType;
  items: MenuItem[];
  bannerImageId: number | null;
  posterImageId: number | null;
  galleryImageIds: number[];
  videoUrl: string | null;
  bannerBlur: boolean;
  hideText: boolean;
  sortOrder?: number;
}

/** A created or replaced menu: the fields left out take their defaults. */
export function menuState(input: MenuInput): MenuState {
  return {
    ...input,
    menuTypeKey: input.menuTypeKey ?? null,
    items: input.items ?? [],
    bannerImageId: input.bannerImageId ?? null,
    posterImageId: input.posterImageId ?? null,
    galleryImageIds: input.galleryImageIds ?? [],
    videoUrl: input.videoUrl ?? null,
    bannerBlur: input.bannerBlur ?? false,
    hideText: input.hideText ?? false,
  };
}

const mediaInputs = [
  ["banner_image", "bannerImageId"],
  ["poster_image", "posterImageId"],
  ["media_gallery_items", "galleryImageIds"],
] as const satisfies readonly [MenuMediaField, keyof MenuState][];

/**
 * What the profile does not allow in a menu (SPEC §9 menu types by version, isMenusCombinable),
 * field by field: a menu type the profile's version does not offer, a home menu without one, a
 * device, item type or media its type does not have, items of another type where combining is
 * not allowed, the same item twice, more than one item in a single-product menu. Empty when none.
 */
export function menuProblems(
  menu: MenuState,
  profile: Pick<Profile, "menuTypes" | "flags">,
): Record<string, ValidationMessage> {
  const problems: Record<string, ValidationMessage> = {};
  const key = menu.menuTypeKey;
  if (key !== null && !profile.menuTypes.includes(key)) return { menuTypeKey: "admin.menus.menuType.unavailable" };
  // SPEC §9: the home page shows a menu by its type, so a home menu without one would never show.
  if (key === null && menu.placement === "home") problems.menuTypeKey = "admin.menus.menuType.required";
  const definition = key === null ? plainMenu : menuTypeDefinitions[key];
  if (!definition.device_types.includes(menu.deviceType)) problems.deviceType = "admin.menus.device.unavailable";
  if (!definition.item_types.includes(menu.itemType)) problems.itemType = "admin.menus.items.unavailable";
  const mayCombine = definition.isCombinable && profile.flags.isMenusCombinable;
  const seen = new Set<string>();
  menu.items.forEach((item, index) => {
    if (item.type !== menu.itemType && !mayCombine) problems[`items.${index}.type`] = "admin.menus.items.notCombinable";
    else if (!definition.item_types.includes(item.type))
      problems[`items.${index}.type`] = "admin.menus.items.unavailable";
    if (seen.has(`${item.type}:${item.id}`)) problems[`items.${index}.id`] = "admin.menus.items.duplicate";
    seen.add(`${item.type}:${item.id}`);
  });
  if (key === "single-product" && menu.items.length > 1) problems.items = "admin.menus.items.single";
  for (const [field, input] of mediaInputs) {
    const value = menu[input];
    const isSet = Array.isArray(value) ? value.length > 0 : value !== null;
    if (isSet && !(definition.media_fields as readonly MenuMediaField[]).includes(field))
      problems[input] = "admin.menus.media.unused";
  }
  if (new Set(menu.galleryImageIds).size !== menu.galleryImageIds.length)
    problems.galleryImageIds ??= "admin.menus.items.duplicate";
  if (definition.media_type === "video" && menu.videoUrl === null) problems.videoUrl = "validation.required";
  if (definition.media_type !== "video" && menu.videoUrl !== null) problems.videoUrl = "admin.menus.media.unused";
  return problems;
}

export const menuSorts = ["title", "sortOrder", "createdAt"] as const;
/** The list: `search` in the title and slug, in the home page's order unless sorted otherwise. */
export const MenuListQuery = adminListQuery(menuSorts);

/** A row of the list, its title in the request's language (English when it has none). */
export interface MenuRow {
  id: number;
  title: string;
  slug: string;
  status: CatalogueStatus;
  type: MenuState["type"];
  deviceType: DeviceType;
  placement: MenuState["placement"];
  menuTypeKey: MenuTypeKey | null;
  itemType: MenuItemType;
  itemCount: number;
  sortOrder: number;
}

/** One menu as the edit screen reads it and writes it back; items and images carry what the screen shows. */
export interface MenuDetail extends Omit<MenuState, "translations" | "items" | "sortOrder"> {
  id: number;
  translations: Translations<{ title: string; slug: string; description: string | null }>;
  items: (MenuItem & { label: string | null })[];
  sortOrder: number;
}

/** What the admin form offers on this shop: the menu types of its version and whether menus combine item types. */
export interface MenuOptions {
  menuTypes: MenuTypeDefinition[];
  isMenusCombinable: boolean;
}
