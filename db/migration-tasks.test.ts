// Migration tasks (db/migration-tasks.ts): work a migration asks for and db/migrate.ts does in
// JavaScript, here the one-off cleaning of rich text stored before it was cleaned on write
// (migration 0006_sanitize_rich_text, docs/decisions/0035).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate.ts";
import { runMigrationTasks } from "./migration-tasks.ts";
import type { Db } from "./client.ts";
import * as schema from "./schema/index.ts";

const { contentPages, contentPageTranslations, migrationTasks, products, productTranslations } = schema;

let directory: string;
let url: string;
let client: Client;
let db: Db;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "jumla-tasks-"));
  url = `file:${join(directory, "test.db")}`;
  await migrateDatabase(url);
  client = createClient({ url });
  db = drizzle(client, { schema }) as unknown as Db;
});

afterAll(() => {
  client?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const unsafe = (n: number) => `<p onclick="steal()">Item ${n}</p><script>alert(${n})</script>`;

describe("migration tasks", () => {
  it("leaves no task behind on a freshly migrated database", async () => {
    expect(await db.select().from(migrationTasks)).toEqual([]);
  });

  it("cleans every rich text stored before rich text was cleaned on write, the next time migrate runs", async () => {
    // More rows than one round of the task reads, written as an old database holds them.
    const count = 140;
    const ids = await db
      .insert(products)
      .values(Array.from({ length: count }, (_, i) => ({ sku: `OLD-${String(i).padStart(4, "0")}`, price: 100 })))
      .returning({ id: products.id });
    await db.insert(productTranslations).values(
      ids.flatMap(({ id }, i) =>
        (["ar", "en"] as const).map((locale) => ({
          productId: id,
          locale,
          title: `Product ${i}`,
          slug: `old-${i}-${locale}`,
          extensiveDescription: i === 0 ? null : i === 1 ? "<p>Already clean</p>" : unsafe(i),
        })),
      ),
    );
    const [page] = await db.insert(contentPages).values({}).returning({ id: contentPages.id });
    await db
      .insert(contentPageTranslations)
      .values({ pageId: page?.id ?? 0, locale: "en", url: "old-page", title: "Old page", body: unsafe(0) });
    // What migration 0006 writes.
    await db.insert(migrationTasks).values({ name: "sanitize-rich-text" });

    await migrateDatabase(url);

    const descriptions = await db
      .select({ html: productTranslations.extensiveDescription })
      .from(productTranslations)
      .orderBy(productTranslations.productId, productTranslations.locale);
    expect(descriptions.map((row) => row.html)).toEqual([
      null,
      null,
      "<p>Already clean</p>",
      "<p>Already clean</p>",
      ...Array.from({ length: count - 2 }, (_, i) => [`<p>Item ${i + 2}</p>`, `<p>Item ${i + 2}</p>`]).flat(),
    ]);
    const [body] = await db.select({ html: contentPageTranslations.body }).from(contentPageTranslations);
    expect(body?.html).toBe("<p>Item 0</p>");
    expect(await db.select().from(migrationTasks)).toEqual([]);
  });

  it("fails on a task it does not know and keeps it for the next run", async () => {
    await db.insert(migrationTasks).values({ name: "reticulate-splines" });
    await expect(runMigrationTasks(db)).rejects.toThrow(/Unknown migration task "reticulate-splines"/);
    expect(await db.select({ name: migrationTasks.name }).from(migrationTasks)).toEqual([
      { name: "reticulate-splines" },
    ]);
    await db.delete(migrationTasks).where(eq(migrationTasks.name, "reticulate-splines"));
  });
});
