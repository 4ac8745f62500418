// The checkout's money (issue #10 item 5, decision 0046): every total of a quote and an order is
// computed here, on the server, in integer minor units. Shelf prices exclude VAT (B2B); VAT is
// worked out per line on the line's amount after its share of the discount, rounded half up once
// per line, and the grand total is exactly the sum of its parts.

/** One line to total: what the database says one unit costs, and how many. */
export interface TotalsLine {
  /** The shelf price of one unit (the discount price when set), minor units. */
  unitPrice: number;
  /** The option choices' price deltas of one unit, summed. */
  selectionsPrice: number;
  quantity: number;
  /** The line's tax group rate, basis points (1500 = 15 %). */
  vatRateBasisPoints: number;
}

export interface LineAmounts {
  /** (unitPrice + selectionsPrice) × quantity, before the discount. */
  lineTotal: number;
  /** The line's share of the order's discount. */
  discount: number;
  vat: number;
}

export interface VatGroup {
  rateBasisPoints: number;
  /** The lines' amounts after discount, at this rate. */
  taxable: number;
  vat: number;
}

export interface Totals {
  subTotal: number;
  selectionsTotal: number;
  discountTotal: number;
  vatTotal: number;
  shippingCost: number;
  grandTotal: number;
  uniqueItemsCount: number;
  totalItemsCount: number;
  /** Per line, in the order given. */
  lines: LineAmounts[];
  /** VAT by rate (SPEC §3 tax groups), lowest rate first. */
  vatGroups: VatGroup[];
}

/** `amount × basisPoints / 10 000`, rounded half up (amounts are never negative). */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/**
 * Splits `total` over `weights` in proportion, in whole minor units that add up to `total` exactly:
 * each gets the floor of its share, and the units left over go to the largest remainders (the
 * earlier line on a tie), so the same input always splits the same way.
 * @example allocate(10, [1, 1, 1]) // [4, 3, 3]
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const scaled = big * BigInt(weight);
    return { index, floor: scaled / bigSum, remainder: scaled % bigSum };
  });
  let left = total - shares.reduce((a, share) => a + Number(share.floor), 0);
  const result = shares.map((share) => Number(share.floor));
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    result[share.index] = (result[share.index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/**
 * The totals of an order (decision 0046): sub-total and selections total from the lines, the
 * discount (never more than the goods) spread over the lines in proportion, VAT per line on what is
 * left, then shipping. grandTotal = subTotal + selectionsTotal − discountTotal + vatTotal + shippingCost.
 */
export function computeTotals(lines: readonly TotalsLine[], discount: number, shippingCost: number): Totals {
  const lineTotals = lines.map((line) => (line.unitPrice + line.selectionsPrice) * line.quantity);
  const subTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const selectionsTotal = lines.reduce((sum, line) => sum + line.selectionsPrice * line.quantity, 0);
  const goods = subTotal + selectionsTotal;
  const discountTotal = Math.min(Math.max(0, discount), goods);
  const discounts = allocate(discountTotal, lineTotals);
  const amounts = lineTotals.map((lineTotal, i) => {
    const lineDiscount = discounts[i] ?? 0;
    const rate = lines[i]?.vatRateBasisPoints ?? 0;
    return { lineTotal, discount: lineDiscount, vat: applyBasisPoints(lineTotal - lineDiscount, rate) };
  });
  const groups = new Map<number, VatGroup>();
  amounts.forEach((amount, i) => {
    const rate = lines[i]?.vatRateBasisPoints ?? 0;
    const group = groups.get(rate) ?? { rateBasisPoints: rate, taxable: 0, vat: 0 };
    group.taxable += amount.lineTotal - amount.discount;
    group.vat += amount.vat;
    groups.set(rate, group);
  });
  const vatTotal = amounts.reduce((sum, amount) => sum + amount.vat, 0);
  const shipping = Math.max(0, shippingCost);
  return {
    subTotal,
    selectionsTotal,
    discountTotal,
    vatTotal,
    shippingCost: shipping,
    grandTotal: subTotal + selectionsTotal - discountTotal + vatTotal + shipping,
    uniqueItemsCount: lines.length,
    totalItemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: amounts,
    vatGroups: [...groups.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints),
  };
}
