import { describe, expect, it } from "vitest";
import { countryCode, countryCodes, countryName, countryOptions } from "./countries.ts";

describe("countries", () => {
  it("lists every ISO 3166-1 country once, each with a name in both languages", () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const locale of ["ar", "en"] as const) {
      for (const code of countryCodes) expect(countryName(code, locale)).not.toBe(code);
    }
  });

  it.each([
    ["SA", "ar", "المملكة العربية السعودية"],
    ["SA", "en", "Saudi Arabia"],
    ["GB", "en", "United Kingdom"],
    // Rows stored before the list keep their text.
    ["المملكة العربية السعودية", "en", "المملكة العربية السعودية"],
    ["Narnia", "ar", "Narnia"],
  ] as const)("shows %s in %s as %s", (stored, locale, shown) => {
    expect(countryName(stored, locale)).toBe(shown);
  });

  it.each([
    ["SA", "SA"],
    ["gb", "GB"],
    ["Saudi Arabia", "SA"],
    ["  saudi   arabia ", "SA"],
    ["المملكة العربية السعودية", "SA"],
    ["المملكه العربيه السعوديه", null],
    ["United Kingdom", "GB"],
    ["المملكة المتحدة", "GB"],
    ["Narnia", null],
    ["", null],
    [null, null],
  ] as const)("reads the stored %s as %s", (stored, code) => {
    expect(countryCode(stored)).toBe(code);
  });

  it("orders the list in the page's language, the shop's country first", () => {
    const english = countryOptions("en", "GB");
    expect(english[0]).toEqual({ value: "GB", label: "United Kingdom" });
    expect(english[1]?.label).toBe("Afghanistan");
    const arabic = countryOptions("ar", "SA");
    expect(arabic[0]).toEqual({ value: "SA", label: "المملكة العربية السعودية" });
    expect(arabic).toHaveLength(249);
    expect(arabic.filter((option) => option.value === "SA")).toHaveLength(1);
  });
});
