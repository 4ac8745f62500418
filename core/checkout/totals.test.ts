import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, applyBasisPoints, computeTotals, type TotalsLine } from "./totals.ts";

const line = (unitPrice: number, quantity: number, vat = 1500, selectionsPrice = 0): TotalsLine => ({
  unitPrice,
  selectionsPrice,
  quantity,
  vatRateBasisPoints: vat,
});

describe("applyBasisPoints", () => {
  it.each([
    [1000, 1500, 150],
    [3, 1500, 0], // 0.45 → 0
    [4, 1250, 1], // 0.5 → 1: half rounds up
    [10, 1250, 1], // 1.25 → 1
    [333, 1500, 50], // 49.95 → 50
    [0, 1500, 0],
  ])("%i at %i bp is %i", (amount, bp, expected) => {
    expect(applyBasisPoints(amount, bp)).toBe(expected);
  });
});

describe("allocate", () => {
  it.each([
    [10, [1, 1, 1], [4, 3, 3]],
    [100, [50, 50], [50, 50]],
    [1, [1, 1], [1, 0]],
    [7, [0, 5], [0, 7]],
    [0, [3, 4], [0, 0]],
    [5, [0, 0], [0, 0]],
  ])("splits %i over %j as %j", (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });
});

describe("computeTotals", () => {
  it.each([
    {
      name: "one line at 15 % without discount or shipping",
      lines: [line(10_000, 2)],
      discount: 0,
      shipping: 0,
      expected: { subTotal: 20_000, selectionsTotal: 0, discountTotal: 0, vatTotal: 3_000, grandTotal: 23_000 },
    },
    {
      name: "selections add to each unit and are taxed",
      lines: [line(1_000, 3, 1500, 250)],
      discount: 0,
      shipping: 2_500,
      expected: { subTotal: 3_000, selectionsTotal: 750, discountTotal: 0, vatTotal: 563, grandTotal: 6_813 },
    },
    {
      name: "a discount is spread over lines before their VAT",
      lines: [line(10_000, 1, 1500), line(10_000, 1, 0)],
      discount: 2_000,
      shipping: 1_500,
      expected: { subTotal: 20_000, selectionsTotal: 0, discountTotal: 2_000, vatTotal: 1_350, grandTotal: 20_850 },
    },
    {
      name: "a fixed discount above the goods stops at the goods; shipping stays",
      lines: [line(500, 1)],
      discount: 9_999,
      shipping: 1_000,
      expected: { subTotal: 500, selectionsTotal: 0, discountTotal: 500, vatTotal: 0, grandTotal: 1_000 },
    },
    {
      name: "VAT is rounded once per line, half up",
      lines: [line(333, 1), line(333, 1), line(333, 1)],
      discount: 0,
      shipping: 0,
      expected: { subTotal: 999, selectionsTotal: 0, discountTotal: 0, vatTotal: 150, grandTotal: 1_149 },
    },
  ])("$name", ({ lines, discount, shipping, expected }) => {
    expect(computeTotals(lines, discount, shipping)).toMatchObject(expected);
  });

  it("counts unique lines and items, and groups VAT by rate", () => {
    const totals = computeTotals([line(100, 6, 1500), line(200, 12, 0), line(100, 6, 1500)], 0, 0);
    expect(totals).toMatchObject({ uniqueItemsCount: 3, totalItemsCount: 24 });
    expect(totals.vatGroups).toEqual([
      { rateBasisPoints: 0, taxable: 2_400, vat: 0 },
      { rateBasisPoints: 1500, taxable: 1_200, vat: 180 },
    ]);
  });

  const arbitraryLine = fc.record({
    unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    selectionsPrice: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    vatRateBasisPoints: fc.constantFrom(0, 500, 1500, 2000, 10_000),
  });
  const input = fc.tuple(
    fc.array(arbitraryLine, { minLength: 0, maxLength: 30 }),
    fc.integer({ min: -1_000, max: 100_000_000 }),
    fc.integer({ min: 0, max: 1_000_000 }),
  );

  it("has a grand total that is the sum of its parts and never negative (property)", () => {
    fc.assert(
      fc.property(input, ([lines, discount, shipping]) => {
        const t = computeTotals(lines, discount, shipping);
        expect(t.grandTotal).toBe(t.subTotal + t.selectionsTotal - t.discountTotal + t.vatTotal + t.shippingCost);
        expect(t.grandTotal).toBeGreaterThanOrEqual(0);
        expect(t.discountTotal).toBeLessThanOrEqual(t.subTotal + t.selectionsTotal);
        for (const value of [t.subTotal, t.discountTotal, t.vatTotal, t.grandTotal]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it("has lines that add up to the totals (property)", () => {
    fc.assert(
      fc.property(input, ([lines, discount, shipping]) => {
        const t = computeTotals(lines, discount, shipping);
        const sum = (pick: (l: (typeof t.lines)[number]) => number) => t.lines.reduce((a, l) => a + pick(l), 0);
        expect(sum((l) => l.discount)).toBe(t.discountTotal);
        expect(sum((l) => l.vat)).toBe(t.vatTotal);
        expect(sum((l) => l.lineTotal)).toBe(t.subTotal + t.selectionsTotal);
        expect(t.lines.every((l) => l.discount <= l.lineTotal)).toBe(true);
        expect(t.vatGroups.reduce((a, g) => a + g.vat, 0)).toBe(t.vatTotal);
      }),
    );
  });

  it("rounds the same way every time, whatever the order of the lines (property)", () => {
    fc.assert(
      fc.property(input, ([lines, discount, shipping]) => {
        const once = computeTotals(lines, discount, shipping);
        expect(computeTotals(lines, discount, shipping)).toEqual(once);
        const reversed = computeTotals([...lines].reverse(), discount, shipping);
        // VAT per line is exact per line, so only the discount's leftover units may move between lines
        expect(reversed.subTotal).toBe(once.subTotal);
        expect(reversed.discountTotal).toBe(once.discountTotal);
        expect(Math.abs(reversed.vatTotal - once.vatTotal)).toBeLessThanOrEqual(lines.length);
      }),
    );
  });
});
