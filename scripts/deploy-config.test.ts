import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { profileKeys, profiles } from "../core/profiles.ts";
import { deploymentProblems } from "./deploy-config.ts";

describe("deploymentProblems", () => {
  const profile = profiles.v_1_;
  it("accepts a public https origin", () => {
    expect(deploymentProblems({ SITE_ORIGIN: "https://shop.jumla.sa" }, profile)).toEqual([]);
  });

  it.each([undefined, "", "https://v1.jumla.example", "http://shop.jumla.sa", "http://localhost:4321", "not a url"])(
    "refuses SITE_ORIGIN %s",
    (origin) => {
      expect(deploymentProblems({ SITE_ORIGIN: origin }, profile)).toEqual([expect.stringContaining("SITE_ORIGIN")]);
    },
  );

  const origin = "https://trade.jumla.co.uk";
  it("needs a real Turnstile site key on a production profile with a captcha", () => {
    expect(
      deploymentProblems({ SITE_ORIGIN: origin, CAPTCHA_PUBLIC_KEY: "0x4AAAAAAAB1cDeFgHiJkL" }, profiles.v_2_),
    ).toEqual([]);
    for (const key of [
      undefined,
      "",
      "1x00000000000000000000AA",
      "2x00000000000000000000AB",
      "3x00000000000000000000FF",
    ]) {
      expect(deploymentProblems({ SITE_ORIGIN: origin, CAPTCHA_PUBLIC_KEY: key }, profiles.v_2_)).toEqual([
        expect.stringContaining("CAPTCHA_PUBLIC_KEY"),
      ]);
    }
  });

  it("lets a testing profile use Cloudflare's test site key, and a profile without a captcha have none", () => {
    expect(
      deploymentProblems({ SITE_ORIGIN: origin, CAPTCHA_PUBLIC_KEY: "1x00000000000000000000AA" }, profiles.testing_v2),
    ).toEqual([]);
    expect(deploymentProblems({ SITE_ORIGIN: origin }, profiles.v_1_)).toEqual([]);
  });
});

/**
 * What six `npm run deploy -- <profile> --dry-run` builds proved about the profiles, without six
 * builds (decision 0078): the Worker's code is the same for every profile (it reads PROFILE at run
 * time), so what differs is each `[env.<profile>]` block, which wrangler reads and validates here
 * as a build would. Each must give the Worker every binding and trigger the top level declares
 * (the one `npm run typegen` types as Env; environments inherit none of them) under its own names.
 */
describe("every profile's [env] block in wrangler.toml", () => {
  /** The parts of a wrangler config this compares (wrangler's own Config type reaches us untyped). */
  interface WorkerConfig {
    name?: string;
    main?: string;
    compatibility_date?: string;
    compatibility_flags: string[];
    vars: Record<string, unknown>;
    r2_buckets: { binding: string; bucket_name?: string }[];
    kv_namespaces: { binding: string }[];
    images?: { binding: string };
    triggers: { crons?: string[] };
  }
  const read = (env?: string): WorkerConfig =>
    unstable_readConfig({ config: "wrangler.toml", ...(env ? { env } : {}) }, { hideWarnings: true });
  const top = read();
  const bindingsOf = (config: WorkerConfig) => ({
    r2: config.r2_buckets.map((bucket) => bucket.binding),
    kv: config.kv_namespaces.map((namespace) => namespace.binding),
    images: config.images?.binding,
    crons: config.triggers.crons,
    main: config.main,
    compatibility: [config.compatibility_date, config.compatibility_flags],
  });
  const configs = profileKeys.map((key) => ({ key, config: read(key) }));

  it.each(configs)("$key: the top level's bindings and triggers, and its own PROFILE", ({ key, config }) => {
    expect(bindingsOf(config)).toEqual(bindingsOf(top));
    expect(config.vars.PROFILE).toBe(key);
    // Only the placeholder origin keeps it from deploying (and a production profile's test captcha key).
    const problems = deploymentProblems(config.vars, profiles[key]);
    expect(problems[0]).toContain("SITE_ORIGIN");
    expect(problems.slice(1).every((problem) => problem.includes("CAPTCHA_PUBLIC_KEY"))).toBe(true);
    expect(Boolean(config.vars.CAPTCHA_PUBLIC_KEY)).toBe(profiles[key].usesCaptcha);
  });

  it("names each profile's Worker and bucket apart", () => {
    expect(new Set(configs.map(({ config }) => config.name)).size).toBe(profileKeys.length);
    const buckets = configs.flatMap(({ config }) => config.r2_buckets.map((bucket) => bucket.bucket_name));
    expect(new Set(buckets).size).toBe(profileKeys.length);
  });
});
