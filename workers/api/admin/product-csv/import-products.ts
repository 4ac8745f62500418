import { sql } from "drizzle-orm";
import {
  parseMajorAmount,
  problemsShown,
  readProductCsv,
  variantCsvColumns,
  type ProductCsvColumn,
  type ProductCsvProblem,
  type ProductCsvReport,
  type ProductCsvRow,
} from "../../../../core/contracts/admin/product-csv.ts";
import { productStatuses } from "../../../../core/contracts/admin/products.ts";
import { availabilities } from "../../../../core/contracts/catalogue.ts";
import { type } from "arktype";
import { issueMessage } from "../../../../core/validation/issues.ts";
import type { ValidationMessage } from "../../../../core/validation/messages.ts";
import { lineQuantity, money, stock, toLatinDigits, weight } from "../../../../core/validation/rules.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import type { MessageKey } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import type { Translate } from "../resource-kit.ts";
import { derivedSlug } from "../products/write-product.ts";

/** What the import reads of a product the file names. */
interface StoredProduct {
  id: number;
  sku: string;
  hasVariants: number;
  quantity: number;
  price: number;
  discountPrice: number | null;
  minOrderQuantity: number;
  packSize: number;
}
interface StoredText {
  productId: number;
  locale: Locale;
  title: string;
  description: string | null;
}
interface StoredVariant {
  id: number;
  productId: number;
  code: string;
  quantity: number;
}

/** A product's columns as the file changes them (only what a row fills in). */
interface ProductChange {
  id: number;
  price?: number;
  discountPrice?: number;
  quantity?: number;
  status?: string;
  availability?: string;
  minOrderQuantity?: number;
  packSize?: number;
  weight?: number;
  barcode?: string;
}
interface VariantChange {
  id: number;
  price?: number;
  quantity?: number;
  status?: string;
  weight?: number;
}
interface TextWrite {
  productId: number;
  locale: Locale;
  title: string;
  slug: string;
  description: string | null;
}

/** The checked file: its problems and, when there are none, what it writes. */
interface Plan {
  rows: number;
  problems: ProductCsvProblem[];
  products: ProductChange[];
  variants: VariantChange[];
  texts: TextWrite[];
  /** Products with variants whose variants' stock the file changes: marked edited (their stock follows by trigger). */
  totals: number[];
}

const rowsOf = (rows: unknown[]) => JSON.stringify(rows);
const field = (name: string) => sql.raw(`json_extract(j.value, '$.${name}')`);

/**
 * Checks a CSV of products and variants (decision 0061) and, unless it is a dry run and only
 * when no row has a problem, writes it in one batch: one transaction, all of it or nothing.
 * The import changes existing products and variants (found by SKU and variant code); a file that
 * cannot be read at all is a 400 at `file`.
 */
export async function importProductsCsv(
  db: Db,
  text: string,
  dryRun: boolean,
  t: Translate,
): Promise<ProductCsvReport> {
  const read = readProductCsv(text);
  if (!read.ok) throw new AppError("invalid_input", { file: fileProblem(read.problem, read.detail, t) });
  const plan = await checkRows(db, read.rows, t);
  const report: ProductCsvReport = {
    dryRun,
    written: false,
    rows: plan.rows,
    products: read.rows.filter((row) => !row.cells.variant_code).length,
    variants: read.rows.filter((row) => row.cells.variant_code).length,
    problemCount: plan.problems.length,
    problems: plan.problems.slice(0, problemsShown),
  };
  if (dryRun) return report;
  if (plan.problems.length > 0)
    throw new AppError(
      "invalid_input",
      Object.fromEntries(
        plan.problems
          .slice(0, problemsShown)
          .map((problem) => [`lines.${problem.line}.${problem.column ?? "row"}`, problem.message]),
      ),
    );
  await write(db, plan);
  return { ...report, written: true };
}

/** What is wrong with a whole CSV file, in the admin's language (the price lists' import says it the same way). */
export function fileProblem(problem: string, detail: string | undefined, t: Translate): string {
  switch (problem) {
    case "noSku":
      return t("admin.productCsv.file.noSku");
    case "unknownColumn":
      return t("admin.productCsv.file.unknownColumn", { column: detail ?? "" });
    case "tooManyRows":
      return t("admin.productCsv.file.tooManyRows", { count: Number(detail) });
    case "malformed":
      return t("admin.productCsv.file.malformed", { line: detail ?? "" });
    default:
      return t("admin.productCsv.file.empty");
  }
}

/** Reads what the file names, in one round trip: the products by SKU, their texts and matrix variants. */
async function storedFor(db: Db, rows: ProductCsvRow[]) {
  const skus = rowsOf([...new Set(rows.flatMap((row) => (row.cells.sku ? [row.cells.sku] : [])))]);
  const ids = sql`(select id from products where sku in (select value from json_each(${skus})))`;
  const [products, texts, variants] = await db.batch([
    db.all<StoredProduct>(sql`select id, sku, has_variants as hasVariants, quantity, price,
        discount_price as discountPrice, min_order_quantity as minOrderQuantity, pack_size as packSize
      from products where sku in (select value from json_each(${skus}))`),
    db.all<StoredText>(sql`select product_id as productId, locale, title, description
      from product_translations where product_id in ${ids}`),
    db.all<StoredVariant>(sql`select id, product_id as productId, code, quantity
      from product_variants where product_id in ${ids} and retired_at is null`),
  ]);
  return { products, texts, variants };
}

/** A whole number from `min` as typed in a spreadsheet (Arabic-Indic digits read as Latin), or null. */
function wholeNumber(text: string, min: number): number | null {
  const value = toLatinDigits(text);
  if (!/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  return number >= min ? number : null;
}

/**
 * The products API's field rules (core/validation/rules.ts), so a cell is refused exactly where a
 * form's field would be, bounds included (decision 0074).
 */
const cellRules = {
  price: money(),
  variantStock: stock({ min: 0 }),
  productStock: stock({ min: 1 }),
  lineQuantity: lineQuantity(),
  weight: weight(),
};

/** A number cell (minor units for money, Latin digits for counts) judged by its field's rule. */
function byRule(
  rule: (typeof cellRules)[keyof typeof cellRules],
  value: number | string,
): { value: number | undefined } | { message: ValidationMessage } {
  const checked = rule(typeof value === "string" ? toLatinDigits(value) : value);
  if (!(checked instanceof type.errors)) return { value: checked ?? undefined };
  const [issue] = checked;
  return { message: issue ? issueMessage(issue) : "errors.invalidInput" };
}

const textColumns = { en: ["title_en", "description_en"], ar: ["title_ar", "description_ar"] } as const;

/** Every row checked against SPEC §5's product rules and the stored rows, with the products API's messages. */
async function checkRows(db: Db, rows: ProductCsvRow[], t: Translate): Promise<Plan> {
  const stored = await storedFor(db, rows);
  const productBySku = new Map(stored.products.map((product) => [product.sku, product]));
  const textOf = new Map(stored.texts.map((text) => [`${text.productId}:${text.locale}`, text]));
  const variantOf = new Map(stored.variants.map((variant) => [`${variant.productId}:${variant.code}`, variant]));
  const plan: Plan = { rows: rows.length, problems: [], products: [], variants: [], texts: [], totals: [] };
  const seen = new Map<string, number>();
  /** Each product's variants' stock as the file leaves it, for the product row's quantity check. */
  const variantStock = new Map<number, Map<number, number>>();
  const productRows: { row: ProductCsvRow; product: StoredProduct; change: ProductChange }[] = [];

  for (const row of rows) {
    const problem = (column: ProductCsvColumn | null, key: MessageKey, params?: Record<string, string | number>) =>
      plan.problems.push({ line: row.line, column, message: t(key, params) });
    const { cells } = row;
    const sku = cells.sku;
    if (!sku) {
      problem("sku", "validation.required");
      continue;
    }
    const length = [...sku].length;
    if (length < 4 || length > 12) {
      problem("sku", "validation.sku");
      continue;
    }
    const key = cells.variant_code ? `${sku}\u0000${cells.variant_code}` : sku;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problem(cells.variant_code ? "variant_code" : "sku", "admin.productCsv.duplicateRow", { line: earlier });
      continue;
    }
    seen.set(key, row.line);
    const product = productBySku.get(sku);
    if (!product) {
      problem("sku", cells.variant_code ? "admin.productCsv.variantProductMissing" : "admin.productCsv.unknownSku");
      continue;
    }
    const before = plan.problems.length;
    if (cells.variant_code) {
      const variant = variantOf.get(`${product.id}:${cells.variant_code}`);
      if (!variant) {
        problem("variant_code", "admin.productCsv.unknownVariant");
        continue;
      }
      for (const column of Object.keys(cells) as ProductCsvColumn[])
        if (!(variantCsvColumns as readonly string[]).includes(column))
          problem(column, "admin.productCsv.productColumn");
      const change: VariantChange = { id: variant.id };
      if (cells.price !== undefined) {
        const price = byRule(cellRules.price, parseMajorAmount(cells.price) ?? Number.NaN);
        if ("message" in price) problem("price", price.message);
        else change.price = price.value;
      }
      if (cells.quantity !== undefined) {
        const quantity = byRule(cellRules.variantStock, cells.quantity);
        if ("message" in quantity) problem("quantity", quantity.message);
        else change.quantity = quantity.value;
      }
      if (cells.status !== undefined) {
        const status = cells.status.toLowerCase();
        if (!(productStatuses as readonly string[]).includes(status)) problem("status", "validation.status");
        else change.status = status;
      }
      if (cells.weight_grams !== undefined) {
        const weight = byRule(cellRules.weight, cells.weight_grams);
        if ("message" in weight) problem("weight_grams", weight.message);
        else change.weight = weight.value;
      }
      if (plan.problems.length === before) {
        plan.variants.push(change);
        if (change.quantity !== undefined) {
          const stock = variantStock.get(product.id) ?? new Map<number, number>();
          stock.set(variant.id, change.quantity);
          variantStock.set(product.id, stock);
        }
      }
      continue;
    }

    const change: ProductChange = { id: product.id };
    const number = (
      column: "price" | "discount_price" | "min_order_quantity" | "pack_size" | "weight_grams",
      rule: (typeof cellRules)[keyof typeof cellRules],
    ) => {
      const text = cells[column];
      if (text === undefined) return undefined;
      const isMoney = column === "price" || column === "discount_price";
      const checked = byRule(rule, isMoney ? (parseMajorAmount(text) ?? Number.NaN) : text);
      if ("message" in checked) problem(column, checked.message);
      return "value" in checked ? checked.value : undefined;
    };
    change.price = number("price", cellRules.price);
    change.discountPrice = number("discount_price", cellRules.price);
    change.minOrderQuantity = number("min_order_quantity", cellRules.lineQuantity);
    change.packSize = number("pack_size", cellRules.lineQuantity);
    change.weight = number("weight_grams", cellRules.weight);
    if (cells.status !== undefined) {
      const status = cells.status.toLowerCase();
      if ((productStatuses as readonly string[]).includes(status)) change.status = status;
      else problem("status", "validation.status");
    }
    if (cells.availability !== undefined) {
      const availability = cells.availability.toLowerCase();
      if ((availabilities as readonly string[]).includes(availability)) change.availability = availability;
      else problem("availability", "validation.choice");
    }
    if (cells.barcode !== undefined) {
      if ([...cells.barcode].length > 48) problem("barcode", "validation.tooLong");
      else change.barcode = cells.barcode;
    }
    // SPEC §5 "quantity at least 1" is for what the admin writes: stock orders took to 0 may be
    // written back unchanged (decision 0057), so an export imports as it is.
    if (cells.quantity !== undefined && wholeNumber(cells.quantity, 0) !== product.quantity) {
      const quantity = byRule(cellRules.productStock, cells.quantity);
      if ("message" in quantity) problem("quantity", quantity.message);
      else if (!product.hasVariants) change.quantity = quantity.value;
    }
    // The rules between fields, on the product as it will be stored (as the products API's PATCH)
    const price = change.price ?? product.price;
    const discount = change.discountPrice ?? product.discountPrice;
    if (discount !== null && discount > price && cells.discount_price !== undefined)
      problem("discount_price", "admin.products.discountAbovePrice");
    else if (discount !== null && discount > price) problem("price", "admin.products.discountAbovePrice");
    const minimum = change.minOrderQuantity ?? product.minOrderQuantity;
    const pack = change.packSize ?? product.packSize;
    if (minimum % pack !== 0) problem("min_order_quantity", "admin.products.minOrderWholePacks");

    for (const locale of ["en", "ar"] as const) {
      const [titleColumn, descriptionColumn] = textColumns[locale];
      const title = cells[titleColumn];
      const description = cells[descriptionColumn];
      if (title === undefined && description === undefined) continue;
      const current = textOf.get(`${product.id}:${locale}`);
      if (title !== undefined && [...title].length < 3) problem(titleColumn, "validation.tooShort");
      else if (title !== undefined && [...title].length > 200) problem(titleColumn, "validation.tooLong");
      else if (title === undefined && !current) problem(titleColumn, "validation.required");
      if (description !== undefined && [...description].length > 1000) problem(descriptionColumn, "validation.tooLong");
      const written = title ?? current?.title;
      if (written === undefined) continue;
      plan.texts.push({
        productId: product.id,
        locale,
        title: written,
        slug: derivedSlug(written, product.sku),
        description: description ?? current?.description ?? null,
      });
    }
    if (plan.problems.length === before) productRows.push({ row, product, change });
  }

  // A product with variants holds their total (decision 0058): its quantity cell may repeat the
  // stored total or the total the file leaves, and is never written; anything else is refused.
  for (const { row, product, change } of productRows) {
    if (product.hasVariants && row.cells.quantity !== undefined) {
      const changed = variantStock.get(product.id);
      const total = stored.variants
        .filter((variant) => variant.productId === product.id)
        .reduce((sum, variant) => sum + (changed?.get(variant.id) ?? variant.quantity), 0);
      const given = wholeNumber(row.cells.quantity, 0);
      if (given !== product.quantity && given !== total) {
        plan.problems.push({ line: row.line, column: "quantity", message: t("admin.products.quantityFromVariants") });
        continue;
      }
    }
    plan.products.push(change);
  }
  plan.totals = [...variantStock.keys()];
  plan.problems.sort((a, b) => a.line - b.line);
  return plan;
}

/**
 * The plan as one batch (one transaction: all of it or nothing), each statement with its rows as
 * one JSON parameter: products, texts (the stored display titles and the search queue follow by
 * trigger), variants (their products' stock follows by trigger), then the products whose variants
 * changed are marked edited.
 */
async function write(db: Db, plan: Plan) {
  const now = Date.now();
  const set = (column: string, name: string) =>
    sql.raw(`${column} = coalesce(json_extract(j.value, '$.${name}'), ${column})`);
  const productSets = sql.join(
    [
      set("price", "price"),
      set("discount_price", "discountPrice"),
      set("quantity", "quantity"),
      set("status", "status"),
      set("availability", "availability"),
      set("min_order_quantity", "minOrderQuantity"),
      set("pack_size", "packSize"),
      set("weight", "weight"),
      set("barcode", "barcode"),
    ],
    sql`, `,
  );
  const variantSets = sql.join(
    [set("price", "price"), set("quantity", "quantity"), set("status", "status"), set("weight", "weight")],
    sql`, `,
  );
  await db.batch([
    db.run(sql`update products set ${productSets}, updated_at = ${now}
      from json_each(${rowsOf(plan.products)}) j where products.id = ${field("id")}`),
    db.run(sql`insert into product_translations (product_id, locale, title, slug, description)
      select ${field("productId")}, ${field("locale")}, ${field("title")}, ${field("slug")}, ${field("description")}
      from json_each(${rowsOf(plan.texts)}) j where true
      on conflict (product_id, locale) do update set title = excluded.title, description = excluded.description`),
    db.run(sql`update product_variants set ${variantSets}, updated_at = ${now}
      from json_each(${rowsOf(plan.variants)}) j where product_variants.id = ${field("id")}`),
    // A product whose variants' stock changed was edited; the stock itself follows by trigger (decision 0073)
    db.run(sql`update products set updated_at = ${now}
      where id in (select value from json_each(${rowsOf(plan.totals)}))`),
  ]);
}
