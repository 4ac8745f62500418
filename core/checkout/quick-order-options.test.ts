import { describe, expect, it } from "vitest";
import type { SkuOptionGroup } from "../contracts/cart.ts";
import { areSelectionsValid } from "./purchase-rules.ts";
import { chooseOptions, selectionRules, withGroupChoices } from "./quick-order-options.ts";

const groups: SkuOptionGroup[] = [
  {
    id: 1,
    name: "Packaging",
    isRequired: true,
    minSelections: 1,
    maxSelections: 1,
    choices: [
      { id: 10, name: "Gift box", names: ["علبة هدية", "Gift box"], priceDelta: 500 },
      { id: 11, name: "Plain bag", names: ["كيس عادي", "Plain bag"], priceDelta: 0 },
    ],
  },
  {
    id: 2,
    name: "Extras",
    isRequired: false,
    minSelections: 0,
    maxSelections: null,
    choices: [
      { id: 20, name: "Label", names: ["ملصق", "Label"], priceDelta: 100 },
      { id: 21, name: "Ribbon", names: ["شريط", "Ribbon"], priceDelta: 50 },
    ],
  },
];

describe("the options a quick order line names (issue #19 item 7)", () => {
  it.each([
    ["its name as the page shows it", ["Gift box"], [10]],
    ["another case and extra spaces", ["  gift   BOX "], [10]],
    ["its name in the other language", ["علبة هدية"], [10]],
    ["choices of two groups, in any order", ["Ribbon", "Plain bag"], [11, 21]],
  ])("takes %s", (_name, typed, choiceIds) => {
    expect(chooseOptions(groups, typed)).toEqual({ choiceIds, unknown: [] });
  });

  it("lists what no choice is called, as typed", () => {
    expect(chooseOptions(groups, ["Gift box", " Velvet pouch "])).toEqual({
      choiceIds: [10],
      unknown: ["Velvet pouch"],
    });
  });

  it("hands the chosen ids to SPEC §5's rules: the required group needs its one choice", () => {
    const rules = selectionRules(groups);
    expect(areSelectionsValid(rules, chooseOptions(groups, []).choiceIds)).toBe(false);
    expect(areSelectionsValid(rules, chooseOptions(groups, ["Plain bag", "Label", "Ribbon"]).choiceIds)).toBe(true);
    expect(areSelectionsValid(rules, chooseOptions(groups, ["Plain bag", "Gift box"]).choiceIds)).toBe(false);
  });

  it("replaces one group's choices when one is made on the line, keeping the others", () => {
    expect(withGroupChoices(groups, [10, 20], 1, [11])).toEqual([11, 20]);
    expect(withGroupChoices(groups, [10, 20], 2, [])).toEqual([10]);
    expect(withGroupChoices(groups, [], 2, [21, 20])).toEqual([20, 21]);
  });
});
