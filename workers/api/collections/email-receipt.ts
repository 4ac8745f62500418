// The receipt by email (decision 0094): queued in the outbox for the customer, in their language
// (the profile's when they have none), as plain text; the outbox job sends it.
import { and, eq } from "drizzle-orm";
import type { CollectionReceipt } from "../../../core/contracts/sales.ts";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { collections, customers } from "../../../db/schema/index.ts";
import { formatDate, formatMoney, isolate, useTranslations } from "../../../i18n/index.ts";
import { AppError } from "../../lib/errors.ts";
import { queueEmail } from "../../lib/mail.ts";
import { readReceipt } from "./collection-rows.ts";
import { collectionScope, type CollectionActor } from "./change-collection.ts";

/** The receipt's text in `locale`: what the page shows, line by line, the "not a tax invoice" line last. */
export function receiptText(receipt: CollectionReceipt, locale: Locale, profileKey: string): string {
  const t = useTranslations(locale);
  const profile = getProfile(profileKey);
  const money = (minor: number) => formatMoney(minor, locale, profile);
  const day = (iso: string) => formatDate(Date.parse(`${iso}T12:00:00Z`), profile);
  const method = t(`admin.orders.kind.${receipt.method}`);
  return [
    receipt.seller?.name ?? t("site.name"),
    receipt.seller?.vatNumber ? t("sales.receipt.vatNumber", { number: receipt.seller.vatNumber }) : null,
    "",
    t("sales.receipt.number", { number: isolate(receipt.receiptNumber) }),
    t("sales.receipt.date", { date: day(receipt.collectedOn) }),
    t("sales.receipt.customer", { name: isolate(`${receipt.customer.name}, ${receipt.customer.companyName}`) }),
    t("sales.receipt.salesperson", { name: isolate(receipt.salesperson.name) }),
    t("sales.receipt.amount", { amount: money(receipt.amount) }),
    t("sales.receipt.method", { method }),
    receipt.reference ? t("sales.receipt.reference", { reference: isolate(receipt.reference) }) : null,
    receipt.bank ? t("sales.receipt.bank", { bank: isolate(receipt.bank) }) : null,
    receipt.chequeDueOn ? t("sales.receipt.dueOn", { date: day(receipt.chequeDueOn) }) : null,
    ...receipt.allocations.map((allocation) =>
      t("sales.receipt.allocation", { order: isolate(allocation.orderNumber), amount: money(allocation.amount) }),
    ),
    receipt.onAccount > 0 ? t("sales.receipt.onAccount", { amount: money(receipt.onAccount) }) : null,
    receipt.state === "voided" ? t("sales.receipt.voided", { reason: receipt.voidReason ?? "" }) : null,
    "",
    t("sales.receipt.notTaxInvoice"),
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** Queues collection `id`'s receipt to its customer, in their language; answers the address. Not theirs: 404. */
export async function emailReceipt(db: Db, id: number, actor: CollectionActor, profileKey: string): Promise<string> {
  const [customer] = await db
    .select({ locale: customers.locale })
    .from(collections)
    .innerJoin(customers, eq(customers.id, collections.customerId))
    .where(and(eq(collections.id, id), collectionScope(actor)));
  if (!customer) throw new AppError("not_found");
  const locale = customer.locale ?? getProfile(profileKey).language;
  const receipt = await readReceipt(db, id, collectionScope(actor), locale);
  if (!receipt) throw new AppError("not_found");
  const t = useTranslations(locale);
  await queueEmail(db, {
    to: receipt.customerEmail,
    subject: t("sales.receipt.email.subject", {
      number: receipt.receiptNumber,
      shop: receipt.seller?.name ?? t("site.name"),
    }),
    text: receiptText(receipt, locale, profileKey),
  });
  return receipt.customerEmail;
}
