import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { products } from "../../db/schema/index.ts";
import { createVariantProduct } from "../fixtures/catalogue.ts";
import { openE2eDb } from "./db.ts";

/**
 * A product with 400 variants (20 sizes × 20 colours) in the e2e database, for the variant matrix
 * (issue #10 item 3): minimum 12 in cases of 6, stock 60 a variant but the last colour out of
 * stock; `remove` deletes it (its variants go with it).
 */
export async function matrixProduct(profile = process.env.PROFILE ?? "testing_v1") {
  const client = openE2eDb(profile);
  const db = drizzle(client);
  const sizes = Array.from({ length: 20 }, (_, index) => ({ en: `EU ${34 + index}`, ar: `${34 + index} أوروبي` }));
  const colours = Array.from({ length: 20 }, (_, index) => ({ en: `Shade ${index + 1}`, ar: `درجة ${index + 1}` }));
  const product = await createVariantProduct(db, {
    title: { en: "Matrix test socks", ar: "جوارب اختبار الجدول" },
    price: 2_000,
    minOrderQuantity: 12,
    packSize: 6,
    sizes,
    colours,
    stockOf: (_size, colour) => (colour === 19 ? 0 : 60),
  });
  return {
    ...product,
    remove: async () => {
      await db.delete(products).where(eq(products.id, product.id));
      client.close();
    },
  };
}
