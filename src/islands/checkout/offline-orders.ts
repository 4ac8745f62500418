// Orders a salesperson confirmed without a connection (issue #22 item 4, decision 0097): kept on the
// phone (IndexedDB through idb-keyval) with their Idempotency-Key and request, sent when the
// connection returns, removed only when the server answers an order or the salesperson discards
// them. Every send of one order carries the same key, so a send whose answer was lost and a resend
// place one order (decision 0047). The server prices it then: a total other than the one confirmed
// is refused (order_total_changed) and the salesperson confirms the new total. An order kept with no
// total at all (the checkout never had a quote: offline from the start) is never sent as it is: the
// server quotes it first and the salesperson confirms that total, as a changed one.
import { createStore, del, get, set, values } from "idb-keyval";
import { atom } from "nanostores";
import type { CheckoutRequest, PlacedOrder, Quote } from "../../../core/contracts/checkout.ts";
import { callApi, type ApiResult } from "../../scripts/api-call.ts";

/** Where a kept order stands: waiting (to send or being sent), refused with a reason, or at a new total. */
export type QueuedState = "waiting" | "refused" | "changed";

export interface QueuedOrder {
  /** The order's Idempotency-Key: the same on every send. */
  key: string;
  /** The salesperson who confirmed it: only they see and send it on this phone. */
  userId: number;
  customerId: number;
  /** The customer's name as the cart kept it when the salesperson chose them, if it did. */
  customerName: string | null;
  /** The request as confirmed, `expectedGrandTotal` the total confirmed (null: to be priced). */
  request: CheckoutRequest & { customerId: number; expectedGrandTotal: number | null };
  currency: string;
  confirmedAt: number;
  state: QueuedState;
  /** The server's message for a refusal (null: none came, "unknown checkout error"). */
  reason: string | null;
  /** The server's total now, when it changed (or was first given to an order kept without one). */
  newTotal: number | null;
  /** The payment method the server's total is with, named, when it was priced here. */
  methodName?: string | null;
}

/** Where the kept orders live: IndexedDB in the browser, a map in unit tests. */
export interface QueueStorage {
  get(key: string): Promise<QueuedOrder | undefined>;
  set(key: string, order: QueuedOrder): Promise<void>;
  del(key: string): Promise<void>;
  all(): Promise<QueuedOrder[]>;
}

/** The API calls a send makes (callApi in the browser). */
export type Call = <T>(request: Parameters<typeof callApi>[0]) => Promise<ApiResult<T>>;

export function indexedDbStorage(): QueueStorage {
  const store = createStore("jumla-offline-orders", "orders");
  return {
    get: (key) => get<QueuedOrder>(key, store),
    set: (key, order) => set(key, order, store),
    del: (key) => del(key, store),
    all: () => values<QueuedOrder>(store),
  };
}

/** The signed-in salesperson's kept orders, oldest first, as the page shows them. */
export const $queued = atom<QueuedOrder[]>([]);
/** The keys being sent now, so the page says "Sending…" and no second send starts beside them. */
export const $sending = atom<ReadonlySet<string>>(new Set());

/** The run of `sendWaiting` under way: the next one starts after it (module-wide, as `$sending` is). */
let waitingRun: Promise<unknown> = Promise.resolve();

/** What a send came to. */
export type SendOutcome = { kind: "sent"; order: PlacedOrder } | { kind: "kept"; order: QueuedOrder };

export function createOfflineQueue(storage: QueueStorage, call: Call = callApi) {
  const refresh = async (userId: number) => {
    const mine = (await storage.all()).filter((order) => order.userId === userId);
    $queued.set(mine.sort((a, b) => a.confirmedAt - b.confirmedAt));
  };

  const keep = async (order: QueuedOrder) => {
    await storage.set(order.key, order);
    await refresh(order.userId);
    return { kind: "kept", order } as const;
  };

  /**
   * Asks the server's quote for a kept order (no total yet, or the total changed) and keeps it to be
   * confirmed at that total. The quote is asked without a payment method (its total does not
   * depend on one): the one chosen stays if the server still allows it, else the first it allows,
   * as the checkout chooses. Nothing was placed with the key yet, so the request may change.
   */
  async function price(order: QueuedOrder): Promise<SendOutcome> {
    const { expectedGrandTotal: _confirmed, ...request } = order.request;
    const quote = await call<Quote>({ path: "/api/checkout/quote", json: { ...request, paymentMethodId: null } });
    const priced = quote.ok ? quote.answer.data : null;
    if (priced) {
      const methods = priced.paymentMethods;
      const method = methods.find((candidate) => candidate.id === request.paymentMethodId) ?? methods[0];
      return keep({
        ...order,
        request: { ...order.request, paymentMethodId: method?.id ?? null },
        state: "changed",
        reason: null,
        newTotal: priced.grandTotal,
        methodName: method?.name ?? null,
      });
    }
    if (quote.status === 0) return keep({ ...order, state: "waiting", reason: null });
    return keep({ ...order, state: "refused", reason: quote.status >= 500 ? null : (quote.answer.message ?? null) });
  }

  /**
   * Sends one kept order with its key. Removed only when an order comes back; no answer leaves it
   * waiting; a changed total asks the server's quote to show the new one; any other refusal keeps
   * it with the server's message. One kept without a total is only priced: never placed before the
   * salesperson has seen and confirmed the server's total.
   */
  async function send(key: string): Promise<SendOutcome | null> {
    if ($sending.get().has(key)) return null;
    const order = await storage.get(key);
    if (!order) return null;
    $sending.set(new Set([...$sending.get(), key]));
    try {
      if (order.request.expectedGrandTotal === null) return await price(order);
      const result = await call<PlacedOrder>({
        path: "/api/orders",
        json: order.request,
        headers: { "idempotency-key": order.key },
      });
      const placed = result.ok ? result.answer.data : null;
      if (placed) {
        await storage.del(key);
        await refresh(order.userId);
        return { kind: "sent", order: placed };
      }
      if (result.status === 0) return await keep({ ...order, state: "waiting", reason: null });
      if (result.answer.error === "order_total_changed") return await price(order);
      const reason = result.status >= 500 ? null : (result.answer.message ?? null);
      return await keep({ ...order, state: "refused", reason });
    } finally {
      const rest = new Set($sending.get());
      rest.delete(key);
      $sending.set(rest);
    }
  }

  /** Sends the salesperson's waiting orders one after another, stopping at the first with no connection. */
  async function sendEachWaiting(userId: number): Promise<SendOutcome[]> {
    await refresh(userId);
    const outcomes: SendOutcome[] = [];
    for (const order of $queued.get()) {
      if (order.state !== "waiting") continue;
      const outcome = await send(order.key);
      if (outcome) outcomes.push(outcome);
      // Still no connection: the rest would fail the same way
      if (outcome?.kind === "kept" && outcome.order.state === "waiting") break;
    }
    return outcomes;
  }

  return {
    refresh,
    send,
    /**
     * Keeps an order confirmed without a connection, waiting to send; with `expectedGrandTotal`
     * null it is "to be priced" (the checkout had no quote).
     */
    async add(order: Omit<QueuedOrder, "state" | "reason" | "newTotal">) {
      await keep({ ...order, state: "waiting", reason: null, newTotal: null });
    },
    /**
     * Sends every kept order of the salesperson that waits (the connection came back, a page
     * loaded), after the run already under way: a call made while one runs (the connection came
     * back while an attempt without it was still failing) would otherwise skip the orders that run
     * holds, and they would wait for the next page or connection.
     */
    sendWaiting(userId: number): Promise<SendOutcome[]> {
      const run = waitingRun.then(() => sendEachWaiting(userId));
      waitingRun = run.catch(() => undefined);
      return run;
    },
    /** The salesperson confirms the server's new total: sent again with the same key. */
    async confirmNewTotal(key: string): Promise<SendOutcome | null> {
      const order = await storage.get(key);
      if (!order || order.newTotal === null) return null;
      await storage.set(key, {
        ...order,
        request: { ...order.request, expectedGrandTotal: order.newTotal },
        state: "waiting",
        newTotal: null,
        methodName: null,
      });
      return send(key);
    },
    /** The salesperson's explicit discard: the only way a kept order goes without being placed. */
    async discard(key: string) {
      const order = await storage.get(key);
      await storage.del(key);
      if (order) await refresh(order.userId);
    },
  };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

let browserQueue: OfflineQueue | undefined;
/** The page's queue over IndexedDB. */
export const offlineQueue = (): OfflineQueue => (browserQueue ??= createOfflineQueue(indexedDbStorage()));
