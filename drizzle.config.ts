// drizzle-kit configuration (ARCHITECTURE §2): the "turso" dialect is drizzle-kit's libSQL dialect,
// used both for the local .data/ file and for a profile's Turso database.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "turso",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  dbCredentials: {
    url: process.env.DATABASE_URL || "file:.data/testing_v1.db",
    ...(process.env.DATABASE_AUTH_TOKEN ? { authToken: process.env.DATABASE_AUTH_TOKEN } : {}),
  },
  strict: true,
  verbose: true,
});
