import { execFileSync } from "node:child_process";
import { startBuiltWorker } from "./built-worker.ts";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createClient } from "@libsql/client";
import { getProfile, type ProfileKey } from "../core/profiles.ts";
import { startLocalStack } from "./local-stack.ts";
import { startPaymentStandIns } from "./stand-ins/index.ts";

export interface ServeOptions {
  /** A profile key; PROFILE, else testing_v1. */
  profile?: string | undefined;
  /** The address the Worker listens on. */
  ip: string;
  port: number;
  /** The origin the Worker builds absolute URLs on (SITE_ORIGIN); the browser's address. */
  siteOrigin: string;
  /** `always` builds first, `if-stale` only when the sources changed since the last build, `never` serves `dist/`. */
  build: "always" | "if-stale" | "never";
  /** Both card providers' stand-ins whatever the profile (e2e), or only on a card profile (`npm start`). */
  standIns: "always" | "card-profiles";
}

export interface ServedShop {
  profile: ProfileKey;
  /** 0, once `stop()` has stopped the Worker and closed the database server and the stand-ins. */
  exited: Promise<number>;
  stop(): void;
}

/** What `astro build` reads (a changed test or document needs no new build). */
const buildInputs = [
  "src",
  "core",
  "workers",
  "db",
  "i18n",
  "public",
  "astro.config.mjs",
  "wrangler.toml",
  "tsconfig.json",
  "package-lock.json",
];
const builtConfig = "dist/server/wrangler.json";

/**
 * Whether `dist/` was built for this profile after the last change to any build input (tracked or
 * new files, by modification time) and after the last `npm install`. Without git, never.
 */
function isBuildCurrent(profile: ProfileKey): boolean {
  if (!existsSync(builtConfig)) return false;
  const built = JSON.parse(readFileSync(builtConfig, "utf8")) as { vars?: { PROFILE?: string } };
  if (built.vars?.PROFILE !== profile) return false;
  let files: string[];
  try {
    files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...buildInputs], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
      .split("\n")
      .filter(Boolean);
  } catch {
    return false;
  }
  const builtAt = statSync(builtConfig).mtimeMs;
  return [...files, "node_modules/.package-lock.json"].every(
    (file) => !existsSync(file) || statSync(file).mtimeMs <= builtAt,
  );
}

/**
 * The shop as it deploys: the built Worker (`astro build`) in workerd (scripts/built-worker.ts), over
 * the profile's local libSQL server (migrated, and seeded on first use: scripts/local-stack.ts) and,
 * for card payments, the providers' stand-ins (decision 0049). One way to start it, for
 * `npm start` (scripts/start.ts) and the e2e server (tests/e2e/serve.ts).
 */
export async function serveBuiltShop(options: ServeOptions): Promise<ServedShop> {
  const profile = getProfile(options.profile ?? process.env.PROFILE ?? "testing_v1").key;
  const env = { ...process.env, PROFILE: profile, CLOUDFLARE_ENV: profile };
  if (options.build === "always" || (options.build === "if-stale" && !isBuildCurrent(profile))) {
    console.log(`Building the Worker for ${profile}…`);
    execFileSync("astro", ["build"], { stdio: "inherit", env });
  }
  // KV holds the catalogue version: each run starts from none. The kept pages go with the version
  // they were filed under (a page kept by an earlier run over another database would otherwise
  // answer again). R2 (the seeded images) stays.
  rmSync(".wrangler/state/v3/kv", { recursive: true, force: true });
  rmSync(".wrangler/state/v3/cache", { recursive: true, force: true });
  // The page cache's storage must exist before workerd starts, or every cached page answers 500.
  mkdirSync(".wrangler/state/v3/cache/miniflare-CacheObject", { recursive: true });
  const stack = await startLocalStack({ profile, siteOrigin: options.siteOrigin });
  // Rate-limit counters (in the database, decision 0072) start from none too, so repeated runs never
  // trip a sign-in or registration limit.
  const database = createClient({ url: stack.databaseUrl });
  await database.execute("delete from rate_limits");
  database.close();
  const standIns =
    options.standIns === "always" || getProfile(profile).usesCardPayments
      ? await startPaymentStandIns(stack.siteOrigin)
      : null;
  const vars = { ...stack.secrets, ...standIns?.vars };
  const worker = await startBuiltWorker({ host: options.ip, port: options.port, vars });
  const { promise: exited, resolve } = Promise.withResolvers<number>();
  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    void worker
      .stop()
      .then(() => Promise.all([stack.close(), standIns?.close()]))
      .then(() => resolve(0));
  };
  return { profile, exited, stop };
}
