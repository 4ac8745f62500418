// The one place a return's status changes (issue #20 item 3, decision 0083), as
// changeOrderStatus is for orders: the table of core/orders/refund-status.ts decides, the status
// is written only if nobody moved the return meanwhile (compare-and-set on the status read), the
// change is recorded in the return's history with the admin who made it, goods received go back
// on the shelf for the lines the admin chose, and the buyer is emailed through the outbox, all in
// one batch.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { canMoveRefund, type RefundStatus } from "../../../core/orders/refund-status.ts";
import { getProfile } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import {
  customers,
  orderLines,
  orders,
  productVariants,
  products,
  refundLines,
  refundStatusHistory,
  refunds,
} from "../../../db/schema/index.ts";
import { formatMoney, useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { AppError } from "../../lib/errors.ts";
import { siteUrl } from "../../lib/http/app-url.ts";
import { emailKind } from "../../lib/mail.ts";

/** Who moves a return (refund_status_history.actor). */
export type RefundActor = "customer" | "admin";

export interface RefundStatusChange {
  refundId: number;
  to: RefundStatus;
  actor: RefundActor;
  /** The admin who moves it: the history names them. */
  admin?: { id: number; name: string };
  /** The return must be in this status (what the admin's screen showed); else any the table allows. */
  from?: RefundStatus;
  /** The history's note; a rejection's reason (required to reject). */
  note?: string | null;
  /** Received: the order lines (of this return) whose returned quantity goes back on the shelf. */
  restock?: readonly number[];
  /** Refunded: the amount that went back, for the buyer's email (minor units). */
  refundedAmount?: number;
  /** More statements for the same batch, acting only while `unmoved` holds. */
  also?: (unmoved: SQL) => BatchItem<"sqlite">[];
}

/**
 * Moves a return; returns false when it had already moved on (a concurrent change won, or it is no
 * longer in `from`). A move the table refuses throws `refund_transition_invalid`.
 */
export async function changeRefundStatus(
  db: Db,
  change: RefundStatusChange,
  env: { PROFILE: string; SITE_ORIGIN: string },
): Promise<boolean> {
  const [[refund], lines] = await db.batch([
    db
      .select({
        id: refunds.id,
        status: refunds.status,
        orderNumber: orders.orderNumber,
        currency: orders.currency,
        locale: orders.locale,
        customerName: orders.customerName,
        email: customers.email,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(customers, eq(customers.id, refunds.customerId))
      .where(eq(refunds.id, change.refundId)),
    db
      .select({ orderLineId: refundLines.orderLineId })
      .from(refundLines)
      .where(eq(refundLines.refundId, change.refundId))
      .orderBy(asc(refundLines.orderLineId)),
  ]);
  if (!refund) throw new AppError("not_found");
  if (change.from !== undefined && refund.status !== change.from) return false;
  if (!canMoveRefund(refund.status, change.to)) {
    throw new AppError("refund_transition_invalid", undefined, { from: refund.status, to: change.to });
  }
  const note = change.note?.trim() || null;
  if (change.to === "rejected" && !note) {
    const t = useTranslations(refund.locale);
    throw new AppError("invalid_input", { note: t("refunds.rejectionReason.required") });
  }
  const still = and(eq(refunds.id, refund.id), eq(refunds.status, refund.status));
  const unmoved = sql`exists (select 1 from ${refunds} where ${still})`;
  const ownLines = new Set(lines.map((line) => line.orderLineId));
  const restock = change.to === "received" ? (change.restock ?? []).filter((id) => ownLines.has(id)) : [];
  const email = refundEmail(refund, change, note, env);
  const statements: BatchItem<"sqlite">[] = [
    ...restockStatements(db, refund.id, restock, unmoved),
    db.insert(refundStatusHistory).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          refundId: refunds.id,
          status: sql<RefundStatus>`${change.to}`.as("status"),
          actor: sql<string>`${change.actor}`.as("actor"),
          adminId: sql<number | null>`${change.admin?.id ?? null}`.as("admin_id"),
          adminName: sql<string | null>`${change.admin?.name ?? null}`.as("admin_name"),
          note: sql<string | null>`${note}`.as("note"),
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(refunds)
        .where(still),
    ),
    db.run(sql`insert into outbox (kind, payload)
      select ${emailKind}, json_object('to', ${refund.email}, 'subject', ${email.subject}, 'text', ${email.text})
      where ${unmoved}`),
    ...(change.also?.(unmoved) ?? []),
    db
      .update(refunds)
      .set({
        status: change.to,
        ...(change.to === "rejected" ? { rejectionReason: note } : {}),
        updatedAt: Date.now(),
      })
      .where(still)
      .returning({ id: refunds.id }),
  ];
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return (results.at(-1) as { id: number }[]).length === 1;
}

/**
 * The returned quantity of each chosen line back to its variant, or to its product when it has
 * none; a variant's product follows by trigger (decision 0073). Raw SQL, as for a cancelled order:
 * a stock move is not an edit of the product.
 */
function restockStatements(db: Db, refundId: number, lineIds: readonly number[], unmoved: SQL) {
  if (lineIds.length === 0) return [];
  const chosen = sql`${refundLines.refundId} = ${refundId} and ${refundLines.orderLineId} in (${sql.join(
    lineIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const back = (match: SQL) => sql`coalesce((select sum(${refundLines.quantity}) from ${refundLines}
    join ${orderLines} on ${orderLines.id} = ${refundLines.orderLineId} where ${chosen} and ${match}), 0)`;
  return [
    db.run(sql`update ${products} set quantity = quantity + ${back(sql`${orderLines.productId} = ${products.id} and ${orderLines.variantId} is null`)}
      where ${unmoved} and id in (select ${orderLines.productId} from ${refundLines}
        join ${orderLines} on ${orderLines.id} = ${refundLines.orderLineId} where ${chosen} and ${orderLines.variantId} is null)`),
    db.run(sql`update ${productVariants} set quantity = quantity + ${back(sql`${orderLines.variantId} = ${productVariants.id}`)}
      where ${unmoved} and id in (select ${orderLines.variantId} from ${refundLines}
        join ${orderLines} on ${orderLines.id} = ${refundLines.orderLineId} where ${chosen})`),
  ];
}

/** The buyer's email about their return, in the order's language. */
function refundEmail(
  refund: { id: number; orderNumber: string; currency: string; locale: "ar" | "en"; customerName: string },
  change: RefundStatusChange,
  note: string | null,
  env: { PROFILE: string; SITE_ORIGIN: string },
) {
  const t = useTranslations(refund.locale);
  const profile = getProfile(env.PROFILE);
  const status = t(`refundStatus.${change.to}`);
  const lines = [
    t("mail.refund.greeting", { name: refund.customerName }),
    t("mail.refund.status", { number: refund.orderNumber, status }),
    ...(change.to === "rejected" && note ? [t("mail.refund.reason", { reason: note })] : []),
    ...(change.to === "refunded" && change.refundedAmount !== undefined
      ? [t("mail.refund.amount", { amount: formatMoney(change.refundedAmount, refund.locale, profile) })]
      : []),
    "",
    siteUrl(env, localizePath("/dashboard/refunds", refund.locale, profile)),
  ];
  return { subject: t("mail.refund.subject", { number: refund.orderNumber, status }), text: lines.join("\n") };
}
