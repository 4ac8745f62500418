import { beforeEach, describe, expect, it } from "vitest";
import type { ApiResult } from "../../scripts/api-call.ts";
import { $queued, createOfflineQueue, type Call, type QueuedOrder, type QueueStorage } from "./offline-orders.ts";

function mapStorage(): QueueStorage {
  const map = new Map<string, QueuedOrder>();
  return {
    get: async (key) => map.get(key),
    set: async (key, order) => void map.set(key, structuredClone(order)),
    del: async (key) => void map.delete(key),
    all: async () => [...map.values()],
  };
}

const answer = (status: number, body: ApiResult["answer"]): ApiResult<never> => ({
  ok: status >= 200 && status < 300,
  status,
  answer: body as never,
  retryAfter: null,
});

/** A stand-in API: answers each call with the next of `answers`, and records what was asked. */
function scriptedApi(answers: ApiResult<never>[]) {
  const calls: { path: string; key: string | undefined; json: Record<string, unknown> }[] = [];
  const call: Call = async (request) => {
    calls.push({ path: request.path, key: request.headers?.["idempotency-key"], json: request.json as never });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${request.path}`);
    return next;
  };
  return { call, calls };
}

const offline = answer(0, {});
const placed = answer(201, { data: { id: 7, number: "JM-000007" } as never });

const order = (key: string, userId = 1) => ({
  key,
  userId,
  customerId: 3,
  customerName: null,
  request: { lines: [{ productId: 5, quantity: 2 }], addressId: 9, customerId: 3, expectedGrandTotal: 11_500 },
  currency: "SAR",
  confirmedAt: Date.now(),
});

describe("the offline order queue (decision 0097)", () => {
  beforeEach(() => $queued.set([]));

  it("keeps an order while there is no answer and sends it with the same key until one is placed", async () => {
    const api = scriptedApi([offline, offline, placed]);
    const queue = createOfflineQueue(mapStorage(), api.call);
    await queue.add(order("key-one"));
    expect($queued.get()).toMatchObject([{ key: "key-one", state: "waiting" }]);
    expect(await queue.sendWaiting(1)).toMatchObject([{ kind: "kept", order: { state: "waiting" } }]);
    await queue.send("key-one");
    expect(await queue.send("key-one")).toMatchObject({ kind: "sent", order: { number: "JM-000007" } });
    expect(api.calls.map((call) => call.key)).toEqual(["key-one", "key-one", "key-one"]);
    expect(api.calls[0]?.json).toMatchObject({ customerId: 3, expectedGrandTotal: 11_500 });
    expect($queued.get()).toEqual([]);
  });

  it("sends once the connection is back even while an attempt without it is still failing", async () => {
    // The first attempt (no connection) fails only once released; the connection comes back meanwhile
    let release = () => {};
    const failing = new Promise<ApiResult<never>>((resolve) => (release = () => resolve(offline)));
    const answers = [failing, Promise.resolve(placed)];
    const calls: (string | undefined)[] = [];
    const queue = createOfflineQueue(mapStorage(), async (request) => {
      calls.push(request.headers?.["idempotency-key"]);
      const next = answers.shift();
      if (!next) throw new Error(`unexpected call ${request.path}`);
      return next;
    });
    await queue.add(order("key-race"));
    const withoutConnection = queue.sendWaiting(1);
    await Promise.resolve();
    const connectionBack = queue.sendWaiting(1);
    release();
    expect(await withoutConnection).toMatchObject([{ kind: "kept", order: { state: "waiting" } }]);
    expect(await connectionBack).toMatchObject([{ kind: "sent", order: { number: "JM-000007" } }]);
    expect(calls).toEqual(["key-race", "key-race"]);
    expect($queued.get()).toEqual([]);
  });

  it("shows the server's new total when it changed, and sends again at it with the same key once confirmed", async () => {
    const api = scriptedApi([
      answer(409, { error: "order_total_changed", message: "The total changed" }),
      answer(200, { data: { grandTotal: 12_000, paymentMethods: [{ id: 4, name: "Bank transfer" }] } as never }),
      placed,
    ]);
    const queue = createOfflineQueue(mapStorage(), api.call);
    await queue.add(order("key-two"));
    await queue.sendWaiting(1);
    expect($queued.get()).toMatchObject([{ key: "key-two", state: "changed", newTotal: 12_000 }]);
    // The quote asks what the order asks, without the confirmed total
    expect(api.calls[1]).toMatchObject({ path: "/api/checkout/quote" });
    expect(api.calls[1]?.json).not.toHaveProperty("expectedGrandTotal");
    // A changed order is not sent again on its own
    await queue.sendWaiting(1);
    expect(api.calls).toHaveLength(2);
    expect(await queue.confirmNewTotal("key-two")).toMatchObject({ kind: "sent" });
    expect(api.calls[2]).toMatchObject({ key: "key-two", json: { expectedGrandTotal: 12_000 } });
    expect($queued.get()).toEqual([]);
  });

  it("never places an order kept without a total: the server prices it, the salesperson confirms, then one send", async () => {
    const quote = {
      grandTotal: 13_800,
      paymentMethods: [
        { id: 6, name: "Cash" },
        { id: 4, name: "Bank transfer" },
      ],
    };
    const api = scriptedApi([offline, answer(200, { data: quote as never }), placed]);
    const queue = createOfflineQueue(mapStorage(), api.call);
    const unpriced = order("key-unpriced");
    await queue.add({ ...unpriced, request: { ...unpriced.request, paymentMethodId: 4, expectedGrandTotal: null } });
    // No connection: still waiting, and nothing but a quote was asked
    await queue.sendWaiting(1);
    expect($queued.get()).toMatchObject([{ key: "key-unpriced", state: "waiting", newTotal: null }]);
    // The connection back: priced, not placed; the method chosen stays while the server allows it
    await queue.sendWaiting(1);
    expect($queued.get()).toMatchObject([
      { state: "changed", newTotal: 13_800, methodName: "Bank transfer", request: { paymentMethodId: 4 } },
    ]);
    expect(api.calls.map((call) => call.path)).toEqual(["/api/checkout/quote", "/api/checkout/quote"]);
    expect(api.calls[1]?.json).not.toHaveProperty("expectedGrandTotal");
    // Waiting for the salesperson: a page load sends nothing on its own
    await queue.sendWaiting(1);
    expect(api.calls).toHaveLength(2);
    expect(await queue.confirmNewTotal("key-unpriced")).toMatchObject({ kind: "sent" });
    expect(api.calls[2]).toMatchObject({
      path: "/api/orders",
      key: "key-unpriced",
      json: { expectedGrandTotal: 13_800, paymentMethodId: 4 },
    });
    expect($queued.get()).toEqual([]);
  });

  it("prices with the first method the server allows when the one chosen is no longer among them", async () => {
    const quote = { grandTotal: 9_000, paymentMethods: [{ id: 6, name: "Cash" }] };
    const api = scriptedApi([answer(200, { data: quote as never })]);
    const queue = createOfflineQueue(mapStorage(), api.call);
    const unpriced = order("key-method");
    await queue.add({ ...unpriced, request: { ...unpriced.request, paymentMethodId: 4, expectedGrandTotal: null } });
    await queue.sendWaiting(1);
    expect($queued.get()).toMatchObject([
      { methodName: "Cash", request: { paymentMethodId: 6, expectedGrandTotal: null } },
    ]);
    expect(api.calls[0]?.json).toMatchObject({ paymentMethodId: null });
  });

  it("keeps a refused order with the server's reason until the salesperson discards it: never a silent drop", async () => {
    const api = scriptedApi([
      answer(409, { error: "not_enough_stock", message: "Only 1 left" }),
      answer(500, { error: "server", message: "Server error" }),
    ]);
    const queue = createOfflineQueue(mapStorage(), api.call);
    await queue.add(order("key-three"));
    await queue.sendWaiting(1);
    expect($queued.get()).toMatchObject([{ state: "refused", reason: "Only 1 left" }]);
    await queue.send("key-three");
    // A server failure explains nothing: the page says "unknown checkout error"
    expect($queued.get()).toMatchObject([{ state: "refused", reason: null }]);
    await queue.discard("key-three");
    expect($queued.get()).toEqual([]);
  });

  it("lists and sends only the signed-in salesperson's orders, and stops at the first that finds no connection", async () => {
    const api = scriptedApi([offline]);
    const storage = mapStorage();
    const queue = createOfflineQueue(storage, api.call);
    await queue.add(order("theirs", 2));
    await queue.add(order("mine-a", 1));
    await queue.add(order("mine-b", 1));
    await queue.sendWaiting(1);
    expect($queued.get().map((kept) => kept.key)).toEqual(["mine-a", "mine-b"]);
    expect(api.calls.map((call) => call.key)).toEqual(["mine-a"]);
    expect(await storage.get("theirs")).toMatchObject({ state: "waiting" });
  });
});
