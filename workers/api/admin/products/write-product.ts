import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import {
  productRuleProblems,
  type ProductInput,
  type ProductPatch,
  type ProductText,
} from "../../../../core/contracts/admin/products.ts";
import { locales, type Locale } from "../../../../core/profiles.ts";
import { slugify } from "../../../../core/slug.ts";
import type { Db } from "../../../../db/client.ts";
import {
  menuItems,
  orderLines,
  productImages,
  productOptionGroups,
  products,
  productTags,
  productTranslations,
  productVariants,
  type NewProduct,
  type Product,
} from "../../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { deleteUnlessUsed, insertedId, translationWrites, type Translate } from "../resource-kit.ts";
import { productTypeNumber } from "./product-columns.ts";
import { referenceChecks, referenceProblems } from "./product-references.ts";

/** POST creates, PUT replaces the product whole (a field left out takes its default), PATCH changes what it is given. */
type Mode = "create" | "replace" | "patch";

/** What a write needs to know of the stored product. */
interface Stored {
  product: Product;
  variantCount: number;
  /** The total of its variants' stock: the quantity of a product with variants. */
  variantTotal: number;
}

/** Creates a product, its texts and its lists in one batch; answers its id. */
export async function createProduct(db: Db, input: ProductInput, t: Translate): Promise<number> {
  const references = referenceChecks(db, input);
  const [first, ...rest] = references.statements;
  const problems = first ? references.problems(await db.batch([first, ...rest]), t) : {};
  const columns = productColumns(input, "create", null, problems, t);
  throwIfAny(problems);
  const texts = await cleanTexts(input.translations);
  const id = insertedId(products);
  const [[created]] = await refusingConflicts(db, input, null, t, () =>
    db.batch([
      db
        .insert(products)
        .values(columns as NewProduct)
        .returning({ id: products.id }),
      ...textWrites(db, id, texts, input.sku),
      ...listWrites(db, id, input, "create"),
    ]),
  );
  if (!created) throw new Error("The product insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a product; 404 when there is none. */
export async function updateProduct(db: Db, id: number, input: ProductPatch, mode: "replace" | "patch", t: Translate) {
  const references = referenceChecks(db, input);
  const [productRows, [variants], ...found] = await db.batch([
    db.select().from(products).where(eq(products.id, id)),
    // The matrix's total (retired variants are out of it, as out of the stock the triggers keep)
    db.all<{ count: number; total: number }>(
      sql`select count(*) as count,
          coalesce(sum(case when ${productVariants.retiredAt} is null then ${productVariants.quantity} end), 0) as total
        from ${productVariants} where ${productVariants.productId} = ${id}`,
    ),
    ...references.statements,
  ]);
  const [product] = productRows;
  if (!product) throw new AppError("not_found");
  const stored: Stored = { product, variantCount: variants?.count ?? 0, variantTotal: variants?.total ?? 0 };
  const problems = references.problems(found, t);
  const columns = productColumns(input, mode, stored, problems, t);
  throwIfAny(problems);
  const sku = input.sku ?? product.sku;
  const texts = await cleanTexts(input.translations);
  await refusingConflicts(db, input, id, t, () =>
    db.batch([
      db
        .update(products)
        .set({ ...columns, updatedAt: Date.now() })
        .where(eq(products.id, id)),
      ...(texts ? textWrites(db, id, texts, sku) : []),
      ...listWrites(db, id, input, mode),
    ]),
  );
}

/**
 * Deletes a product no order names (decision 0057: orders keep their own lines' title, SKU and
 * price, but the link serves reorders, returns and the statistics; such a product is made
 * unavailable instead). Its texts, pictures' links, tags, variants, menu entries and saved
 * entries go with it.
 */
export function deleteProduct(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    products,
    id,
    [sql`select 1 from ${orderLines} where ${orderLines.productId} = ${id}`],
    t("admin.nouns.product"),
    "in_orders",
  );
}

/**
 * The products row's columns for a write: every column for a create or a replace (defaults for
 * what is left out), only the given ones for a patch. The quantity of a product with variants is
 * its variants' total, kept by the database (decision 0073), so it is neither taken from the input
 * nor written (a total read here could be stale by the time it is written); the rules between
 * fields are checked on the row as it will be stored.
 */
function productColumns(
  input: ProductPatch,
  mode: Mode,
  stored: Stored | null,
  problems: Record<string, string>,
  t: Translate,
): Partial<NewProduct> {
  const current = mode === "patch" ? stored?.product : undefined;
  const has = <K extends keyof ProductPatch>(key: K) => input[key] !== undefined;
  const hasVariants = input.hasVariants ?? current?.hasVariants ?? false;
  let quantity = input.quantity ?? current?.quantity;
  if (hasVariants) {
    const total = stored?.variantTotal ?? 0;
    if (input.quantity !== undefined && input.quantity !== total)
      problems.quantity ??= t("admin.products.quantityFromVariants");
    quantity = total;
  } else {
    if (stored && stored.variantCount > 0) problems.hasVariants ??= t("admin.products.variantsExist");
    // Leaving variants behind, the product needs its own stock.
    if (input.quantity === undefined && current?.hasVariants) quantity = undefined;
  }
  const merged = {
    hasVariants,
    quantity,
    price: input.price ?? current?.price,
    discountPrice: has("discountPrice") ? input.discountPrice : mode === "patch" ? current?.discountPrice : null,
    minOrderQuantity: input.minOrderQuantity ?? current?.minOrderQuantity ?? 1,
    packSize: input.packSize ?? current?.packSize ?? 1,
  };
  for (const [field, message] of Object.entries(productRuleProblems(merged))) {
    if (message) problems[field] ??= t(message);
  }
  const columns: Partial<NewProduct> = {
    sku: input.sku,
    barcode: input.barcode,
    status: input.status,
    availability: input.availability,
    type: input.type === undefined ? undefined : productTypeNumber(input.type),
    hasVariants: input.hasVariants,
    isFeatured: input.isFeatured,
    quantity: hasVariants ? undefined : (quantity ?? undefined),
    minOrderQuantity: input.minOrderQuantity,
    packSize: input.packSize,
    price: input.price,
    discountPrice: input.discountPrice,
    weight: input.weight,
    measureUnitId: input.measureUnitId,
    brandId: input.brandId,
    categoryId: input.categoryId,
    taxGroupId: input.taxGroupId,
    posterImageId: input.posterImageId,
    seoImageId: input.seoImageId,
  };
  if (mode === "patch") return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  return { ...defaults, ...Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) };
}

/** What a create or a replace stores for a field it is not given. */
const defaults = {
  barcode: null,
  status: "available",
  availability: "available",
  type: productTypeNumber("regular"),
  hasVariants: false,
  isFeatured: false,
  minOrderQuantity: 1,
  packSize: 1,
  discountPrice: null,
  weight: null,
  measureUnitId: null,
  brandId: null,
  categoryId: null,
  taxGroupId: null,
  posterImageId: null,
  seoImageId: null,
} as const satisfies Partial<NewProduct>;

function throwIfAny(problems: Record<string, string>) {
  if (Object.keys(problems).length > 0) throw new AppError("invalid_input", problems);
}

/** A slug for a locale that has none yet: its title and the SKU (unique), as the seed writes them. */
export const derivedSlug = (title: string, sku: string) => slugify(`${title} ${sku}`);

/**
 * The texts as they are stored: the extensive descriptions cleaned (decision 0035). The sanitiser
 * is loaded here, when a write has rich text, so the Worker does not evaluate it on start.
 */
async function cleanTexts(texts: ProductPatch["translations"]): Promise<ProductPatch["translations"]> {
  if (!texts || !locales.some((locale) => texts[locale]?.extensiveDescription)) return texts;
  const { sanitizeRichText } = await import("../../../../core/rich-text.ts");
  const clean = (text: ProductText | undefined): ProductText | undefined => {
    if (!text?.extensiveDescription) return text;
    const html = sanitizeRichText(text.extensiveDescription);
    return { ...text, extensiveDescription: html.trim() === "" ? null : html };
  };
  const en = clean(texts.en);
  const ar = clean(texts.ar);
  return en ? { en, ...(ar ? { ar } : {}) } : texts;
}

/**
 * The texts' statements: each given locale replaced whole (a text left out is cleared), the others
 * deleted (decision 0054). A slug left blank keeps the one the locale has, or is derived for a new
 * locale. The stored display titles follow by trigger (migration 0003).
 */
function textWrites(db: Db, id: number | SQL<number>, texts: ProductPatch["translations"], sku: string) {
  const rows: Partial<Record<Locale, Record<string, unknown>>> = {};
  const insertOnly: Partial<Record<Locale, Record<string, unknown>>> = {};
  for (const locale of locales) {
    const text: ProductText | undefined = texts?.[locale];
    if (!text) continue;
    rows[locale] = {
      title: text.title,
      description: text.description ?? null,
      extensiveDescription: text.extensiveDescription ?? null,
      seoTitle: text.seoTitle ?? null,
      seoDescription: text.seoDescription ?? null,
      ...(text.slug ? { slug: text.slug } : {}),
    };
    insertOnly[locale] = { slug: derivedSlug(text.title, sku) };
  }
  return translationWrites(db, productTranslations, productTranslations.productId, id, rows, insertOnly);
}

/**
 * The lists' statements (gallery images in their order, tags, option groups in their order,
 * menus): a given list replaces the stored one; on a replace a list left out is emptied. A menu
 * the product joins gets it at its end; the places it already has are kept.
 */
function listWrites(db: Db, id: number | SQL<number>, input: ProductPatch, mode: Mode) {
  const given = <K extends "imageIds" | "tagIds" | "optionGroupIds" | "menuIds">(key: K) =>
    input[key] ?? (mode === "patch" ? undefined : []);
  const statements = [];
  const images = given("imageIds");
  if (images) {
    if (mode !== "create") statements.push(db.delete(productImages).where(eq(productImages.productId, id)));
    if (images.length)
      statements.push(
        db.insert(productImages).values(images.map((imageId, position) => ({ productId: id, imageId, position }))),
      );
  }
  const tagIds = given("tagIds");
  if (tagIds) {
    if (mode !== "create") statements.push(db.delete(productTags).where(eq(productTags.productId, id)));
    if (tagIds.length)
      statements.push(db.insert(productTags).values(tagIds.map((tagId) => ({ productId: id, tagId }))));
  }
  const groups = given("optionGroupIds");
  if (groups) {
    if (mode !== "create") statements.push(db.delete(productOptionGroups).where(eq(productOptionGroups.productId, id)));
    if (groups.length)
      statements.push(
        db
          .insert(productOptionGroups)
          .values(groups.map((optionGroupId, position) => ({ productId: id, optionGroupId, position }))),
      );
  }
  const menuIds = given("menuIds");
  if (menuIds) {
    if (mode !== "create")
      statements.push(
        db
          .delete(menuItems)
          .where(and(eq(menuItems.productId, id), menuIds.length ? notInArray(menuItems.menuId, menuIds) : undefined)),
      );
    for (const menuId of menuIds)
      statements.push(
        db.run(sql`insert into ${menuItems} (menu_id, item_kind, product_id, position)
          select ${menuId}, 'products', ${id}, coalesce(max(${menuItems.position}) + 1, 0)
          from ${menuItems} where ${menuItems.menuId} = ${menuId}
          on conflict do nothing`),
      );
  }
  return statements;
}

/**
 * Runs a write and turns what the database refuses into field messages: an SKU or a slug another
 * product has ("Already used; choose another"; slugs are unique across both languages, migration
 * 0010), a reference deleted meanwhile, or rules between fields broken by a concurrent edit.
 */
async function refusingConflicts<T>(
  db: Db,
  input: ProductPatch,
  id: number | null,
  t: Translate,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const message = errorText(error);
    if (isUniqueViolation(error)) throw new AppError("invalid_input", await takenProblems(db, input, id, message, t));
    if (/FOREIGN KEY constraint failed/i.test(message)) {
      const problems = await referenceProblems(db, input, t);
      if (Object.keys(problems).length) throw new AppError("invalid_input", problems);
    }
    const broken = Object.entries(checkFields).find(([check]) => message.includes(check));
    if (broken) throw new AppError("invalid_input", { [broken[1]]: t(checkMessages[broken[1]]) });
    throw error;
  }
}

/** CHECK constraints of products a concurrent edit could break, and the field each stands for. */
const checkFields = {
  products_discount_below_price: "discountPrice",
  products_min_order_whole_packs: "minOrderQuantity",
} as const;
const checkMessages = {
  discountPrice: "admin.products.discountAbovePrice",
  minOrderQuantity: "admin.products.minOrderWholePacks",
} as const;

/** Which of the written SKU and slugs another product has. */
async function takenProblems(
  db: Db,
  input: ProductPatch,
  id: number | null,
  message: string,
  t: Translate,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  if (message.includes("products.sku")) problems.sku = t("validation.taken");
  const others = id === null ? sql`` : sql` and ${productTranslations.productId} <> ${id}`;
  for (const locale of locales) {
    const text = input.translations?.[locale];
    // A blank slug on an update keeps the stored one; on a create it was derived.
    const slug = text?.slug ?? (id === null && text && input.sku ? derivedSlug(text.title, input.sku) : null);
    if (!slug) continue;
    const [used] = await db.all<{ id: number }>(
      sql`select ${productTranslations.productId} as id from ${productTranslations}
        where ${productTranslations.locale} in ('ar', 'en') and ${productTranslations.slug} = ${slug}${others} limit 1`,
    );
    if (used) problems[`translations.${locale}.slug`] = t("validation.taken");
  }
  if (Object.keys(problems).length === 0) problems.form = t("validation.taken");
  return problems;
}

function errorText(error: unknown): string {
  const texts: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) texts.push(cause.message);
  return texts.join(" ");
}
