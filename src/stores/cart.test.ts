import { cleanStores, keepMount } from "nanostores";
import { setPersistentEngine, type PersistentListener } from "@nanostores/persistent";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  addItem,
  cartErrors,
  cartLineId,
  cartStorageKey,
  clearCartMetadata,
  emptyCart,
  emptyCartState,
  readCart,
  removeItem,
  setCartMetadata,
  setItems,
  updateCartMetadata,
  updateItem,
  updateItemQuantity,
  type CartState,
} from "./cart-state.ts";
import { createCartStore } from "./cart.ts";

const shirt = { id: "p1", price: 1500, title: "Shirt" };
const towel = { id: "p2", price: 800 };
const withShirt = () => addItem(emptyCartState("c1"), shirt, 2);

describe("cart operations (SPEC §4, §5 Cart)", () => {
  it("sets items, a missing or zero quantity becoming 1, and recomputes every total", () => {
    const cart = setItems(emptyCartState("c1"), [
      shirt,
      { ...towel, quantity: 3 },
      { id: "p3", price: 100, quantity: 0 },
    ]);
    expect(cart.items.map((item) => [item.id, item.quantity, item.itemTotal])).toEqual([
      ["p1", 1, 1500],
      ["p2", 3, 2400],
      ["p3", 1, 100],
    ]);
    expect(cart).toMatchObject({ isEmpty: false, totalItems: 5, totalUniqueItems: 3, cartTotal: 4000, id: "c1" });
  });

  it("appends a new id with the given quantity, defaulting to 1", () => {
    const cart = addItem(withShirt(), towel);
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([
      ["p1", 2],
      ["p2", 1],
    ]);
    expect(cart.cartTotal).toBe(3800);
  });

  it("adds to the quantity of an existing id, keeping its place", () => {
    const cart = addItem(addItem(withShirt(), towel), { id: "p1" }, 3);
    expect(cart.items.map((item) => [item.id, item.quantity, item.itemTotal])).toEqual([
      ["p1", 5, 7500],
      ["p2", 1, 800],
    ]);
    expect(cart.totalItems).toBe(6);
  });

  it.each([0, -2])("does nothing when adding a quantity of %i", (quantity) => {
    const before = withShirt();
    expect(addItem(before, shirt, quantity)).toBe(before);
    expect(addItem(emptyCartState(), towel, quantity).isEmpty).toBe(true);
  });

  it("refuses an item without an id", () => {
    expect(() => addItem(emptyCartState(), { id: "", price: 1 })).toThrow(cartErrors.missingId);
    expect(cartErrors.missingId).toBe("You must provide an `id` for items");
  });

  it("refuses a new item without a price, but not an existing one", () => {
    expect(() => addItem(emptyCartState(), { id: "p9" })).toThrow("You must pass a `price` for new items");
    expect(addItem(withShirt(), { id: "p1" }).items[0]?.quantity).toBe(3);
  });

  it("updates an item's fields and totals; an unknown id changes nothing", () => {
    const cart = updateItem(withShirt(), "p1", { price: 2000, note: "gift" });
    expect(cart.items[0]).toMatchObject({ price: 2000, note: "gift", quantity: 2, itemTotal: 4000 });
    expect(cart.cartTotal).toBe(4000);
    expect(updateItem(withShirt(), "p9", { price: 1 }).items).toEqual(withShirt().items);
  });

  it("updates an item's quantity", () => {
    const cart = updateItemQuantity(withShirt(), "p1", 7);
    expect(cart).toMatchObject({ totalItems: 7, cartTotal: 10500 });
  });

  it.each([0, -1])("removes the item when its quantity is updated to %i", (quantity) => {
    const cart = updateItemQuantity(addItem(withShirt(), towel), "p1", quantity);
    expect(cart.items.map((item) => item.id)).toEqual(["p2"]);
  });

  it("fails to update the quantity of an unknown item", () => {
    expect(() => updateItemQuantity(withShirt(), "p9", 2)).toThrow("No such item to update");
  });

  it("removes an item", () => {
    const cart = removeItem(addItem(withShirt(), towel), "p1");
    expect(cart).toMatchObject({ totalUniqueItems: 1, totalItems: 1, cartTotal: 800 });
    expect(removeItem(withShirt(), "p1")).toMatchObject({ isEmpty: true, totalItems: 0, cartTotal: 0 });
  });

  it("empties the cart, metadata included, as react-use-cart does", () => {
    const cart = setCartMetadata(withShirt(), { customerId: 4 });
    expect(emptyCart()).toEqual({
      items: [],
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
      metadata: {},
    });
    expect(cart.metadata).toEqual({ customerId: 4 });
  });

  it("sets, updates and clears metadata", () => {
    const set = setCartMetadata(withShirt(), { customerId: 4, note: "a" });
    const updated = updateCartMetadata(set, { note: "b", po: "PO-1" });
    expect(updated.metadata).toEqual({ customerId: 4, note: "b", po: "PO-1" });
    expect(setCartMetadata(updated, { po: "PO-2" }).metadata).toEqual({ po: "PO-2" });
    expect(clearCartMetadata(updated).metadata).toEqual({});
    expect(clearCartMetadata(updated).items).toEqual(updated.items);
  });
});

describe("stored carts", () => {
  // A cart as react-use-cart 1.14 writes it after addItem({ id, price, name }, 2) and setCartMetadata
  const written = {
    id: "k2x9q0a1b2c3",
    items: [{ id: "p1", price: 1500, name: "Shirt", quantity: 2, itemTotal: 3000 }],
    isEmpty: false,
    totalItems: 2,
    totalUniqueItems: 1,
    cartTotal: 3000,
    metadata: { customerId: 4 },
  };

  it("loads react-use-cart's shape as it is", () => {
    expect(readCart(JSON.stringify(written))).toEqual(written);
  });

  it("loads react-use-cart's emptied cart, which has no id", () => {
    expect(readCart(JSON.stringify(emptyCart()))).toEqual(emptyCart());
  });

  it.each([
    ["nothing stored", null],
    ["corrupt JSON", "{not json"],
    ["an array", "[]"],
    ["a number", "7"],
  ])("reads %s as an empty cart", (_, stored) => {
    expect(readCart(stored)).toMatchObject({ items: [], isEmpty: true, totalItems: 0 });
  });

  it("drops unreadable items and recomputes totals instead of trusting them", () => {
    const stored = {
      ...written,
      items: [
        ...written.items,
        { id: "", price: 1, quantity: 1 },
        { id: "p2", price: "x", quantity: 1 },
        { id: "p3", price: 5, quantity: 0 },
      ],
      totalItems: 99,
      cartTotal: 1,
    };
    expect(readCart(JSON.stringify(stored))).toEqual(written);
  });

  it("is kept under react-use-cart, with the cart id appended when one is supplied", () => {
    expect(cartStorageKey()).toBe("react-use-cart");
    expect(cartStorageKey("b2b")).toBe("react-use-cart-b2b");
  });
});

describe("the cart store", () => {
  let storage: Record<string, string>;
  let listeners: PersistentListener[];
  beforeEach(() => {
    storage = {};
    listeners = [];
    setPersistentEngine(storage, {
      addEventListener: (_key, listener) => listeners.push(listener),
      removeEventListener: (_key, listener) => (listeners = listeners.filter((other) => other !== listener)),
    });
  });
  afterEach(() => cleanStores());

  it("saves each operation to local storage in react-use-cart's shape", () => {
    const store = createCartStore("t1");
    keepMount(store.$cart);
    store.addItem(shirt, 2);
    store.updateCartMetadata({ po: "PO-7" });
    const saved: CartState = JSON.parse(storage["react-use-cart-t1"] ?? "null");
    expect(saved).toEqual({
      id: "t1",
      items: [{ ...shirt, quantity: 2, itemTotal: 3000 }],
      isEmpty: false,
      totalItems: 2,
      totalUniqueItems: 1,
      cartTotal: 3000,
      metadata: { po: "PO-7" },
    });
    expect(store.$count.get()).toBe(2);
  });

  it("follows a change made in another tab", () => {
    const store = createCartStore("t2");
    const counts: number[] = [];
    const unbind = store.$count.subscribe((count) => counts.push(count));
    const other = addItem(emptyCartState("t2"), towel, 4);
    for (const listener of listeners) listener({ key: "react-use-cart-t2", newValue: JSON.stringify(other) });
    expect(store.$cart.get().items.map((item) => item.id)).toEqual(["p2"]);
    expect(counts).toEqual([0, 4]);
    unbind();
  });
});

describe("cart line ids (issue #10 item 2)", () => {
  it.each([
    [[12], "p12"],
    [[12, 40], "p12-v40"],
    [[12, null, [7, 3, 7]], "p12-c3.7"],
    [[12, 40, [3, 7]], "p12-v40-c3.7"],
  ] as const)("names %j as %s", (args, id) => {
    expect(cartLineId(...(args as unknown as [number, number?, number[]?]))).toBe(id);
  });

  it("gives the same product with other choices another line", () => {
    expect(cartLineId(12, null, [3])).not.toBe(cartLineId(12, null, [4]));
  });
});
