// Issue #21 items 2 and 8, decision 0089: payment methods in the back office. Create, read, list,
// PUT, PATCH, delete; both languages' display names; a provider and gateway for online kinds only;
// max limit not below min; an online method switched on only where the deployment has its
// gateway's keys; a method orders were placed with is switched off, not deleted; PUT {id}/zones
// replaces its zones; and the next checkout quote offers exactly what these say.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  PaymentGatewayState,
  PaymentMethodDetail,
  PaymentMethodRow,
  PaymentMethodZone,
} from "../../core/contracts/admin/payment-methods.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { paymentMethods, paymentMethodZones } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi, type AdminAnswer } from "../fixtures/admin-api.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { createGalleryImage, uniqueToken } from "../fixtures/catalogue.ts";
import { callCheckout, createBuyer, createDeliveryWorld, createStockedProduct } from "../fixtures/checkout.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<PaymentMethodDetail>("payment-methods");

const methodBody = (overrides: Record<string, unknown> = {}) => ({
  name: `transfer-${uniqueToken()}`,
  kind: "bank_transfer",
  translations: {
    en: { displayName: "Bank transfer", note: "Pay to the account on your invoice." },
    ar: { displayName: "تحويل بنكي", note: "حوّل إلى الحساب المذكور في الفاتورة." },
  },
  ...overrides,
});

const cardBody = (overrides: Record<string, unknown> = {}) =>
  methodBody({ name: `card-${uniqueToken()}`, kind: "online", provider: "Moyasar", gateway: "moyasar", ...overrides });

async function createMethod(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: methodBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

/** An admin call under another deployment profile (testing_v2 takes cards through Moyasar). */
async function adminAs(
  profile: string,
  path: string,
  init: { method?: string; body?: unknown; language?: string } = {},
) {
  const headers = new Headers({
    cookie: session.cookie,
    origin: "http://localhost",
    "accept-language": init.language ?? "en",
    "content-type": "application/json",
  });
  const response = await api.request(
    `http://localhost/api/admin/${path}`,
    { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: JSON.stringify(init.body) },
    { ...env, PROFILE: profile },
  );
  return { status: response.status, ...((await response.json()) as AdminAnswer<PaymentMethodDetail>) };
}

describe("payment methods: create, read, list, update", () => {
  it("creates a method with both languages' texts, its logo and limits, and reads it back", async () => {
    const logo = await createGalleryImage(db);
    const created = await createMethod({ logoImageId: logo.id, minLimit: 10_000, maxLimit: 500_000, position: 3 });
    expect(created).toMatchObject({
      kind: "bank_transfer",
      provider: null,
      gateway: null,
      logoImageId: logo.id,
      isOnline: false,
      hasInstallments: false,
      minLimit: 10_000,
      maxLimit: 500_000,
      active: true,
      position: 3,
      zoneCount: 0,
      orderCount: 0,
      translations: {
        en: { displayName: "Bank transfer", note: "Pay to the account on your invoice." },
        ar: { displayName: "تحويل بنكي", note: "حوّل إلى الحساب المذكور في الفاتورة." },
      },
    });
    expect(created.logo?.id).toBe(logo.id);
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("lists methods named in the request's language, found by either language's name", async () => {
    const token = uniqueToken();
    const created = await createMethod({
      translations: { en: { displayName: `Wire ${token}` }, ar: { displayName: `حوالة ${token}` } },
    });
    for (const [language, displayName] of [
      ["en", `Wire ${token}`],
      ["ar", `حوالة ${token}`],
    ] as const) {
      const response = await admin(`?search=${encodeURIComponent(`حوالة ${token}`)}`, { language });
      const page = (await json<AdminListPage<PaymentMethodRow>>(response)).data;
      expect(page.items.map((row) => [row.id, row.displayName])).toEqual([[created.id, displayName]]);
    }
  });

  it("sets the online and instalments flags from the kind", async () => {
    const created = await createMethod({ kind: "installments", provider: "Klarna", gateway: "stripe", active: false });
    expect(created).toMatchObject({ isOnline: true, hasInstallments: true });
    const patched = await admin(`/${created.id}`, {
      method: "PATCH",
      body: { kind: "cash", provider: null, gateway: null },
    });
    expect((await json(patched)).data).toMatchObject({ kind: "cash", isOnline: false, hasInstallments: false });
  });

  it("replaces (PUT) and changes (PATCH) a method", async () => {
    const created = await createMethod();
    const name = `renamed-${uniqueToken()}`;
    const put = await admin(`/${created.id}`, {
      method: "PUT",
      body: methodBody({
        name,
        kind: "check",
        translations: { en: { displayName: "Cheque" }, ar: { displayName: "شيك" } },
      }),
    });
    expect((await json(put)).data).toMatchObject({
      name,
      kind: "check",
      translations: { en: { displayName: "Cheque", note: null }, ar: { displayName: "شيك", note: null } },
    });
    const patch = await admin(`/${created.id}`, { method: "PATCH", body: { active: false, maxLimit: 100 } });
    expect((await json(patch)).data).toMatchObject({ name, active: false, maxLimit: 100 });
  });

  it.each([
    [
      "the Arabic display name missing",
      { translations: { en: { displayName: "Cash" } } },
      "translations.ar",
      "This field is required",
    ],
    [
      "an English display name blank",
      { translations: { en: { displayName: " " }, ar: { displayName: "نقداً" } } },
      "translations.en.displayName",
      "This field is required",
    ],
    ["an unknown kind", { kind: "barter" }, "kind", "Choose one of the options"],
    [
      "an online kind without its provider",
      { kind: "online", gateway: "stripe" },
      "provider",
      "This field is required",
    ],
    [
      "an online kind without its gateway",
      { kind: "online", provider: "Stripe", active: false },
      "gateway",
      "This field is required",
    ],
    [
      "a gateway without an adapter",
      { kind: "online", provider: "Tabby", gateway: "tabby" },
      "gateway",
      "Choose one of the options",
    ],
    [
      "an offline kind with a gateway",
      { kind: "cash", gateway: "stripe" },
      "gateway",
      "Only online and instalment methods have a provider and a gateway",
    ],
    [
      "an offline kind with a provider",
      { kind: "check", provider: "Stripe" },
      "provider",
      "Only online and instalment methods have a provider and a gateway",
    ],
    [
      "a max limit below the min",
      { minLimit: 5_000, maxLimit: 4_999 },
      "maxLimit",
      "The highest order must not be below the lowest order",
    ],
  ])("refuses %s", async (_, overrides, field, message) => {
    const response = await admin("", { body: methodBody(overrides) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[field]).toBe(message);
  });

  it("saves a method sent back as it was read, a note it has not as null", async () => {
    const created = await createMethod({ translations: { en: { displayName: "Cheque" }, ar: { displayName: "شيك" } } });
    expect(created.translations.en.note).toBeNull();
    const { id, name, kind, translations } = created;
    const put = await admin(`/${id}`, { method: "PUT", body: { name, kind, translations } });
    expect(put.status, JSON.stringify(await put.clone().json())).toBe(200);
    expect((await json(put)).data.translations).toEqual(translations);
  });

  it("accepts a max limit equal to the min", async () => {
    expect(await createMethod({ minLimit: 5_000, maxLimit: 5_000 })).toMatchObject({
      minLimit: 5_000,
      maxLimit: 5_000,
    });
  });

  it("checks a PATCH with the stored fields: an offline method made online needs its provider and gateway", async () => {
    const created = await createMethod({ minLimit: 5_000 });
    const online = await admin(`/${created.id}`, { method: "PATCH", body: { kind: "online" } });
    expect(online.status).toBe(400);
    expect((await json(online)).errors).toMatchObject({
      provider: "This field is required",
      gateway: "This field is required",
    });
    const limit = await admin(`/${created.id}`, { method: "PATCH", body: { maxLimit: 100 } });
    expect((await json(limit)).errors?.maxLimit).toBe("The highest order must not be below the lowest order");
  });

  it("refuses a name another method has, at the name, in the request's language", async () => {
    const first = await createMethod();
    for (const [language, message] of [
      ["en", "Already used; choose another"],
      ["ar", "مستخدم من قبل؛ اختر غيره"],
    ] as const) {
      const response = await admin("", { body: methodBody({ name: first.name }), language });
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.name).toBe(message);
    }
  });
});

describe("payment methods: an online method is switched on only with its gateway's keys", () => {
  it("refuses to switch a card method on where the profile takes no cards, and says why in both languages", async () => {
    // testing_v1 takes no cards (SPEC §1): its Worker has keys, but the profile has no card provider.
    for (const [language, message] of [
      ["en", "An online method can be switched on only where this shop has its gateway's keys"],
      ["ar", "لا يمكن تفعيل طريقة دفع إلكتروني إلا إذا كانت لدى المتجر مفاتيح بوابتها"],
    ] as const) {
      const response = await admin("", { body: cardBody(), language });
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.active).toContain(message);
    }
    const off = await createMethod(cardBody({ active: false }));
    const switchedOn = await admin(`/${off.id}`, { method: "PATCH", body: { active: true } });
    expect(switchedOn.status).toBe(400);
    expect((await json(switchedOn)).errors?.active).toContain("gateway's keys");
  });

  it("switches it on where the profile takes cards through that gateway, and not instalments it does not take", async () => {
    const card = await adminAs("testing_v2", "payment-methods", { body: cardBody() });
    expect(card.status, JSON.stringify(card)).toBe(201);
    expect(card.data).toMatchObject({ kind: "online", active: true });
    // Moyasar takes no instalments (decision 0049)
    const installments = await adminAs("testing_v2", "payment-methods", {
      body: cardBody({ kind: "installments", provider: "Tabby" }),
    });
    expect(installments.status).toBe(400);
    expect(installments.errors?.active).toContain("gateway's keys");
  });

  it("tells the form which gateways may be switched on here", async () => {
    const response = await call("/api/admin/payment-gateways", { cookie: session.cookie });
    const states = (await json<PaymentGatewayState[]>(response)).data;
    expect(states).toEqual([
      { gateway: "stripe", takesOnline: false, takesInstallments: false },
      { gateway: "moyasar", takesOnline: false, takesInstallments: false },
    ]);
    const v2 = await adminAs("testing_v2", "payment-gateways");
    expect(v2.data).toContainEqual({ gateway: "moyasar", takesOnline: true, takesInstallments: false });
  });
});

describe("payment methods: delete", () => {
  it("deletes a method no order was placed with", async () => {
    const created = await createMethod();
    expect((await admin(`/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await db.$count(paymentMethods, eq(paymentMethods.id, created.id))).toBe(0);
  });

  it("keeps a method orders were placed with and says to switch it off instead, in both languages", async () => {
    const created = await createMethod();
    const customer = await createCustomer(db);
    await createOrder(db, customer.id, { columns: { paymentMethodId: created.id } });
    const refused = await admin(`/${created.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: "payment_method_in_orders",
      message: "Problem deleting payment method",
      hint: "Orders were placed with it, so it is kept for them; switch it off to stop offering it.",
    });
    const arabic = await json(await admin(`/${created.id}`, { method: "DELETE", language: "ar" }));
    expect(arabic.hint).toBe("قُدّمت بها طلبات، لذا يُحتفظ بها لتلك الطلبات؛ أوقفها لتتوقف صفحة الدفع عن عرضها.");
    expect((await json(await admin(`/${created.id}`))).data).toMatchObject({ orderCount: 1, active: true });
    const off = await admin(`/${created.id}`, { method: "PATCH", body: { active: false } });
    expect((await json(off)).data.active).toBe(false);
  });
});

describe("payment methods: zones", () => {
  it("replaces a method's zones in one PUT and lists every zone with whether it is assigned", async () => {
    const [a, b] = [await createDeliveryWorld(db), await createDeliveryWorld(db)];
    const created = await createMethod();
    const put = await admin(`/${created.id}/zones`, { method: "PUT", body: { zoneIds: [a.zone.id, b.zone.id] } });
    expect(put.status).toBe(200);
    const zones = (await json<PaymentMethodZone[]>(put)).data;
    expect(zones).toContainEqual({ id: a.zone.id, name: a.zone.name, isAssigned: true });
    expect(zones).toContainEqual({ id: b.zone.id, name: b.zone.name, isAssigned: true });

    await admin(`/${created.id}/zones`, { method: "PUT", body: { zoneIds: [b.zone.id] } });
    const stored = await db
      .select({ zoneId: paymentMethodZones.zoneId })
      .from(paymentMethodZones)
      .where(eq(paymentMethodZones.paymentMethodId, created.id));
    expect(stored).toEqual([{ zoneId: b.zone.id }]);
    const read = (await json<PaymentMethodZone[]>(await admin(`/${created.id}/zones`))).data;
    expect(read.find((zone) => zone.id === a.zone.id)?.isAssigned).toBe(false);
    expect((await json(await admin(`/${created.id}`))).data.zoneCount).toBe(1);

    await admin(`/${created.id}/zones`, { method: "PUT", body: { zoneIds: [] } });
    expect(await db.$count(paymentMethodZones, eq(paymentMethodZones.paymentMethodId, created.id))).toBe(0);
  });

  it("refuses a zone that does not exist and a method that does not", async () => {
    const created = await createMethod();
    const unknown = await admin(`/${created.id}/zones`, { method: "PUT", body: { zoneIds: [999_999_999] } });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).errors?.zoneIds).toBe("Choose one of the options");
    expect((await admin("/999999999/zones", { method: "PUT", body: { zoneIds: [] } })).status).toBe(404);
    expect((await admin("/999999999/zones")).status).toBe(404);
  });
});

describe("payment methods: a change shows in the next checkout quote", () => {
  it("offers a method only in its zone, within its limits, and only while it is active", async () => {
    const [a, b] = [await createDeliveryWorld(db), await createDeliveryWorld(db)];
    const buyerA = await createBuyer(db, a);
    const buyerB = await createBuyer(db, b);
    const product = await createStockedProduct(db, a, { price: 10_000 });
    const offered = async (buyer: typeof buyerA) => {
      const quote = await callCheckout("/api/checkout/quote", buyer.cookie, {
        lines: [{ productId: product.id, quantity: 1 }],
        addressId: buyer.address.id,
      });
      expect(quote.status, quote.message).toBe(200);
      return (quote.data.paymentMethods as { id: number }[]).map((method) => method.id);
    };

    const created = await createMethod();
    expect(await offered(buyerA)).not.toContain(created.id);
    await admin(`/${created.id}/zones`, { method: "PUT", body: { zoneIds: [a.zone.id] } });
    expect(await offered(buyerA)).toContain(created.id);
    expect(await offered(buyerB)).not.toContain(created.id);

    // 100.00 plus 15 % VAT and 25.00 delivery: 140.00; a min limit above it takes the method away
    await admin(`/${created.id}`, { method: "PATCH", body: { minLimit: 14_001 } });
    expect(await offered(buyerA)).not.toContain(created.id);
    await admin(`/${created.id}`, { method: "PATCH", body: { minLimit: 14_000, maxLimit: 14_000 } });
    expect(await offered(buyerA)).toContain(created.id);

    await admin(`/${created.id}`, { method: "PATCH", body: { active: false } });
    expect(await offered(buyerA)).not.toContain(created.id);
  });
});
