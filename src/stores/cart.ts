import { atom } from "nanostores";

/** SPEC §3: the cart lives in localStorage under this key prefix (plus the cart id when one is given). */
export const cartStoragePrefix = "react-use-cart";

/** Total quantity in the browser's cart, for the header badge. */
export const $cartCount = atom(0);

/** Reads the stored cart's totalItems; anything unreadable counts as an empty cart. */
export function readCartCount(storage: Pick<Storage, "getItem">, cartId = ""): number {
  try {
    const stored: unknown = JSON.parse(storage.getItem(cartStoragePrefix + cartId) ?? "null");
    if (stored && typeof stored === "object" && "totalItems" in stored) {
      const total = Number(stored.totalItems);
      return Number.isInteger(total) && total > 0 ? total : 0;
    }
  } catch {
    // Corrupt JSON: treat as empty rather than break the header.
  }
  return 0;
}

/** Keeps $cartCount in step with storage, including changes made in other tabs. */
export function startCartCount(): void {
  $cartCount.set(readCartCount(localStorage));
  addEventListener("storage", (event) => {
    if (event.key?.startsWith(cartStoragePrefix)) $cartCount.set(readCartCount(localStorage));
  });
}
