import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client.ts";
import { normalizeSearchText } from "../core/search-text.ts";

interface QueueRow {
  product_id: number;
  version: number;
}
interface ProductRow {
  id: number;
  sku: string;
  barcode: string | null;
}
interface TextRow {
  product_id: number;
  text: string;
}

/** Products indexed per round of the drain: two round trips each, statements well under SQLite's limits. */
const defaultBatchSize = 500;

function joinTexts(rows: readonly TextRow[]): Map<number, string> {
  const texts = new Map<number, string[]>();
  for (const row of rows) {
    const list = texts.get(row.product_id) ?? [];
    list.push(row.text);
    texts.set(row.product_id, list);
  }
  return new Map([...texts].map(([id, list]) => [id, normalizeSearchText(list.join(" "))]));
}

/**
 * Brings the product search index up to date with every write the triggers of migration
 * 0001_search queued (docs/decisions/0010-search-index.md). Each round reads up to `batchSize`
 * queued products with their titles, codes, brand, category (with its parent and main category)
 * and tags in both languages, normalises them with `normalizeSearchText` and rewrites their index
 * rows. A product written again meanwhile keeps its queue entry (its version moved on) and is
 * indexed by the next drain. Returns how many products were processed.
 */
export async function syncProductSearch(db: Db, batchSize = defaultBatchSize): Promise<number> {
  let processed = 0;
  for (;;) {
    const queued = sql`select product_id from product_search_queue order by product_id limit ${batchSize}`;
    const [queue, products, titles, brands, categories, tags] = await db.batch([
      db.all<QueueRow>(
        sql`select product_id, version from product_search_queue order by product_id limit ${batchSize}`,
      ),
      db.all<ProductRow>(sql`select id, sku, barcode from products where id in (${queued})`),
      db.all<TextRow>(sql`select product_id, title as text from product_translations where product_id in (${queued})`),
      db.all<TextRow>(sql`select p.id as product_id, b.name as text from products p
        join brand_translations b on b.brand_id = p.brand_id where p.id in (${queued})`),
      db.all<TextRow>(sql`select p.id as product_id, t.title as text from products p
          join categories c on c.id = p.category_id
          join category_translations t on t.category_id = c.id or t.category_id = c.parent_id
          where p.id in (${queued})
        union all
        select p.id, m.title from products p
          join categories c on c.id = p.category_id
          join main_category_translations m on m.main_category_id = c.main_category_id
          where p.id in (${queued})`),
      db.all<TextRow>(sql`select pt.product_id, t.name as text from product_tags pt
        join tag_translations t on t.tag_id = pt.tag_id where pt.product_id in (${queued})`),
    ]);
    if (queue.length === 0) return processed;

    const titleText = joinTexts(titles);
    const brandText = joinTexts(brands);
    const categoryText = joinTexts(categories);
    const tagText = joinTexts(tags);
    const ids = sql.join(
      queue.map((row) => sql`${row.product_id}`),
      sql`, `,
    );
    const writes: SQL[] = [sql`delete from product_search where rowid in (${ids})`];
    if (products.length > 0) {
      const values = products.map(
        (p) =>
          sql`(${p.id}, ${titleText.get(p.id) ?? ""}, ${normalizeSearchText(`${p.sku} ${p.barcode ?? ""}`)}, ${
            brandText.get(p.id) ?? ""
          }, ${categoryText.get(p.id) ?? ""}, ${tagText.get(p.id) ?? ""})`,
      );
      writes.push(
        sql`insert into product_search (rowid, title, codes, brand, category, tags) values ${sql.join(values, sql`, `)}`,
      );
    }
    const read = sql.join(
      queue.map((row) => sql`(${row.product_id}, ${row.version})`),
      sql`, `,
    );
    writes.push(sql`delete from product_search_queue where (product_id, version) in (values ${read})`);
    const [first, ...rest] = writes.map((statement) => db.run(statement));
    if (first) await db.batch([first, ...rest]);
    processed += queue.length;
    if (queue.length < batchSize) return processed;
  }
}
