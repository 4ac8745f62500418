// Issue #11 items 3 and 4, decision 0058: a product's variant matrix (the admin
// "product/variants/{id}" screen; SPEC §3 Variant: code, status, quantity, weight, price). GET the
// matrix, PUT it whole (3 colours × 4 sizes = 12 variants), PATCH one variant; SPEC §5 "no
// duplicate variants" at the later variant's field; the product's quantity is its variants' total
// and its "has variants" state follows, in the same batch; variants orders were placed for are
// retired, not deleted; the storefront's matrix is right on the next request; 400 variants in one
// batch, timed.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductVariantPatched, ProductVariantsDetail } from "../../core/contracts/admin/product-variants.ts";
import type { VariantAttributeDetail } from "../../core/contracts/admin/variants.ts";
import { orderLines, products, productVariants } from "../../db/schema/index.ts";
import { Hono } from "hono";
import { writeMatrix } from "../../workers/api/admin/product-variants/matrix-writes.ts";
import { productVariants as productVariantRoutes } from "../../workers/api/admin/product-variants/routes.ts";
import { useTranslations } from "../../i18n/index.ts";
import { openDb, requestDatabase } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { adminApi, type AdminCall } from "../fixtures/admin-api.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<ProductVariantsDetail>("products");
let colour: VariantAttributeDetail;
let size: VariantAttributeDetail;

const matrix = (productId: number, options: AdminCall = {}) => admin(`/${productId}/variants`, options);
const patchVariant = (productId: number, variantId: number, body: unknown, language: "ar" | "en" = "en") =>
  admin(`/${productId}/variants/${variantId}`, { method: "PATCH", body, language });

/** An attribute with values named `names`, through the admin API. */
async function attribute(name: string, position: number, names: string[]) {
  const token = uniqueToken();
  const response = await call("/api/admin/variants", {
    cookie: session.cookie,
    body: {
      position,
      translations: { en: { name: `${name} ${token}` }, ar: { name: `${name} ${token} ع` } },
      values: names.map((value) => ({ translations: { en: { name: value } } })),
    },
  });
  expect(response.status).toBe(201);
  return (await json<VariantAttributeDetail>(response)).data;
}

beforeAll(async () => {
  colour = await attribute("Colour", 1, ["Red", "Blue", "Black"]);
  size = await attribute("Size", 0, ["S", "M", "L", "XL"]);
});

interface VariantBody {
  id?: number;
  code: string;
  status: string;
  quantity: number;
  weight?: number | null;
  price: number;
  valueIds: number[];
}

/** A colours × sizes matrix for `sku`: quantity 10 + the variant's index, price 1,000 + 100 per size. */
function grid(sku: string, colours = colour.values, sizes = size.values): VariantBody[] {
  return colours.flatMap((c, ci) =>
    sizes.map((s, si) => ({
      code: `${sku}-${ci}-${si}`,
      status: "available",
      quantity: 10 + ci * sizes.length + si,
      weight: 250,
      price: 1_000 + 100 * si,
      valueIds: [c.id, s.id],
    })),
  );
}

async function productWithMatrix(variants?: (sku: string) => VariantBody[]) {
  const product = await createProduct(db, { quantity: 7 });
  const response = await matrix(product.id, { method: "PUT", body: { variants: (variants ?? grid)(product.sku) } });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return { product, saved: (await json(response)).data };
}

const productRow = async (id: number) =>
  (
    await db
      .select({ quantity: products.quantity, hasVariants: products.hasVariants })
      .from(products)
      .where(eq(products.id, id))
  )[0];

/** The matrix as the edit screen writes it back: ids and fields, the names left as the API sent them. */
const asBody = (saved: ProductVariantsDetail) => saved.variants.map(({ values: _names, ...variant }) => variant);

describe("a product's variants: PUT and GET", () => {
  it("writes a 3 × 4 matrix with the product's total and state, and reads it back", async () => {
    const product = await createProduct(db, { quantity: 7 });
    const variants = grid(product.sku);
    const response = await matrix(product.id, { method: "PUT", body: { variants } });
    expect(response.status).toBe(200);
    const saved = (await json(response)).data;
    const total = variants.reduce((sum, variant) => sum + variant.quantity, 0);
    expect(saved).toMatchObject({ productId: product.id, hasVariants: true, quantity: total });
    expect(saved.variants).toHaveLength(12);
    expect(saved.variants[5]).toEqual({
      id: expect.any(Number),
      code: `${product.sku}-1-1`,
      status: "available",
      quantity: 15,
      weight: 250,
      price: 1_100,
      // By attribute position: size (0) before colour (1)
      valueIds: [size.values[1]?.id, colour.values[1]?.id],
      values: [
        { attributeId: size.id, attribute: size.translations.en.name, valueId: size.values[1]?.id, value: "M" },
        {
          attributeId: colour.id,
          attribute: colour.translations.en.name,
          valueId: colour.values[1]?.id,
          value: "Blue",
        },
      ],
    });
    expect((await json(await matrix(product.id))).data).toEqual(saved);
    expect(await productRow(product.id)).toEqual({ quantity: total, hasVariants: true });
  });

  it("takes every variant at the highest price and stock; the product holds their exact total", async () => {
    const product = await createProduct(db, { quantity: 7 });
    const variants = grid(product.sku).map((variant) => ({ ...variant, price: 100_000_000, quantity: 1_000_000_000 }));
    const response = await matrix(product.id, { method: "PUT", body: { variants } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.variants.map((variant) => variant.price)).toEqual(Array(12).fill(100_000_000));
    expect(await productRow(product.id)).toEqual({ quantity: 12_000_000_000, hasVariants: true });
  });

  it("answers the values' names in the request's language", async () => {
    const { product } = await productWithMatrix();
    const arabic = (await json(await matrix(product.id, { language: "ar" }))).data;
    // The values have English names only: Arabic shows them (SPEC §9 fallback); the attributes have both
    expect(arabic.variants[0]?.values.map((value) => [value.attribute, value.value])).toEqual([
      [size.translations.ar?.name, "S"],
      [colour.translations.ar?.name, "Red"],
    ]);
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await matrix(999_999_999)).status).toBe(404);
    expect((await matrix(999_999_999, { method: "PUT", body: { variants: [] } })).status).toBe(404);
  });
});

describe("a product's variants: SPEC §5 and the fields' rules", () => {
  let other: Awaited<ReturnType<typeof productWithMatrix>>;
  beforeAll(async () => {
    other = await productWithMatrix();
  });

  const cases: [string, (variants: VariantBody[]) => void, string, string][] = [
    [
      "two variants with the same values",
      (v) => v[7] && v[2] && (v[7].valueIds = [...v[2].valueIds].reverse()),
      "variants.7.valueIds",
      "Another variant already has these values",
    ],
    [
      "two variants with the same code",
      (v) => v[7] && v[2] && (v[7].code = v[2].code),
      "variants.7.code",
      "Already used; choose another",
    ],
    [
      "a code another product's variant has",
      (v) => v[3] && (v[3].code = other.saved.variants[0]?.code ?? ""),
      "variants.3.code",
      "Already used; choose another",
    ],
    [
      "two values of one attribute",
      (v) => v[4] && (v[4].valueIds = [size.values[0]?.id ?? 0, size.values[1]?.id ?? 0]),
      "variants.4.valueIds",
      "Choose one value of each attribute, the same attributes for every variant",
    ],
    [
      "other attributes than the first variant's",
      (v) => v[6] && (v[6].valueIds = [size.values[2]?.id ?? 0]),
      "variants.6.valueIds",
      "Choose one value of each attribute, the same attributes for every variant",
    ],
    ["no values", (v) => v[2] && (v[2].valueIds = []), "variants.2.valueIds", "This field is required"],
    [
      "a value that does not exist",
      (v) => v[1] && (v[1].valueIds = [999_999_999, colour.values[0]?.id ?? 0]),
      "variants.1.valueIds",
      "This item no longer exists; reload the page and try again",
    ],
    [
      "another product's variant id",
      (v) => v[0] && (v[0].id = other.saved.variants[0]?.id ?? 0),
      "variants.0.id",
      "This item no longer exists; reload the page and try again",
    ],
    [
      "a code with a space",
      (v) => v[9] && (v[9].code = "AB 12"),
      "variants.9.code",
      "Use 1 to 40 letters, digits, dots, dashes or underscores",
    ],
    [
      "a code of 41 characters",
      (v) => v[9] && (v[9].code = "A".repeat(41)),
      "variants.9.code",
      "This text is too long",
    ],
    [
      "a negative quantity",
      (v) => v[8] && (v[8].quantity = -1),
      "variants.8.quantity",
      "Enter a whole number of 0 or more",
    ],
    ["a price below 0", (v) => v[8] && (v[8].price = -1), "variants.8.price", "Enter an amount of 0 or more"],
    ["a fractional price", (v) => v[8] && (v[8].price = 10.5), "variants.8.price", "Enter an amount of 0 or more"],
    // Decision 0074: the bounds that keep every total exact, one step above
    [
      "a price above 1,000,000.00",
      (v) => v[8] && (v[8].price = 100_000_001),
      "variants.8.price",
      "Enter an amount of at most 1,000,000.00",
    ],
    [
      "a stock above 1,000,000,000",
      (v) => v[8] && (v[8].quantity = 1_000_000_001),
      "variants.8.quantity",
      "Enter a stock of at most 1,000,000,000",
    ],
    ["a weight below 0", (v) => v[8] && (v[8].weight = -5), "variants.8.weight", "Enter a whole number of 0 or more"],
    ["a status of neither", (v) => v[8] && (v[8].status = "hidden"), "variants.8.status", "Invalid input"],
  ];

  it.each(cases)("refuses %s at the later variant's field, writing nothing", async (_, spoil, field, message) => {
    const { product, saved } = await productWithMatrix();
    const variants = grid(product.sku);
    spoil(variants);
    const response = await matrix(product.id, { method: "PUT", body: { variants } });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect((await json(await matrix(product.id))).data).toEqual(saved);
  });

  it("says so in the request's language", async () => {
    const product = await createProduct(db);
    const variants = grid(product.sku);
    if (variants[3] && variants[1]) variants[3].valueIds = variants[1].valueIds;
    const response = await matrix(product.id, { method: "PUT", body: { variants }, language: "ar" });
    expect((await json(response)).errors).toEqual({ "variants.3.valueIds": "يوجد متغير آخر بهذه القيم" });
  });

  it("refuses more than 1,000 variants (a body past the API's usual 64 KiB is still read)", async () => {
    const product = await createProduct(db);
    const variants = Array.from({ length: 1_001 }, (_, index) => ({
      code: `${product.sku}-${index}`,
      status: "available",
      quantity: 1,
      price: 1,
      valueIds: [index],
    }));
    const response = await matrix(product.id, { method: "PUT", body: { variants } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toHaveProperty(["variants"]);
  });
});

describe("a product's variants: changing the matrix", () => {
  it("keeps each variant's id: by id, else by code, else by values", async () => {
    const { product, saved } = await productWithMatrix();
    const ids = saved.variants.map((variant) => variant.id);
    // Without ids, codes the same: matched by code (a new price)
    const byCode = grid(product.sku).map((variant) => ({ ...variant, price: variant.price + 1 }));
    const first = (await json(await matrix(product.id, { method: "PUT", body: { variants: byCode } }))).data;
    expect(first.variants.map((variant) => variant.id)).toEqual(ids);
    expect(first.variants[0]?.price).toBe(1_001);
    // Without ids, new codes: matched by values
    const byValues = grid(`${product.sku}N`);
    const second = (await json(await matrix(product.id, { method: "PUT", body: { variants: byValues } }))).data;
    expect(second.variants.map((variant) => [variant.id, variant.code])).toEqual(
      byValues.map((variant, index) => [ids[index], variant.code]),
    );
  });

  it("lets two variants swap their codes and their values", async () => {
    const { product, saved } = await productWithMatrix();
    const variants = asBody(saved);
    const [a, b] = variants;
    if (!a || !b) throw new Error("no variants");
    [a.code, b.code] = [b.code, a.code];
    [a.valueIds, b.valueIds] = [b.valueIds, a.valueIds];
    const response = await matrix(product.id, { method: "PUT", body: { variants } });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const swapped = (await json(response)).data.variants;
    expect(swapped.slice(0, 2).map((variant) => [variant.id, variant.code, variant.valueIds])).toEqual([
      [a.id, a.code, a.valueIds],
      [b.id, b.code, b.valueIds],
    ]);
  });

  it("reorders, changes, drops and adds variants; the total and the storefront follow on the next request", async () => {
    const { product, saved } = await productWithMatrix();
    const page = `/api/productDetails/${product.slugs.en}`;
    const shown = async () => {
      const response = await call(page);
      const { data } = (await response.json()) as { data: { variants: { code: string }[] } };
      return { cache: response.headers.get("server-timing"), codes: data.variants.map((variant) => variant.code) };
    };
    expect((await shown()).codes).toEqual(saved.variants.map((variant) => variant.code));
    expect((await shown()).cache).toContain("hit");
    const [first, second, ...rest] = asBody(saved);
    if (!first || !second) throw new Error("no variants");
    const dropped = rest.pop();
    if (!dropped) throw new Error("no variants");
    const variants = [second, { ...first, status: "unavailable" }, ...rest];
    const response = await matrix(product.id, { method: "PUT", body: { variants } });
    expect(response.status).toBe(200);
    const answer = (await json(response)).data;
    expect(answer.variants.map((variant) => [variant.code, variant.status])).toEqual(
      variants.map((variant) => [variant.code, variant.status]),
    );
    expect(answer.quantity).toBe(variants.reduce((sum, variant) => sum + variant.quantity, 0));
    expect(await db.$count(productVariants, eq(productVariants.id, dropped.id))).toBe(0);
    expect((await shown()).codes).toEqual(variants.map((variant) => variant.code));
    // Added back (no id, a new code): a new variant, at the end
    const added = { ...dropped, id: undefined, code: `${product.sku}-new` };
    const again = (await json(await matrix(product.id, { method: "PUT", body: { variants: [...variants, added] } })))
      .data;
    expect(again.variants.at(-1)).toMatchObject({ code: added.code, valueIds: dropped.valueIds });
    expect(again.variants.at(-1)?.id).not.toBe(dropped.id);
    expect(again.quantity).toBe(answer.quantity + dropped.quantity);
    expect((await shown()).codes.at(-1)).toBe(added.code);
  });

  it("keeps a variant orders were placed for when it is dropped: retired, out of the matrix, back with its values", async () => {
    const { product, saved } = await productWithMatrix();
    const ordered = saved.variants[11];
    if (!ordered) throw new Error("no variants");
    const customer = await createCustomer(db);
    await createOrder(db, customer.id, {
      lines: [
        { unitPrice: ordered.price, quantity: 2, productId: product.id, variantId: ordered.id, sku: ordered.code },
      ],
    });
    const without = asBody(saved).slice(0, 11);
    const response = await matrix(product.id, { method: "PUT", body: { variants: without } });
    expect(response.status).toBe(200);
    const answer = (await json(response)).data;
    expect(answer.variants.map((variant) => variant.id)).not.toContain(ordered.id);
    expect(answer.quantity).toBe(without.reduce((sum, variant) => sum + variant.quantity, 0));
    const [kept] = await db.select().from(productVariants).where(eq(productVariants.id, ordered.id));
    expect(kept).toMatchObject({
      status: "unavailable",
      quantity: 0,
      retiredAt: expect.any(Number),
      code: ordered.code,
    });
    const [line] = await db.select().from(orderLines).where(eq(orderLines.variantId, ordered.id));
    expect(line?.variantId).toBe(ordered.id);
    const storefront = (await (await call(`/api/productDetails/${product.slugs.en}`)).json()) as {
      data: { variants: { id: number }[] };
    };
    expect(storefront.data.variants.map((variant) => variant.id)).not.toContain(ordered.id);
    // The same values come back (a new code, no id): the kept variant is back in the matrix
    const back = { ...without[0], id: undefined, code: `${product.sku}-back`, valueIds: ordered.valueIds };
    const again = await matrix(product.id, { method: "PUT", body: { variants: [...without, back] } });
    expect(again.status, JSON.stringify(await again.clone().json())).toBe(200);
    expect((await json(again)).data.variants.at(-1)).toMatchObject({ id: ordered.id, code: `${product.sku}-back` });
  });

  it("lets a new variant take the code a retired one had, renaming the retired one out of its way", async () => {
    const { product, saved } = await productWithMatrix();
    const ordered = saved.variants[0];
    if (!ordered) throw new Error("no variants");
    const customer = await createCustomer(db);
    await createOrder(db, customer.id, {
      lines: [{ unitPrice: 1, quantity: 1, productId: product.id, variantId: ordered.id }],
    });
    const rest = asBody(saved).slice(1);
    expect((await matrix(product.id, { method: "PUT", body: { variants: rest } })).status).toBe(200);
    const [first] = rest;
    if (!first) throw new Error("no variants");
    // The retired variant's code, on a variant that keeps its own id
    const renamed = [{ ...first, code: ordered.code }, ...rest.slice(1)];
    const response = await matrix(product.id, { method: "PUT", body: { variants: renamed } });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const [retired] = await db.select().from(productVariants).where(eq(productVariants.id, ordered.id));
    expect(retired?.code).toBe(`${ordered.code}~${ordered.id}`);
  });

  it("leaves a product with no variants when the matrix is emptied, and a simple product's stock alone", async () => {
    const { product } = await productWithMatrix();
    const emptied = (await json(await matrix(product.id, { method: "PUT", body: { variants: [] } }))).data;
    expect(emptied).toEqual({ productId: product.id, hasVariants: false, quantity: 0, variants: [] });
    const simple = await createProduct(db, { quantity: 40 });
    expect((await json(await matrix(simple.id, { method: "PUT", body: { variants: [] } }))).data.quantity).toBe(40);
    expect(await productRow(simple.id)).toEqual({ quantity: 40, hasVariants: false });
  });

  it("saves 400 variants in one batch, fast (timed: written to the test's output)", async () => {
    const many = await attribute(
      "Shade",
      2,
      Array.from({ length: 20 }, (_, index) => `Shade ${index}`),
    );
    const lengths = await attribute(
      "Length",
      3,
      Array.from({ length: 20 }, (_, index) => `${60 + index * 2} cm`),
    );
    const product = await createProduct(db);
    const variants = grid(product.sku, many.values, lengths.values);
    expect(variants).toHaveLength(400);
    const timed = async (body: unknown) => {
      const started = performance.now();
      const response = await matrix(product.id, { method: "PUT", body });
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      return { elapsed, data: (await json(response)).data };
    };
    const created = await timed({ variants });
    const repriced = await timed({
      variants: asBody(created.data).map((variant) => ({ ...variant, price: variant.price + 5 })),
    });
    const unchanged = await timed({ variants: asBody(repriced.data) });
    console.log(
      `PUT of 400 variants: new ${created.elapsed.toFixed(0)} ms, all repriced ${repriced.elapsed.toFixed(0)} ms, unchanged ${unchanged.elapsed.toFixed(0)} ms`,
    );
    expect(repriced.data.variants.map((variant) => variant.id)).toEqual(
      created.data.variants.map((variant) => variant.id),
    );
    expect(await productRow(product.id)).toEqual({
      quantity: variants.reduce((sum, variant) => sum + variant.quantity, 0),
      hasVariants: true,
    });
    // Generous for a shared two-core machine; the figure itself is what the output shows
    expect(created.elapsed).toBeLessThan(3_000);
  });
});

describe("a product's variants: races and routes", () => {
  it("refuses a code another product took between the check and the write, at its field", async () => {
    const product = await createProduct(db);
    const thief = await createProduct(db);
    const variants = grid(product.sku);
    // A database handle whose second batch (the write) runs after another product took variant 5's code
    let batches = 0;
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "batch") return Reflect.get(target, key, receiver) as unknown;
        return async (...args: Parameters<typeof db.batch>) => {
          if (++batches === 2) {
            const taken = { ...variants[0], code: variants[5]?.code ?? "" };
            expect((await matrix(thief.id, { method: "PUT", body: { variants: [taken] } })).status).toBe(200);
          }
          return target.batch(...args);
        };
      },
    });
    const entries = variants.map((variant, position) => ({ ...variant, status: "available" as const, position }));
    const write = writeMatrix(racing, product.id, entries, "en", useTranslations("en"), (i, f) => `variants.${i}.${f}`);
    await expect(write).rejects.toMatchObject({
      code: "invalid_input",
      details: { "variants.5.code": "Already used; choose another" },
    });
    expect((await json(await matrix(product.id))).data.variants).toEqual([]);
  });

  it("neither shadows nor is shadowed by /products/:id, whichever is mounted first", async () => {
    // A stand-in for the products router with every route of the convention (decision 0054)
    const products = new Hono()
      .get("/:id", (c) => c.text("product"))
      .put("/:id", (c) => c.text("product"))
      .patch("/:id", (c) => c.text("product"))
      .delete("/:id", (c) => c.text("product"));
    const { product, saved } = await productWithMatrix();
    const variantId = saved.variants[0]?.id ?? 0;
    // Each with the request's own database client, as the app gives every route.
    for (const app of [
      new Hono()
        .use("*", requestDatabase())
        .route("/products", products)
        .route("/products/:productId/variants", productVariantRoutes),
      new Hono()
        .use("*", requestDatabase())
        .route("/products/:productId/variants", productVariantRoutes)
        .route("/products", products),
    ]) {
      const ask = (method: string, path: string) =>
        app.request(
          path,
          {
            method,
            headers: { cookie: session.cookie, "content-type": "application/json" },
            body: method === "GET" ? null : "{}",
          },
          env,
        );
      expect(await (await ask("GET", `/products/${product.id}`)).text()).toBe("product");
      expect(await (await ask("PATCH", `/products/${product.id}`)).text()).toBe("product");
      const variants = await ask("GET", `/products/${product.id}/variants`);
      expect((await json(variants)).data.productId).toBe(product.id);
      const patched = await ask("PATCH", `/products/${product.id}/variants/${variantId}`);
      expect((await json<{ id: number }>(patched)).data.id).toBe(variantId);
    }
  });
});

describe("a product's variants: PATCH one variant", () => {
  it("changes a price alone, or a quantity with the product's total", async () => {
    const { product, saved } = await productWithMatrix();
    const variant = saved.variants[4];
    if (!variant) throw new Error("no variants");
    const priced = await patchVariant(product.id, variant.id, { price: 1_999 });
    expect(priced.status).toBe(200);
    expect((await json<ProductVariantPatched>(priced)).data).toEqual({
      ...variant,
      price: 1_999,
      productQuantity: saved.quantity,
    });
    const stocked = await json<ProductVariantPatched>(await patchVariant(product.id, variant.id, { quantity: 40 }));
    expect(stocked.data.productQuantity).toBe(saved.quantity - variant.quantity + 40);
    expect(await productRow(product.id)).toEqual({
      quantity: saved.quantity - variant.quantity + 40,
      hasVariants: true,
    });
    const others = (await json(await matrix(product.id))).data.variants.filter((row) => row.id !== variant.id);
    expect(others).toEqual(saved.variants.filter((row) => row.id !== variant.id));
  });

  it.each([
    [
      "another variant's code",
      (saved: ProductVariantsDetail) => ({ code: saved.variants[0]?.code }),
      "code",
      "Already used; choose another",
    ],
    [
      "another variant's values",
      (saved: ProductVariantsDetail) => ({ valueIds: saved.variants[0]?.valueIds }),
      "valueIds",
      "Another variant already has these values",
    ],
    ["a negative quantity", () => ({ quantity: -3 }), "quantity", "Enter a whole number of 0 or more"],
  ])("refuses %s at its own field", async (_, patch, field, message) => {
    const { product, saved } = await productWithMatrix();
    const variant = saved.variants[6];
    if (!variant) throw new Error("no variants");
    const response = await patchVariant(product.id, variant.id, patch(saved));
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [field]: message });
    expect((await json(await matrix(product.id))).data).toEqual(saved);
  });

  it("answers 404 for a variant of another product, a retired one, or a missing product", async () => {
    const { product, saved } = await productWithMatrix();
    const other = await productWithMatrix();
    const foreign = other.saved.variants[0]?.id ?? 0;
    expect((await patchVariant(product.id, foreign, { price: 1 })).status).toBe(404);
    const ordered = saved.variants[0];
    if (!ordered) throw new Error("no variants");
    const customer = await createCustomer(db);
    await createOrder(db, customer.id, {
      lines: [{ unitPrice: 1, quantity: 1, productId: product.id, variantId: ordered.id }],
    });
    await matrix(product.id, { method: "PUT", body: { variants: asBody(saved).slice(1) } });
    const [retired] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, ordered.id), eq(productVariants.status, "unavailable")));
    expect(retired).toBeDefined();
    expect((await patchVariant(product.id, ordered.id, { price: 1 })).status).toBe(404);
    expect((await patchVariant(999_999_999, ordered.id, { price: 1 })).status).toBe(404);
  });
});
