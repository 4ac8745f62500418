import { describe, expect, it } from "vitest";
import { breadcrumbTrail, isVersionLike } from "./breadcrumb.ts";

describe("breadcrumb trail (SPEC §2: skip the attributes segment and version-like segments)", () => {
  it.each([
    ["/", []],
    ["", []],
    ["/measureUnits", [["measureUnits", "/measureUnits"]]],
    [
      "/measureUnits/add",
      [
        ["measureUnits", "/measureUnits"],
        ["add", "/measureUnits/add"],
      ],
    ],
    [
      "/measureUnits/12/",
      [
        ["measureUnits", "/measureUnits"],
        ["12", "/measureUnits/12"],
      ],
    ],
    // product/attributes/{version}/{id}: neither "attributes" nor the version is a crumb; the id
    // still leads to the whole path.
    [
      "/product/attributes/2/15",
      [
        ["product", "/product"],
        ["15", "/product/attributes/2/15"],
      ],
    ],
    // settings/attributes/{layout_hash}/{id}
    [
      "/settings/attributes/a1b2c3/7",
      [
        ["settings", "/settings"],
        ["7", "/settings/attributes/a1b2c3/7"],
      ],
    ],
    // A version written as such is skipped wherever it stands.
    [
      "/settings/v2/site",
      [
        ["settings", "/settings"],
        ["site", "/settings/v2/site"],
      ],
    ],
    // Ids elsewhere are kept: only what follows "attributes" is a version.
    [
      "/product/variants/15",
      [
        ["product", "/product"],
        ["variants", "/product/variants"],
        ["15", "/product/variants/15"],
      ],
    ],
    [
      "/settings/cms-pages/home/3/about%20us",
      [
        ["settings", "/settings"],
        ["cms-pages", "/settings/cms-pages"],
        ["home", "/settings/cms-pages/home"],
        ["3", "/settings/cms-pages/home/3"],
        ["about us", "/settings/cms-pages/home/3/about%20us"],
      ],
    ],
  ])("%j → %j", (path, expected) => {
    expect(breadcrumbTrail(path).map((crumb) => [crumb.segment, crumb.path])).toEqual(expected);
  });

  it("keeps a malformed escape as it came", () => {
    expect(breadcrumbTrail("/gallery/%E0%A4%A")).toEqual([
      { segment: "gallery", path: "/gallery" },
      { segment: "%E0%A4%A", path: "/gallery/%25E0%25A4%25A" },
    ]);
  });

  it.each([
    ["v1", undefined, true],
    ["V3", "product", true],
    ["v1.2", "settings", true],
    ["2", "attributes", true],
    ["anything", "attributes", true],
    ["2", "product", false],
    ["variants", "product", false],
    ["vat", "settings", false],
    ["v", "settings", false],
  ])("%j after %j is version-like: %s", (segment, previous, expected) => {
    expect(isVersionLike(segment, previous)).toBe(expected);
  });
});
