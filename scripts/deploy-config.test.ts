import { describe, expect, it } from "vitest";
import { profiles } from "../core/profiles.ts";
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
