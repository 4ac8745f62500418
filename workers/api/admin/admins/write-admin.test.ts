// Decision 0068: the shop always keeps a super admin. Through the API a super admin can never be
// the last one and remove another (they remain), so the rule only bites when two super admins
// remove each other at once; here, on a fresh database holding only them, it is shown to hold in
// the statement itself, whatever the caller read before.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../../../db/migrate.ts";
import type { Db } from "../../../../db/client.ts";
import { admins } from "../../../../db/schema/index.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError, errorCodes } from "../../../lib/errors.ts";
import { deleteAdmin, updateAdmin } from "./write-admin.ts";

let directory = "";
let client: Client | undefined;
let db: Db;
const t = useTranslations("en");

async function freshDatabase() {
  directory = mkdtempSync(join(tmpdir(), "jumla-admins-"));
  const url = `file:${join(directory, "admins.db")}`;
  await migrateDatabase(url);
  client = createClient({ url });
  db = drizzle(client) as unknown as Db;
}

/** Two super admins and nobody else. */
async function twoSuperAdmins() {
  await db.delete(admins);
  const rows = await db
    .insert(admins)
    .values([
      { name: "Amal", email: "amal@example.com", passwordHash: "x", isSuperAdmin: true },
      { name: "Badr", email: "badr@example.com", passwordHash: "x", isSuperAdmin: true },
    ])
    .returning({ id: admins.id });
  const [amal, badr] = rows.map((row) => row.id);
  if (amal === undefined || badr === undefined) throw new Error("admins not created");
  return { amal, badr };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "done",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

beforeEach(async () => {
  if (!client) await freshDatabase();
});

afterAll(() => {
  client?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe("the last super admin", () => {
  it("two super admins demoting each other: one succeeds, the other is refused, one super admin is left", async () => {
    const { amal, badr } = await twoSuperAdmins();
    const outcomes = [
      await codeOf(updateAdmin(db, { adminId: amal, sessionId: "a" }, badr, { isSuperAdmin: false }, t)),
      // Badr's request was let in while he was still a super admin.
      await codeOf(updateAdmin(db, { adminId: badr, sessionId: "b" }, amal, { isSuperAdmin: false }, t)),
    ];
    expect(outcomes).toEqual(["done", "last_super_admin"]);
    expect(await db.$count(admins, undefined)).toBe(2);
    const left = await db.select({ id: admins.id }).from(admins).where(eq(admins.isSuperAdmin, true));
    expect(left.map((row) => row.id)).toEqual([amal]);
  });

  it("two super admins deleting each other: the second delete is refused", async () => {
    const { amal, badr } = await twoSuperAdmins();
    expect(await codeOf(deleteAdmin(db, amal, badr))).toBe("done");
    expect(await codeOf(deleteAdmin(db, badr, amal))).toBe("last_super_admin");
    expect((await db.select({ id: admins.id }).from(admins)).map((row) => row.id)).toEqual([amal]);
  });

  it("a plain admin may still be deleted or edited while one super admin is left", async () => {
    const { amal } = await twoSuperAdmins();
    const [plain] = await db
      .insert(admins)
      .values({ name: "Cala", email: "cala@example.com", passwordHash: "x" })
      .returning({ id: admins.id });
    if (!plain) throw new Error("admin not created");
    expect(await codeOf(updateAdmin(db, { adminId: amal, sessionId: "a" }, plain.id, { name: "Cala K" }, t))).toBe(
      "done",
    );
    expect(await codeOf(deleteAdmin(db, amal, plain.id))).toBe("done");
  });

  it.each([
    ["en", "The shop must keep at least one super admin"],
    ["ar", "يجب أن يبقى للمتجر مدير عام واحد على الأقل"],
  ] as const)("is refused with a 409 that says so (%s)", (locale, message) => {
    expect(errorCodes.last_super_admin.status).toBe(409);
    expect(useTranslations(locale)(errorCodes.last_super_admin.message)).toBe(message);
  });
});
