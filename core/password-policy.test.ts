import { describe, expect, it } from "vitest";
import { commonPasswordList } from "./common-passwords.ts";
import { isCommonPassword, passwordProblem } from "./password-policy.ts";

describe("passwordProblem", () => {
  it.each([
    ["", "short"],
    ["seven77", "short"],
    ["ثمانية١", "short"],
    ["x".repeat(129), "long"],
    ["password", "common"],
    ["PASSWORD", "common"],
    ["12345678", "common"],
    ["qwertyuiop", "common"],
    ["baseball", "common"],
    ["Wholesale-Bulk-Order", null],
    ["x".repeat(128), null],
    ["كلمة-سر-طويلة", null],
  ] as const)("%j → %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});

describe("the common password list", () => {
  it("holds the 3,000 most common passwords, lower-cased and without blanks", () => {
    const entries = commonPasswordList.split("\n");
    expect(entries).toHaveLength(3000);
    expect(entries.every((entry) => entry.length > 0 && entry === entry.toLowerCase())).toBe(true);
    expect(isCommonPassword(entries[2999] ?? "")).toBe(true);
  });
});
