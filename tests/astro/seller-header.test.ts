import { experimental_AstroContainer } from "astro/container";
import { beforeAll, describe, expect, test } from "vitest";
import type { InvoiceDetail } from "../../core/contracts/admin/invoices.ts";
import type { CollectionReceipt, CustomerStatement } from "../../core/contracts/sales.ts";
import { profiles } from "../../core/profiles.ts";
import InvoiceSheet from "../../src/components/InvoiceSheet.astro";
import ReceiptSheet from "../../src/components/ReceiptSheet.astro";
import StatementSheet from "../../src/components/StatementSheet.astro";

// One seller header (src/components/SellerHeader.astro) heads every document the shop hands out:
// the invoice, the customer's statement and the collection's receipt (and the order's print view,
// which the e2e suite opens) state the company the same way, its VAT number read left to right.

const seller = {
  name: "Jumla Trading",
  address: "12 King Fahd Road, Riyadh",
  phone: "0112345678",
  email: "office@jumla.test",
  vatNumber: "300000000000003",
  commercialRecordNumber: "1010101010",
};
const customer = { id: 7, name: "Noor Haddad", companyName: "Haddad Trading" };

const receipt: CollectionReceipt = {
  id: 1,
  receiptNumber: "RCP-000001",
  customer,
  salesperson: { id: 2, name: "Sami Sales" },
  amount: 10_000,
  allocatedAmount: 0,
  currency: "SAR",
  method: "cash",
  reference: null,
  bank: null,
  chequeDueOn: null,
  collectedOn: "2026-11-28",
  state: "recorded",
  createdAt: 1,
  note: null,
  allocations: [],
  onAccount: 10_000,
  customerEmail: "noor@jumla.test",
  confirmedAt: null,
  confirmedByName: null,
  voidedAt: null,
  voidedByName: null,
  voidReason: null,
  canVoid: true,
  canConfirm: true,
  isTaxInvoice: false,
  seller,
};

const statement: CustomerStatement = {
  customer: { ...customer, email: "noor@jumla.test", phone: "0500000000", userCode: null },
  salesperson: null,
  currency: "SAR",
  from: null,
  to: null,
  openingBalance: 0,
  closingBalance: 0,
  entries: [],
  seller,
};

const invoice: InvoiceDetail = {
  id: 1,
  invoiceNumber: "INV-000001",
  state: "printed",
  locale: "en",
  currency: "SAR",
  order: {
    id: 1,
    orderNumber: "1001",
    purchaseOrderReference: null,
    dueOn: null,
    customerId: 7,
    customerName: customer.name,
    companyName: customer.companyName,
  },
  date: "2026-11-28",
  lines: [],
  billingAddress: null,
  shippingAddress: null,
  seller,
  bankDetails: null,
  totals: { subTotal: 0, selectionsTotal: 0, discountTotal: 0, vatTotal: 0, shippingCost: 0, total: 0 },
  note: null,
  printedAt: 1,
  qr: null,
  creditNote: null,
  updatedAt: 1,
};

let container: experimental_AstroContainer;
beforeAll(async () => {
  container = await experimental_AstroContainer.create();
});

const locals = { locale: "en", profile: profiles.testing_v1 } as App.Locals;

/** The seller header's HTML within a rendered document. */
async function headerOf(html: Promise<string>) {
  const match = /<header[^>]*data-testid="seller-header"[\s\S]*?<\/header>/.exec(await html);
  return match?.[0] ?? "";
}

describe("the seller at the head of every document", () => {
  test("is the same header on the invoice, the statement and the receipt", async () => {
    const [onInvoice, onStatement, onSheetReceipt] = await Promise.all([
      headerOf(container.renderToString(InvoiceSheet, { props: { invoice, logoUrl: "/logo.svg" }, locals })),
      headerOf(container.renderToString(StatementSheet, { props: { statement, logoUrl: "/logo.svg" }, locals })),
      headerOf(
        container.renderToString(ReceiptSheet, { props: { receipt, logoUrl: "/logo.svg", isSheet: true }, locals }),
      ),
    ]);
    expect(onInvoice).toContain("Jumla Trading");
    expect(onInvoice).toMatch(/VAT number: <span dir="ltr" data-testid="seller-vat-number"[^>]*>300000000000003/);
    expect(onInvoice).toContain('src="/logo.svg"');
    expect(onStatement).toBe(onInvoice);
    expect(onSheetReceipt).toBe(onInvoice);
  });

  test("on the salesperson's phone the receipt's header takes the theme and shows no logo", async () => {
    const onPhone = await headerOf(container.renderToString(ReceiptSheet, { props: { receipt }, locals }));
    expect(onPhone).toContain("300000000000003");
    expect(onPhone).not.toContain("<img");
    expect(onPhone).not.toMatch(/class="([^"]* )?border-neutral-400/);
  });

  test("without a company profile, a document is headed by nothing but an empty name", async () => {
    const empty = await headerOf(
      container.renderToString(ReceiptSheet, { props: { receipt: { ...receipt, seller: null } }, locals }),
    );
    expect(empty).not.toContain("VAT");
  });
});
