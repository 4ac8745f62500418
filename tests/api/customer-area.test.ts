// Issue #4 item 7: the customer area's API. SPEC §5 Profile and Address rules table-driven, the
// password change ("Wrong old password", other sessions revoked), exactly one default address,
// the dashboard statistics and flag, and IDOR: customer A never reads or changes B's rows.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addresses,
  cities,
  cityTranslations,
  customers,
  favourites,
  neighbourhoods,
  neighbourhoodTranslations,
  sessions,
  wishlistItems,
} from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer, createSalesperson, fixturePassword, signIn } from "../fixtures/accounts.ts";
import { createProduct } from "../fixtures/catalogue.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";

const db = openDb(env);

async function customer(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const row = await createCustomer(db, overrides);
  const { cookie, session } = await signIn(db, { kind: "customer", id: row.id });
  return { row, cookie, session };
}

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Huda",
  lastName: "Al-Otaibi",
  companyName: "Otaibi Linen",
  phone: `05${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
  city: "Jeddah",
  ...overrides,
});

const addressBody = (overrides: Record<string, unknown> = {}) => ({
  country: "Saudi Arabia",
  city: "Riyadh",
  address1: "King Fahd Road 12",
  ...overrides,
});

async function json(response: Response) {
  return (await response.json()) as {
    data?: unknown;
    message?: string;
    error?: string;
    errors?: Record<string, string>;
  };
}

describe("profile", () => {
  it("reads and saves the customer's own SPEC §3 fields, never email or company number", async () => {
    const { row, cookie } = await customer();
    const read = await json(await call("/api/account/profile", { cookie }));
    expect(read.data).toMatchObject({ email: row.email, companyNumber: row.companyNumber, firstName: "Fatimah" });
    const body = profileBody({ email: "other@jumla.test", companyNumber: "99999999", mobile: "0501234567" });
    const saved = await call("/api/account/profile", { method: "PUT", body, cookie });
    expect(saved.status).toBe(200);
    expect((await json(saved)).message).toBe("Profile saved");
    const [after] = await db.select().from(customers).where(eq(customers.id, row.id));
    expect(after).toMatchObject({
      firstName: "Huda",
      companyName: "Otaibi Linen",
      city: "Jeddah",
      mobile: "0501234567",
      email: row.email,
      companyNumber: row.companyNumber,
    });
  });

  it.each([
    ["first name missing", { firstName: "" }, "firstName", "Enter your first name"],
    ["last name blank", { lastName: "   " }, "lastName", "Enter your last name"],
    ["company name missing", { companyName: undefined }, "companyName", "Enter your company name"],
    ["phone under 10 digits", { phone: "05123" }, "phone", "Enter a phone number with at least 10 digits"],
    ["mobile not a phone", { mobile: "abc" }, "mobile", "Enter a mobile number with at least 10 digits"],
    ["post code too long", { postCode: "x".repeat(21) }, "postCode", "This text is too long"],
  ])("refuses %s with a field message", async (_name, overrides, field, message) => {
    const { cookie } = await customer();
    const response = await call("/api/account/profile", { method: "PUT", body: profileBody(overrides), cookie });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.errors?.[field]).toBeDefined();
    if (field !== "postCode") expect(answer.errors?.[field]).toBe(message);
  });

  it("answers in Arabic for an Arabic request", async () => {
    const { cookie } = await customer();
    const response = await call("/api/account/profile", {
      method: "PUT",
      body: profileBody({ firstName: "" }),
      cookie,
      language: "ar",
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.firstName).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a phone another account uses with the SPEC §8 uniqueness message", async () => {
    const other = await createCustomer(db);
    const { cookie } = await customer();
    const response = await call("/api/account/profile", {
      method: "PUT",
      body: profileBody({ phone: other.phone }),
      cookie,
    });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe("Email, phone or company number taken");
  });
});

describe("password change", () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    oldPassword: fixturePassword,
    password: "Wholesale-Linen-77",
    passwordConfirmation: "Wholesale-Linen-77",
    ...overrides,
  });

  it.each([
    ["old password missing", { oldPassword: "" }, 400, "oldPassword", "Enter your current password"],
    ["old password wrong", { oldPassword: "Not-The-One-1" }, 400, "oldPassword", "Wrong old password"],
    [
      "new password short",
      { password: "Ab1!", passwordConfirmation: "Ab1!" },
      400,
      "password",
      "Password must be at least 8 characters",
    ],
    [
      "new password common",
      { password: "password1", passwordConfirmation: "password1" },
      400,
      "password",
      "This password is too common; choose another one",
    ],
    [
      "confirmation differs",
      { passwordConfirmation: "Wholesale-Linen-78" },
      400,
      "passwordConfirmation",
      "Passwords don't match",
    ],
  ])("refuses: %s", async (_name, overrides, status, field, message) => {
    const { row, cookie } = await customer();
    const response = await call("/api/account/password", { method: "PUT", body: body(overrides), cookie });
    expect(response.status).toBe(status);
    expect((await json(response)).errors?.[field]).toBe(message);
    const [after] = await db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, row.id));
    expect(after?.hash).toBe(row.passwordHash);
  });

  it("changes the password, keeps this session and revokes the customer's others", async () => {
    const { row, cookie, session } = await customer();
    const other = await signIn(db, { kind: "customer", id: row.id });
    const someoneElse = await customer();
    const response = await call("/api/account/password", { method: "PUT", body: body(), cookie });
    expect(response.status).toBe(200);
    const mine = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userKind, "customer"), eq(sessions.userId, row.id)));
    expect(mine.map((s) => s.id)).toEqual([session.id]);
    expect((await call("/api/account/profile", { cookie: other.cookie })).status).toBe(401);
    expect((await call("/api/account/profile", { cookie: someoneElse.cookie })).status).toBe(200);
    // The new password signs in; the old one no longer does.
    const login = (password: string) => call("/api/auth/login", { body: { login: row.email, password } });
    expect((await login("Wholesale-Linen-77")).status).toBe(200);
    expect((await login(fixturePassword)).status).toBe(401);
  });
});

describe("addresses", () => {
  let riyadh: number;
  let olaya: number;
  let jeddahDistrict: number;

  beforeAll(async () => {
    const code = crypto.randomUUID().slice(0, 8);
    const [city] = await db
      .insert(cities)
      .values({ code: `riyadh-${code}` })
      .returning();
    const [other] = await db
      .insert(cities)
      .values({ code: `jeddah-${code}` })
      .returning();
    if (!city || !other) throw new Error("cities not created");
    riyadh = city.id;
    await db.insert(cityTranslations).values([
      { cityId: city.id, locale: "en", name: `Riyadh ${code}` },
      { cityId: city.id, locale: "ar", name: `الرياض ${code}` },
      { cityId: other.id, locale: "en", name: `Jeddah ${code}` },
      { cityId: other.id, locale: "ar", name: `جدة ${code}` },
    ]);
    const [n1] = await db.insert(neighbourhoods).values({ cityId: city.id, code: "olaya" }).returning();
    const [n2] = await db.insert(neighbourhoods).values({ cityId: other.id, code: "rawdah" }).returning();
    if (!n1 || !n2) throw new Error("neighbourhoods not created");
    olaya = n1.id;
    jeddahDistrict = n2.id;
    await db.insert(neighbourhoodTranslations).values([
      { neighbourhoodId: n1.id, locale: "en", name: "Olaya" },
      { neighbourhoodId: n1.id, locale: "ar", name: "العليا" },
    ]);
  });

  it.each([
    ["country missing", { country: "" }, "country", "Enter the country"],
    // testing_v1 has city data: the form shows the city list, so the message goes there.
    ["city missing", { city: "" }, "cityId", "Enter the city"],
    ["address1 missing", { address1: undefined }, "address1", "Enter the address"],
    ["address1 blank", { address1: "  " }, "address1", "Enter the address"],
  ])("SPEC §5: refuses %s", async (_name, overrides, field, message) => {
    const { cookie } = await customer();
    const response = await call("/api/account/addresses", { body: addressBody(overrides), cookie });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[field]).toBe(message);
  });

  it("keeps exactly one default: the first address, then whichever is made default", async () => {
    const { row, cookie } = await customer();
    const first = await json(await call("/api/account/addresses", { body: addressBody(), cookie }));
    const second = await json(
      await call("/api/account/addresses", {
        body: addressBody({ address1: "Tahlia St 4", postcode: "12345" }),
        cookie,
      }),
    );
    const defaults = async () =>
      (await db.select().from(addresses).where(eq(addresses.customerId, row.id)))
        .filter((a) => a.isDefault)
        .map((a) => a.id);
    const firstId = (first.data as { id: number }).id;
    const secondId = (second.data as { id: number }).id;
    expect(await defaults()).toEqual([firstId]);
    expect((await call(`/api/account/addresses/${secondId}/default`, { method: "PUT", cookie })).status).toBe(200);
    expect(await defaults()).toEqual([secondId]);
    // Editing with isDefault moves it back; deleting the default hands it to the remaining one.
    const edit = await call(`/api/account/addresses/${firstId}`, {
      method: "PUT",
      body: addressBody({ address1: "Olaya St 9", isDefault: true }),
      cookie,
    });
    expect(edit.status).toBe(200);
    expect(await defaults()).toEqual([firstId]);
    expect((await call(`/api/account/addresses/${firstId}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await defaults()).toEqual([secondId]);
    const list = (await json(await call("/api/account/addresses", { cookie }))).data as { id: number }[];
    expect(list.map((a) => a.id)).toEqual([secondId]);
  });

  it("a new address asked to be the default takes the flag from the old one", async () => {
    const { row, cookie } = await customer();
    await call("/api/account/addresses", { body: addressBody(), cookie });
    const second = await json(
      await call("/api/account/addresses", { body: addressBody({ address1: "Second 2", isDefault: true }), cookie }),
    );
    const rows = await db.select().from(addresses).where(eq(addresses.customerId, row.id));
    expect(rows.filter((a) => a.isDefault).map((a) => a.id)).toEqual([(second.data as { id: number }).id]);
  });

  it("takes the city from the city list and a neighbourhood of that city", async () => {
    const { cookie } = await customer();
    const places = (await json(await call("/api/account/places", { cookie }))).data as {
      cities: { id: number }[];
      neighbourhoods: { id: number; cityId: number }[];
    };
    expect(places.cities.map((c) => c.id)).toContain(riyadh);
    expect(places.neighbourhoods).toContainEqual(expect.objectContaining({ id: olaya, cityId: riyadh }));
    const created = await call("/api/account/addresses", {
      body: addressBody({ city: undefined, cityId: String(riyadh), neighbourhoodId: String(olaya) }),
      cookie,
    });
    expect(created.status).toBe(201);
    const id = ((await json(created)).data as { id: number }).id;
    const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ cityId: riyadh, neighbourhoodId: olaya });
    expect(row?.city).toMatch(/^Riyadh /);
    const wrong = await call("/api/account/addresses", {
      body: addressBody({ cityId: riyadh, neighbourhoodId: jeddahDistrict }),
      cookie,
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).errors?.neighbourhoodId).toBe("Choose a neighbourhood of the chosen city");
  });

  // Issue #19 item 7: the same name in two cities (Al Aziziyah in Makkah and in Madinah) was listed
  // twice in one flat list, whatever city was chosen.
  it("lists the chosen city's neighbourhoods only, and every city's grouped by city", async () => {
    const { cookie } = await customer();
    const code = crypto.randomUUID().slice(0, 8);
    const made = await db
      .insert(cities)
      .values([{ code: `makkah-${code}` }, { code: `madinah-${code}` }])
      .returning();
    const [makkah, madinah] = made.map((row) => row.id) as [number, number];
    await db.insert(cityTranslations).values([
      { cityId: makkah, locale: "en", name: `Makkah ${code}` },
      { cityId: madinah, locale: "en", name: `Madinah ${code}` },
    ]);
    const districts = await db
      .insert(neighbourhoods)
      .values([
        { cityId: makkah, code: "aziziyah" },
        { cityId: makkah, code: "awali" },
        { cityId: madinah, code: "aziziyah" },
        { cityId: madinah, code: "quba" },
      ])
      .returning();
    const names = ["Al Aziziyah", "Al Awali", "Al Aziziyah", "Quba"];
    await db
      .insert(neighbourhoodTranslations)
      .values(districts.map((row, i) => ({ neighbourhoodId: row.id, locale: "en" as const, name: names[i] ?? "" })));

    type Places = { neighbourhoods: { id: number; cityId: number; name: string }[] };
    const ofMakkah = (await json(await call(`/api/account/places?cityId=${makkah}`, { cookie }))).data as Places;
    expect(ofMakkah.neighbourhoods).toEqual([
      { id: districts[1]?.id, cityId: makkah, name: "Al Awali" },
      { id: districts[0]?.id, cityId: makkah, name: "Al Aziziyah" },
    ]);

    const all = ((await json(await call("/api/account/places", { cookie }))).data as Places).neighbourhoods;
    const cityOrder = all.map((place) => place.cityId).filter((id, i, list) => id !== list[i - 1]);
    expect(new Set(cityOrder).size, "each city's neighbourhoods together").toBe(cityOrder.length);
    expect(all.filter((place) => place.cityId === madinah).map((place) => place.name)).toEqual(["Al Aziziyah", "Quba"]);

    const bad = await call("/api/account/places?cityId=riyadh", { cookie });
    expect(bad.status).toBe(400);
  });

  it("ignores city ids where the profile has no city data", async () => {
    const { cookie } = await customer();
    const headers = new Headers({ cookie, origin: "http://localhost", "content-type": "application/json" });
    const response = await api.request(
      "http://localhost/api/account/addresses",
      { method: "POST", headers, body: JSON.stringify(addressBody({ cityId: riyadh })) },
      { ...env, PROFILE: "v_1_" },
    );
    expect(response.status).toBe(201);
    const id = ((await json(response)).data as { id: number }).id;
    const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ city: "Riyadh", cityId: null });
  });
});

describe("dashboard statistics", () => {
  it("counts the customer's orders by status, sums spend without cancelled ones and lists the newest five", async () => {
    const { row, cookie } = await customer();
    const other = await createCustomer(db);
    await createOrder(db, other.id, { grandTotal: 99_999 });
    const base = Date.now() - 10_000;
    for (const [index, status] of (
      ["pending", "pending", "shipped", "delivered", "cancelled", "completed"] as const
    ).entries())
      await createOrder(db, row.id, { status, grandTotal: 1_000 * (index + 1), placedAt: base + index });
    const answer = (await json(await call("/api/account/dashboard", { cookie }))).data as {
      byStatus: { status: string; count: number }[];
      orderCount: number;
      spend: { currency: string; total: number }[];
      recent: { status: string }[];
    };
    expect(answer.orderCount).toBe(6);
    expect(answer.byStatus).toEqual([
      { status: "cancelled", count: 1 },
      { status: "completed", count: 1 },
      { status: "delivered", count: 1 },
      { status: "pending", count: 2 },
      { status: "shipped", count: 1 },
    ]);
    // 1+2+3+4+6 thousand: the cancelled 5,000 is not spend.
    expect(answer.spend).toEqual([{ currency: "SAR", total: 16_000 }]);
    expect(answer.recent.map((o) => o.status)).toEqual(["completed", "cancelled", "delivered", "shipped", "pending"]);
  });

  it("is empty for a customer without orders", async () => {
    const { cookie } = await customer();
    const answer = (await json(await call("/api/account/dashboard", { cookie }))).data;
    expect(answer).toEqual({ byStatus: [], orderCount: 0, spend: [], recent: [], onAccount: null });
  });

  it("is not found where the profile's dashboard flag is off (SPEC §2)", async () => {
    const { cookie } = await customer();
    const response = await api.request(
      "http://localhost/api/account/dashboard",
      { headers: { cookie } },
      { ...env, PROFILE: "v_1_" },
    );
    expect(response.status).toBe(404);
  });
});

describe("access", () => {
  it.each([
    ["a guest", async () => "", 401],
    ["an unverified customer", async () => (await customer({ state: "unverified" })).cookie, 403],
    ["an unapproved customer", async () => (await customer({ state: "unapproved" })).cookie, 403],
    [
      "a salesperson",
      async () => (await signIn(db, { kind: "salesperson", id: (await createSalesperson(db)).id })).cookie,
      403,
    ],
    ["a restricted customer", async () => (await customer({ restricted: true })).cookie, 200],
  ])("%s → %i on the profile", async (_name, cookieOf, status) => {
    expect((await call("/api/account/profile", { cookie: await cookieOf() })).status).toBe(status);
  });

  it("sends private, no-store", async () => {
    const { cookie } = await customer();
    expect((await call("/api/account/orders", { cookie })).headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("IDOR: customer A never reaches customer B's rows", () => {
  it("addresses: B's address cannot be read, edited, made default or deleted by A", async () => {
    const a = await customer();
    const b = await customer();
    const created = await json(await call("/api/account/addresses", { body: addressBody(), cookie: b.cookie }));
    const id = (created.data as { id: number }).id;
    const listA = (await json(await call("/api/account/addresses", { cookie: a.cookie }))).data as unknown[];
    expect(listA).toEqual([]);
    const attempts = [
      call(`/api/account/addresses/${id}`, {
        method: "PUT",
        body: addressBody({ address1: "Hijacked" }),
        cookie: a.cookie,
      }),
      call(`/api/account/addresses/${id}/default`, { method: "PUT", cookie: a.cookie }),
      call(`/api/account/addresses/${id}`, { method: "DELETE", cookie: a.cookie }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ address1: "King Fahd Road 12", isDefault: true, customerId: b.row.id });
  });

  it("orders and refunds: A sees none of B's and B's order id is not found", async () => {
    const a = await customer();
    const b = await customer();
    const order = await createOrder(db, b.row.id);
    await createRefund(db, b.row.id, order.id);
    expect((await call(`/api/account/orders/${order.id}`, { cookie: a.cookie })).status).toBe(404);
    const mine = await call(`/api/account/orders/${order.id}`, { cookie: b.cookie });
    expect(mine.status).toBe(200);
    expect(((await json(mine)).data as { lines: unknown[] }).lines).toHaveLength(1);
    expect(
      ((await json(await call("/api/account/orders", { cookie: a.cookie }))).data as { total: number }).total,
    ).toBe(0);
    expect((await json(await call("/api/account/refunds", { cookie: a.cookie }))).data).toEqual([]);
    expect((await json(await call("/api/account/refunds", { cookie: b.cookie }))).data).toHaveLength(1);
  });

  it.each([
    ["wishlist", wishlistItems],
    ["favorites", favourites],
  ] as const)("%s: add and remove touch only the caller's list", async (kind, table) => {
    const a = await customer();
    const b = await customer();
    const product = await createProduct(db);
    expect((await call(`/api/account/${kind}/${product.id}`, { method: "PUT", cookie: b.cookie })).status).toBe(200);
    expect((await call(`/api/account/${kind}/${product.id}`, { method: "PUT", cookie: b.cookie })).status).toBe(200);
    expect((await json(await call(`/api/account/${kind}`, { cookie: a.cookie }))).data).toEqual([]);
    const listB = (await json(await call(`/api/account/${kind}`, { cookie: b.cookie }))).data as { id: number }[];
    expect(listB.map((p) => p.id)).toEqual([product.id]);
    // A removing B's saved product removes nothing of B's.
    await call(`/api/account/${kind}/${product.id}`, { method: "DELETE", cookie: a.cookie });
    const rows = await db.select().from(table).where(eq(table.customerId, b.row.id));
    expect(rows).toHaveLength(1);
    expect((await call(`/api/account/${kind}/${product.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(200);
    expect(await db.select().from(table).where(eq(table.customerId, b.row.id))).toHaveLength(0);
    expect((await call(`/api/account/${kind}/999999999`, { method: "PUT", cookie: a.cookie })).status).toBe(404);
  });
});

describe("saved product lists", () => {
  it("leave out a product taken off the catalogue since it was saved", async () => {
    const { cookie } = await customer();
    const listed = await createProduct(db);
    const hidden = await createProduct(db, { status: "unavailable" });
    for (const product of [listed, hidden])
      expect((await call(`/api/account/favorites/${product.id}`, { method: "PUT", cookie })).status).toBe(200);
    const list = (await json(await call("/api/account/favorites", { cookie }))).data as { id: number }[];
    expect(list.map((p) => p.id)).toEqual([listed.id]);
  });
});

describe("catalogue save buttons (plain form POST, no per-user state in the page)", () => {
  // The form's action names the page it sits on (?next=), the same for every visitor (decision 0029).
  const formPost = (kind: string, productId: number, cookie = "", next = "/en/productDetails/linen-shirt") => {
    const form = new FormData();
    form.set("go", "1");
    return call(`/api/account/${kind}/${productId}?${new URLSearchParams({ locale: "en", next })}`, { form, cookie });
  };

  it.each(["wishlist", "favorites"])(
    "%s: a guest is sent to sign in, told why and led back to the page (issue #9 item 14)",
    async (kind) => {
      const product = await createProduct(db);
      const response = await formPost(kind, product.id);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/en/login?reason=save&to=%2Fen%2FproductDetails%2Flinen-shirt");
    },
  );

  it("never leads a guest back off the site", async () => {
    const product = await createProduct(db);
    for (const next of ["https://evil.example/", "//evil.example/", "/\tevil.example"]) {
      const response = await formPost("wishlist", product.id, "", next);
      expect(response.headers.get("location"), next).toBe("/en/login?reason=save");
    }
  });

  it("an account awaiting approval is sent to /login too (it says what to do next)", async () => {
    const product = await createProduct(db);
    const { cookie } = await customer({ state: "unapproved" });
    const response = await formPost("wishlist", product.id, cookie);
    expect(response.headers.get("location")).toMatch(/^\/en\/login\?reason=save&to=/);
  });

  it.each([
    ["wishlist", wishlistItems],
    ["favorites", favourites],
  ] as const)(
    "%s: an approved customer saves and stays on the page, told when it was saved already",
    async (kind, table) => {
      const product = await createProduct(db);
      const { row, cookie } = await customer();
      const first = await formPost(kind, product.id, cookie, "/en/category/towels?page=2");
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`/en/category/towels?page=2&saved=${kind}`);
      const again = await formPost(kind, product.id, cookie, "/en/category/towels?page=2");
      expect(again.headers.get("location")).toBe(`/en/category/towels?page=2&saved=${kind}&already=1`);
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.customerId, row.id), eq(table.productId, product.id)));
      expect(rows).toHaveLength(1);
    },
  );

  it("answers a JSON save with whether the product was on the list already, in the caller's language", async () => {
    const product = await createProduct(db);
    const { cookie } = await customer();
    const save = () =>
      (async () => json(await call(`/api/account/wishlist/${product.id}`, { method: "POST", body: {}, cookie })))();
    expect(await save()).toMatchObject({
      data: { productId: product.id, saved: true, alreadySaved: false },
      message: "Saved to your wishlist",
    });
    expect(await save()).toMatchObject({ data: { alreadySaved: true }, message: "Already in your wishlist" });
    const ids = await json(await call("/api/account/saved-products", { cookie }));
    expect(ids).toMatchObject({ data: { wishlist: [product.id], favorites: [] } });
  });

  it("a cross-site form post is refused", async () => {
    const product = await createProduct(db);
    const { cookie } = await customer();
    const form = new FormData();
    form.set("go", "1");
    const response = await call(`/api/account/wishlist/${product.id}`, { form, cookie, origin: "https://evil.test" });
    expect(response.status).toBe(403);
  });
});
