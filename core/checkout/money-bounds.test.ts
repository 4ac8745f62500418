import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  areTotalsExact,
  maxChoicesPerLine,
  maxCheckoutLines,
  maxDeliveryCharge,
  maxLineQuantity,
  maxOrderTotal,
  maxPrice,
  maxPriceDelta,
  maxVatBasisPoints,
} from "./money-bounds.ts";
import { computeTotals, type TotalsLine } from "./totals.ts";

/** The totals again in BigInt, where nothing rounds: what `computeTotals` must equal exactly. */
function exactTotals(lines: readonly TotalsLine[], shipping: number) {
  const big = lines.map((line) => ({
    goods: (BigInt(line.unitPrice) + BigInt(line.selectionsPrice)) * BigInt(line.quantity),
    rate: BigInt(line.vatRateBasisPoints),
  }));
  const goods = big.reduce((sum, line) => sum + line.goods, 0n);
  const vat = big.reduce((sum, line) => sum + (line.goods * line.rate + 5_000n) / 10_000n, 0n);
  return { goods, vat, grandTotal: goods + vat + BigInt(shipping) };
}

const worstLine: TotalsLine = {
  unitPrice: maxPrice,
  selectionsPrice: maxChoicesPerLine * maxPriceDelta,
  quantity: maxLineQuantity,
  vatRateBasisPoints: maxVatBasisPoints,
};

describe("money bounds (decision 0074)", () => {
  it("keep the largest order the rules allow below Number.MAX_SAFE_INTEGER", () => {
    expect(maxOrderTotal).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(maxOrderTotal)).toBe(true);
  });

  it("total the worst order exactly: every line at every maximum, VAT at 100 %, the highest delivery", () => {
    const lines = Array.from({ length: maxCheckoutLines }, () => worstLine);
    const totals = computeTotals(lines, 0, maxDeliveryCharge);
    const exact = exactTotals(lines, maxDeliveryCharge);
    expect(BigInt(totals.subTotal + totals.selectionsTotal)).toBe(exact.goods);
    expect(BigInt(totals.vatTotal)).toBe(exact.vat);
    expect(BigInt(totals.grandTotal)).toBe(exact.grandTotal);
    expect(totals.grandTotal).toBe(maxOrderTotal);
    for (const value of [totals.subTotal, totals.selectionsTotal, totals.vatTotal, totals.grandTotal])
      expect(Number.isSafeInteger(value)).toBe(true);
  });

  it("total any order within the bounds exactly, with any discount", () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: maxPrice }),
      selectionsPrice: fc.integer({ min: 0, max: maxChoicesPerLine * maxPriceDelta }),
      quantity: fc.integer({ min: 1, max: maxLineQuantity }),
      vatRateBasisPoints: fc.integer({ min: 0, max: maxVatBasisPoints }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: maxDeliveryCharge }),
        (lines, discount, shipping) => {
          const totals = computeTotals(lines, discount, shipping);
          const exact = exactTotals(lines, shipping);
          expect(BigInt(totals.subTotal + totals.selectionsTotal)).toBe(exact.goods);
          // Every part is exact, so the grand total is exactly the sum of its parts
          expect(totals.grandTotal).toBe(
            totals.subTotal + totals.selectionsTotal - totals.discountTotal + totals.vatTotal + totals.shippingCost,
          );
          expect(Number.isSafeInteger(totals.grandTotal)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("would not be exact one step beyond: twice the lines at every maximum leave safe integers", () => {
    const lines = Array.from({ length: 2 * maxCheckoutLines }, () => worstLine);
    const totals = computeTotals(lines, 0, maxDeliveryCharge);
    expect(Number.isSafeInteger(totals.grandTotal)).toBe(false);
    expect(areTotalsExact(totals)).toBe(false);
  });

  it("tells exact totals from rounded ones, even when a discount brings the grand total back down", () => {
    expect(areTotalsExact(computeTotals([worstLine], 0, maxDeliveryCharge))).toBe(true);
    expect(areTotalsExact(computeTotals([worstLine], 0, Number.MAX_SAFE_INTEGER))).toBe(false);
    const huge = { ...worstLine, unitPrice: Number.MAX_SAFE_INTEGER, vatRateBasisPoints: 0 };
    const discounted = computeTotals([huge], Number.MAX_SAFE_INTEGER, 0);
    expect(areTotalsExact(discounted)).toBe(false);
  });
});
