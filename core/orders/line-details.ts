// What a line names beside its title and code (issue #19 item 7): the variant it is (Size: XL,
// Colour: White) and the options chosen (SPEC §5 option selections), one list for the cart, the
// checkout, the order pages and the emails.

/** A line as far as its details go: a quote's, an order's or an email's. */
export interface DetailedLine {
  variantValues?: readonly { attribute: string; value: string }[] | undefined;
  selections?: readonly { groupName: string; choiceName: string; priceDelta?: number }[] | undefined;
}

/** One detail: a name and its value, and what it adds to the unit price (options only; 0 otherwise). */
export interface LineDetail {
  group: string;
  choice: string;
  priceDelta: number;
  kind: "variant" | "option";
}

/**
 * A line's details in the order they show: the variant's values in their attributes' order, then
 * the option choices.
 * @example lineDetails({ variantValues: [{ attribute: "Size", value: "XL" }] }) // [{ group: "Size", choice: "XL", … }]
 */
export function lineDetails(line: DetailedLine): LineDetail[] {
  return [
    ...(line.variantValues ?? []).map(({ attribute, value }) => ({
      group: attribute,
      choice: value,
      priceDelta: 0,
      kind: "variant" as const,
    })),
    ...(line.selections ?? []).map(({ groupName, choiceName, priceDelta = 0 }) => ({
      group: groupName,
      choice: choiceName,
      priceDelta,
      kind: "option" as const,
    })),
  ];
}
