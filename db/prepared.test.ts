// Prepared statements (db/prepared.ts): built once, run on whichever client a request has, with
// the values it gives, alone or in one batch beside plain Drizzle queries; rows mapped as Drizzle
// maps them (column modes, nested selections).
import { createClient, type Client } from "@libsql/client";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { sqliteTable, integer, text } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { batch, prepared, preparedBy, run } from "./prepared.ts";

const things = sqliteTable("things", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  isShown: integer("is_shown", { mode: "boolean" }).notNull(),
  tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
});

let builds = 0;
const thingById = prepared((db) => {
  builds += 1;
  return db
    .select({ id: things.id, about: { name: things.name, isShown: things.isShown, tags: things.tags } })
    .from(things)
    .where(eq(things.id, sql.placeholder("id")));
});
const thingsIn = preparedBy((db, order: "asc" | "desc") =>
  db
    .select({ id: things.id })
    .from(things)
    .where(sql`${things.id} in (select value from json_each(${sql.placeholder("ids")}))`)
    .orderBy(order === "asc" ? things.id : sql`${things.id} desc`),
);

const open = async () => {
  const client = createClient({ url: ":memory:" });
  await client.executeMultiple(`create table things (id integer primary key, name text not null,
    is_shown integer not null, tags text not null);
    insert into things values (1, 'one', 1, '["a"]'), (2, 'two', 0, '[]'), (3, 'three', 1, '["b","c"]');`);
  return { client, db: drizzle(client) as unknown as Db };
};

let first: { client: Client; db: Db };
let second: { client: Client; db: Db };
beforeAll(async () => {
  first = await open();
  second = await open();
  await second.client.execute("update things set name = 'deux' where id = 2");
});
afterAll(() => {
  first.client.close();
  second.client.close();
});

describe("prepared statements", () => {
  it("builds a statement once and runs it on each client with its own values", async () => {
    expect(await run(first.db, thingById({ id: 1 }))).toEqual([
      { id: 1, about: { name: "one", isShown: true, tags: ["a"] } },
    ]);
    expect(await run(second.db, thingById({ id: 2 }))).toEqual([
      { id: 2, about: { name: "deux", isShown: false, tags: [] } },
    ]);
    expect(await run(first.db, thingById({ id: 9 }))).toEqual([]);
    expect(builds).toBe(1);
  });

  it("keeps one statement per key, lists given as JSON", async () => {
    const ids = JSON.stringify([3, 1]);
    expect(await run(first.db, thingsIn("asc", { ids }))).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await run(first.db, thingsIn("desc", { ids }))).toEqual([{ id: 3 }, { id: 1 }]);
    expect(await run(first.db, thingsIn("asc", { ids: "[]" }))).toEqual([]);
  });

  it("runs statements and plain Drizzle queries in one batch, answers in order", async () => {
    const [a, plain, b] = await batch(second.db, [
      thingById({ id: 2 }),
      second.db.select({ name: things.name }).from(things).where(eq(things.id, 3)),
      thingById({ id: 1 }),
    ]);
    expect(a[0]?.about.name).toBe("deux");
    expect(plain).toEqual([{ name: "three" }]);
    expect(b[0]?.about).toEqual({ name: "one", isShown: true, tags: ["a"] });
  });

  it("refuses to run without a value for each placeholder", () => {
    expect(() => thingById({})).toThrow(/No value for placeholder "id"/);
  });
});
