import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { startLocalServer } from "../db/local-server.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { getProfile, type ProfileKey } from "../core/profiles.ts";

export interface LocalStack {
  profile: ProfileKey;
  databaseUrl: string;
  /** The origin the Worker builds its absolute URLs on (SITE_ORIGIN, docs/decisions/0037). */
  siteOrigin: string;
  /** What it wrote to `.dev.vars`, for a Worker started without reading that file. */
  secrets: Record<string, string>;
  close(): Promise<void>;
}

/** Whether the profile's local database already holds a catalogue. */
async function isSeeded(url: string): Promise<boolean> {
  const client = createClient({ url });
  try {
    const { rows } = await client.execute("select count(*) as n from products");
    return Number(rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    client.close();
  }
}

/**
 * The embedded default database of ARCHITECTURE.md §2 for one profile: `.data/<profile>.db`,
 * migrated, seeded on first use, served over libSQL HTTP on 127.0.0.1, and its URL written to
 * `.dev.vars` where workerd reads the DATABASE_URL secret locally, with a fresh CLAIM_SECRET for
 * the price claims (docs/decisions/0027: a restart only makes browsers check their session once)
 * and the local SITE_ORIGIN (the address the shop is served on, instead of the profile's public origin).
 */
export async function startLocalStack(
  options: {
    profile?: string;
    port?: number;
    seed?: boolean;
    siteOrigin?: string;
    /** Another database file than the profile's demo data, for a tool that changes rows at will. */
    file?: string;
  } = {},
): Promise<LocalStack> {
  const profile = getProfile(options.profile ?? process.env.PROFILE ?? "testing_v1").key;
  mkdirSync(".data", { recursive: true });
  const file = options.file ?? `.data/${profile}.db`;
  const fileUrl = `file:${file}`;
  await migrateDatabase(fileUrl);
  if (options.seed !== false && !(await isSeeded(fileUrl))) {
    console.log(`Seeding ${profile} with demo data…`);
    await seedDatabase({ url: fileUrl, profile });
  }
  const server = await startLocalServer({ file, port: options.port ?? 0 });
  const siteOrigin = options.siteOrigin ?? "http://localhost:4321";
  const secrets: Record<string, string> = {
    DATABASE_URL: server.url,
    SITE_ORIGIN: siteOrigin,
    // Cloudflare's always-passing Turnstile test secret for captcha profiles: never deployed.
    ...(getProfile(profile).usesCaptcha ? { CAPTCHA_SECRET_KEY: "1x0000000000000000000000000000000AA" } : {}),
    CLAIM_SECRET: randomBytes(48).toString("base64url"),
  };
  writeFileSync(
    ".dev.vars",
    `# Written by scripts/local-stack.ts: the embedded libSQL server for ${profile}, the local origin.\n` +
      Object.entries(secrets)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(""),
  );
  return { profile, databaseUrl: server.url, siteOrigin, secrets, close: server.close };
}
