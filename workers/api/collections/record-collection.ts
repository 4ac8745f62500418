// Recording a collection (issue #22 item 6, decision 0094): ONE batch (one transaction) of
//   1. number the receipt    counters 'receipt' + 1, read by the insert (an abort rolls it back: no gaps)
//   2. write the collection  its customer_id is `onlyIf` the customer is still this salesperson's:
//                            NOT NULL aborts otherwise
//   3. allocate it           one row per order whose amount is `onlyIf` the order is the customer's,
//                            counted, and the amount fits what is open on it now (grand total − paid
//                            − the recorded collections' allocations): NOT NULL aborts otherwise
// SQLite runs one write at a time, so of ten collections sent at once for one order each sees the
// allocations of those before it: together they never pass the order's open amount.
import { inArray, sql } from "drizzle-orm";
import type { CollectionInput } from "../../../core/contracts/sales.ts";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { collectionAllocations, collections, counters, customers, orders } from "../../../db/schema/index.ts";
import { formatMoney, type Translate } from "../../../i18n/index.ts";
import { onlyIf } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { failedConstraint } from "../admin/resource-kit.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { isCountedStatus, openAmount } from "./amounts.ts";

/** Receipt numbers: RCT-000001, one unbroken sequence per profile (each profile its own database). */
export const receiptNumberFormat = "RCT-%06d";

export interface CollectionContext {
  salespersonId: number;
  profile: string;
  locale: Locale;
  t: Translate;
}

/** Records a collection for one of the salesperson's customers; answers its id. */
export async function recordCollection(db: Db, input: CollectionInput, context: CollectionContext): Promise<number> {
  await checkCollection(db, input, context);
  const currency = getProfile(context.profile).currency;
  const now = Date.now();
  const theirs = sql`exists (select 1 from ${customers} where ${customers.id} = ${input.customerId}
    and ${customers.salespersonId} = ${context.salespersonId})`;
  const chosen = JSON.stringify(input.allocations);
  const orderId = sql`cast(json_extract(chosen.value, '$.orderId') as integer)`;
  const amount = sql`cast(json_extract(chosen.value, '$.amount') as integer)`;
  const fits = sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId}
    and ${orders.customerId} = ${input.customerId} and ${isCountedStatus(orders.status)}
    and ${amount} <= ${openAmount})`;
  try {
    const [, [created]] = await db.batch([
      db.run(sql`insert into ${counters} (name, value) values ('receipt', 1)
        on conflict (name) do update set value = value + 1`),
      db.all<{ id: number }>(sql`insert into ${collections} (receipt_number, salesperson_id, customer_id, amount,
          currency, method, reference, bank, cheque_due_on, note, collected_on, state, created_at, updated_at)
        values ((select printf(${receiptNumberFormat}, value) from ${counters} where name = 'receipt'),
          ${context.salespersonId}, ${onlyIf(input.customerId, theirs)}, ${input.amount}, ${currency}, ${input.method},
          ${input.method === "cash" ? null : (input.reference ?? null)},
          ${input.method === "check" ? (input.bank ?? null) : null},
          ${input.method === "check" && input.chequeDueOn ? storedDay(input.chequeDueOn) : null},
          ${input.note ?? null}, ${storedDay(input.collectedOn)}, 'recorded', ${now}, ${now})
        returning id`),
      db.run(sql`insert into ${collectionAllocations} (collection_id, order_id, amount)
        select (select max(id) from ${collections}), ${orderId}, ${onlyIf(amount, fits)}
        from json_each(${chosen}) as chosen`),
    ]);
    if (!created) throw new AppError("server");
    return created.id;
  } catch (error) {
    if (!failedConstraint(error, "NOT NULL")) throw error;
    // Another request came first (an allocation, the customer moved): say what no longer fits
    await checkCollection(db, input, context);
    throw new AppError("collection_above_open");
  }
}

/**
 * The collection's refusal, if any (thrown): the customer is not this salesperson's (404), an
 * allocated order is not the customer's counted order (409), or an allocation is above what is
 * open on its order (409, each named at `allocations.<index>`).
 */
async function checkCollection(db: Db, input: CollectionInput, context: CollectionContext): Promise<void> {
  const ids = input.allocations.map((allocation) => allocation.orderId);
  const [[customer], found] = await db.batch([
    db
      .select({ id: customers.id, salespersonId: customers.salespersonId })
      .from(customers)
      .where(sql`${customers.id} = ${input.customerId}`),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerId: orders.customerId,
        isCounted: sql<number>`${isCountedStatus(orders.status)}`,
        open: openAmount,
      })
      .from(orders)
      .where(inArray(orders.id, ids.length > 0 ? ids : [0])),
  ]);
  if (!customer || customer.salespersonId !== context.salespersonId) throw new AppError("not_found");
  const byId = new Map(found.map((order) => [order.id, order]));
  if (ids.some((id) => byId.get(id)?.customerId !== input.customerId || !byId.get(id)?.isCounted)) {
    throw new AppError("collection_order_unavailable");
  }
  const profile = getProfile(context.profile);
  const above: Record<string, string> = {};
  input.allocations.forEach((allocation, index) => {
    const order = byId.get(allocation.orderId);
    if (order && allocation.amount > order.open) {
      above[`allocations.${index}`] = context.t("sales.collections.aboveOpen.field", {
        open: formatMoney(Math.max(0, order.open), context.locale, profile),
        order: order.orderNumber,
      });
    }
  });
  if (Object.keys(above).length > 0) throw new AppError("collection_above_open", above);
}
