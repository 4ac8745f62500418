// Issue #12 item 4 (email settings), decisions 0048 and 0070: email templates in the back office.
// List, read (with the variables it may use), create, PUT, PATCH, delete; an order email per
// status once; unknown {{variables}} refused with a clear message; the preview renders through the
// mailer's own function; a changed subject is in the next order email.
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  EmailPreview,
  EmailTemplateDetail,
  EmailTemplateRow,
} from "../../core/contracts/admin/email-templates.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { emailTemplates } from "../../db/schema/content.ts";
import { outbox } from "../../db/schema/index.ts";
import { changeOrderStatus } from "../../workers/api/orders/change-order-status.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<EmailTemplateDetail & AdminListPage<EmailTemplateRow>>("email-templates");
const siteEnv = { PROFILE: env.PROFILE, SITE_ORIGIN: "https://shop.jumla.test" };

/** This file owns the order emails of the "printed" status; no other test file writes them. */
const ownStatus = "printed";

beforeAll(async () => {
  await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.settingName, "order_status"), eq(emailTemplates.orderStatus, ownStatus)));
});

const templateBody = (overrides: Record<string, unknown> = {}) => ({
  settingName: "order_status",
  orderStatus: ownStatus,
  sentToAdmins: false,
  translations: {
    en: {
      subject: "Order {{order_number}}: printed",
      header: "{{shop_name}}",
      body: "Hello {{name}},\n\nYour order {{order_number}} is printed. {{link}}",
      footer: "Thank you",
    },
    ar: { subject: "الطلب {{order_number}}: طُبع", body: "مرحباً {{name}}، طُبعت فاتورة طلبك {{order_number}}. {{link}}" },
  },
  ...overrides,
});

async function createTemplate(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: templateBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

describe("email templates: create, read, change, delete", () => {
  it("creates a status email, reads it with its variables, changes its subject and deletes it", async () => {
    const created = await createTemplate();
    expect(created).toMatchObject({
      settingName: "order_status",
      orderStatus: ownStatus,
      sentToAdmins: false,
      headerImage: null,
      translations: {
        en: { subject: "Order {{order_number}}: printed", header: "{{shop_name}}", footer: "Thank you" },
        ar: { header: null, footer: null },
      },
    });
    expect(created.variables).toEqual(expect.arrayContaining(["order_number", "name", "link", "grand_total", "lines"]));
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);

    // A second template for the same status is refused at the status
    const twice = await admin("", { body: templateBody() });
    expect(twice.status).toBe(400);
    expect((await json(twice)).errors).toEqual({ orderStatus: "Already used; choose another" });

    const patched = await admin(`/${created.id}`, { method: "PATCH", body: { sentToAdmins: true } });
    expect((await json(patched)).data).toMatchObject({ sentToAdmins: true, translations: created.translations });

    expect((await admin(`/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${created.id}`)).status).toBe(404);
  });

  it("puts a changed subject in the next order email (decision 0048), and none once it is deleted", async () => {
    const created = await createTemplate();
    const token = uniqueToken().slice(0, 8);
    const put = await admin(`/${created.id}`, {
      method: "PUT",
      body: templateBody({
        translations: {
          en: { subject: `Printed ${token}: order {{order_number}}`, body: "Hello {{name}}, {{link}}" },
        },
      }),
    });
    expect(put.status).toBe(200);
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "approved" });
    await changeOrderStatus(db, { orderId: order.id, to: ownStatus, actor: "admin" }, siteEnv);
    const sent = await db
      .select()
      .from(outbox)
      .where(like(outbox.payload, `%Printed ${token}%`));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject({
      to: customer.email,
      subject: `Printed ${token}: order ${order.orderNumber}`,
    });

    await admin(`/${created.id}`, { method: "DELETE" });
    const next = await createOrder(db, customer.id, { status: "approved" });
    await changeOrderStatus(db, { orderId: next.id, to: ownStatus, actor: "admin" }, siteEnv);
    expect(
      await db
        .select()
        .from(outbox)
        .where(like(outbox.payload, `%order ${next.orderNumber}%`)),
    ).toEqual([]);
  });

  it("lists the templates, searched by subject or setting name, in the request's language", async () => {
    const token = uniqueToken().slice(0, 8);
    const created = await createTemplate({
      translations: {
        en: { subject: `Listed ${token} {{order_number}}`, body: "{{link}}" },
        ar: { subject: `مدرج ${token} {{order_number}}`, body: "{{link}}" },
      },
    });
    try {
      const page = await json(await admin(`?search=${token}`, { language: "ar" }));
      expect(page.data.items).toEqual([
        expect.objectContaining({
          id: created.id,
          settingName: "order_status",
          orderStatus: ownStatus,
          subject: `مدرج ${token} {{order_number}}`,
          locales: ["ar", "en"],
        }),
      ]);
      const bySetting = await json(await admin(`?search=order_status ${token}`));
      expect(bySetting.data.items.map((item) => item.id)).toEqual([created.id]);
      expect((await admin("?settingName=newsletter")).status).toBe(400);
      expect((await admin("?sort=body")).status).toBe(400);
    } finally {
      await admin(`/${created.id}`, { method: "DELETE" });
    }
  });
});

describe("email templates: the rules", () => {
  const en = (text: Record<string, unknown>) => ({
    translations: { en: { ...templateBody().translations.en, ...text } },
  });
  const orderVariables =
    "{{name}}, {{order_number}}, {{status}}, {{link}}, {{grand_total}}, {{sub_total}}, {{vat_total}}, {{shipping_cost}}, {{discount_total}}, {{po_reference}}, {{lines}}, {{address}}, {{delivery_method}}, {{payment_method}}, {{bank_details}}, {{shop_name}}";
  it.each([
    ["setting name missing", { settingName: undefined }, "settingName", "Choose one of the options"],
    ["unknown setting name", { settingName: "newsletter" }, "settingName", "Choose one of the options"],
    ["order email without a status", { orderStatus: null }, "orderStatus", "This field is required"],
    ["unknown order status", { orderStatus: "lost" }, "orderStatus", "Choose one of the options"],
    [
      "account email with a status",
      {
        settingName: "password_reset",
        orderStatus: "pending",
        ...en({ body: "{{link}}", subject: "Reset", header: null }),
      },
      "orderStatus",
      "Only order status emails have an order status",
    ],
    ["subject missing", en({ subject: " " }), "translations.en.subject", "This field is required"],
    ["body missing", en({ body: "" }), "translations.en.body", "This field is required"],
    ["subject too long", en({ subject: "s".repeat(201) }), "translations.en.subject", "This text is too long"],
    [
      "an unknown variable in the body",
      en({ body: "Hello {{nope}}" }),
      "translations.en.body",
      `Unknown variable {{nope}}; use one of ${orderVariables}`,
    ],
    [
      "an unknown variable in the subject",
      en({ subject: "Order {{ order_id }}" }),
      "translations.en.subject",
      `Unknown variable {{order_id}}; use one of ${orderVariables}`,
    ],
    [
      "an order variable in an account email",
      {
        settingName: "password_reset",
        orderStatus: null,
        ...en({ subject: "Reset", header: null, body: "{{order_number}} {{link}}" }),
      },
      "translations.en.body",
      "Unknown variable {{order_number}}; use one of {{name}}, {{link}}, {{shop_name}}",
    ],
    ["an image not in the gallery", { headerImageId: 999999999 }, "headerImageId", "Choose an image from the gallery"],
  ])("refuses %s with its message and writes nothing", async (_, overrides, field, message) => {
    const before = await db.$count(emailTemplates);
    const response = await admin("", { body: { ...templateBody(), ...overrides } });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(emailTemplates)).toBe(before);
  });

  it("names an unknown variable in Arabic for an Arabic admin", async () => {
    const body = templateBody();
    body.translations.ar.body = "مرحباً {{nope}}";
    const response = await admin("", { body, language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.["translations.ar.body"]).toMatch(/^المتغير \{\{nope\}\} غير معروف/);
  });

  it("checks a PATCH's texts against the template's own setting name", async () => {
    const created = await createTemplate();
    try {
      const response = await admin(`/${created.id}`, {
        method: "PATCH",
        body: { settingName: "password_reset", orderStatus: null },
      });
      expect(response.status).toBe(400);
      // The kept texts use order variables a password reset email does not fill
      expect((await json(response)).errors?.["translations.en.subject"]).toMatch(
        /^Unknown variable \{\{order_number\}\}/,
      );
    } finally {
      await admin(`/${created.id}`, { method: "DELETE" });
    }
  });
});

describe("email preview", () => {
  const preview = (body: Record<string, unknown>, language: "ar" | "en" = "en") =>
    call("/api/admin/email-preview", { cookie: session.cookie, body, language });

  it("renders an order email as the mailer does, with sample values", async () => {
    const response = await preview({
      settingName: "order_status",
      orderStatus: "shipped",
      locale: "en",
      subject: "Order {{order_number}} is {{status}}",
      header: "{{shop_name}}",
      body: "Hello {{name}}, total {{grand_total}}. {{nope}}",
      footer: "Bye",
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: EmailPreview };
    expect(data.subject).toBe("Order 100245 is shipped");
    expect(data.text).toMatch(/^Jumla\n\nHello Sara Ahmed, total .+\. \{\{nope\}\}/);
    // The body does not place {{lines}}: the lines and totals follow it, as in the sent email
    expect(data.text).toContain("Cotton bath towel, white");
    expect(data.text).toMatch(/--\nBye$/);
    expect(data.unknownVariables).toEqual(["nope"]);
  });

  it("renders an account email in Arabic with its link", async () => {
    const response = await preview(
      { settingName: "account_approved", locale: "ar", subject: "تم الاعتماد", body: "مرحباً {{name}}" },
      "ar",
    );
    const { data } = (await response.json()) as { data: EmailPreview };
    expect(data).toMatchObject({ subject: "تم الاعتماد", unknownVariables: [] });
    expect(data.text).toBe("مرحباً سارة أحمد\n\nhttps://shop.jumla.test/login");
  });

  it("refuses a preview without a setting name, and anyone but an admin", async () => {
    expect((await preview({ locale: "en", subject: "x", body: "y" })).status).toBe(400);
    expect((await call("/api/admin/email-preview", { body: { settingName: "registration" } })).status).toBe(401);
  });
});
