import type { OrderDetail } from "../../../../core/contracts/admin/orders.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import type { BankDetails, InvoiceItem, NewInvoice, SellerDetails } from "../../../../db/schema/index.ts";
import { bankDetails, getSiteProfile } from "../../front/get-site-profile.ts";

/** What an invoice copies from its order: lines, addresses, discounts and totals, as the order has them. */
export type OrderSnapshot = Pick<
  NewInvoice,
  | "locale"
  | "currency"
  | "items"
  | "billingAddress"
  | "shippingAddress"
  | "subTotal"
  | "selectionsTotal"
  | "discountTotal"
  | "vatTotal"
  | "shippingCost"
  | "total"
>;

/**
 * The invoice's copy of its order (decision 0082): every line and total as the order holds them
 * now, so the invoice's total is its order's to the cent. The checkout takes one address, so the
 * billing and delivery addresses are both the order's.
 */
export function orderSnapshot(order: OrderDetail): OrderSnapshot {
  const items: InvoiceItem[] = order.lines.map((line) => ({
    title: line.title,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    selections: line.selections.map(({ groupName, choiceName, priceDelta }) => ({ groupName, choiceName, priceDelta })),
    variantValues: line.variantValues,
    vatRateBasisPoints: line.vatRateBasisPoints,
    vatAmount: line.vatAmount,
    lineTotal: line.lineTotal,
  }));
  const { totals } = order;
  return {
    locale: order.locale,
    currency: order.currency,
    items,
    billingAddress: order.address,
    shippingAddress: order.address,
    subTotal: totals.subTotal,
    selectionsTotal: totals.selectionsTotal,
    discountTotal: totals.discountTotal,
    vatTotal: totals.vatTotal,
    shippingCost: totals.shippingCost,
    total: totals.grandTotal,
  };
}

/** The seller and bank details as the company profile states them now, in `locale` (SPEC §3). */
export async function sellerSnapshot(
  db: Db,
  locale: Locale,
): Promise<{ seller: SellerDetails | null; bankDetails: BankDetails | null }> {
  const company = await getSiteProfile(db, locale).catch(() => null);
  if (!company) return { seller: null, bankDetails: null };
  return {
    seller: {
      name: company.name ?? "",
      address: company.address,
      phone: company.phone ?? company.mobile,
      email: company.email,
      vatNumber: company.vatNumber,
      commercialRecordNumber: company.commercial_record_number,
    },
    bankDetails: bankDetails(company),
  };
}
