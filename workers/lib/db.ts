import { createDb, type Db } from "../../db/client.ts";

const clients = new Map<string, Db>();

/**
 * The profile's database over libSQL HTTP (Hrana), one client per isolate and URL:
 * the web client holds no sockets, so reusing it across requests is safe and saves setup.
 */
export function getDb(env: Pick<Env, "DATABASE_URL" | "DATABASE_AUTH_TOKEN">): Db {
  const key = `${env.DATABASE_URL}#${env.DATABASE_AUTH_TOKEN ?? ""}`;
  let db = clients.get(key);
  if (!db) {
    db = createDb({
      url: env.DATABASE_URL,
      ...(env.DATABASE_AUTH_TOKEN ? { authToken: env.DATABASE_AUTH_TOKEN } : {}),
    });
    clients.set(key, db);
  }
  return db;
}

/** Whether a database error is a UNIQUE violation (a write racing another for one value). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof Error && /UNIQUE constraint failed/i.test(cause.message)) return true;
    if (!(cause instanceof Error)) break;
  }
  return false;
}
