// Issue #19 item 5, decision 0073: a product with variants holds the sum of its matrix variants'
// stock, kept by the database (triggers of migration 0018), whoever writes the variants: placing
// and cancelling an order, the admin's matrix and variant edits, the CSV import. A product without
// variants keeps its own stock. Each test owns its products.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductVariantsDetail } from "../../core/contracts/admin/product-variants.ts";
import type { VariantAttributeDetail } from "../../core/contracts/admin/variants.ts";
import { productVariants, products } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  createVariantProduct,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<ProductVariantsDetail>("products");
let world: DeliveryWorld;
let size: VariantAttributeDetail;

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
  const token = uniqueToken();
  const response = await call("/api/admin/variants", {
    cookie: session.cookie,
    body: {
      position: 0,
      translations: { en: { name: `Size ${token}` }, ar: { name: `المقاس ${token}` } },
      values: ["S", "M", "L"].map((name) => ({ translations: { en: { name } } })),
    },
  });
  expect(response.status).toBe(201);
  size = ((await response.json()) as { data: VariantAttributeDetail }).data;
});

/** The product's stored stock, and the sum of its matrix variants' (retired ones are out of it). */
async function stockOf(productId: number) {
  const [row] = await db.all<{ product: number; matrix: number }>(
    sql`select quantity as product, (select coalesce(sum(v.quantity), 0) from product_variants v
      where v.product_id = p.id and v.retired_at is null) as matrix from products p where p.id = ${productId}`,
  );
  return row ?? { product: Number.NaN, matrix: Number.NaN };
}

const variantStock = async (id: number) =>
  (await db.select({ quantity: productVariants.quantity }).from(productVariants).where(eq(productVariants.id, id)))[0]
    ?.quantity;

const cancel = (cookie: string, id: number) =>
  api.request(
    `/api/account/orders/${id}/cancel`,
    { method: "POST", headers: { cookie, origin: "http://localhost" } },
    env,
  );

/** Places a bank-transfer order of `lines` for a new buyer; answers the buyer's cookie and the order. */
async function place(lines: { productId: number; variantId?: number; quantity: number }[]) {
  const { cookie, address } = await createBuyer(db, world);
  const placed = await callCheckout("/api/orders", cookie, {
    lines,
    addressId: address.id,
    paymentMethodId: world.methods.bankTransfer.id,
  });
  expect(placed.status, placed.message).toBe(201);
  return { cookie, order: placed.data as { id: number } };
}

/** A product whose matrix (S, M, L with the given stock) the admin saved through the API. */
async function adminMatrix(stock: [number, number, number]) {
  const product = await createStockedProduct(db, world, { quantity: 7 });
  const variants = size.values.map((value, i) => ({
    code: `${product.sku}-${i}`,
    status: "available",
    quantity: stock[i],
    price: 1_000,
    valueIds: [value.id],
  }));
  const response = await admin(`/${product.id}/variants`, { method: "PUT", body: { variants } });
  expect(response.status).toBe(200);
  return { product, saved: (await json(response)).data };
}

describe("a product with variants holds their sum", () => {
  it("gives back exactly what an order took, even from a product row whose total had drifted", async () => {
    // A variant product written with a total that disagrees with its variants (written outside the
    // matrix screen, as the checkout fixture and older imports could): 2 where the variants hold 18.
    const sized = await createVariantProduct(db, world, [
      { price: 1_000, quantity: 10 },
      { price: 1_000, quantity: 8 },
    ]);
    await db.update(products).set({ quantity: 2 }).where(eq(products.id, sized.id));
    const before = await stockOf(sized.id);
    const { cookie, order } = await place([{ productId: sized.id, variantId: sized.variant(0).id, quantity: 4 }]);
    const placed = await stockOf(sized.id);
    expect((await cancel(cookie, order.id)).status).toBe(200);
    const cancelled = await stockOf(sized.id);

    // What the cancellation gave back is what the order took, no more (it gave 4 for 2 before)
    expect(cancelled.product - placed.product).toBe(before.product - placed.product);
    expect([before, placed, cancelled]).toEqual([
      { product: 18, matrix: 18 },
      { product: 14, matrix: 14 },
      { product: 18, matrix: 18 },
    ]);
    expect(await variantStock(sized.variant(0).id)).toBe(10);
  });

  it("keeps units given back to a retired variant out of the product's stock", async () => {
    const { product, saved } = await adminMatrix([10, 8, 5]);
    const small = saved.variants[0];
    if (!small) throw new Error("no variant");
    const { cookie, order } = await place([{ productId: product.id, variantId: small.id, quantity: 4 }]);
    expect(await stockOf(product.id)).toEqual({ product: 19, matrix: 19 });

    // The admin drops S from the matrix: orders name it, so it is retired with no stock
    const rest = saved.variants.slice(1).map(({ values: _names, ...variant }) => variant);
    expect((await admin(`/${product.id}/variants`, { method: "PUT", body: { variants: rest } })).status).toBe(200);
    expect(await stockOf(product.id)).toEqual({ product: 13, matrix: 13 });

    // The cancelled order's units go back to the retired row, which nobody can buy
    expect((await cancel(cookie, order.id)).status).toBe(200);
    expect(await variantStock(small.id)).toBe(4);
    expect(await stockOf(product.id)).toEqual({ product: 13, matrix: 13 });
  });

  it("follows the admin's variant edit and the matrix save", async () => {
    const { product, saved } = await adminMatrix([10, 8, 5]);
    expect(saved.quantity).toBe(23);
    const medium = saved.variants[1];
    if (!medium) throw new Error("no variant");
    const patched = await admin(`/${product.id}/variants/${medium.id}`, { method: "PATCH", body: { quantity: 40 } });
    expect(patched.status).toBe(200);
    expect((await json<{ productQuantity: number }>(patched)).data.productQuantity).toBe(55);
    expect(await stockOf(product.id)).toEqual({ product: 55, matrix: 55 });

    // A product edit that names no quantity leaves the variants' sum alone
    const edited = await admin(`/${product.id}`, { method: "PATCH", body: { price: 1_500 } });
    expect(edited.status).toBe(200);
    expect(await stockOf(product.id)).toEqual({ product: 55, matrix: 55 });
  });

  it("follows a CSV import of variant stock", async () => {
    const { product, saved } = await adminMatrix([10, 8, 5]);
    const [first, second] = saved.variants;
    const form = new FormData();
    const csv = ["sku,variant_code,quantity", `${product.sku},${first?.code},3`, `${product.sku},${second?.code},0`];
    form.set("file", new File([csv.join("\n")], "stock.csv", { type: "text/csv" }));
    form.set("dryRun", "false");
    const response = await call("/api/admin/product-csv/import", { cookie: session.cookie, form });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await stockOf(product.id)).toEqual({ product: 8, matrix: 8 });
  });

  it("holds under simultaneous orders for its variants", async () => {
    const sized = await createVariantProduct(db, world, [
      { price: 1_000, quantity: 6 },
      { price: 1_000, quantity: 6 },
    ]);
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createBuyer(db, world).then(({ cookie, address }) =>
          callCheckout("/api/orders", cookie, {
            lines: [{ productId: sized.id, variantId: sized.variant(i % 2).id, quantity: 2 }],
            addressId: address.id,
            paymentMethodId: world.methods.bankTransfer.id,
          }),
        ),
      ),
    );
    const sold = placed.filter((answer) => answer.status === 201).length * 2;
    expect(sold).toBeLessThanOrEqual(12);
    expect(await stockOf(sized.id)).toEqual({ product: 12 - sold, matrix: 12 - sold });
  });
});

describe("a product without variants", () => {
  it("keeps its own stock through orders, cancellations and the admin's edits", async () => {
    const plain = await createStockedProduct(db, world, { quantity: 30 });
    const { cookie, order } = await place([{ productId: plain.id, quantity: 4 }]);
    expect((await stockOf(plain.id)).product).toBe(26);
    expect((await cancel(cookie, order.id)).status).toBe(200);
    expect((await stockOf(plain.id)).product).toBe(30);
    const edited = await admin(`/${plain.id}`, { method: "PATCH", body: { quantity: 45 } });
    expect(edited.status).toBe(200);
    expect((await stockOf(plain.id)).product).toBe(45);
  });
});
