import { describe, expect, it } from "vitest";
import { lineDetails } from "./line-details.ts";

describe("lineDetails", () => {
  it("lists the variant's values first, then the options chosen with what they add", () => {
    expect(
      lineDetails({
        variantValues: [
          { attribute: "Size", value: "XL" },
          { attribute: "Colour", value: "White" },
        ],
        selections: [{ groupName: "Gift box", choiceName: "Yes", priceDelta: 250 }],
      }).map(({ group, choice, priceDelta, kind }) => [group, choice, priceDelta, kind]),
    ).toEqual([
      ["Size", "XL", 0, "variant"],
      ["Colour", "White", 0, "variant"],
      ["Gift box", "Yes", 250, "option"],
    ]);
  });

  it("has nothing to say of a plain product's line, or a line stored before variants were kept", () => {
    expect(lineDetails({})).toEqual([]);
    expect(lineDetails({ variantValues: [], selections: [] })).toEqual([]);
  });
});
