// Issue #23 item 1, decision 0103: company accounts. The customer row is the company and its own
// account its owner; colleagues are invited by email, sign in through the ordinary sign-in as the
// company, and order by their role: a requester sends carts for approval, a buyer orders within a
// per-order and a per-month limit (the month's checked in the order's own insert, so concurrent
// orders never pass it together). A request waiting for approval holds no stock; approving places
// it priced again, once however often it is approved. Another company's people and requests are
// not found.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CompanyRole } from "../../core/company/roles.ts";
import { companyPeople, customers, orderApprovals, orders, products } from "../../db/schema/index.ts";
import { useTranslations } from "../../i18n/index.ts";
import { isUniqueViolation, openDb } from "../../workers/lib/db.ts";
import { call, emailsTo, lastEmailTo, linkAndCode, registration, sessionCookieFrom } from "../fixtures/account-flow.ts";
import { createAdmin, createColleague, fixturePassword, signIn } from "../fixtures/accounts.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  stockOf,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
/** Ten orders of one buyer at once take seconds on a shared machine. */
const raceTimeout = 60_000;

let world: DeliveryWorld;
let productId = 0;
/** The grand total of one unit of the product, delivered. */
let unitOrderTotal = 0;

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
  productId = (await createStockedProduct(db, world, { quantity: 10_000 })).id;
  const buyer = await createBuyer(db, world);
  unitOrderTotal = (await callCheckout("/api/checkout/quote", buyer.cookie, order(buyer.address.id))).data.grandTotal;
});

/** `quantity` units of `product` to the address, paid by the world's first method. */
const order = (addressId: number, quantity = 1, product = productId) => ({
  lines: [{ productId: product, quantity }],
  addressId,
  paymentMethodId: world.methods.bankTransfer.id,
});

type Company = Awaited<ReturnType<typeof createBuyer>>;

/** A colleague of `company` with a live session (the invitation has its own test). */
async function colleague(
  company: Company,
  role: CompanyRole,
  limits: { perOrderLimit?: number | null; perMonthLimit?: number | null } = {},
) {
  const person = await createColleague(db, company.customer.id, { role, ...limits });
  const { cookie } = await signIn(db, { kind: "colleague", id: person.id });
  return { person, cookie, address: company.address };
}

const companyCall = (
  path: string,
  cookie: string,
  options: { method?: string; body?: unknown; form?: FormData; language?: "ar" | "en" } = {},
) => call(`/api/account/company${path}`, { cookie, ...options });

/** An answer's JSON; its data typed loosely unless told (the test asserts its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function body<T = any>(response: Response) {
  return (await response.json()) as { data: T; error?: string; message?: string; errors?: Record<string, string> };
}

/** A request sent for approval by `asker`; answers its id. */
async function sendForApproval(asker: { cookie: string; address: { id: number } }, quantity = 1, product = productId) {
  const response = await companyCall("/approvals", asker.cookie, { body: order(asker.address.id, quantity, product) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ id: number }>(response)).data.id;
}

describe("inviting a colleague", () => {
  it("emails a set-password link; the colleague signs in with it as the company, with their role", async () => {
    const company = await createBuyer(db, world);
    const email = `invited-${crypto.randomUUID().slice(0, 12)}@jumla.test`;
    const invited = await companyCall("/people", company.cookie, {
      body: {
        name: "Sara Buyer",
        email: email.toUpperCase(),
        role: "buyer",
        perOrderLimit: "250.50",
        perMonthLimit: "",
      },
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    expect((await body(invited)).data).toMatchObject({
      email,
      role: "buyer",
      perOrderLimit: 25_050,
      perMonthLimit: null,
      acceptedAt: null,
    });

    const { link } = linkAndCode(await lastEmailTo(email));
    const [, token = ""] = /\/password\/reset\/([^/]+)\//.exec(link.pathname) ?? [];
    const password = "Colleague-Sets-77";
    const reset = await call("/api/auth/password/reset", {
      body: { token, email, password, passwordConfirmation: password },
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    const [row] = await db.select().from(companyPeople).where(eq(companyPeople.email, email));
    expect(row?.acceptedAt).not.toBeNull();

    const login = await call("/api/auth/login", { body: { login: email, password } });
    expect(login.status, await login.clone().text()).toBe(200);
    expect((await body(login)).data.user).toMatchObject({
      kind: "customer",
      id: company.customer.id,
      companyRole: "buyer",
    });
    // The session is the company's: its addresses are theirs
    const addresses = await call("/api/account/addresses", { cookie: sessionCookieFrom(login) });
    expect((await body<{ id: number }[]>(addresses)).data.map((address) => address.id)).toContain(company.address.id);
  });

  it("refuses an email a customer or a colleague already signs in with", async () => {
    const company = await createBuyer(db, world);
    const other = await createBuyer(db, world);
    const { person } = await colleague(other, "buyer");
    for (const email of [other.customer.email, person.email]) {
      const response = await companyCall("/people", company.cookie, { body: { name: "Twice", email, role: "buyer" } });
      expect(response.status).toBe(400);
      expect((await body(response)).errors?.email).toBe("Already used; choose another");
    }
  });

  it("keeps an email one person's in the database too: registering, or writing one a colleague holds, is refused", async () => {
    const company = await createBuyer(db, world);
    const { person } = await colleague(company, "buyer");
    // Registering with a colleague's email answers as any taken email does, and writes nothing
    const registered = await call("/api/auth/register", { body: registration({ email: person.email }) });
    expect(registered.status).toBe(409);
    expect((await body(registered)).error).toBe("account_taken");
    expect(await db.select({ id: customers.id }).from(customers).where(eq(customers.email, person.email))).toEqual([]);
    // Written past the checks (a registration racing an invitation), the database refuses it either way
    const other = await createBuyer(db, world);
    const failure = (write: Promise<unknown>) =>
      write.then(
        () => null,
        (error: unknown) => isUniqueViolation(error),
      );
    expect(
      await failure(db.update(customers).set({ email: person.email }).where(eq(customers.id, other.customer.id))),
    ).toBe(true);
    expect(
      await failure(createColleague(db, company.customer.id, { role: "buyer", email: other.customer.email })),
    ).toBe(true);
    // An email of its own is still written, and a row's own email may be written again
    expect(
      await failure(
        db.update(customers).set({ email: other.customer.email }).where(eq(customers.id, other.customer.id)),
      ),
    ).toBe(null);
  });

  it("is the owner's only: a buyer is refused in their language", async () => {
    const company = await createBuyer(db, world);
    const buyer = await colleague(company, "buyer");
    const response = await companyCall("/people", buyer.cookie, {
      body: { name: "X", email: `x-${crypto.randomUUID().slice(0, 8)}@jumla.test`, role: "buyer" },
      language: "ar",
    });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({
      error: "company_owner_only",
      message: "هذا الإجراء لمالك الشركة فقط.",
    });
    expect((await companyCall("/people", buyer.cookie)).status).toBe(403);
  });

  it("lets the owner change a role and deactivate: the deactivated colleague's session ends", async () => {
    const company = await createBuyer(db, world);
    const buyer = await colleague(company, "buyer", { perOrderLimit: 1_000 });
    const changed = await companyCall(`/people/${buyer.person.id}`, company.cookie, {
      method: "PUT",
      body: { role: "requester", perOrderLimit: 5_000 },
    });
    // Limits are a buyer's only
    expect((await body(changed)).data).toMatchObject({ role: "requester", perOrderLimit: null });
    const off = await companyCall(`/people/${buyer.person.id}/deactivate`, company.cookie, { method: "POST" });
    expect((await body(off)).data).toMatchObject({ active: false });
    expect((await call("/api/account/addresses", { cookie: buyer.cookie })).status).toBe(401);
  });
});

describe("a colleague's own account", () => {
  it("leaves the company's profile and its account's password to the company's own account", async () => {
    const company = await createBuyer(db, world);
    const owner = await colleague(company, "owner");
    for (const path of ["/api/account/profile", "/api/account/password"]) {
      const response = await call(path, { cookie: owner.cookie, method: "PUT", body: {} });
      expect(response.status).toBe(403);
      expect((await body(response)).error).toBe("company_owner_only");
    }
    // The company's own account places its orders: it sends none for approval
    const own = await companyCall("/approvals", company.cookie, { body: order(company.address.id) });
    expect(own.status).toBe(403);
  });
});

describe("placing orders by role", () => {
  it("refuses a requester's order (403, translated) and their quote says to send it for approval", async () => {
    const company = await createBuyer(db, world);
    const requester = await colleague(company, "requester");
    const before = await stockOf(db, productId);
    const refused = await callCheckout("/api/orders", requester.cookie, order(requester.address.id));
    expect(refused).toMatchObject({ status: 403, error: "order_needs_approval" });
    expect(refused.message).toContain("for approval");
    const arabic = await callCheckout("/api/orders", requester.cookie, order(requester.address.id), { locale: "ar" });
    expect(arabic.message).toContain("للموافقة");
    expect(await stockOf(db, productId)).toBe(before);
    const quote = await callCheckout("/api/checkout/quote", requester.cookie, order(requester.address.id));
    expect(quote.data.approval).toBe("requester");
  });

  it("lets a buyer place within the per-order limit, records who placed it, and refuses one unit more", async () => {
    const company = await createBuyer(db, world);
    const buyer = await colleague(company, "buyer", { perOrderLimit: unitOrderTotal * 2 });
    const placed = await callCheckout("/api/orders", buyer.cookie, order(buyer.address.id, 1));
    expect(placed.status).toBe(201);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.data.id));
    expect(row).toMatchObject({
      customerId: company.customer.id,
      placedByPersonId: buyer.person.id,
      placedByName: "Colleague buyer",
      approvedByName: null,
    });
    const over = await callCheckout("/api/orders", buyer.cookie, order(buyer.address.id, 3));
    expect(over).toMatchObject({ status: 403, error: "order_over_limit" });
    expect((await callCheckout("/api/checkout/quote", buyer.cookie, order(buyer.address.id, 3))).data.approval).toBe(
      "order_limit",
    );
  });

  it(
    "lets exactly 5 of 10 concurrent orders through a monthly limit of 5 orders",
    async () => {
      const company = await createBuyer(db, world);
      const buyer = await colleague(company, "buyer", { perMonthLimit: unitOrderTotal * 5 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => callCheckout("/api/orders", buyer.cookie, order(buyer.address.id))),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(new Set(answers.filter((answer) => answer.status !== 201).map((answer) => answer.error))).toEqual(
        new Set(["month_over_limit"]),
      );
      const placed = await db
        .select({ total: orders.grandTotal })
        .from(orders)
        .where(eq(orders.placedByPersonId, buyer.person.id));
      expect(placed.reduce((sum, row) => sum + row.total, 0)).toBe(unitOrderTotal * 5);
      // The company's own account (its owner) is not limited
      expect((await callCheckout("/api/orders", company.cookie, order(company.address.id))).status).toBe(201);
    },
    raceTimeout,
  );
});

describe("orders waiting for approval", () => {
  it("hold no stock; approved twice at once they are one order, placed by the asker and approved by the owner", async () => {
    const company = await createBuyer(db, world);
    const requester = await colleague(company, "requester");
    const before = await stockOf(db, productId);
    const id = await sendForApproval(requester, 4);
    expect(await stockOf(db, productId)).toBe(before);

    const approve = () => companyCall(`/approvals/${id}/approve`, company.cookie, { body: {} });
    const answers = await Promise.all([approve(), approve()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200]);
    const [first, second] = await Promise.all(answers.map((answer) => body(answer)));
    expect(first?.data.order.id).toBe(second?.data.order.id);
    expect(await stockOf(db, productId)).toBe((before ?? 0) - 4);
    const placed = await db.select().from(orders).where(eq(orders.customerId, company.customer.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      placedByPersonId: requester.person.id,
      placedByName: "Colleague requester",
      approvedByPersonId: null,
      approvedByName: `${company.customer.firstName} ${company.customer.lastName}`,
    });
    const [approval] = await db.select().from(orderApprovals).where(eq(orderApprovals.id, id));
    expect(approval).toMatchObject({ status: "approved", orderId: placed[0]?.id });
    // The owner heard of the request, the asker of the approval (once, with the order's number), in
    // the company's language (the shop's, Arabic, as the company chose none)
    const t = useTranslations("ar");
    // (among the owner's emails: the order's status email, where the shop has a template, comes after it)
    expect((await emailsTo(company.customer.email)).map((email) => email.subject)).toContain(
      t("mail.approval.sent.subject", { name: "Colleague requester" }),
    );
    const told = (await emailsTo(requester.person.email)).filter(
      (email) => email.subject === t("mail.approval.approved.subject"),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(String(placed[0]?.orderNumber));
  });

  it("is priced again when approved, and the owner may change the quantities", async () => {
    const company = await createBuyer(db, world);
    const buyer = await colleague(company, "buyer", { perOrderLimit: 1 });
    const product = await createStockedProduct(db, world, { quantity: 50 });
    const id = await sendForApproval(buyer, 2, product.id);
    const [asked] = await db.select().from(orderApprovals).where(eq(orderApprovals.id, id));
    await db.update(products).set({ price: 20_000 }).where(eq(products.id, product.id));
    const approved = await companyCall(`/approvals/${id}/approve`, company.cookie, { body: { quantities: [3] } });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, (await body(approved)).data.order.id));
    expect(row?.subTotal).toBe(60_000);
    expect(row?.grandTotal).not.toBe(asked?.totalWhenAsked);
  });

  it("takes the owner's quantities from the approvals page's plain form, one field per line, with its message at the line", async () => {
    const company = await createBuyer(db, world);
    const buyer = await colleague(company, "buyer", { perOrderLimit: 1 });
    const product = await createStockedProduct(db, world, { quantity: 50 });
    const id = await sendForApproval(buyer, 2, product.id);
    const form = (...quantities: string[]) => {
      const fields = new FormData();
      for (const quantity of quantities) fields.append("quantities", quantity);
      return fields;
    };
    const refused = await companyCall(`/approvals/${id}/approve`, company.cookie, { form: form("0") });
    expect(refused.status).toBe(400);
    expect(Object.entries((await body(refused)).errors ?? {})).toEqual([
      ["quantities.0", "Enter a whole number of at least 1"],
    ]);
    // A quantity for each line, no more and no fewer: said in words, at the list
    const twice = await companyCall(`/approvals/${id}/approve`, company.cookie, { form: form("5", "6") });
    expect(twice.status).toBe(400);
    expect((await body(twice)).errors).toEqual({ quantities: "Give one quantity for each line of the order" });
    // One line: its one value is still the list the contract asks for
    const approved = await companyCall(`/approvals/${id}/approve`, company.cookie, { form: form("5") });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const [row] = await db
      .select({ totalItemsCount: orders.totalItemsCount })
      .from(orders)
      .where(eq(orders.id, (await body(approved)).data.order.id));
    expect(row?.totalItemsCount).toBe(5);
  });

  it("needs a reason to be rejected; a rejected request is not approved, and only its asker withdraws one", async () => {
    const company = await createBuyer(db, world);
    const requester = await colleague(company, "requester");
    const other = await colleague(company, "buyer");
    const id = await sendForApproval(requester);
    const noReason = await companyCall(`/approvals/${id}/reject`, company.cookie, { body: { reason: " " } });
    expect(noReason.status).toBe(400);
    expect((await body(noReason)).errors?.reason).toBe("Say why the order is rejected");
    expect((await companyCall(`/approvals/${id}/withdraw`, other.cookie, { method: "POST" })).status).toBe(404);
    const rejected = await companyCall(`/approvals/${id}/reject`, company.cookie, { body: { reason: "Too many" } });
    expect((await body(rejected)).data).toMatchObject({ status: "rejected", reason: "Too many" });
    // Rejected again: refused, and the asker is told once, with the reason
    const again = await companyCall(`/approvals/${id}/reject`, company.cookie, { body: { reason: "Still" } });
    expect(again.status).toBe(409);
    const t = useTranslations("ar");
    const told = (await emailsTo(requester.person.email)).filter(
      (email) => email.subject === t("mail.approval.rejected.subject"),
    );
    expect(told.map((email) => email.text.includes("Too many"))).toEqual([true]);
    const late = await companyCall(`/approvals/${id}/approve`, company.cookie, { body: {} });
    expect(late.status).toBe(409);
    expect((await body(late)).error).toBe("order_approval_closed");
    // A requester cannot approve their own; they withdraw it
    const mine = await sendForApproval(requester);
    expect((await companyCall(`/approvals/${mine}/approve`, requester.cookie, { body: {} })).status).toBe(403);
    const withdrawn = await companyCall(`/approvals/${mine}/withdraw`, requester.cookie, { method: "POST" });
    expect((await body(withdrawn)).data).toMatchObject({ status: "withdrawn" });
  });
});

describe("another company (IDOR)", () => {
  it("sees none of the company's people or requests, and cannot change, approve or reject them", async () => {
    const company = await createBuyer(db, world);
    const requester = await colleague(company, "requester");
    const id = await sendForApproval(requester);
    const stranger = await createBuyer(db, world);
    const strangerOwner = await colleague(stranger, "owner");

    for (const cookie of [stranger.cookie, strangerOwner.cookie]) {
      // Their own company's people only
      expect((await body(await companyCall("/people", cookie))).data).toEqual([
        expect.objectContaining({ id: strangerOwner.person.id }),
      ]);
      expect((await body(await companyCall("/approvals", cookie))).data).toEqual([]);
      expect((await companyCall(`/approvals/${id}`, cookie)).status).toBe(404);
      expect((await companyCall(`/approvals/${id}/approve`, cookie, { body: {} })).status).toBe(404);
      expect((await companyCall(`/approvals/${id}/reject`, cookie, { body: { reason: "no" } })).status).toBe(404);
      const change = await companyCall(`/people/${requester.person.id}`, cookie, {
        method: "PUT",
        body: { role: "buyer" },
      });
      expect(change.status).toBe(404);
      expect((await companyCall(`/people/${requester.person.id}/deactivate`, cookie, { method: "POST" })).status).toBe(
        404,
      );
    }
    const [approval] = await db.select().from(orderApprovals).where(eq(orderApprovals.id, id));
    expect(approval?.status).toBe("waiting");
    const [person] = await db.select().from(companyPeople).where(eq(companyPeople.id, requester.person.id));
    expect(person).toMatchObject({ role: "requester", active: true });
  });
});

describe("the office's view of a company's people", () => {
  it("lists them, changes a role and deactivates one; another company's person is not found", async () => {
    const admin = await signIn(db, { kind: "admin", id: (await createAdmin(db)).id });
    const company = await createBuyer(db, world);
    const other = await createBuyer(db, world);
    const buyer = await colleague(company, "buyer");
    const stranger = await colleague(other, "buyer");
    const base = `/api/admin/companies/${company.customer.id}/people`;
    const listed = await call(base, { cookie: admin.cookie });
    expect((await body(listed)).data).toEqual([expect.objectContaining({ id: buyer.person.id, role: "buyer" })]);
    const changed = await call(`${base}/${buyer.person.id}`, {
      cookie: admin.cookie,
      method: "PUT",
      body: { role: "requester" },
    });
    expect((await body(changed)).data).toMatchObject({ role: "requester" });
    expect(
      (await call(`${base}/${stranger.person.id}/deactivate`, { cookie: admin.cookie, method: "POST" })).status,
    ).toBe(404);
    const off = await call(`${base}/${buyer.person.id}/deactivate`, { cookie: admin.cookie, method: "POST" });
    expect((await body(off)).data).toMatchObject({ active: false });
    // A deactivated colleague cannot sign in
    const login = await call("/api/auth/login", { body: { login: buyer.person.email, password: fixturePassword } });
    expect(login.status).toBe(401);
  });
});
