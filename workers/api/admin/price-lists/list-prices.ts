// A price list's prices (decision 0101): read, replaced whole (PUT /{id}/prices), and as a CSV file
// of SKUs, variant codes and prices with the products' CSV library and formula guard (decision 0061).
import { and, eq, sql } from "drizzle-orm";
import {
  priceListCsvColumns,
  type PriceListPrice,
  type PriceListPriceRow,
  type PriceListPrices,
} from "../../../../core/contracts/admin/price-lists.ts";
import {
  formatMajorAmount,
  parseMajorAmount,
  problemsShown,
  readCsvFile,
  type ProductCsvProblem,
} from "../../../../core/contracts/admin/product-csv.ts";
import { writeCsv } from "../../../../core/csv.ts";
import { maxPrice } from "../../../../core/checkout/money-bounds.ts";
import { maxCsvRows } from "../../../../core/contracts/admin/product-csv.ts";
import type { Db } from "../../../../db/client.ts";
import { priceListPrices, priceLists } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { fileProblem } from "../product-csv/import-products.ts";
import type { Translate } from "../resource-kit.ts";

type Price = PriceListPrices["prices"][number];

/** The list's prices with the codes that name them, products by SKU, a product's own price first. */
export async function listPrices(db: Db, listId: number): Promise<PriceListPriceRow[]> {
  const [[list], rows] = await db.batch([
    db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId)),
    db.all<PriceListPriceRow>(sql`select lp.product_id as productId, lp.variant_id as variantId, p.sku,
        v.code as variantCode, coalesce(en.title, p.sku) as title, lp.unit_price as unitPrice
      from price_list_prices lp
      join products p on p.id = lp.product_id
      left join product_variants v on v.id = lp.variant_id
      left join product_titles en on en.product_id = p.id and en.locale = 'en'
      where lp.list_id = ${listId}
      order by p.sku, lp.variant_id is not null, v.code`),
  ]);
  if (!list) throw new AppError("not_found");
  return rows;
}

/** The products and variants the prices name, in one round trip: which exist, and whose variant is whose. */
async function storedItems(db: Db, listId: number, prices: readonly Price[]) {
  const productIds = JSON.stringify([...new Set(prices.map((price) => price.productId))]);
  const variantIds = JSON.stringify([...new Set(prices.flatMap((price) => price.variantId ?? []))]);
  const [[list], products, variants] = await db.batch([
    db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId)),
    db.all<{ id: number }>(sql`select id from products where id in (select value from json_each(${productIds}))`),
    db.all<{ id: number; productId: number }>(
      sql`select id, product_id as productId from product_variants where id in (select value from json_each(${variantIds}))`,
    ),
  ]);
  if (!list) throw new AppError("not_found");
  return {
    products: new Set(products.map((row) => row.id)),
    variantProduct: new Map(variants.map((row) => [row.id, row.productId])),
  };
}

/** Writes the list's prices, all of them, in one batch: the old ones go. */
async function writePrices(db: Db, listId: number, prices: readonly Price[]) {
  const rows = JSON.stringify(prices.map((price) => [price.productId, price.variantId ?? null, price.unitPrice]));
  await db.batch([
    db.delete(priceListPrices).where(eq(priceListPrices.listId, listId)),
    db.run(sql`insert into price_list_prices (list_id, product_id, variant_id, unit_price)
      select ${listId}, value ->> 0, value ->> 1, value ->> 2 from json_each(${rows})`),
  ]);
}

/**
 * PUT /{id}/prices: replaces the list's prices. Each names a product that exists, and a variant of
 * that product if any, once; a problem is said at its field (`prices.3.variantId`).
 */
export async function replacePrices(db: Db, listId: number, prices: readonly Price[], t: Translate) {
  const stored = await storedItems(db, listId, prices);
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  prices.forEach((price, index) => {
    const key = `${price.productId}:${price.variantId ?? ""}`;
    if (!stored.products.has(price.productId))
      problems[`prices.${index}.productId`] = t("admin.priceLists.unknownProduct");
    else if (price.variantId != null && stored.variantProduct.get(price.variantId) !== price.productId) {
      problems[`prices.${index}.variantId`] = t("admin.productCsv.unknownVariant");
    } else if (seen.has(key)) problems[`prices.${index}`] = t("validation.taken");
    seen.add(key);
  });
  if (Object.keys(problems).length > 0) throw new AppError("invalid_input", problems);
  await writePrices(db, listId, prices);
}

/**
 * PUT /{id}/prices/item: one price set on the list, added or changed, the others untouched (so two
 * admins changing two rows at once both keep theirs). A list is full at `maxCsvRows` prices: the
 * insert's own condition, so a row added to a full list is refused, a change to one of its rows is not.
 */
export async function setPrice(db: Db, listId: number, price: PriceListPrice, t: Translate, limit = maxCsvRows) {
  const stored = await storedItems(db, listId, [price]);
  if (!stored.products.has(price.productId))
    throw new AppError("invalid_input", { productId: t("admin.priceLists.unknownProduct") });
  if (price.variantId != null && stored.variantProduct.get(price.variantId) !== price.productId)
    throw new AppError("invalid_input", { variantId: t("admin.productCsv.unknownVariant") });
  const variantId = price.variantId ?? null;
  const written = await db.run(sql`insert into price_list_prices (list_id, product_id, variant_id, unit_price)
    select ${listId}, ${price.productId}, ${variantId}, ${price.unitPrice}
    where (select count(*) from price_list_prices where list_id = ${listId}) < ${limit}
      or exists (select 1 from price_list_prices where list_id = ${listId} and product_id = ${price.productId}
        and (case when variant_id is null then 0 else variant_id end) = ${variantId ?? 0})
    on conflict (list_id, product_id, (case when variant_id is null then 0 else variant_id end))
    do update set unit_price = excluded.unit_price, updated_at = ${Date.now()}`);
  if (written.rowsAffected === 0)
    throw new AppError("invalid_input", { productId: t("admin.priceLists.prices.tooMany") });
}

/** DELETE /{id}/prices/item: the price of a product (or one of its variants) taken off the list; 404 if it had none. */
export async function removePrice(db: Db, listId: number, productId: number, variantId: number | undefined) {
  const removed = await db
    .delete(priceListPrices)
    .where(
      and(
        eq(priceListPrices.listId, listId),
        eq(priceListPrices.productId, productId),
        variantId === undefined ? sql`${priceListPrices.variantId} is null` : eq(priceListPrices.variantId, variantId),
      ),
    );
  if (removed.rowsAffected === 0) throw new AppError("not_found");
}

/** The list's prices as a CSV file: sku, variant_code (blank for a product's own price), price ("45.00"). */
export async function exportPricesCsv(db: Db, listId: number) {
  const rows = await listPrices(db, listId);
  return writeCsv(
    priceListCsvColumns,
    rows.map((row) => [row.sku, row.variantCode, formatMajorAmount(row.unitPrice)]),
  );
}

/** What the import of a list's prices answers (the products' import report's shape). */
export interface PriceListCsvReport {
  dryRun: boolean;
  written: boolean;
  rows: number;
  problemCount: number;
  problems: ProductCsvProblem[];
}

/**
 * POST /{id}/prices/import: the file is the list (its prices replace the list's, written whole or
 * not at all); a dry run only checks. Rows name a product by SKU and a variant by its code.
 */
export async function importPricesCsv(db: Db, listId: number, text: string, dryRun: boolean, t: Translate) {
  const read = readCsvFile(text, priceListCsvColumns);
  if (!read.ok) throw new AppError("invalid_input", { file: fileProblem(read.problem, read.detail, t) });
  const skus = JSON.stringify([...new Set(read.rows.map((row) => (row.cells.sku ?? "").toUpperCase()))]);
  const [[list], products, variants] = await db.batch([
    db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId)),
    db.all<{ id: number; sku: string }>(
      sql`select id, sku from products where sku in (select value from json_each(${skus}))`,
    ),
    db.all<{ id: number; productId: number; code: string }>(sql`select v.id, v.product_id as productId, v.code
      from product_variants v join products p on p.id = v.product_id
      where p.sku in (select value from json_each(${skus}))`),
  ]);
  if (!list) throw new AppError("not_found");
  const productBySku = new Map(products.map((row) => [row.sku, row.id]));
  const variantByCode = new Map(variants.map((row) => [`${row.productId}:${row.code.toUpperCase()}`, row.id]));
  const problems: ProductCsvProblem[] = [];
  const prices: Price[] = [];
  const lineOf = new Map<string, number>();
  for (const { line, cells } of read.rows) {
    const problem = (column: ProductCsvProblem["column"], message: string) => problems.push({ line, column, message });
    const productId = productBySku.get((cells.sku ?? "").toUpperCase());
    if (productId === undefined) {
      problem("sku", t("admin.productCsv.unknownSku"));
      continue;
    }
    const code = cells.variant_code?.toUpperCase();
    const variantId = code === undefined ? null : variantByCode.get(`${productId}:${code}`);
    if (variantId === undefined) {
      problem("variant_code", t("admin.productCsv.unknownVariant"));
      continue;
    }
    const unitPrice = parseMajorAmount(cells.price ?? "");
    if (unitPrice === null || unitPrice > maxPrice) {
      problem("price", t(unitPrice === null ? "admin.priceLists.csv.price" : "validation.money.tooLarge"));
      continue;
    }
    const key = `${productId}:${variantId ?? ""}`;
    const earlier = lineOf.get(key);
    if (earlier !== undefined) {
      problem(null, t("admin.productCsv.duplicateRow", { line: earlier }));
      continue;
    }
    lineOf.set(key, line);
    prices.push({ productId, variantId, unitPrice });
  }
  const report: PriceListCsvReport = {
    dryRun,
    written: false,
    rows: read.rows.length,
    problemCount: problems.length,
    problems: problems.slice(0, problemsShown),
  };
  if (dryRun) return report;
  if (problems.length > 0) {
    throw new AppError(
      "invalid_input",
      Object.fromEntries(
        report.problems.map((problem) => [`lines.${problem.line}.${problem.column ?? "row"}`, problem.message]),
      ),
    );
  }
  await writePrices(db, listId, prices);
  return { ...report, written: true };
}
