import { atom } from "nanostores";

export type SavedList = "wishlist" | "favorites";
export type SavedProducts = Record<SavedList, number[]>;

/** The products on the signed-in customer's lists, as far as this tab knows (null: not known). */
export const $savedProducts = atom<SavedProducts | null>(null);

/** sessionStorage key of the lists this tab last read, with whose they are and when. */
export const savedProductsKey = "saved-products";

/** How long a tab trusts the lists it read: saves from another device show after this. */
const freshMs = 5 * 60_000;

interface Kept {
  /** The account cookie's value when read: another account's lists are never shown. */
  owner: string;
  readAt: number;
  lists: SavedProducts;
}

/** The kept lists for `owner` when fresh; anything unreadable or stale counts as none. */
export function readKept(storage: Pick<Storage, "getItem">, owner: string, now = Date.now()): SavedProducts | null {
  try {
    const kept = JSON.parse(storage.getItem(savedProductsKey) ?? "null") as Kept | null;
    if (!kept || kept.owner !== owner || now - kept.readAt >= freshMs) return null;
    const isIds = (value: unknown) => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));
    return isIds(kept.lists?.wishlist) && isIds(kept.lists?.favorites) ? kept.lists : null;
  } catch {
    return null;
  }
}

function keep(owner: string, lists: SavedProducts) {
  try {
    sessionStorage.setItem(savedProductsKey, JSON.stringify({ owner, readAt: Date.now(), lists } satisfies Kept));
  } catch {
    // Storage may be disabled: the lists are read again on the next page.
  }
}

/** Loads the lists once per tab and owner (GET /api/account/saved-products), keeping them a few minutes. */
export async function startSavedProducts(owner: string): Promise<void> {
  const kept = readKept(sessionStorage, owner);
  if (kept) return $savedProducts.set(kept);
  const response = await fetch("/api/account/saved-products", { headers: { accept: "application/json" } });
  if (!response.ok) return;
  const { data } = (await response.json()) as { data: SavedProducts };
  // A product this tab saved while the lists were on their way stays saved: the answer may predate it
  const lists = withMarked(data, $savedProducts.get());
  keep(owner, lists);
  $savedProducts.set(lists);
}

/** The lists read, with what this tab marked saved meanwhile (`marked`: the store before the answer). */
function withMarked(read: SavedProducts, marked: SavedProducts | null): SavedProducts {
  if (!marked) return read;
  const union = (list: SavedList) => [...new Set([...read[list], ...marked[list]])];
  return { wishlist: union("wishlist"), favorites: union("favorites") };
}

/** Records a product this tab saved, so every page shows it saved at once. */
export function markSaved(owner: string, list: SavedList, productId: number): void {
  const lists = $savedProducts.get() ?? { wishlist: [], favorites: [] };
  if (lists[list].includes(productId)) return;
  const next = { ...lists, [list]: [...lists[list], productId] };
  keep(owner, next);
  $savedProducts.set(next);
}

/** Forgets the kept lists (a list page removed something): the next page reads them again. */
export function forgetSavedProducts(): void {
  try {
    sessionStorage.removeItem(savedProductsKey);
  } catch {
    // Nothing kept.
  }
}
