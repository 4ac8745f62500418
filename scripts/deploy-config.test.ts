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
});
