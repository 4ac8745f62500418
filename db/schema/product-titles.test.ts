// The stored display titles of issue #9 B.11 (docs/decisions/0033): the triggers of migration
// 0003_product_titles keep them right after any write to product translations, and their sort
// key orders names as decided, on a freshly migrated file database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { and, asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateDatabase } from "../migrate.ts";
import { products, productTitles, productTranslations } from "./index.ts";

let directory: string;
let client: Client;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "jumla-titles-"));
  const url = `file:${join(directory, "test.db")}`;
  await migrateDatabase(url);
  client = createClient({ url, concurrency: 1 });
  await client.execute("PRAGMA foreign_keys = ON");
  db = drizzle(client);
});

afterAll(() => {
  client?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.delete(products);
});

let serial = 0;

/** A product with a translation row per given locale; answers its id. */
async function product(titles: { ar?: string; en?: string }): Promise<number> {
  serial += 1;
  const [row] = await db
    .insert(products)
    .values({ sku: `SKU-${String(serial).padStart(4, "0")}`, price: 100 })
    .returning({ id: products.id });
  const id = row?.id ?? 0;
  for (const [locale, title] of Object.entries(titles))
    await db
      .insert(productTranslations)
      .values({ productId: id, locale: locale as "ar" | "en", title, slug: `p-${serial}-${locale}` });
  return id;
}

async function titlesOf(id: number) {
  const rows = await db
    .select({ locale: productTitles.locale, title: productTitles.title })
    .from(productTitles)
    .where(eq(productTitles.productId, id));
  return Object.fromEntries(rows.map((row) => [row.locale, row.title]));
}

async function nameOrder(locale: "ar" | "en") {
  const rows = await db
    .select({ title: productTitles.title })
    .from(productTitles)
    .where(eq(productTitles.locale, locale))
    .orderBy(asc(productTitles.sortKey), asc(productTitles.productId));
  return rows.map((row) => row.title);
}

describe("product_titles, kept by triggers", () => {
  it("shows a product's own title in each locale", async () => {
    const id = await product({ ar: "قميص قطن", en: "Cotton shirt" });
    expect(await titlesOf(id)).toEqual({ ar: "قميص قطن", en: "Cotton shirt" });
  });

  it("shows the English title in Arabic while the product has no Arabic row, and its own once it has", async () => {
    const id = await product({ en: "Bath towel" });
    expect(await titlesOf(id)).toEqual({ ar: "Bath towel", en: "Bath towel" });
    await db.insert(productTranslations).values({ productId: id, locale: "ar", title: "منشفة حمام", slug: "m" });
    expect(await titlesOf(id)).toEqual({ ar: "منشفة حمام", en: "Bath towel" });
  });

  it("follows an edited title, in the fallback too", async () => {
    const id = await product({ en: "Bath towel" });
    await db
      .update(productTranslations)
      .set({ title: "Hand towel" })
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, "en")));
    expect(await titlesOf(id)).toEqual({ ar: "Hand towel", en: "Hand towel" });
  });

  it("falls back to English when the Arabic row is deleted, and shows nothing English never had", async () => {
    const id = await product({ ar: "منشفة حمام", en: "Bath towel" });
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, "ar")));
    expect(await titlesOf(id)).toEqual({ ar: "Bath towel", en: "Bath towel" });
    const arabicOnly = await product({ ar: "منشفة يد" });
    // SPEC §9's fallback runs one way: an Arabic-only product has no English title (decision 0019).
    expect(await titlesOf(arabicOnly)).toEqual({ ar: "منشفة يد" });
  });

  it("moves with a translation moved to another product", async () => {
    const from = await product({ ar: "منشفة حمام", en: "Bath towel" });
    const to = await product({ en: "Hand towel" });
    await db
      .update(productTranslations)
      .set({ productId: to })
      .where(and(eq(productTranslations.productId, from), eq(productTranslations.locale, "ar")));
    expect(await titlesOf(from)).toEqual({ ar: "Bath towel", en: "Bath towel" });
    expect(await titlesOf(to)).toEqual({ ar: "منشفة حمام", en: "Hand towel" });
  });

  it("leaves nothing behind when the product is deleted", async () => {
    const id = await product({ ar: "منشفة حمام", en: "Bath towel" });
    await db.delete(products).where(eq(products.id, id));
    expect(await titlesOf(id)).toEqual({});
  });
});

describe("name order (decision 0033)", () => {
  it.each([
    // Code-point order would put آ, أ and إ before ا; the dictionary files them as one letter.
    ["alef with hamza or madda as alef", ["أحذية", "آنية", "ابريق", "إبرة"], ["إبرة", "ابريق", "أحذية", "آنية"]],
    // ة would sort before every letter from ت on; as ه, "شنطة كبيرة" follows "شنطه صغيرة".
    ["taa marbuta as haa", ["شنطة كبيرة", "شنطه صغيرة"], ["شنطه صغيرة", "شنطة كبيرة"]],
    // Harakat and tatweel come after every letter in code-point order; they are ignored.
    ["harakat ignored", ["بيت", "بَحر"], ["بَحر", "بيت"]],
    ["tatweel ignored", ["قـلم", "قلادة"], ["قلادة", "قـلم"]],
  ])("files %s", async (_case, titles, expected) => {
    for (const title of titles) await product({ ar: title, en: `English ${title}` });
    expect(await nameOrder("ar")).toEqual(expected);
  });

  it("puts English fallback titles after the Arabic ones on Arabic pages, digits first", async () => {
    await product({ en: "Apron" });
    await product({ ar: "مريلة", en: "Pinafore" });
    await product({ ar: "3 مناشف", en: "3 towels" });
    await product({ en: "bath mat" });
    expect(await nameOrder("ar")).toEqual(["3 مناشف", "مريلة", "Apron", "bath mat"]);
  });

  it("ignores letter case in English", async () => {
    await product({ en: "bath mat" });
    await product({ en: "Apron" });
    await product({ en: "Cushion" });
    expect(await nameOrder("en")).toEqual(["Apron", "bath mat", "Cushion"]);
  });
});
