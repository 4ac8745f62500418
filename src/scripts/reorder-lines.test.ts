import { describe, expect, it } from "vitest";
import type { PricedLine, Quote } from "../../core/contracts/checkout.ts";
import type { ApiResult } from "./api-call.ts";
import { reorderLines, type ReorderLine } from "./reorder-lines.ts";

const line = (productId: number | null, overrides: Partial<ReorderLine> = {}): ReorderLine => ({
  productId,
  variantId: null,
  choiceIds: [],
  quantity: 10,
  title: `Towel ${productId}`,
  sku: `TOWEL-${productId}`,
  slug: `towel-${productId}`,
  image: null,
  packSize: 5,
  minOrderQuantity: 10,
  ...overrides,
});

/** A quote as the server answers it: today's prices, which differ from the order's. */
function quoted(lines: ReorderLine[]): ApiResult<Quote> {
  const priced: PricedLine[] = lines.map((asked) => ({
    productId: asked.productId ?? 0,
    variantId: asked.variantId,
    choiceIds: asked.choiceIds,
    title: `Today's ${asked.title}`,
    sku: asked.sku,
    quantity: asked.quantity,
    unitPrice: 1_200,
    selectionsPrice: 300,
    selections: [],
    variantValues: [],
    lineTotal: 1_500 * asked.quantity,
    vatRateBasisPoints: 1_500,
  }));
  const answer = { data: { lines: priced } as unknown as Quote };
  return { ok: true, status: 200, answer, retryAfter: null };
}

const refused = (status: number, answer: Omit<ApiResult<Quote>["answer"], "data">): ApiResult<Quote> => ({
  ok: false,
  status,
  answer,
  retryAfter: null,
});

const texts = { gone: (title: string) => `${title} is no longer sold`, network: "offline", unknown: "unknown" };

describe("reorder (decision 0053)", () => {
  it("puts every line back at today's prices, with the cart's line id and today's catalogue facts", async () => {
    const result = await reorderLines(
      [line(4, { variantId: 9, choiceIds: [3, 1] })],
      async (asked) => quoted(asked),
      texts,
    );
    expect(result).toEqual({
      items: [
        {
          item: {
            id: "p4-v9-c1.3",
            price: 1_500,
            productId: 4,
            variantId: 9,
            choiceIds: [3, 1],
            title: "Today's Towel 4",
            sku: "TOWEL-4",
            slug: "towel-4",
            imageUrl: null,
            packSize: 5,
            minOrderQuantity: 10,
          },
          quantity: 10,
        },
      ],
      skipped: [],
    });
  });

  it("lists a deleted product and the lines the server refuses, and asks again for the rest", async () => {
    const asked: number[][] = [];
    const result = await reorderLines(
      [line(null, { title: "Old towel" }), line(1), line(2), line(3)],
      async (lines) => {
        asked.push(lines.map((each) => each.productId ?? 0));
        return lines.length === 3
          ? refused(409, {
              error: "not_enough_stock",
              message: "There is not enough product Towel 2, the max quantity is 4",
              errors: {
                "lines.1": "There is not enough product Towel 2, the max quantity is 4",
                "lines.1.quantity": "x",
              },
            })
          : quoted(lines);
      },
      texts,
    );
    expect(asked).toEqual([
      [1, 2, 3],
      [1, 3],
    ]);
    if ("failure" in result) throw new Error("expected lines");
    expect(result.items.map(({ item }) => item.id)).toEqual(["p1", "p3"]);
    expect(result.skipped).toEqual([
      { title: "Old towel", message: "Old towel is no longer sold" },
      { title: "Towel 2", message: "There is not enough product Towel 2, the max quantity is 4" },
    ]);
  });

  it("asks for each line alone when the server refuses without saying which line", async () => {
    const asked: number[][] = [];
    const result = await reorderLines(
      [line(1), line(2), line(3)],
      async (lines) => {
        asked.push(lines.map((each) => each.productId ?? 0));
        return lines.some((each) => each.productId === 2)
          ? refused(409, { error: "item_unavailable", message: "Towel 2 is no longer available" })
          : quoted(lines);
      },
      texts,
    );
    expect(asked).toEqual([[1, 2, 3], [1], [2], [3]]);
    expect(result).toMatchObject({
      items: [{ item: { id: "p1" } }, { item: { id: "p3" } }],
      skipped: [{ title: "Towel 2", message: "Towel 2 is no longer available" }],
    });
  });

  it("ends with nothing added when every line is refused", async () => {
    const result = await reorderLines(
      [line(1), line(2)],
      async (lines) =>
        refused(409, { errors: Object.fromEntries(lines.map((_, index) => [`lines.${index}`, "unavailable"])) }),
      texts,
    );
    expect(result).toEqual({
      items: [],
      skipped: [
        { title: "Towel 1", message: "unavailable" },
        { title: "Towel 2", message: "unavailable" },
      ],
    });
  });

  it.each([
    [
      "a refusal of the whole request",
      refused(403, { message: "Your account is restricted" }),
      "Your account is restricted",
    ],
    ["no answer at all", refused(0, {}), "offline"],
    ["an answer without a message", refused(500, {}), "unknown"],
  ])("changes nothing on %s", async (_name, answer, failure) => {
    expect(await reorderLines([line(1)], async () => answer, texts)).toEqual({ failure });
  });
});
