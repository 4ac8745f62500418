import { setPersistentEngine } from "@nanostores/persistent";
import { cleanStores, keepMount } from "nanostores";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PurchaseBuyer, PurchaseProduct, PurchaseVariant } from "../../core/contracts/purchase.ts";
import { addToCart, cartLine, checkRequest, type AddRequest } from "./add-to-cart.ts";
import { emptyCartState } from "./cart-state.ts";
import { createCartStore, type CartStore } from "./cart.ts";

const approved: PurchaseBuyer = { kind: "customer", status: "approved", isRestricted: false };

const variant = (id: number, overrides: Partial<PurchaseVariant> = {}): PurchaseVariant => ({
  id,
  code: `TOWEL-${id}`,
  values: [
    { attribute: "Size", value: "M" },
    { attribute: "Colour", value: `C${id}` },
  ],
  price: 2_000,
  breaks: [],
  stock: 60,
  isAvailable: true,
  ...overrides,
});

const product = (overrides: Partial<PurchaseProduct> = {}): PurchaseProduct => ({
  id: 7,
  title: "Bath towel",
  sku: "TOWEL",
  slug: "bath-towel",
  imageUrl: "/media/towel.png",
  isAvailable: true,
  price: 1_500,
  breaks: [],
  minOrderQuantity: 12,
  packSize: 6,
  maxPerProduct: 500,
  stock: 100,
  variants: [],
  optionGroups: [
    {
      id: 3,
      name: "Packaging",
      note: null,
      isRequired: true,
      minSelections: 1,
      maxSelections: 1,
      choices: [
        { id: 31, name: "Carton", priceDelta: 0 },
        { id: 32, name: "Gift box", priceDelta: 250 },
      ],
    },
  ],
  buyer: approved,
  ...overrides,
});

const request = (overrides: Partial<AddRequest> = {}): AddRequest => ({
  product: product(),
  variant: null,
  choiceIds: [31],
  quantity: 12,
  ...overrides,
});

describe("who may add (decision 0050)", () => {
  it.each<[string, PurchaseBuyer | null, string]>([
    ["a guest", { kind: "guest" }, "cart.loginRequired"],
    ["a page whose live answer has not come", null, "cart.loginRequired"],
    [
      "an unverified customer",
      { kind: "customer", status: "unverified", isRestricted: false },
      "auth.login.unverified",
    ],
    [
      "a customer awaiting approval",
      { kind: "customer", status: "unapproved", isRestricted: false },
      "auth.login.unapproved",
    ],
    ["a restricted customer", { kind: "customer", status: "approved", isRestricted: true }, "errors.accountRestricted"],
  ])("refuses %s", (_name, buyer, message) => {
    expect(checkRequest(emptyCartState(), request({ product: product({ buyer }) }))?.message).toBe(message);
  });

  it.each<[string, PurchaseBuyer]>([
    ["an approved customer", approved],
    ["a salesperson", { kind: "salesperson" }],
  ])("lets %s add", (_name, buyer) => {
    expect(checkRequest(emptyCartState(), request({ product: product({ buyer }) }))).toBeNull();
  });
});

describe("the rules of a line (SPEC §5, issue #10 item 2)", () => {
  it.each<[string, Partial<AddRequest>, string, Record<string, string | number>]>([
    ["no choice in a required group", { choiceIds: [] }, "purchase.options.incorrect", {}],
    ["two choices where one is the most", { choiceIds: [31, 32] }, "purchase.options.incorrect", {}],
    ["a choice of another product", { choiceIds: [99] }, "purchase.options.incorrect", {}],
    ["below the minimum", { quantity: 6 }, "cart.belowMinimum", { item: "Bath towel", min: 12 }],
    ["not whole cases", { quantity: 15 }, "cart.notWholePacks", { item: "Bath towel", pack: 6 }],
    ["more than the stock", { quantity: 102 }, "cart.notEnough", { item: "Bath towel", max: 96 }],
    [
      "an unavailable product",
      { product: product({ isAvailable: false }) },
      "cart.unavailable",
      { item: "Bath towel" },
    ],
    [
      "an unavailable variant",
      { product: product({ optionGroups: [] }), choiceIds: [], variant: variant(1, { isAvailable: false }) },
      "cart.unavailable",
      { item: "Bath towel (M / C1)" },
    ],
  ])("refuses %s", (_name, overrides, message, params) => {
    expect(checkRequest(emptyCartState(), request(overrides))).toEqual({ message, params });
  });

  it("caps a variant by its own stock, and by the site's max per product", () => {
    const towel = product({ optionGroups: [], stock: null });
    const base = { product: towel, choiceIds: [] };
    expect(checkRequest(emptyCartState(), { ...base, variant: variant(1), quantity: 66 })?.params).toMatchObject({
      max: 60,
    });
    const capped = { ...base, product: { ...towel, maxPerProduct: 40 }, variant: variant(1), quantity: 42 };
    expect(checkRequest(emptyCartState(), capped)?.params).toMatchObject({ max: 36 });
  });
});

describe("adding to the cart store", () => {
  let store: CartStore;
  beforeEach(() => {
    setPersistentEngine({}, { addEventListener: () => {}, removeEventListener: () => {} });
    store = createCartStore("add-test");
    keepMount(store.$cart);
  });
  afterEach(() => cleanStores(store.$cart));

  it("adds a line whose id names product, variant and choices, priced for display with the choices", () => {
    expect(addToCart([request({ choiceIds: [32], quantity: 18 })], store)).toEqual({ isAdded: true });
    expect(store.$cart.get().items).toEqual([
      {
        ...cartLine(request({ choiceIds: [32] })),
        id: "p7-c32",
        price: 1_750,
        quantity: 18,
        itemTotal: 31_500,
      },
    ]);
    expect(store.$cart.get().items[0]).toMatchObject({ productId: 7, variantId: null, choiceIds: [32], packSize: 6 });
  });

  it("adds to the same line again within the limits, then says Max stock added when the cart holds the most", () => {
    addToCart([request({ quantity: 48 })], store);
    expect(addToCart([request({ quantity: 48 })], store)).toEqual({ isAdded: true });
    expect(store.$cart.get().items).toHaveLength(1);
    expect(store.$cart.get().totalItems).toBe(96);
    const answer = addToCart([request({ quantity: 12 })], store);
    expect(answer).toEqual({ isAdded: false, refusals: new Map([[0, { message: "cart.maxStock", params: {} }]]) });
  });

  it("counts other choices of the same product against its stock (one stock-keeping unit)", () => {
    addToCart([request({ quantity: 60 })], store);
    const answer = addToCart([request({ choiceIds: [32], quantity: 42 })], store);
    expect(answer.isAdded).toBe(false);
    expect(!answer.isAdded && answer.refusals.get(0)).toMatchObject({ message: "cart.notEnough", params: { max: 96 } });
  });

  it("adds many variants in one update, or none when one cell is refused", () => {
    const towel = product({ optionGroups: [], stock: null });
    const lines = [1, 2, 3].map((id) => ({ product: towel, variant: variant(id), choiceIds: [], quantity: 12 }));
    const [first, second, third] = lines as unknown as [AddRequest, AddRequest, AddRequest];
    const refused = addToCart([first, second, { ...third, quantity: 13 }], store);
    expect(refused.isAdded).toBe(false);
    expect(!refused.isAdded && [...refused.refusals.keys()]).toEqual([2]);
    expect(store.$cart.get().items).toEqual([]);
    let updates = 0;
    const stop = store.$cart.listen(() => (updates += 1));
    expect(addToCart(lines, store)).toEqual({ isAdded: true });
    stop();
    expect(updates).toBe(1);
    expect(store.$cart.get().items.map((item) => [item.id, item.quantity])).toEqual([
      ["p7-v1", 12],
      ["p7-v2", 12],
      ["p7-v3", 12],
    ]);
  });

  it("counts two cells of the same variant in one call together", () => {
    const towel = product({ optionGroups: [], stock: null });
    const line = { product: towel, variant: variant(1), choiceIds: [], quantity: 36 };
    const answer = addToCart([line, line], store);
    expect(!answer.isAdded && answer.refusals.get(1)).toMatchObject({ message: "cart.notEnough" });
  });
});
