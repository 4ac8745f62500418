import { describe, expect, it } from "vitest";
import { profiles } from "../../profiles.ts";
import { menuProblems, menuTypeDefinitions, type MenuState } from "./menus.ts";

const menu = (overrides: Partial<MenuState> = {}): MenuState => ({
  translations: { en: { title: "Saver Bundles" } },
  status: "available",
  type: "carousel",
  deviceType: "web",
  placement: "home",
  menuTypeKey: "bundle",
  itemType: "products",
  items: [
    { type: "products", id: 1 },
    { type: "categories", id: 2 },
  ],
  bannerImageId: null,
  posterImageId: null,
  galleryImageIds: [],
  videoUrl: null,
  bannerBlur: false,
  hideText: false,
  ...overrides,
});

describe("menuProblems (SPEC §9 menu types by version, isMenusCombinable)", () => {
  it("lets a v2 shop combine item types in a bundle (isMenusCombinable, combinable bundle)", () => {
    expect(menuProblems(menu(), profiles.testing_v2)).toEqual({});
    expect(menuProblems(menu(), profiles.v_2_)).toEqual({});
  });

  it("refuses the same bundle where the flag is off", () => {
    const offered = { ...profiles.testing_v2, flags: { ...profiles.testing_v2.flags, isMenusCombinable: false } };
    expect(menuProblems(menu(), offered)).toEqual({ "items.1.type": "admin.menus.items.notCombinable" });
  });

  it("refuses combining in a type that is not combinable, even where the flag is on", () => {
    expect(menuProblems(menu({ menuTypeKey: "carousel" }), profiles.testing_v2)).toEqual({
      "items.1.type": "admin.menus.items.notCombinable",
    });
  });

  it.each([
    ["testing_v1", ["carousel", "bundle", "video", "images", "grid"]],
    ["testing_v2", ["carousel", "bundle"]],
    ["testing_v3", ["carousel", "video", "bar", "single-product"]],
    ["v_1_", ["carousel"]],
    ["v_2_", ["carousel", "bundle"]],
    ["v_3_", ["carousel", "video", "bar", "single-product"]],
  ] as const)("offers %s exactly its version's menu types", (key, offered) => {
    const profile = profiles[key];
    for (const type of Object.keys(menuTypeDefinitions) as (keyof typeof menuTypeDefinitions)[]) {
      const definition = menuTypeDefinitions[type];
      const candidate = menu({
        menuTypeKey: type,
        items: [{ type: "products", id: 1 }],
        videoUrl: definition.media_type === "video" ? "https://cdn.example/v.mp4" : null,
      });
      const problems = menuProblems(candidate, profile);
      expect(problems.menuTypeKey === undefined, `${key} ${type}`).toBe((offered as readonly string[]).includes(type));
    }
  });

  it("holds a single-product menu to one product and no media (v3)", () => {
    const single = menu({
      menuTypeKey: "single-product",
      items: [
        { type: "products", id: 1 },
        { type: "products", id: 2 },
      ],
      bannerImageId: 5,
    });
    expect(menuProblems(single, profiles.testing_v3)).toEqual({
      items: "admin.menus.items.single",
      bannerImageId: "admin.menus.media.unused",
    });
  });
});
