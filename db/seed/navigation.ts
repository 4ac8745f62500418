// Menus for every placement and device type (SPEC §3 Menu), home menus only of the types the
// profile's version offers (SPEC §9 menu types by version), and the home slider.
import { type MenuTypeKey } from "../../core/profiles.ts";
import {
  menuImages,
  menuItems,
  menuTranslations,
  menus,
  slideTranslations,
  slides,
  type DeviceType,
  type MenuItemType,
  type MenuPlacement,
  type MenuType,
} from "../schema/index.ts";
import type { CatalogueSummary } from "./catalogue.ts";
import { mainCategories } from "./catalogue-tree.ts";
import { day, epoch, rowsFor, type SeedContext, type TableRows } from "./plan.ts";
import { slugify } from "./text.ts";
import type { Bilingual } from "./vocabulary.ts";

// A CC0 sample clip from MDN, so video menus play without a file of our own.
const sampleVideoUrl = "https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4";

interface MenuDefinition {
  title: Bilingual;
  description: Bilingual;
  type: MenuType;
  placement: MenuPlacement;
  deviceType: DeviceType;
  menuTypeKey: MenuTypeKey | null;
  itemType: MenuItemType;
  items: readonly number[];
  banner?: boolean;
  poster?: boolean;
  video?: boolean;
  gallery?: readonly number[];
  hideText?: boolean;
  bannerBlur?: boolean;
}

const menu = (
  title: Bilingual,
  description: Bilingual,
  rest: Omit<MenuDefinition, "title" | "description">,
): MenuDefinition => ({
  title,
  description,
  ...rest,
});

export function buildNavigation({ profile, media, random }: SeedContext, catalogue: CatalogueSummary): TableRows[] {
  const lang = profile.language;
  const categoryId = (key: string) => catalogue.categoryIds.get(key) ?? 0;
  const featured = catalogue.featuredProductIds;
  const bundles = catalogue.bundleProductIds.length > 0 ? catalogue.bundleProductIds : featured.slice(0, 4);
  const somePopular = random.sample(catalogue.productIds, 12);
  // The first categories of every main category, so short lists cover every department.
  const perMain = (count: number) =>
    mainCategories.flatMap((main) => main.categories.slice(0, count).map((category) => category.key));
  const firstPerMain = perMain(1);

  const homeByKey: Record<MenuTypeKey, () => MenuDefinition[]> = {
    carousel: () => [
      menu(
        // Not "Featured products": the home page's own section has that name, and two regions
        // of one page must not share it (issue #9 item 17).
        { en: "Buyers' Favourites", ar: "مفضلة التجار" },
        { en: "Hand-picked lines our buyers reorder most.", ar: "تشكيلات مختارة يعيد تجارنا طلبها باستمرار." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "carousel",
          itemType: "products",
          items: featured.slice(0, 12),
          poster: true,
        },
      ),
      menu(
        { en: "Shop by Category", ar: "تسوّق حسب الفئة" },
        { en: "Jump straight to a department.", ar: "انتقل مباشرة إلى القسم الذي تريده." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "carousel",
          itemType: "categories",
          items: perMain(2).slice(0, 10).map(categoryId),
        },
      ),
      menu(
        { en: "Top Picks", ar: "مختارات لك" },
        { en: "Featured products for shopping on the go.", ar: "منتجات مميزة للتسوق أثناء التنقل." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "mobile",
          menuTypeKey: "carousel",
          itemType: "products",
          items: featured.slice(12, 20),
        },
      ),
    ],
    bundle: () => [
      menu(
        { en: "Saver Bundles", ar: "باقات التوفير" },
        { en: "Mixed bundles at a lower price per piece.", ar: "باقات متنوعة بسعر أقل للقطعة الواحدة." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "bundle",
          itemType: "products",
          items: bundles.slice(0, 8),
          banner: true,
        },
      ),
    ],
    video: () => [
      menu(
        { en: "See It in Use", ar: "شاهد المنتجات" },
        { en: "Short clips of best sellers in real shops.", ar: "مقاطع قصيرة للمنتجات الأكثر مبيعاً في متاجر حقيقية." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "video",
          itemType: "products",
          items: somePopular.slice(0, 6),
          video: true,
          poster: true,
        },
      ),
    ],
    images: () => [
      menu(
        { en: "New Season Looks", ar: "إطلالات الموسم الجديد" },
        { en: "Departments to refresh your shelves this season.", ar: "أقسام تجدد بها رفوفك هذا الموسم." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "images",
          itemType: "categories",
          items: firstPerMain.slice(0, 6).map(categoryId),
          gallery: firstPerMain.slice(0, 6).map((key) => catalogue.categoryImageIds.get(key) ?? 0),
        },
      ),
    ],
    grid: () => [
      menu(
        { en: "Our Brands", ar: "علاماتنا التجارية" },
        { en: "Brands we stock in depth.", ar: "علامات تجارية نوفّر تشكيلاتها كاملة." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "grid",
          itemType: "brands",
          items: catalogue.brandIds.slice(0, 12),
        },
      ),
    ],
    bar: () => [
      menu(
        { en: "Quick Links", ar: "روابط سريعة" },
        { en: "Popular departments in one bar.", ar: "أكثر الأقسام زيارة في شريط واحد." },
        {
          type: "navbar",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "bar",
          itemType: "categories",
          items: perMain(2)
            .filter((_, i) => i % 2 === 1)
            .map(categoryId),
        },
      ),
    ],
    "single-product": () => [
      menu(
        { en: "Deal of the Week", ar: "صفقة الأسبوع" },
        { en: "One product at its best trade price.", ar: "منتج واحد بأفضل سعر جملة." },
        {
          type: "carousel",
          placement: "home",
          deviceType: "web",
          menuTypeKey: "single-product",
          itemType: "products",
          items: featured.slice(0, 1),
        },
      ),
    ],
  };

  const definitions: MenuDefinition[] = [
    ...profile.menuTypes.flatMap((key) => homeByKey[key]()),
    menu(
      { en: "Main Menu", ar: "القائمة الرئيسية" },
      { en: "Departments in the site header.", ar: "الأقسام في رأس الموقع." },
      {
        type: "navbar",
        placement: "nav",
        deviceType: "web",
        menuTypeKey: null,
        itemType: "categories",
        items: perMain(2).map(categoryId),
      },
    ),
    // Phones reach what the header bar reaches (issue #9 item 13): the same categories.
    menu(
      { en: "Departments", ar: "الأقسام" },
      { en: "Departments in the phone menu.", ar: "الأقسام في قائمة الجوال." },
      {
        type: "navbar",
        placement: "nav",
        deviceType: "mobile",
        menuTypeKey: null,
        itemType: "categories",
        items: perMain(2).map(categoryId),
      },
    ),
    menu(
      { en: "Popular Brands", ar: "علامات رائجة" },
      { en: "Brands above the footer.", ar: "علامات تجارية أعلى التذييل." },
      {
        type: "navbar",
        placement: "nav-footer",
        deviceType: "web",
        menuTypeKey: null,
        itemType: "brands",
        items: catalogue.brandIds.slice(0, 8),
      },
    ),
    menu(
      { en: "Brands", ar: "العلامات التجارية" },
      { en: "Brands above the mobile footer.", ar: "علامات تجارية أعلى تذييل الجوال." },
      {
        type: "navbar",
        placement: "nav-footer",
        deviceType: "mobile",
        menuTypeKey: null,
        itemType: "brands",
        items: catalogue.brandIds.slice(0, 6),
      },
    ),
    menu(
      { en: "Shop", ar: "تسوّق" },
      { en: "Departments in the footer.", ar: "الأقسام في التذييل." },
      {
        type: "navbar",
        placement: "footer",
        deviceType: "web",
        menuTypeKey: null,
        itemType: "categories",
        items: firstPerMain.map(categoryId),
      },
    ),
    menu(
      { en: "Best Sellers", ar: "الأكثر طلباً" },
      { en: "Best-selling products in the footer.", ar: "المنتجات الأكثر طلباً في التذييل." },
      {
        type: "navbar",
        placement: "footer",
        deviceType: "web",
        menuTypeKey: null,
        itemType: "products",
        items: somePopular.slice(6, 12),
      },
    ),
    menu(
      { en: "Browse", ar: "تصفّح" },
      { en: "Departments in the mobile footer.", ar: "الأقسام في تذييل الجوال." },
      {
        type: "navbar",
        placement: "footer",
        deviceType: "mobile",
        menuTypeKey: null,
        itemType: "categories",
        items: firstPerMain.slice(0, 5).map(categoryId),
      },
    ),
  ];

  const menuRows: (typeof menus.$inferInsert)[] = [];
  const translationRows: (typeof menuTranslations.$inferInsert)[] = [];
  const itemRows: (typeof menuItems.$inferInsert)[] = [];
  const imageRows: (typeof menuImages.$inferInsert)[] = [];
  const stamp = { createdAt: epoch - 100 * day, updatedAt: epoch - 100 * day };
  definitions.forEach((definition, i) => {
    const id = i + 1;
    const art = (width: number, height: number) =>
      media.image(
        "menus",
        {
          width,
          height,
          hue: 20 + i * 37,
          pattern: "stripes",
          shapes: [
            { kind: "circle", x: (width / height) * 0.75, y: 0.5, size: 0.32, hue: 40 + i * 37 },
            { kind: "triangle", x: (width / height) * 0.55, y: 0.55, size: 0.18, hue: 220 + i * 37, lightness: 0.55 },
          ],
        },
        definition.title[lang],
      );
    menuRows.push({
      id,
      status: "available",
      type: definition.type,
      deviceType: definition.deviceType,
      placement: definition.placement,
      menuTypeKey: definition.menuTypeKey,
      itemType: definition.itemType,
      bannerImageId: definition.banner ? art(1600, 400) : null,
      posterImageId: definition.poster ? art(800, 800) : null,
      videoUrl: definition.video ? sampleVideoUrl : null,
      bannerBlur: definition.bannerBlur ?? false,
      hideText: definition.hideText ?? false,
      sortOrder: i,
      ...stamp,
    });
    for (const locale of ["ar", "en"] as const) {
      translationRows.push({
        menuId: id,
        locale,
        title: definition.title[locale],
        slug: slugify(definition.title[locale]),
        description: definition.description[locale],
      });
    }
    [...new Set(definition.items)].forEach((target, position) => {
      itemRows.push({
        id: itemRows.length + 1,
        menuId: id,
        itemKind: definition.itemType,
        productId: definition.itemType === "products" ? target : null,
        brandId: definition.itemType === "brands" ? target : null,
        categoryId: definition.itemType === "categories" ? target : null,
        position,
      });
    });
    [...new Set(definition.gallery ?? [])].forEach((imageId, position) =>
      imageRows.push({ menuId: id, imageId, position }),
    );
  });

  const slideDefinitions: readonly { title: Bilingual; text: Bilingual; url: string; hue: number }[] = [
    {
      title: { en: "Trade prices on thousands of products", ar: "أسعار الجملة على آلاف المنتجات" },
      text: {
        en: "Clothing and home goods by the piece, dozen or carton.",
        ar: "ملابس وأدوات منزلية بالقطعة أو بالدزينة أو بالكرتون.",
      },
      url: "/products",
      hue: 174,
    },
    {
      title: { en: "Shop by department", ar: "تسوّق حسب القسم" },
      text: { en: "Seven departments, from thobes to tableware.", ar: "سبعة أقسام، من الثياب إلى أطقم السفرة." },
      url: "/main-categories",
      hue: 212,
    },
    {
      title: { en: "Open a trade account in minutes", ar: "افتح حساب تاجر خلال دقائق" },
      text: {
        en: "Register your business and see prices once approved.",
        ar: "سجّل منشأتك لتظهر لك الأسعار بعد الاعتماد.",
      },
      url: "/register",
      hue: 328,
    },
    {
      title: { en: "Ramadan and Eid collections", ar: "تشكيلات رمضان والعيد" },
      text: {
        en: "Abayas, serveware and décor for the busiest weeks of the year.",
        ar: "عبايات وأدوات تقديم وديكورات لأكثر أسابيع السنة ازدحاماً.",
      },
      url: "/categories",
      hue: 40,
    },
    {
      title: { en: "Buying guides and trade news", ar: "أدلة الشراء وأخبار السوق" },
      text: { en: "Practical advice for retailers and hotel buyers.", ar: "نصائح عملية لتجار التجزئة ومشتري الفنادق." },
      url: "/blogs",
      hue: 142,
    },
  ];
  const slideRows: (typeof slides.$inferInsert)[] = [];
  const slideTranslationRows: (typeof slideTranslations.$inferInsert)[] = [];
  slideDefinitions.forEach((slide, i) => {
    const id = i + 1;
    slideRows.push({
      id,
      imageId: media.image(
        "slides",
        {
          width: 1600,
          height: 600,
          hue: slide.hue,
          pattern: i % 2 ? "dots" : "stripes",
          shapes: [
            { kind: "circle", x: 2.05, y: 0.5, size: 0.32, hue: slide.hue + 30 },
            { kind: i % 2 ? "hexagon" : "diamond", x: 1.5, y: 0.36, size: 0.14, hue: slide.hue + 190, lightness: 0.55 },
            { kind: "ring", x: 2.45, y: 0.22, size: 0.08, hue: slide.hue, lightness: 0.4 },
          ],
        },
        slide.title[lang],
      ),
      url: slide.url,
      status: "available",
      position: i,
      ...stamp,
    });
    for (const locale of ["ar", "en"] as const) {
      slideTranslationRows.push({
        slideId: id,
        locale,
        title: slide.title[locale],
        extensiveDescription: slide.text[locale],
      });
    }
  });

  return [
    rowsFor(menus, menuRows),
    rowsFor(menuTranslations, translationRows),
    rowsFor(menuItems, itemRows),
    rowsFor(menuImages, imageRows),
    rowsFor(slides, slideRows),
    rowsFor(slideTranslations, slideTranslationRows),
  ];
}
