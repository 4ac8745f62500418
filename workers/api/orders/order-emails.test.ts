import { describe, expect, it } from "vitest";
import { getProfile } from "../../../core/profiles.ts";
import { formatMoney } from "../../../i18n/index.ts";
import { orderIdPlaceholder, orderNumberPlaceholder, renderOrderEmail, type OrderEmailData } from "./order-emails.ts";

const money = (minor: number, locale: "ar" | "en" = "en") => formatMoney(minor, locale, getProfile("testing_v1"));
const env = { PROFILE: "testing_v1", SITE_ORIGIN: "https://shop.jumla.test" };
const order = (overrides: Partial<OrderEmailData> = {}): OrderEmailData => ({
  number: "JM-000042",
  id: 42,
  customerName: "Huda Al-Otaibi",
  status: "shipped",
  locale: "en",
  purchaseOrderReference: "PO-9",
  lines: [{ title: "Hotel towel", sku: "TOWEL01", quantity: 24, lineTotal: 48_000 }],
  totals: {
    subTotal: 48_000,
    selectionsTotal: 0,
    discountTotal: 0,
    vatTotal: 7_200,
    shippingCost: 2_500,
    grandTotal: 57_700,
  },
  ...overrides,
});
const template = {
  subject: "Order {{order_number}}: {{status}}",
  header: null,
  body: "Hello {{name}}, {{link}}",
  footer: "Jumla",
};

describe("renderOrderEmail", () => {
  it("fills the variables and appends the lines and totals when the body does not place them", () => {
    const email = renderOrderEmail(template, order(), env);
    expect(email.subject).toBe("Order JM-000042: shipped");
    expect(email.text).toContain("Hello Huda Al-Otaibi, https://shop.jumla.test/en/dashboard/orders/42");
    expect(email.text).toContain(`Hotel towel (TOWEL01) × 24: ${money(48_000)}`);
    expect(email.text).toContain(`Total: ${money(57_700)}`);
    expect(email.text).toContain("Your purchase order reference: PO-9");
    expect(email.text).not.toContain("Discount");
    expect(email.text.endsWith("--\nJumla")).toBe(true);
  });

  it("puts the lines where the body places them, once", () => {
    const email = renderOrderEmail({ ...template, body: "Items:\n{{lines}}\nTotal {{grand_total}}" }, order(), env);
    expect(email.text.match(/Hotel towel/g)).toHaveLength(1);
    expect(email.text).toContain(`Total ${money(57_700)}`);
  });

  it("writes Arabic for an Arabic order, the shop's default language without a prefix", () => {
    const email = renderOrderEmail(template, order({ locale: "ar" }), env);
    expect(email.text).toContain(`الإجمالي: ${money(57_700, "ar")}`);
    expect(email.text).toContain("https://shop.jumla.test/dashboard/orders/42");
  });

  it("keeps the placeholders the placing batch fills in", () => {
    const email = renderOrderEmail(template, order({ number: orderNumberPlaceholder, id: orderIdPlaceholder }), env);
    expect(email.subject).toBe("Order {{order_number}}: shipped");
    expect(email.text).toContain("/en/dashboard/orders/{{order_id}}");
  });
});
