// Issue #19 item 1: a burst of simultaneous requests must not take the shop off its database.
// Each request here is dispatched to the Worker as a request of its own (`exports.default.fetch`,
// its own I/O context in workerd), as production traffic is; `api.request` would run them all in
// the test's one context and could never show one request holding up another's database client.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../workers/lib/db.ts";
import type { Customer } from "../../db/schema/index.ts";
import { createCustomer, fixturePassword } from "../fixtures/accounts.ts";
import { createBuyer, createDeliveryWorld, createStockedProduct, type DeliveryWorld } from "../fixtures/checkout.ts";

const db = openDb(env);
const origin = "http://localhost";
let world: DeliveryWorld;
let customer: Customer;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let productId: number;

beforeAll(async () => {
  world = await createDeliveryWorld(db);
  customer = await createCustomer(db);
  buyer = await createBuyer(db, world);
  productId = (await createStockedProduct(db, world, { quantity: 1000 })).id;
});

const send = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`${origin}${path}`, { ...init, headers: { origin, ...init.headers } }));

const json = (body: unknown, cookie?: string): RequestInit => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
});

/** One request of each kind the shop gets: public JSON, the catalogue twins, sign-ins, quotes. */
function mixedRequest(i: number): Promise<Response> {
  switch (i % 5) {
    case 0:
      return send("/api/front/settings");
    case 1:
      return send("/api/category?page=1");
    case 2:
      return send("/api/auth/login", json({ login: customer.email, password: fixturePassword }));
    case 3:
      return send(
        "/api/checkout/quote",
        json(
          {
            lines: [{ productId, quantity: 1 }],
            addressId: buyer.address.id,
            paymentMethodId: world.methods.bankTransfer.id,
          },
          buyer.cookie,
        ),
      );
    default:
      return send("/api/health");
  }
}

describe("a burst of simultaneous requests (issue #19 item 1)", () => {
  it("answers 200 simultaneous mixed requests without a 5xx, and the shop answers normally right after", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await mixedRequest(i);
        await response.arrayBuffer();
        return `${i % 5}:${response.status}`;
      }),
    );
    expect(answers.filter((answer) => /:5\d\d$/.test(answer))).toEqual([]);
    const health = await send("/api/health");
    expect(health.status).toBe(200);
    const settings = await send("/api/front/settings");
    expect(settings.status).toBe(200);
  }, 120_000);
});
