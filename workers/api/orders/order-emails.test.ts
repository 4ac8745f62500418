import { describe, expect, it } from "vitest";
import { getProfile } from "../../../core/profiles.ts";
import { formatMoney } from "../../../i18n/index.ts";
import {
  orderIdPlaceholder,
  orderNumberPlaceholder,
  renderAdminOrderEmail,
  renderOrderEmail,
  type OrderEmailData,
} from "./order-emails.ts";

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
  address: {
    country: "SA",
    city: "Riyadh",
    address1: "King Fahd Road 12",
    address2: null,
    postcode: "12211",
    neighbourhood: "Al Olaya",
  },
  deliveryMethod: "Riyadh Express",
  paymentMethod: "Cash on delivery",
  bank: null,
  ...overrides,
});
const bank = {
  bankName: "Al Rajhi Bank",
  accountName: "Jumla Trading",
  bankNumber: "1234",
  sortCode: null,
  iban: "SA03",
};
const buyer = {
  companyName: "Otaibi Linen",
  email: "huda@otaibi.test",
  phone: "0500000009",
  salespersonName: null,
  note: "Call before delivery",
};
const template = {
  subject: "Order {{order_number}}: {{status}}",
  header: null,
  body: "Hello {{name}}, {{link}}",
  footer: "Jumla",
};

describe("renderOrderEmail", () => {
  const shipment = {
    shipmentName: "Pallet 1 of 2",
    shipmentUrl: "https://track.smsa.test/AB12",
    shippingCompany: "SMSA",
  };

  it("tells the buyer the shipment, its carrier and its tracking link right after the body (decision 0080)", () => {
    const text = renderOrderEmail(template, order({ shipment }), env).text;
    expect(text).toContain(
      "Hello Huda Al-Otaibi, https://shop.jumla.test/en/dashboard/orders/42\n\nShipment: Pallet 1 of 2\nShipping company: SMSA\nTrack your shipment: https://track.smsa.test/AB12\n\nHotel towel",
    );
    const arabic = renderOrderEmail(template, order({ shipment, locale: "ar" }), env).text;
    expect(arabic).toContain("تتبّع شحنتك: https://track.smsa.test/AB12");
  });

  it("places the shipment where the template asks, once, and says nothing of one not recorded", () => {
    const placed = renderOrderEmail(
      { ...template, body: "Track it at {{shipment_url}} ({{shipping_company}}, {{shipment_name}})" },
      order({ shipment }),
      env,
    ).text;
    expect(placed).toContain("Track it at https://track.smsa.test/AB12 (SMSA, Pallet 1 of 2)");
    expect(placed).not.toContain("Track your shipment");
    const none = renderOrderEmail(
      template,
      order({ shipment: { ...shipment, shipmentName: null, shipmentUrl: null, shippingCompany: null } }),
      env,
    ).text;
    expect(none).not.toMatch(/Shipment|Track your shipment|Shipping company/);
  });

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

  // Issue #19 item 7: the email is the buyer's record: where it goes, how it is paid and what to pay.
  it("carries the address, the delivery and the payment, and for a bank transfer the bank account", () => {
    const cash = renderOrderEmail(template, order(), env).text;
    expect(cash).toContain("Delivery address: King Fahd Road 12, Al Olaya, Riyadh, 12211, Saudi Arabia");
    expect(cash).toContain("Delivery: Riyadh Express");
    expect(cash).toContain("Payment: Cash on delivery");
    expect(cash).not.toContain("IBAN");

    const transfer = renderOrderEmail(template, order({ paymentMethod: "Bank transfer", bank }), env).text;
    expect(transfer).toContain("Payment: Bank transfer");
    expect(transfer).toContain("Transfer the total to this account, with your order number as the reference.");
    expect(transfer).toContain("Bank: Al Rajhi Bank");
    expect(transfer).toContain("Account name: Jumla Trading");
    expect(transfer).toContain("IBAN: SA03");
    expect(transfer).toContain("Reference: JM-000042");
    expect(transfer).not.toContain("Sort code");
  });

  it("names each line's variant and chosen options under it", () => {
    const lines = [
      {
        title: "Hotel towel",
        sku: "TOWEL01-XL-W",
        quantity: 24,
        lineTotal: 48_000,
        variantValues: [
          { attribute: "Size", value: "XL" },
          { attribute: "Colour", value: "White" },
        ],
        selections: [{ groupName: "Gift box", choiceName: "Yes" }],
      },
    ];
    const email = renderOrderEmail(template, order({ lines }), env);
    expect(email.text).toContain(
      `Hotel towel (TOWEL01-XL-W) × 24: ${money(48_000)}\n   Size: XL, Colour: White, Gift box: Yes`,
    );
  });
});

describe("renderAdminOrderEmail", () => {
  it("tells the admins who ordered what, where it goes and where to open it, in the shop's language", () => {
    const email = renderAdminOrderEmail(order(), buyer, env, { isNew: true });
    // testing_v1's default language is Arabic: the back office's link has no prefix.
    expect(email.subject).toBe("طلب جديد JM-000042 من Otaibi Linen");
    expect(email.text).toContain("huda@otaibi.test");
    expect(email.text).toContain("0500000009");
    expect(email.text).toContain("ملاحظة العميل: Call before delivery");
    expect(email.text).toContain("King Fahd Road 12");
    expect(email.text).toContain("https://shop.jumla.test/admin-panel/secure/order/42");
    // Not the customer's email: no greeting, no link to the customer area.
    expect(email.text).not.toContain("/dashboard/orders/");
  });

  it("names a later status and the salesperson who placed the order", () => {
    const email = renderAdminOrderEmail(
      order({ status: "cancelled" }),
      { ...buyer, salespersonName: "Khalid Al-Shehri" },
      { ...env, PROFILE: "v_3_" },
      { isNew: false },
    );
    expect(email.subject).toBe("Order JM-000042 (Otaibi Linen): Cancelled");
    expect(email.text).toContain("Placed by salesperson: Khalid Al-Shehri");
    expect(email.text).toContain("https://shop.jumla.test/admin-panel/secure/order/42");
  });
});
