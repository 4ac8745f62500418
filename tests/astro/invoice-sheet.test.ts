import { experimental_AstroContainer } from "astro/container";
import { beforeAll, describe, expect, test } from "vitest";
import type { InvoiceDetail } from "../../core/contracts/admin/invoices.ts";
import { zatcaTlv } from "../../core/invoices/zatca-tlv.ts";
import { profiles, type Profile } from "../../core/profiles.ts";
import { useTranslations } from "../../i18n/index.ts";
import InvoiceSheet from "../../src/components/InvoiceSheet.astro";

// The invoice sheet as each kind of profile prints it (issue #20 item 2, decision 0082): the e2e
// suite serves one SAR profile, so the UK VAT invoice is rendered here, by Astro's own renderer.

const british = Object.values(profiles).find((profile) => profile.currency === "GBP") as Profile;
const saudi = profiles.testing_v1;

const invoice = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 1,
  invoiceNumber: "INV-000007",
  state: "printed",
  locale: "en",
  currency: "GBP",
  order: {
    id: 1,
    orderNumber: "1001",
    purchaseOrderReference: "PO-77",
    dueOn: null,
    customerId: 1,
    customerName: "Ann Buyer",
    companyName: "Ann Ltd",
  },
  date: "2026-11-02",
  lines: [
    {
      title: "Linen shirt",
      sku: "LS-1",
      variantValues: [],
      selections: [],
      unitPrice: 1250,
      quantity: 4,
      vatRateBasisPoints: 2000,
      vatAmount: 1000,
      lineTotal: 5000,
    },
    {
      title: "Child's coat",
      sku: "CC-2",
      variantValues: [],
      selections: [],
      unitPrice: 2000,
      quantity: 1,
      vatRateBasisPoints: 500,
      vatAmount: 100,
      lineTotal: 2000,
    },
  ],
  billingAddress: null,
  shippingAddress: null,
  seller: {
    name: "Jumla UK Ltd",
    address: "1 High St",
    phone: null,
    email: null,
    vatNumber: "GB123456789",
    commercialRecordNumber: null,
  },
  bankDetails: null,
  totals: { subTotal: 7000, selectionsTotal: 0, discountTotal: 0, vatTotal: 1100, shippingCost: 0, total: 8100 },
  note: null,
  printedAt: Date.parse("2026-11-02T09:30:00Z"),
  qr: null,
  creditNote: null,
  updatedAt: 1,
  ...overrides,
});

let container: experimental_AstroContainer;
beforeAll(async () => {
  container = await experimental_AstroContainer.create();
});

/** The sheet's words as a reader meets them: tags dropped, entities decoded, spaces collapsed. */
async function render(detail: InvoiceDetail, profile: Profile) {
  const html = await container.renderToString(InvoiceSheet, {
    props: { invoice: detail, logoUrl: null },
    // The sheet reads only these two of the page's locals.
    locals: { locale: detail.locale, profile } satisfies Pick<App.Locals, "locale" | "profile"> as App.Locals,
  });
  const text = (fragment: string) =>
    fragment
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&#39;", "'")
      .replace(/\s+/g, " ")
      .trim();
  const lines = [...html.matchAll(/<tr[^>]*data-testid="invoice-line"[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    text(row[1] ?? ""),
  );
  return { html, text: text(html), lines };
}

describe("a GBP profile's printed invoice is a UK VAT invoice", () => {
  test("titled a VAT invoice, with the supplier's VAT number, the tax point and the totals in pounds", async () => {
    const { text } = await render(invoice(), british);
    expect(text).toContain("VAT invoice");
    expect(text).toContain("VAT number: GB123456789");
    expect(text).toContain("Invoice number INV-000007");
    expect(text).toContain("Tax point 02/11/2026");
    expect(text).toContain("Subtotal £70.00 Shipping £0.00 VAT £11.00 Total including VAT £81.00");
    expect(text).not.toContain("Simplified tax invoice");
  });

  test("each line states its VAT rate and VAT amount", async () => {
    const { lines } = await render(invoice(), british);
    expect(lines).toEqual([
      "Linen shirt LS-1 £12.50 4 20% £10.00 £50.00",
      "Child's coat CC-2 £20.00 1 5% £1.00 £20.00",
    ]);
  });

  test("carries no ZATCA QR code", async () => {
    const { html } = await render(invoice(), british);
    expect(html).not.toContain('data-testid="invoice-qr"');
  });

  test("in Arabic, the same fields in Arabic", async () => {
    const t = useTranslations("ar");
    const { text } = await render(invoice({ locale: "ar" }), british);
    expect(text).toContain(t("invoice.title.vat"));
    expect(text).toContain(`${t("invoice.taxPoint")} 02/11/2026`);
  });
});

describe("a SAR profile's printed invoice is a simplified tax invoice", () => {
  const qr = zatcaTlv({
    sellerName: "جملة للتجارة",
    vatNumber: "300000000000003",
    timestamp: "2026-11-02T09:30:00Z",
    total: "81.00",
    vatTotal: "11.00",
  });
  const sar = { currency: "SAR", locale: "ar", qr } as const;

  test("titled so, with the QR code drawn and named, and no tax point", async () => {
    const t = useTranslations("ar");
    const { html, text } = await render(invoice(sar), saudi);
    expect(text).toContain(t("invoice.title.simplified"));
    expect(text).not.toContain(t("invoice.taxPoint"));
    expect(html).toMatch(
      new RegExp(`data-testid="invoice-qr"[\\s\\S]*role="img"[^>]*aria-label="${t("invoice.qr")}"[^>]*><svg`),
    );
  });

  test("a draft is titled a draft, without a number or a QR code", async () => {
    const t = useTranslations("ar");
    const { html, text } = await render(invoice({ ...sar, state: "draft", invoiceNumber: null, qr: null }), saudi);
    expect(text).toContain(t("invoice.title.draft"));
    expect(html).not.toContain('data-testid="invoice-number"');
    expect(html).not.toContain('data-testid="invoice-qr"');
  });
});

describe("the invoice's address, bank details and totals (the printed order's own parts)", () => {
  test("the billing address in lines, the bank account with its codes, the total including VAT", async () => {
    const { html, text } = await render(
      invoice({
        billingAddress: {
          address1: "1 High St",
          address2: null,
          neighbourhood: null,
          city: "Leeds",
          postcode: "LS1 1AA",
          country: "GB",
          location: null,
        },
        bankDetails: {
          bankName: "Barclays",
          accountName: "Jumla UK Ltd",
          bankNumber: "12345678",
          sortCode: "20-00-00",
          iban: null,
        },
      }),
      british,
    );
    expect(text).toContain("Bill to Ann Ltd Ann Buyer 1 High St Leeds , LS1 1AA United Kingdom");
    expect(text).toContain("Bank Barclays Account name Jumla UK Ltd Account number 12345678 Sort code 20-00-00");
    expect(html).toContain('data-testid="invoice-bank"');
    expect(html).toMatch(/data-testid="invoice-total"[^>]*>[\s\S]*?£81\.00/);
  });
});

describe("an order paid on account (decision 0102)", () => {
  test("prints the day it is due, and an order with none prints no due day", async () => {
    const due = await render(invoice({ order: { ...invoice().order, dueOn: "2026-12-02" } }), british);
    expect(due.text).toContain("Due on 02/12/2026");
    expect((await render(invoice(), british)).html).not.toContain('data-testid="invoice-due-on"');
  });
});
