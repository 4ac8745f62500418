import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** The part of Miniflare used here, typed by hand: its own types are those of another copy. */
interface MiniflareModule {
  Miniflare: new (options: unknown) => { ready: Promise<URL>; dispose(): Promise<void> };
  Log: new (level: number) => unknown;
  LogLevel: { WARN: number };
  convertV4MiniflareOptions(options: unknown): unknown;
}
// The Miniflare wrangler itself runs (its own dependency): the options wrangler reads from the
// built configuration are written for that version.
const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = createRequire(import.meta.resolve("wrangler"))(
  "miniflare",
) as MiniflareModule;

export interface BuiltWorkerOptions {
  host: string;
  port: number;
  /** Variables and secrets over the built configuration's (DATABASE_URL, SITE_ORIGIN, CLAIM_SECRET…). */
  vars: Record<string, string>;
}

export interface BuiltWorker {
  url: string;
  stop(): Promise<void>;
}

const serverDir = resolve("dist/server");

/** Every module `astro build` wrote for the Worker, the entry first. */
function builtModules(): { type: "ESModule" | "CompiledWasm"; path: string }[] {
  const entry = join(serverDir, "entry.mjs");
  const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).map((file) => join(serverDir, file));
  return [entry, ...files.filter((file) => file !== entry)]
    .filter((file) => /\.(mjs|js|wasm)$/.test(file))
    .map((path) => ({ type: path.endsWith(".wasm") ? "CompiledWasm" : "ESModule", path }));
}

/**
 * The built Worker (`dist/`, as `wrangler deploy` uploads it) in workerd through Miniflare, with
 * the bindings, assets, compatibility and local storage (`.wrangler/state/v3`) of its built
 * configuration, read by wrangler as `wrangler dev` reads it. Unlike `wrangler dev`, no proxy
 * Worker stands in front of it and no request is logged through Node: a request costs the Worker
 * and its assets, as deployed (decision 0107).
 */
export async function startBuiltWorker(options: BuiltWorkerOptions): Promise<BuiltWorker> {
  const { workerOptions, externalWorkers } = unstable_getMiniflareWorkerOptions(join(serverDir, "wrangler.json"));
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: options.host,
      port: options.port,
      log: new Log(LogLevel.WARN),
      // Request.cf from Miniflare's placeholder, not fetched from Cloudflare (no network needed).
      cf: false,
      resourcePersistencePath: ".wrangler/state/v3",
      workers: [
        {
          ...workerOptions,
          name: "jumla",
          modulesRoot: serverDir,
          modules: builtModules(),
          bindings: { ...(workerOptions.bindings as Record<string, unknown>), ...options.vars },
        },
        ...externalWorkers,
      ],
    }),
  );
  const url = String(await miniflare.ready);
  return { url, stop: () => miniflare.dispose() };
}
