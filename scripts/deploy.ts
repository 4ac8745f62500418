import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { unstable_readConfig } from "wrangler";
import { getProfile } from "../core/profiles.ts";
import { deploymentProblems } from "./deploy-config.ts";

/**
 * `npm run deploy -- <profile> [--dry-run [--no-build]]`: builds the profile's Worker (CLOUDFLARE_ENV
 * picks its [env.<profile>] block in wrangler.toml) and deploys it, or with --dry-run only bundles
 * it and prints the bundle's gzip size. --no-build bundles the build dist/ already holds for the
 * profile (CI bundles the build its e2e tests ran on, decision 0078).
 */
const args = process.argv.slice(2);
const isDryRun = args.includes("--dry-run");
const isBuilt = args.includes("--no-build");
const profile = getProfile(args.find((arg) => !arg.startsWith("--"))).key;
if (isBuilt) {
  // The adapter writes the profile's wrangler.json beside the build: bundling another profile's
  // build under this name would print a size for the wrong configuration.
  const built = join("dist", "server", "wrangler.json");
  const target = existsSync(built) ? (JSON.parse(readFileSync(built, "utf8")) as { targetEnvironment?: string }) : {};
  if (!isDryRun || target.targetEnvironment !== profile) {
    console.error(
      `--no-build bundles an existing build in a dry run only; dist/ holds ${target.targetEnvironment ?? "no build"}, not ${profile}`,
    );
    process.exit(1);
  }
}
if (!isDryRun) {
  // A real deployment needs its own origin (and keys), never the placeholders a dry run bundles with.
  const { vars } = unstable_readConfig({ config: "wrangler.toml", env: profile }, { hideWarnings: true });
  const problems = deploymentProblems(vars, getProfile(profile));
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}
const env = { ...process.env, PROFILE: profile, CLOUDFLARE_ENV: profile };
const run = (command: string, commandArgs: string[]) => execFileSync(command, commandArgs, { stdio: "inherit", env });

if (!isBuilt) run("astro", ["build"]);
if (!isDryRun) {
  run("wrangler", ["deploy"]);
} else {
  const outdir = join("dist", "bundle", profile);
  rmSync(outdir, { recursive: true, force: true });
  run("wrangler", ["deploy", "--dry-run", "--outdir", outdir]);
  const files = readdirSync(outdir, { recursive: true, encoding: "utf8" }).filter(
    (file) => statSync(join(outdir, file)).isFile() && /\.(m?js|wasm)$/.test(file),
  );
  const raw = files.reduce((sum, file) => sum + statSync(join(outdir, file)).size, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outdir, file))).length, 0);
  console.log(
    `bundle ${profile}: ${files.length} modules, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`,
  );
}
