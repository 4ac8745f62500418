import { afterEach, describe, expect, it, vi } from "vitest";
import { $savedProducts, markSaved, startSavedProducts } from "./saved-products.ts";

// The lists a tab knows: a product saved while the first read of the lists is on its way stays
// saved when that older answer arrives (seen in e2e as a save button turning back to "not saved").

afterEach(() => {
  vi.unstubAllGlobals();
  $savedProducts.set(null);
});

describe("the saved products a tab knows", () => {
  it("keep a product saved while the lists were being read", async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
    });
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));

    const reading = startSavedProducts("owner-1");
    markSaved("owner-1", "wishlist", 7);
    // The read was answered before the save reached the server: it lists another product only
    answer(Response.json({ data: { wishlist: [3], favorites: [] } }));
    await reading;

    expect($savedProducts.get()).toEqual({ wishlist: [3, 7], favorites: [] });
    expect(JSON.parse(kept.get("saved-products") ?? "null").lists).toEqual({ wishlist: [3, 7], favorites: [] });
  });
});
