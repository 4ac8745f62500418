// SPEC §3 Menu, §5 "Category and menu", §9 menu types by version (decision 0059): SPEC §2 `menu`,
// `menu/add`, `menu/{id}` over /api/admin/menus. The form offers what the chosen menu type allows
// on this shop (`GET /api/admin/menu-types`): its devices, item types and media; the API refuses
// the rest anyway, at the field.
import {
  MenuInput,
  menuPlacements,
  plainMenu,
  type MenuDetail,
  type MenuOptions,
  type MenuRow,
  type MenuTypeDefinition,
} from "../../../../core/contracts/admin/menus.ts";
import type { MenuTypeKey } from "../../../../core/profiles.ts";
import { defineResource, resourceApi, withoutBlankLocales } from "../../kit/define-resource.ts";
import {
  statusField,
  unchosenStatus,
  type ChosenRelation,
  type FormStatus,
  type FormView,
} from "../../kit/fields/types.ts";
import { useT, type AdminMessageKey } from "../../messages.ts";
import { StatusBadge } from "../status-badge.tsx";
import { menuItemSources } from "./item-sources.ts";

/** The menu type's own label, by its key (SPEC §9). */
export const menuTypeLabels = {
  carousel: "admin.menus.menuType.carousel",
  bundle: "admin.menus.menuType.bundle",
  video: "admin.menus.menuType.video",
  images: "admin.menus.menuType.images",
  grid: "admin.menus.menuType.grid",
  bar: "admin.menus.menuType.bar",
  "single-product": "admin.menus.menuType.singleProduct",
} as const satisfies Record<MenuTypeKey, AdminMessageKey>;

const placementLabels = {
  home: "admin.menus.placement.home",
  nav: "admin.menus.placement.nav",
  "nav-footer": "admin.menus.placement.navFooter",
  footer: "admin.menus.placement.footer",
} as const satisfies Record<(typeof menuPlacements)[number], AdminMessageKey>;

const deviceLabels = { web: "admin.menus.deviceType.web", mobile: "admin.menus.deviceType.mobile" } as const;
const typeLabels = { navbar: "admin.menus.type.navbar", carousel: "admin.menus.type.carousel" } as const;

/** What this shop offers (the form's `extra`). */
const offerOf = (view: FormView) => view.extra as MenuOptions;

/** The chosen menu type's definition; a menu without one is a plain list of links. */
function definitionOf(view: FormView): Pick<MenuTypeDefinition, keyof typeof plainMenu> {
  const key = view.values.menuTypeKey;
  return offerOf(view).menuTypes.find((definition) => definition.key === key) ?? plainMenu;
}

const usesMedia = (field: MenuTypeDefinition["media_fields"][number]) => (view: FormView) =>
  (definitionOf(view).media_fields as readonly string[]).includes(field);

interface MenuValues {
  [field: string]: unknown;
  translations: Record<"en" | "ar", { title: string; slug: string; description: string }>;
  status: FormStatus;
  type: string;
  deviceType: string;
  placement: string;
  menuTypeKey: string;
  itemType: string;
  items: ChosenRelation[];
  bannerImageId: number | null;
  posterImageId: number | null;
  galleryImageIds: number[];
  videoUrl: string;
  bannerBlur: boolean;
  hideText: boolean;
  sortOrder: number | null;
}

const empty: MenuValues = {
  translations: {
    en: { title: "", slug: "", description: "" },
    ar: { title: "", slug: "", description: "" },
  },
  status: unchosenStatus,
  type: "",
  deviceType: "web",
  placement: "home",
  menuTypeKey: "",
  itemType: "products",
  items: [],
  bannerImageId: null,
  posterImageId: null,
  galleryImageIds: [],
  videoUrl: "",
  bannerBlur: false,
  hideText: false,
  sortOrder: null,
};

const menusApi = resourceApi("menus");

export default defineResource({
  path: "menu",
  title: "admin.nav.menu",
  addTitle: "admin.menus.add",
  editTitle: "admin.menus.edit",
  defaultSort: "sortOrder",
  api: menusApi,
  columns: [
    { id: "title", header: "admin.menus.title", isSortable: true, isTitle: true, cell: (menu) => menu.title },
    {
      id: "menuTypeKey",
      header: "admin.menus.menuType",
      cell: (menu) => <MenuTypeCell menuTypeKey={menu.menuTypeKey} />,
    },
    {
      id: "placement",
      header: "admin.menus.placement",
      cell: (menu: MenuRow) => <Label text={placementLabels[menu.placement]} />,
    },
    {
      id: "deviceType",
      header: "admin.menus.deviceType",
      cell: (menu: MenuRow) => <Label text={deviceLabels[menu.deviceType]} />,
    },
    { id: "status", header: "admin.fields.status", cell: (menu) => <StatusBadge status={menu.status} /> },
    { id: "itemCount", header: "admin.menus.items", align: "end", cell: (menu) => menu.itemCount },
    {
      id: "sortOrder",
      header: "admin.fields.position",
      isSortable: true,
      align: "end",
      cell: (menu) => menu.sortOrder,
    },
  ],
  rowLabel: (menu) => menu.title,
  form: {
    contract: MenuInput,
    extra: (client) => client.api.admin["menu-types"].$get(),
    empty,
    fromDetail: (menu: MenuDetail): MenuValues => ({
      translations: {
        en: {
          title: menu.translations.en.title,
          slug: menu.translations.en.slug,
          description: menu.translations.en.description ?? "",
        },
        ar: {
          title: menu.translations.ar?.title ?? "",
          slug: menu.translations.ar?.slug ?? "",
          description: menu.translations.ar?.description ?? "",
        },
      },
      status: menu.status as FormStatus,
      type: menu.type,
      deviceType: menu.deviceType,
      placement: menu.placement,
      menuTypeKey: menu.menuTypeKey ?? "",
      itemType: menu.itemType,
      items: menu.items,
      bannerImageId: menu.bannerImageId,
      posterImageId: menu.posterImageId,
      galleryImageIds: menu.galleryImageIds,
      videoUrl: menu.videoUrl ?? "",
      bannerBlur: menu.bannerBlur,
      hideText: menu.hideText,
      sortOrder: menu.sortOrder,
    }),
    // No menu type is null; a blank position puts the menu last; items go as `{ type, id }`. The
    // form's validator checks the result against the contract before it is sent.
    toInput: ({ menuTypeKey, sortOrder, items, ...values }: MenuValues) =>
      withoutBlankLocales({
        ...values,
        menuTypeKey: menuTypeKey === "" ? null : menuTypeKey,
        items: items.map(({ type, id }) => ({ type, id })),
        ...(sortOrder === null ? {} : { sortOrder }),
      }) as unknown as typeof MenuInput.inferIn,
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [
          { kind: "texts", name: "title", label: "admin.menus.title", isRequired: true, maxLength: 100 },
          {
            kind: "texts",
            name: "slug",
            label: "admin.fields.slug",
            hint: "admin.fields.slugHint",
            dir: "ltr",
            maxLength: 120,
          },
          { kind: "texts", name: "description", label: "admin.fields.description", maxLength: 500 },
        ],
      },
      {
        title: "admin.menus.placementSection",
        fields: [
          {
            kind: "select",
            name: "menuTypeKey",
            label: "admin.menus.menuType",
            hint: "admin.menus.menuTypeHint",
            placeholder: "admin.menus.menuType.none",
            options: (view) =>
              offerOf(view).menuTypes.map((definition) => ({
                value: definition.key,
                label: menuTypeLabels[definition.key],
              })),
          },
          {
            kind: "select",
            name: "type",
            label: "admin.menus.type",
            isRequired: true,
            placeholder: "admin.menus.type.choose",
            options: [
              { value: "carousel", label: typeLabels.carousel },
              { value: "navbar", label: typeLabels.navbar },
            ],
          },
          {
            kind: "select",
            name: "placement",
            label: "admin.menus.placement",
            isRequired: true,
            placeholder: "admin.menus.placement.choose",
            options: menuPlacements.map((placement) => ({ value: placement, label: placementLabels[placement] })),
          },
          {
            kind: "select",
            name: "deviceType",
            label: "admin.menus.deviceType",
            isRequired: true,
            placeholder: "admin.menus.deviceType.choose",
            options: (view) =>
              definitionOf(view).device_types.map((device) => ({ value: device, label: deviceLabels[device] })),
          },
          statusField(),
          {
            kind: "number",
            name: "sortOrder",
            label: "admin.fields.position",
            hint: "admin.fields.positionHint",
            min: 0,
          },
        ],
      },
      {
        title: "admin.menus.itemsSection",
        fields: [
          {
            kind: "select",
            name: "itemType",
            label: "admin.menus.itemType",
            isRequired: true,
            placeholder: "admin.menus.itemType.choose",
            options: (view) =>
              definitionOf(view).item_types.map((itemType) => ({
                value: itemType,
                label: menuItemSources[itemType].label,
              })),
          },
          {
            kind: "relations",
            name: "items",
            label: "admin.menus.items",
            hint: "admin.menus.itemsHint",
            sources: menuItemSources,
            max: 200,
            // Items of the menu's item type, or of any of its type's where the shop combines them.
            offered: (view) => {
              const definition = definitionOf(view);
              const mayCombine = definition.isCombinable && offerOf(view).isMenusCombinable;
              return mayCombine
                ? definition.item_types
                : definition.item_types.filter((itemType) => itemType === view.values.itemType);
            },
          },
        ],
      },
      {
        title: "admin.menus.mediaSection",
        fields: [
          {
            kind: "image",
            name: "bannerImageId",
            label: "admin.menus.bannerImage",
            shownWhen: usesMedia("banner_image"),
          },
          {
            kind: "checkbox",
            name: "bannerBlur",
            label: "admin.menus.bannerBlur",
            shownWhen: usesMedia("banner_image"),
          },
          {
            kind: "image",
            name: "posterImageId",
            label: "admin.menus.posterImage",
            shownWhen: usesMedia("poster_image"),
          },
          {
            kind: "images",
            name: "galleryImageIds",
            label: "admin.menus.galleryImages",
            shownWhen: usesMedia("media_gallery_items"),
          },
          {
            kind: "text",
            name: "videoUrl",
            label: "admin.menus.videoUrl",
            hint: "admin.menus.videoUrlHint",
            isRequired: true,
            dir: "ltr",
            maxLength: 500,
            shownWhen: (view) => definitionOf(view).media_type === "video",
          },
          { kind: "checkbox", name: "hideText", label: "admin.menus.hideText" },
        ],
      },
    ],
  },
});

function MenuTypeCell({ menuTypeKey }: { menuTypeKey: MenuTypeKey | null }) {
  return <Label text={menuTypeKey === null ? "admin.menus.menuType.none" : menuTypeLabels[menuTypeKey]} />;
}

function Label({ text }: { text: AdminMessageKey }) {
  const t = useT();
  return <>{t(text)}</>;
}
