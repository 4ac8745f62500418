import { eq, sql, type SQL } from "drizzle-orm";
import {
  menuProblems,
  type MenuDetail,
  type MenuPatch,
  type MenuState,
} from "../../../../core/contracts/admin/menus.ts";
import { locales, type Profile } from "../../../../core/profiles.ts";
import { slugify } from "../../../../core/slug.ts";
import type { Db } from "../../../../db/client.ts";
import {
  brands,
  categories,
  galleryImages,
  menuImages,
  menuItems,
  menus,
  menuTranslations,
  products,
} from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import {
  insertedId,
  missingIds,
  refusingTaken,
  takenTexts,
  translationWrites,
  type Translate,
} from "../resource-kit.ts";

interface MenuContext {
  profile: Pick<Profile, "menuTypes" | "flags">;
  t: Translate;
}

const itemTables = { products, brands, categories } as const;

/** 400 with every field the profile's rules, the references or the slugs refuse; nothing is written. */
async function checkMenu(db: Db, menu: MenuState, { profile, t }: MenuContext) {
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(menuProblems(menu, profile)).map(([field, message]) => [field, t(message)]),
  );
  const [missingProducts, missingBrands, missingCategories, missingImages] = await Promise.all([
    ...(["products", "brands", "categories"] as const).map((kind) =>
      missingIds(
        db,
        itemTables[kind],
        menu.items.filter((item) => item.type === kind).map((item) => item.id),
      ),
    ),
    missingIds(db, galleryImages, [
      ...(menu.bannerImageId ? [menu.bannerImageId] : []),
      ...(menu.posterImageId ? [menu.posterImageId] : []),
      ...menu.galleryImageIds,
    ]),
  ]);
  const missing = { products: missingProducts, brands: missingBrands, categories: missingCategories };
  menu.items.forEach((item, index) => {
    if (missing[item.type]?.has(item.id)) errors[`items.${index}.id`] ??= t("admin.menus.items.missing");
  });
  const imageMissing = t("admin.gallery.image.missing");
  if (menu.bannerImageId && missingImages?.has(menu.bannerImageId)) errors.bannerImageId ??= imageMissing;
  if (menu.posterImageId && missingImages?.has(menu.posterImageId)) errors.posterImageId ??= imageMissing;
  menu.galleryImageIds.forEach((imageId, index) => {
    if (missingImages?.has(imageId)) errors[`galleryImageIds.${index}`] ??= imageMissing;
  });
  for (const locale of locales) {
    const texts = menu.translations[locale];
    // A title of punctuation alone makes no slug: the admin types one.
    if (texts && !texts.slug && slugify(texts.title) === "")
      errors[`translations.${locale}.slug`] = t("validation.slug");
  }
  if (Object.keys(errors).length > 0) throw new AppError("invalid_input", errors);
}

/** The texts as stored: a slug made from the title where none was typed, no description as null. */
function storedTexts(menu: MenuState) {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const texts = menu.translations[locale];
      if (!texts) return [];
      return [
        [
          locale,
          { title: texts.title, slug: texts.slug ?? slugify(texts.title), description: texts.description ?? null },
        ],
      ];
    }),
  );
}

/** The menu row's own columns. */
const columns = (menu: MenuState) => ({
  status: menu.status,
  type: menu.type,
  deviceType: menu.deviceType,
  placement: menu.placement,
  menuTypeKey: menu.menuTypeKey,
  itemType: menu.itemType,
  bannerImageId: menu.bannerImageId,
  posterImageId: menu.posterImageId,
  videoUrl: menu.videoUrl,
  bannerBlur: menu.bannerBlur,
  hideText: menu.hideText,
});

/** The statements that write a menu's items and pictures, in the order given. */
function childWrites(db: Db, menuId: number | SQL<number>, menu: MenuState) {
  return [
    ...(menu.items.length > 0
      ? [
          db.insert(menuItems).values(
            menu.items.map((item, position) => ({
              menuId,
              itemKind: item.type,
              productId: item.type === "products" ? item.id : null,
              brandId: item.type === "brands" ? item.id : null,
              categoryId: item.type === "categories" ? item.id : null,
              position,
            })),
          ),
        ]
      : []),
    ...(menu.galleryImageIds.length > 0
      ? [db.insert(menuImages).values(menu.galleryImageIds.map((imageId, position) => ({ menuId, imageId, position })))]
      : []),
  ];
}

/**
 * Runs a menu's write, refusing a title or slug another menu has (SPEC §5 unique) at its field. A
 * slug made from a taken title is taken too: only the title is reported, the admin typed no slug.
 */
async function refusingTakenMenuTexts<T>(
  write: () => Promise<T>,
  db: Db,
  id: number | null,
  menu: MenuState,
  t: Translate,
) {
  const texts = storedTexts(menu);
  try {
    return await refusingTaken(write, {}, t, () =>
      takenTexts(db, menuTranslations, menuTranslations.menuId, id ?? undefined, texts, {
        title: "perLocale",
        slug: "perLocale",
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error;
    const details = error.details;
    const isMadeFromTakenTitle = (field: string) =>
      locales.some(
        (locale) =>
          field === `translations.${locale}.slug` &&
          !menu.translations[locale]?.slug &&
          details[`translations.${locale}.title`] !== undefined,
      );
    throw new AppError(
      error.code,
      Object.fromEntries(Object.entries(details).filter(([field]) => !isMadeFromTakenTitle(field))),
    );
  }
}

/**
 * Creates a menu with its texts, items and pictures in one batch, last in the home page's order
 * unless given a place; answers its id.
 */
export async function createMenu(db: Db, menu: MenuState, context: MenuContext) {
  await checkMenu(db, menu, context);
  const texts = storedTexts(menu);
  const id = insertedId(menus);
  const [[created]] = await refusingTakenMenuTexts(
    () =>
      db.batch([
        db
          .insert(menus)
          .values({
            ...columns(menu),
            sortOrder: menu.sortOrder ?? sql<number>`(select coalesce(max(${menus.sortOrder}) + 1, 0) from ${menus})`,
          })
          .returning({ id: menus.id }),
        ...translationWrites(db, menuTranslations, menuTranslations.menuId, id, texts),
        ...childWrites(db, id, menu),
      ]),
    db,
    null,
    menu,
    context.t,
  );
  if (!created) throw new Error("The menu insert returned no row");
  return created.id;
}

/** Replaces a menu whole (PUT; left out, its place is kept), texts, items and pictures in one batch. */
export async function replaceMenu(db: Db, id: number, menu: MenuState, context: MenuContext) {
  if (!(await db.$count(menus, eq(menus.id, id)))) throw new AppError("not_found");
  await checkMenu(db, menu, context);
  const texts = storedTexts(menu);
  await refusingTakenMenuTexts(
    () =>
      db.batch([
        db
          .update(menus)
          .set({
            ...columns(menu),
            ...(menu.sortOrder === undefined ? {} : { sortOrder: menu.sortOrder }),
            updatedAt: Date.now(),
          })
          .where(eq(menus.id, id)),
        ...translationWrites(db, menuTranslations, menuTranslations.menuId, id, texts),
        db.delete(menuItems).where(eq(menuItems.menuId, id)),
        db.delete(menuImages).where(eq(menuImages.menuId, id)),
        ...childWrites(db, id, menu),
      ]),
    db,
    id,
    menu,
    context.t,
  );
}

/** PATCH: the fields given laid over the stored menu; the whole result is checked as a PUT is. */
export async function changeMenu(db: Db, stored: MenuDetail, patch: MenuPatch, context: MenuContext) {
  const { id: _id, items, ...rest } = stored;
  const current: MenuState = { ...rest, items: items.map(({ type, id }) => ({ type, id })) };
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  await replaceMenu(db, stored.id, { ...current, ...given }, context);
}

/** Deletes a menu: its texts, items and pictures go with it (nothing else points at a menu). */
export async function deleteMenu(db: Db, id: number) {
  const deleted = await db.delete(menus).where(eq(menus.id, id)).returning({ id: menus.id });
  if (deleted.length === 0) throw new AppError("not_found");
}
