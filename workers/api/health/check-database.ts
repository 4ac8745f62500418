import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";

/** How long the health check waits for the database before calling it down. */
const timeoutMs = 3000;

/** Runs a real query against the profile's database; an error or no answer in time means it is down. */
export async function checkDatabase(db: Db): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const row = await Promise.race([db.get<{ ok: number }>(sql`select 1 as ok`), timeout]);
    return row?.ok === 1;
  } catch (error) {
    console.error("Database health check failed", error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
